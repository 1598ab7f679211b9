// Issue 4 "Examples and tests": forged bridge messages are ignored. The partner page (origin A)
// shows the marketplace frame (origin B) next to a third-party frame (origin C) and a second
// same-origin frame that is not the app's parent. Both post forged calls, events, hellos (one with
// a MessagePort), prototype-pollution payloads and calls to inherited names to every frame and to
// the page. Nothing may navigate, sign in, pollute a prototype, get an answer or break the real
// channel. Then the same payloads go over the REAL channel, which answers with error codes only.
// Framing: a page on an origin the server does not list (EMBED_ORIGINS) gets nothing from
// embed.html, neither through the browser (frame-ancestors) nor from the page itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHostPageServer, type HostPageServer } from '../../examples/host-page/serve.mjs';
import { openHostPage, type HostPage } from './fixtures/embed/host-page.js';
import { FIXTURES, embedSuite } from './fixtures/embed/origins.js';

const suite = embedSuite();
/** The same partner page, served from an origin the marketplace does not list: D, 127.0.0.4. */
let thief: HostPageServer;

beforeAll(async () => {
  thief = await startHostPageServer({ host: '127.0.0.4' });
});

afterAll(async () => {
  await thief?.close();
});

const thiefPage = (extra = '') => `${thief.url}/script-tag.html?server=${encodeURIComponent(suite.origins().market.origin)}&mode=iframe${extra}`;

/**
 * Removes frame-ancestors from the marketplace's embed.html on its way to this page, as a proxy
 * or a browser that ignores the header would: what then refuses is the page's own check.
 */
async function dropFramingHeader(page: Page): Promise<void> {
  await page.route((url) => url.origin === suite.origins().market.origin && url.pathname === '/embed.html', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    await route.fulfill({ response, headers });
  });
}

const ERROR_TITLE = 'Something went wrong';
const POLLUTED = '[Object.prototype.polluted, ({}).polluted, Object.prototype.path]';
interface AttackReport { posted: number; targets: number; received: unknown[] }

async function mounted(): Promise<HostPage> {
  const host = await openHostPage(suite.browser(), suite.origins().hostPage('script-tag', 'iframe'));
  await host.waitForEvent('ready');
  await host.waitForEvent('routeChange', (e) => e.path === '/index');
  return host;
}

/** A frame of the page by name, once it exists and has loaded. */
async function frameNamed(host: HostPage, name: string): Promise<Frame> {
  await expect.poll(() => !!host.page.frame({ name })).toBe(true);
  const frame = host.page.frame({ name })!;
  await frame.waitForLoadState();
  return frame;
}

/** Adds an iframe to the partner page (as the partner's own code would: an ad, a widget). */
async function addFrame(host: HostPage, name: string, src = ''): Promise<Frame> {
  await host.page.evaluate(`(() => {
    const f = document.createElement('iframe');
    f.name = ${JSON.stringify(name)};
    if (${JSON.stringify(src)}) f.src = ${JSON.stringify(src)};
    document.body.append(f);
  })()`);
  return frameNamed(host, name);
}

it('ignores forged messages from a third-party frame and from a same-origin frame that is not the parent', async () => {
  const host = await mounted();
  const ad = await addFrame(host, 'ad', `${suite.origins().third.url}/hostile.html`);
  const twin = await addFrame(host, 'twin'); // about:blank: origin A, but not the app's parent
  await twin.evaluate(readFileSync(join(FIXTURES, 'attack.js'), 'utf8'));
  const before = (await host.events()).length;

  const fromAd = (await ad.evaluate('attack({ label: "ad" })')) as AttackReport;
  const fromTwin = (await twin.evaluate('attack({ label: "twin" })')) as AttackReport;
  // Each reached the app frame, the other attacker and the partner page.
  expect(fromAd.targets).toBe(3);
  expect(fromTwin.targets).toBe(3);
  expect(fromAd.received).toEqual([]);
  expect(fromTwin.received).toEqual([]);

  const app = host.appFrame(suite.origins().market.origin);
  expect(await host.events()).toHaveLength(before); // no routeChange, login or ready from forgeries
  await expect.poll(() => host.app('iframe').getByRole('heading', { name: ERROR_TITLE }).count()).toBe(0);
  expect(await app.evaluate(POLLUTED)).toEqual([undefined, undefined, undefined]);
  expect(await host.page.evaluate(POLLUTED)).toEqual([undefined, undefined, undefined]);
  await host.shot('embed-hostile-after-attack');

  // The real channel still works: it was neither taken over nor reset by the forged hellos.
  await host.act('navigate', '/common/error');
  await host.app('iframe').getByRole('heading', { name: ERROR_TITLE }).waitFor();
  await host.waitForEvent('routeChange', (e) => e.path === '/common/error', before);
  expect(host.errors).toEqual([]);
  await host.close();
});

it('refuses to run in a frame whose parent is not the host named in its URL', async () => {
  const host = await mounted();
  // The page's own checks, as a browser that ignores frame-ancestors would run them.
  await dropFramingHeader(host.page);
  const ad = await addFrame(host, 'ad', `${suite.origins().third.url}/hostile.html`);
  // The third party frames embed.html itself, claiming to be the partner page.
  const claim = `${suite.origins().market.origin}/embed.html#v=1&host=${encodeURIComponent(suite.origins().host.url)}&key=w9`;
  await ad.evaluate(`(() => { const f = document.createElement('iframe'); f.name = 'stolen'; f.src = ${JSON.stringify(claim)}; document.body.append(f); })()`);
  const stolen = await frameNamed(host, 'stolen');
  await expect.poll(() => stolen.evaluate('document.body.innerText')).toContain('cannot be opened on its own');
  // C is not on the server's list: the page says so (the parent check would refuse it too).
  expect(host.errors.some((e) => e.includes(`a page above the frame, ${suite.origins().third.url}, is not allowed to embed the marketplace`))).toBe(true);
  await host.act('unmount'); // uncovers the page (the app is full screen on a phone)
  await host.page.locator('iframe[name="ad"]').scrollIntoViewIfNeeded();
  await host.shot('embed-hostile-stolen-frame');
  await host.close();
});

