// The standalone page per request (examples/server/first-view/, issue "First view"): /index and a
// details page carry their first API reply, exactly what that call answers a visitor of the
// page's language, and a preload of their largest picture and first chunks; nothing depends on
// who asks (no per-user data can reach a page); a title made to end the <script> cannot; the
// page stays no-cache, with an ETag to revalidate against.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryReplyCache } from '../../examples/server/cache/reply-cache.js';
import type { Database } from '../../examples/server/db/database.js';
import { upsertListingText } from '../../examples/server/db/listing-text.js';
import { acceptedLanguages, visitorLanguage } from '../../examples/server/http/request-language.js';
import { scriptSafeJson } from '../../examples/server/first-view/page-html.js';
import { HANDLERS } from '../../examples/server/handlers.js';
import type { SessionResolver } from '../../examples/server/http/envelope-route.js';
import { seedIfEmpty } from '../../examples/server/seed/index.js';
import { ENDPOINTS } from '../../src/contract/endpoints.js';
import { decodeReply, encodeRequest, type Reply } from '../../src/contract/envelope.js';
import { FIRST_PAINT_ID, FIRST_PAINT_LATER_ID } from '../../src/contract/first-paint.js';
import { FIRST_REPLY_ID, type FirstReply } from '../../src/contract/first-reply.js';
import type { HomeData } from '../../src/contract/types/home.js';
import { MODULES } from '../../src/modules/index.js';
import { bootServer } from './boot.js';
import { TEST_DATABASES } from './databases.js';
import { testMeta } from './harness.js';

/** A built app folder as `npm run build` leaves it, reduced to what the page is made from. */
function builtApp(dir: string): string {
  const app = join(dir, 'app');
  mkdirSync(app, { recursive: true });
  writeFileSync(join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Marketplace</title>' +
    '<link rel="modulepreload" fetchpriority="low" href="/shell-a.js"><link rel="modulepreload" fetchpriority="low" href="/screen-home-a.js"><link rel="modulepreload" fetchpriority="low" href="/kit-base-a.js">' +
    '<script type="module" src="/app-a.js"></script></head><body><div id="app"></div></body></html>');
  writeFileSync(join(app, 'initial.json'), JSON.stringify({
    publicPath: '/', entry: 'app-a.js', imports: ['shell-a.js'], home: ['screen-home-a.js', 'kit-base-a.js'],
    locales: { en: { first: 'locale-en-first-a.js', rest: 'locale-en-rest-a.js' }, fr: { first: 'locale-fr-first-a.js', rest: 'locale-fr-rest-a.js' } },
    screens: { home: ['screen-home-a.js', 'kit-base-a.js'], details: ['screen-details-a.js', 'kit-base-a.js'] },
  }));
  for (const f of ['app-a.js', 'shell-a.js', 'screen-home-a.js', 'kit-base-a.js', 'screen-details-a.js']) writeFileSync(join(app, f), 'export {};');
  return app;
}

/** Token 'tok-<userId>' is a session of that user. */
const SESSIONS: SessionResolver = {
  resolve: async (_db, token) => {
    const m = /^tok-(.+)$/.exec(token);
    return m ? { state: 'valid', user: { userId: m[1]!, accountType: 1, sessionId: 's', deviceId: 'd' } } : { state: 'invalid', user: null };
  },
};

/** The inline reply of a page, parsed as the app parses it (src/boot/first-reply.ts), or null. */
function inlineOf(html: string): FirstReply | null {
  const m = new RegExp(`<script type="application/json" id="${FIRST_REPLY_ID}">(.*?)</script>`, 's').exec(html);
  return m ? (JSON.parse(m[1]!) as FirstReply) : null;
}

