// Issue 4 "Examples and tests": each native transport round-trips every native method through the
// harness (examples/webview: harness.html plays the shell with bridge/native-harness.ts, its
// iframe webview.html is the page inside the WebView, using the bridge's createNativeClient),
// and with no native side the browser fallbacks answer. The bundle is built fresh per run.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHarness } from '../../examples/webview/build.mjs';
import { launchBrowser, phoneContext } from './harness/browser.js';
import { serveDir, type StaticServer } from './harness/static-server.js';

const ARTIFACTS = 'tests/e2e/.artifacts';
let dir = '';
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  dir = mkdtempSync(join(tmpdir(), 'mkt-webview-'));
  await buildHarness(dir);
  [server, browser] = await Promise.all([serveDir(dir, { host: '127.0.0.3' }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

type Settled = { ok: true; result: Record<string, unknown> } | { ok: false; code: string; message: string };
interface Wire { dir: string; type: string; text: string }
/** A parsed envelope from the wire log, with its direction. */
type Sent = { dir: string; kind: string; id: string; method?: string; [field: string]: unknown };

/** Every pageType of spec §7, with the params that name a page. */
const JUMPS = [
  { pageType: 'homePage' }, { pageType: 'list', module: 'land' }, { pageType: 'detail', module: 6, serviceId: 42, title: 'Villa' },
  { pageType: 'alreadyBuyService' }, { pageType: 'goodsBuy', memberLevelId: 3 }, { pageType: 'certifyEnterprise' },
  { pageType: 'certifyPersonal' }, { pageType: 'account' }, { pageType: 'focusCountry' }, { pageType: 'consume' },
  { pageType: 'coupon' }, { pageType: 'exchangeCertificate' }, { pageType: 'airExpress' },
];

async function openHarness(query: string): Promise<{ page: Page; webview: Frame; errors: string[] }> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}/harness.html${query}`);
  await expect.poll(() => !!page.frame({ name: 'webview' })).toBe(true);
  const webview = page.frame({ name: 'webview' })!;
  await webview.waitForFunction('typeof window.h5 === "object"');
  return { page, webview, errors };
}

/** Calls from the page to the shell (or the fallbacks), in order. */
const callAll = (webview: Frame, calls: Array<[string, unknown?]>) =>
  webview.evaluate(`(async (calls) => { const out = []; for (const [m, p] of calls) out.push(await h5.call(m, p)); return out; })(${JSON.stringify(calls)})`) as Promise<Settled[]>;

const wire = (page: Page) => page.evaluate('shell.wire') as Promise<Wire[]>;
const ok = (result: unknown) => ({ ok: true, result });

describe.each([
  ['android', 'android'],
  ['android-wml', 'android'],
  ['android-wml-reply', 'android'],
  ['ios', 'ios'],
  ['react-native', 'react-native'],
  ['flutter', 'flutter'],
])('native shell %s', (variant, kind) => {
  it('round-trips every native method, both callbacks and the page methods', async () => {
    const { page, webview, errors } = await openHarness(`?native=${variant}`);
    expect(await webview.evaluate('h5.kind')).toBe(kind);

    const [userId, metadata, scan, photo, badJump, ...jumps] = await callAll(webview, [
      ['getUserId'], ['getMetadata'], ['scanQrCode'], ['pickPhoto', { camera: true }], ['jump', { pageType: 'nope' }],
      ...JUMPS.map((p): [string, unknown] => ['jump', p]),
    ]);
    expect(userId).toEqual(ok({ userId: 'u-42' }));
    expect(metadata).toEqual(ok({ language: 'fr', areaId: 'CIV', appVersion: '9.4.0', deviceId: 'harness-device', platform: variant }));
    expect(scan).toEqual(ok({ code: 'MKT-QR-0042' }));
    expect(photo).toEqual(ok({ url: `${server.url}/photo.svg` })); // a URL, never base64
    expect(badJump).toMatchObject({ ok: false, code: 'INVALID_PARAMS' });
    expect(jumps).toEqual(JUMPS.map(() => ok({})));
    expect(await page.evaluate('shell.jumps')).toEqual(JUMPS); // the shell got each page's params intact
    // share: the shell's own sheet gets the post's title, text and link; a relative link is refused.
    const SHARED = { title: 'Awa', text: 'Bonjour', url: 'https://market.example/discover/posts?shareId=sh1' };
    const [shared, badShare] = await callAll(webview, [['share', SHARED], ['share', { ...SHARED, url: '/discover/posts' }]]);
    expect(shared).toEqual(ok({ shared: true }));
    expect(badShare).toMatchObject({ ok: false, code: 'INVALID_PARAMS' });
    expect(await page.evaluate('shell.shares')).toEqual([SHARED]);
    // openExternal: the shell opens tel: / wa.me links itself (a WebView follows neither); javascript: is refused.
    const WA = 'https://wa.me/2250700000002?text=Villa%0Ahttps%3A%2F%2Fmarket.example%2Fhouse%2Fdetails%3FserviceId%3D1';
    const [dial, wa, badOpen] = await callAll(webview, [['openExternal', { url: 'tel:+2250700000002' }], ['openExternal', { url: WA }], ['openExternal', { url: 'javascript:alert(1)' }]]);
    expect([dial, wa]).toEqual([ok({ opened: true }), ok({ opened: true })]);
    expect(badOpen).toMatchObject({ ok: false, code: 'INVALID_PARAMS' });
    expect(await page.evaluate('shell.opened')).toEqual(['tel:+2250700000002', WA]);

    // Native -> page: the two callbacks (a malformed one is dropped) and the page's own methods.
    await page.evaluate(`shell.emit('photoUrl', { url: '${server.url}/photo.svg' }); shell.emit('qrCode', { code: 42 }); shell.emit('qrCode', { code: 'SHOP-7' })`);
    await expect.poll(() => webview.evaluate('h5.events.map((e) => e.event + ":" + JSON.stringify(e.data))'))
      .toEqual([`photoUrl:{"url":"${server.url}/photo.svg"}`, 'qrCode:{"code":"SHOP-7"}']);
    const fromShell = await page.evaluate(`(async () => [
      await shell.call('navigate', { path: '/land/list' }),
      await shell.call('setUserToken', { token: { userId: 'u-7', authorization: 'Bearer t' } }),
      await shell.call('navigate', { path: '//evil.example/' }),
      await shell.call('constructor', {}),
    ])()`) as Settled[];
    expect(fromShell.map((s) => (s.ok ? 'OK' : s.code))).toEqual(['OK', 'OK', 'INVALID_PARAMS', 'UNIMPLEMENTED']);
    expect(await webview.evaluate('[h5.route(), h5.userId()]')).toEqual(['/land/list', 'u-7']);

    // The wire: JSON strings only; the page says hello first and the shell answers it once.
    const messages = await wire(page);
    expect(messages.every((m) => m.type === 'string')).toBe(true);
    const parsed = messages.map((m) => ({ ...(JSON.parse(m.text) as object), dir: m.dir }) as Sent);
    expect(parsed[0]).toMatchObject({ dir: 'web→native', ns: 'mkt', v: 1, kind: 'hello', role: 'app' });
    const answers = parsed.filter((m) => m.dir === 'native→web' && m.kind === 'hello');
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ re: parsed[0]!.id, role: 'native', caps: ['getUserId', 'getMetadata', 'jump', 'scanQrCode', 'pickPhoto', 'share', 'openExternal', 'notify'] });
    // A long method is acked at once and answered later.
    const scanId = parsed.find((m) => m.kind === 'req' && m.method === 'scanQrCode')!.id;
    expect(parsed.filter((m) => m.id === scanId && m.dir === 'native→web').map((m) => m.kind)).toEqual(['ack', 'res']);

    await webview.click('button[data-method="getMetadata"]');
    await webview.waitForSelector('output[data-method="getMetadata"]:has-text("harness-device")');
    await page.screenshot({ path: `${ARTIFACTS}/native-${variant}.png` });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('no native side, or a partial one', () => {
  it('uses the browser fallbacks: jump maps to a route, getUserId is empty when logged out, photos come from a file input', async () => {
    const { page, webview, errors } = await openHarness('?native=none');
    expect(await webview.evaluate('h5.kind')).toBe('none');
    expect(await page.evaluate('shell.injected')).toBe(false);
    const [userId, metadata, badJump, ...jumps] = await callAll(webview, [
      ['getUserId'], ['getMetadata'], ['jump', { pageType: 'detail', module: 'nowhere', serviceId: 1 }],
      ...JUMPS.map((p): [string, unknown] => ['jump', p]),
    ]);
    // Logged out: the session's '' becomes "no user" (bridge/methods.ts: userId string | null).
    expect(userId).toEqual(ok({ userId: null }));
    expect(metadata).toEqual(ok({ language: 'en', areaId: 'CIV', platform: 'web' }));
    expect(badJump).toMatchObject({ ok: false, code: 'INVALID_PARAMS' });
    expect(jumps.map((j) => (j.ok ? j.result.route : j.code))).toEqual([
      '/index', '/land/list', '/house/details?serviceId=42&title=Villa', '/usercenter/myAssets',
      '/usercenter/valueAddedServices/list?memberLevelId=3', '/usercenter/auth/authEnt', '/usercenter/auth/personal',
      '/usercenter/userInfo', '/common/focus', '/usercenter/consumptionBill/consumptionBillList', '/usercenter/coupon',
      '/usercenter/exchangecode', '/sea/order',
    ]);
    expect(await webview.evaluate('h5.route()')).toBe('/sea/order'); // the page navigated itself

    // pickPhoto: a file input opened from the click; the result is an object URL and the File.
    const chooser = page.waitForEvent('filechooser');
    await webview.click('button[data-method="pickPhoto"]');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');
    await (await chooser).setFiles({ name: 'shop.png', mimeType: 'image/png', buffer: png });
    const out = webview.locator('output[data-method="pickPhoto"]');
    await expect.poll(() => out.textContent()).toMatch(/^\{"url":"blob:http:\/\/127\.0\.0\.3:\d+\/[\w-]+","file":"File shop\.png \(image\/png, 70 bytes\)"\}$/);

    // scanQrCode: BarcodeDetector when the browser has one, else UNAVAILABLE before any picker.
    const hasDetector = await webview.evaluate('"BarcodeDetector" in window');
    if (!hasDetector) expect((await callAll(webview, [['scanQrCode']]))[0]).toMatchObject({ ok: false, code: 'UNAVAILABLE' });
    await webview.selectOption('#page-type', 'detail');
    await webview.click('button[data-method="jump"]');
    await webview.waitForSelector('output[data-method="jump"]:has-text("/house/details")');
    await page.screenshot({ path: `${ARTIFACTS}/native-none.png` });
    expect(await wire(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('falls back per method for an older shell, and entirely for a shell that never answers', async () => {
    const old = await openHarness('?native=android&caps=getUserId,getMetadata');
    const [userId, jump, scan] = await callAll(old.webview, [['getUserId'], ['jump', { pageType: 'coupon' }], ['scanQrCode']]);
    expect(userId).toEqual(ok({ userId: 'u-42' })); // from the shell
    expect(jump).toEqual(ok({ route: '/usercenter/coupon' })); // the shell lacks jump: web route
    expect(scan).toMatchObject({ ok: false }); // no shell scan; the web fallback needs a user's picture
    if (!(await old.webview.evaluate('"BarcodeDetector" in window'))) expect(scan).toMatchObject({ code: 'UNAVAILABLE' });
    const sent = (await wire(old.page)).map((m) => JSON.parse(m.text) as Sent);
    expect(sent.filter((m) => m.kind === 'req').map((m) => m.method)).toEqual(['getUserId']);
    await old.page.screenshot({ path: `${ARTIFACTS}/native-android-older-shell.png` });
    await old.page.context().close();

    const silent = await openHarness('?native=ios&silent=1&handshake=600');
    expect(await silent.webview.evaluate('h5.kind')).toBe('ios');
    const started = Date.now();
    expect((await callAll(silent.webview, [['getUserId']]))[0]).toEqual(ok({ userId: null }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(500); // it waited for the handshake first
    const hellos = (await wire(silent.page)).filter((m) => m.dir === 'web→native');
    expect(hellos.length).toBeGreaterThan(0);
    expect(hellos.every((m) => (JSON.parse(m.text) as Sent).kind === 'hello')).toBe(true);
    await silent.page.screenshot({ path: `${ARTIFACTS}/native-ios-silent-shell.png` });
    await silent.page.context().close();
  });

  it('refuses a photo sent back as base64 (URLs or uploads only)', async () => {
    const { page, webview } = await openHarness('?native=flutter&photo=base64');
    const [photo] = await callAll(webview, [['pickPhoto']]);
    expect(photo).toMatchObject({ ok: false, code: 'INTERNAL' });
    expect((await wire(page)).some((m) => m.text.includes('data:image'))).toBe(false);
    await page.screenshot({ path: `${ARTIFACTS}/native-flutter-base64-refused.png` });
    await page.context().close();
  });
});