it('answers calls to inherited names and pollution payloads on the real channel with error codes', async () => {
  const host = await mounted();
  const from = (await host.events()).length;
  // The host side of the bridge created one MessageChannel for the handshake; speak on it.
  const answers = (await host.page.evaluate(`(async () => {
    const port = window.__mktProbe.channels.at(-1).port1;
    const got = [];
    const listen = (e) => got.push(JSON.parse(e.data));
    port.addEventListener('message', listen);
    const req = (id, method, params) => port.postMessage('{"ns":"mkt","v":1,"kind":"req","id":"' + id + '","method":"' + method + '"' + (params ? ',"params":' + params : '') + '}');
    req('t1', 'constructor', '{}');
    req('t2', '__proto__', '{"polluted":1}');
    req('t3', 'prototype');
    req('t4', 'toString');
    req('t5', 'hasOwnProperty', '"polluted"');
    req('t6', 'valueOf');
    req('t7', 'navigate', '{"__proto__":{"path":"/common/error","polluted":1}}');
    req('t8', 'setUserToken', '{"__proto__":{"token":null}}');
    req('t9', 'setTheme', '{"theme":{"__proto__":{"--mkt-accent":"red"}}}');
    port.postMessage('{"__proto__":{"polluted":1},"ns":"mkt","v":1,"kind":"evt","id":"t10","method":"__proto__","params":{"polluted":1}}');
    await new Promise((r) => setTimeout(r, 800));
    port.removeEventListener('message', listen);
    return got.filter((m) => m.kind === 'res').map((m) => [m.id, m.error ? m.error.code : 'OK']).sort();
  })()`)) as Array<[string, string]>;
  expect(answers).toEqual([
    ['t1', 'UNIMPLEMENTED'], ['t2', 'UNIMPLEMENTED'], ['t3', 'UNIMPLEMENTED'], ['t4', 'UNIMPLEMENTED'],
    ['t5', 'UNIMPLEMENTED'], ['t6', 'UNIMPLEMENTED'], ['t7', 'INVALID_PARAMS'], ['t8', 'INVALID_PARAMS'],
    ['t9', 'OK'], // a theme object is accepted; its inherited-looking entry is dropped
  ]);
  const app = host.appFrame(suite.origins().market.origin);
  expect(await app.evaluate(POLLUTED)).toEqual([undefined, undefined, undefined]);
  expect(await host.page.evaluate(POLLUTED)).toEqual([undefined, undefined, undefined]);
  expect((await host.events()).slice(from).filter((e) => e.name === 'routeChange')).toEqual([]);
  expect(await host.app('iframe').getByRole('heading', { name: ERROR_TITLE }).count()).toBe(0);
  await host.shot('embed-hostile-after-channel-payloads');
  expect(host.errors).toEqual([]);
  await host.close();
});

it('lets the listed partner frame embed.html, and only it (frame-ancestors from EMBED_ORIGINS)', async () => {
  const res = await fetch(`${suite.origins().market.origin}/embed.html`);
  expect(res.headers.get('content-security-policy')).toBe(`frame-ancestors ${suite.origins().host.url}`);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  const host = await mounted();
  expect(await host.waitForEvent('ready')).toHaveProperty('userId');
  expect(host.errors).toEqual([]);
  await host.close();
});

it('gives a partner page on an origin the server does not list nothing: the browser refuses the frame, no ready, no user id', async () => {
  // The real partner page and the real SDK, naming its own origin as host, truthfully.
  const thiefHost = await openHostPage(suite.browser(), thiefPage());
  await thiefHost.page.locator('#market iframe').waitFor({ state: 'attached' });
  // Chromium says why in the console: the frame's ancestors are not on the list.
  await expect.poll(() => thiefHost.errors.join('\n'), { timeout: 15_000 }).toMatch(/frame-ancestors/);
  await thiefHost.page.waitForTimeout(1000);
  const events = await thiefHost.events();
  expect(events.filter((e) => e.name !== 'error')).toEqual([]);
  expect(JSON.stringify(events)).not.toContain('userId');
  await thiefHost.shot('embed-refused-by-browser');
  await thiefHost.close();
});

it('refuses, in the page itself, a host the server does not list, saying why in the console', async () => {
  const thiefHost = await openHostPage(suite.browser(), thiefPage('&start=manual'));
  await dropFramingHeader(thiefHost.page);
  await thiefHost.page.getByRole('button', { name: 'Mount', exact: true }).click();
  const why = `marketplace embed.html: the host page ${thief.url} is not allowed to embed the marketplace; the server allows ${suite.origins().host.url} (its EMBED_ORIGINS setting).`;
  await expect.poll(() => thiefHost.errors.join('\n'), { timeout: 15_000 }).toContain(why);
  await expect.poll(() => thiefHost.app('iframe').locator('body').innerText()).toContain('cannot be opened on its own');
  // The refusal comes before the bridge exists: nothing can answer the SDK's hello after it.
  await thiefHost.page.waitForTimeout(1000);
  const events = await thiefHost.events();
  expect(events.filter((e) => e.name !== 'error')).toEqual([]);
  expect(JSON.stringify(events)).not.toContain('userId');
  await thiefHost.shot('embed-refused-by-page');
  await thiefHost.close();
});