/** The picture of the server-drawn first view (first-paint-html.ts), right after <body>, or null. */
/** The modules a page preloads at once, and those it holds back in its FIRST_PAINT_LATER_ID template. */
const modulesOf = (html: string) => {
  const later = new RegExp(`<template id="${FIRST_PAINT_LATER_ID}">(.*?)</template>`).exec(html)?.[1] ?? '';
  const hrefs = (text: string) => [...text.matchAll(/<link rel="modulepreload" fetchpriority="low" href="([^"]*)">/g)].map((m) => m[1]);
  return { now: hrefs(html.replace(later, '')), later: hrefs(later) };
};

const overlayPicture = (html: string) => new RegExp(`<body><div id="${FIRST_PAINT_ID}" aria-hidden="true">.*?<img src="([^"]*)"`).exec(html)?.[1] ?? null;

const preloadedPicture = (html: string) => /<link rel="preload" as="image" href="([^"]*)" fetchpriority="high">/.exec(html)?.[1] ?? null;

describe.each(TEST_DATABASES)('the first view of the standalone page ($name)', (target) => {
  let db: Database;
  let app: FastifyInstance;
  let houseId = '';
  const cache = createMemoryReplyCache();

  const page = (url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-language': 'en-US,en;q=0.9', ...headers } });
  const api = async <T,>(path: string, customData: unknown, language: 'en' | 'fr' = 'en', token?: string): Promise<Reply<T>> => {
    const res = await app.inject({
      method: 'POST', url: path,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      payload: JSON.stringify(encodeRequest({ metaData: testMeta({ language, areaId: 'CIV' }), customData })),
    });
    const r = decodeReply(res.body);
    if (!r.ok) throw new Error(`undecodable reply from ${path}`);
    return r.value as Reply<T>;
  };

  beforeAll(async () => {
    db = await target.open();
    const dir = mkdtempSync(join(tmpdir(), 'mkt-first-view-'));
    const booted = await bootServer({ db, handlers: HANDLERS, sessions: SESSIONS, env: { APP_DIR: builtApp(dir) }, services: { replyCache: cache } });
    app = booted.app;
    await app.ready();
    await seedIfEmpty(db, { uploadsDir: booted.services.uploadsDir });
    const houses = await api<{ resultList: { rentingHouseId: string }[] }>(MODULES.house.endpoints.search.path, { page: { index: 1, size: 1 } });
    houseId = String(houses.customData.resultList[0]?.rentingHouseId ?? '');
    expect(houseId).not.toBe('');
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await target.cleanup();
  });

  it('writes into /index the home reply a visitor would get, and preloads its first banner and locale part', async () => {
    const res = await page('/index');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/Accept-Language/);
    expect(res.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    const home = await api<HomeData>(ENDPOINTS.getHomeInfo.path, {});
    expect(home.code).toBe(200);
    expect(inlineOf(res.body)).toEqual({ path: ENDPOINTS.getHomeInfo.path, body: {}, language: 'en', areaId: 'CIV', data: home.customData });
    const banner = home.customData.ad1.adLinksList[0]!.adImg;
    expect(banner).toMatch(/^\//);
    expect(preloadedPicture(res.body)).toBe(banner);
    expect(overlayPicture(res.body)).toBe(banner);
    // The code waits until the banner is painted (src/standalone.tsx): every module is held back.
    // /index renders with the first part of the locale alone.
    expect(modulesOf(res.body)).toEqual({ now: [], later: ['/locale-en-first-a.js', '/shell-a.js', '/screen-home-a.js', '/kit-base-a.js'] });
    // "/" leads to /index: the same page.
    expect((await page('/')).body).toBe(res.body);
  });

  it('answers in the Accept-Language the app would choose, and revalidates by ETag', async () => {
    const fr = await page('/index', { 'accept-language': 'de-DE,fr-CI;q=0.8,en;q=0.5' });
    const inline = inlineOf(fr.body)!;
    expect(inline.language).toBe('fr');
    expect(inline.data).toEqual((await api<HomeData>(ENDPOINTS.getHomeInfo.path, {}, 'fr')).customData);
    expect(fr.body).toContain('/locale-fr-first-a.js');
    const etag = String(fr.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await page('/index', { 'accept-language': 'de-DE,fr-CI;q=0.8,en;q=0.5', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const en = await page('/index', { 'if-none-match': etag });
    expect(en.statusCode).toBe(200);
  });

  it('writes into a details page its listing and cover, and preloads the details screen instead of the home one', async () => {
    const res = await page(`/house/details?serviceId=${houseId}&title=Anything`);
    const detail = await api<{ resultMap: Record<string, unknown> }>(MODULES.house.endpoints.detail.path, { serviceId: houseId });
    expect(detail.code).toBe(200);
    expect(inlineOf(res.body)).toEqual({ path: MODULES.house.endpoints.detail.path, body: { serviceId: houseId }, language: 'en', areaId: 'CIV', data: detail.customData });
    const r = detail.customData.resultMap;
    const cover = String(r.coverImg || r.imgPath || '');
    expect(cover).not.toBe('');
    expect(preloadedPicture(res.body)).toBe(cover);
    expect(overlayPicture(res.body)).toBe(cover);
    // Details wait for the whole locale (route-screen.tsx): both parts; the details screen's
    // chunks instead of the home page's; all held back until the cover is painted.
    const modules = modulesOf(res.body);
    expect(modules.now).toEqual([]);
    expect(modules.later).toEqual(expect.arrayContaining(['/locale-en-first-a.js', '/locale-en-rest-a.js', '/shell-a.js', '/screen-details-a.js', '/kit-base-a.js']));
    expect(res.body).not.toContain('screen-home-a.js');
  });

  it('is the same page whoever asks: nothing per user is ever written into it', async () => {
    const visitor = await page(`/house/details?serviceId=${houseId}`);
    const member = await page(`/house/details?serviceId=${houseId}`, { authorization: 'tok-u-seller' });
    expect(member.body).toBe(visitor.body);
    // The logged-in reply differs from the visitor's (isFavorite, history): the page has the visitor's.
    expect(inlineOf(member.body)!.data).toEqual((await api(MODULES.house.endpoints.detail.path, { serviceId: houseId })).customData);
  });

  it('writes no reply for a listing that does not exist, a page without a first call, or a missing serviceId', async () => {
    for (const url of ['/house/details?serviceId=999999999', '/house/details', '/usercenter/userInfo', '/login']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(inlineOf(res.body), url).toBeNull();
      expect(preloadedPicture(res.body), url).toBeNull();
      expect(res.body, url).not.toContain(FIRST_PAINT_ID);
      expect(res.body, url).toContain('<div id="app"></div>');
      // No picture to wait for: the modules load at once.
      expect(modulesOf(res.body).later, url).toEqual([]);
      expect(modulesOf(res.body).now, url).toContain('/shell-a.js');
    }
  });

  it('keeps a title made to end the script as text of the data', async () => {
    const evil = '</script><script>alert(1)</script><!-- $& $\' "quoted" & more';
    await upsertListingText(db, { listingId: houseId, language: 'en', title: evil, content: '<p>x</p>', translationType: 1 });
    // A change made outside the write paths: tell the reply cache, as a publish would.
    await cache.bump();
    const html = (await page(`/house/details?serviceId=${houseId}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    // Two script elements, our data and the entry: nothing else opened or closed one.
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<!--');
    const data = inlineOf(html)!.data as { resultMap: { title: string } };
    expect(data.resultMap.title).toBe(evil);
  });
});

describe('visitor language and script-safe JSON', () => {
  it('reads Accept-Language by preference, as the app reads navigator.languages', () => {
    expect(acceptedLanguages('de;q=0.9, fr-CI;q=0.95, en;q=0.1, *;q=0.5, es;q=0')).toEqual(['fr-CI', 'de', 'en']);
    expect(visitorLanguage('zh-TW,zh;q=0.9')).toBe('cn');
    expect(visitorLanguage('de-DE')).toBe('en');
    expect(visitorLanguage(undefined)).toBe('en');
  });

  it('escapes every character that could end a script element, and reads back unchanged', () => {
    const value = { t: '</script><!-- & \u2028 >' };
    const text = scriptSafeJson(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
