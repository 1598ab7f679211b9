// The link preview card of a shared listing (examples/server/first-view/preview-card.ts; issue:
// Beyond the spec, "Share a listing"): crawlers run no JavaScript, so the Open Graph tags, the
// canonical link and the <title> are in the HTML the server sends for a details URL of every
// module: exact for a published listing, inert for a hostile title, the site's own card for a
// listing that is missing or not published, in the visitor's language (its translation) or else
// the listing's original words.
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../examples/server/db/database.js';
import { upsertListingText } from '../../../examples/server/db/listing-text.js';
import { HANDLERS } from '../../../examples/server/handlers.js';
import { TRANSLATION_TYPE } from '../../../src/contract/statuses.js';
import { MODULE_LIST, MODULES } from '../../../src/modules/index.js';
import { listingRoute } from '../../../src/screens/details/share-content.js';
import { TEST_DATABASES } from '../databases.js';
import { bootServer } from '../boot.js';
import { insertArticle, openFixture, sessions, type Fixture } from '../listings/fixtures.js';

const ORIGIN = 'https://market.example';

/** A built app folder reduced to its index.html (the card replaces its <title>). */
function builtApp(): string {
  const app = join(mkdtempSync(join(tmpdir(), 'mkt-og-')), 'app');
  mkdirSync(app, { recursive: true });
  writeFileSync(join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Marketplace</title>' +
    '<script type="module" src="/app-a.js"></script></head><body><div id="app"></div></body></html>');
  return app;
}

const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The card of a page: its og/twitter tags by name (decoded), its canonical link and its <title>. */
function cardOf(html: string): { tags: Record<string, string>; canonical: string | null; title: string | null } {
  const tags: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) tags[m[1]!] = decode(m[2]!);
  const canonical = /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return { tags, canonical: canonical === undefined ? null : decode(canonical), title: title === undefined ? null : decode(title) };
}

describe.each(TEST_DATABASES)('the preview card of a shared listing ($name)', (target) => {
  let db: Database;
  let fx: Fixture;
  let app: FastifyInstance;
  const ids = new Map<string, string>();

  const page = (url: string, headers: Record<string, string> = { accept: 'text/html', 'accept-language': 'fr-CI,fr;q=0.9' }) =>
    app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    db = await target.open();
    fx = await openFixture(db);
    for (const m of MODULE_LIST) {
      ids.set(m.key, m.publishes ? await fx.publish(m.key, 'alice', { title: `Partage ${m.key}` }) : await insertArticle(db, { title: `Partage ${m.key}`, language: 'fr' }));
    }
    const booted = await bootServer({ db, handlers: HANDLERS, sessions, env: { APP_DIR: builtApp(), PUBLIC_ORIGIN: ORIGIN } });
    app = booted.app;
    await app.ready();
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await fx?.close();
    await db?.close();
    await target.cleanup();
  });

  it('writes the exact card of a published listing into its details page', async () => {
    const id = ids.get('house')!;
    const res = await page(`/house/details?serviceId=${id}&title=Anything`);
    expect(res.statusCode).toBe(200);
    const { tags, canonical, title } = cardOf(res.body);
    const url = `${ORIGIN}/house/details?serviceId=${id}`;
    expect(tags['og:type']).toBe('website');
    expect(tags['og:site_name']).toBe('Marché');
    expect(tags['og:title']).toBe('Partage house');
    expect(tags['og:url']).toBe(url);
    expect(canonical).toBe(url);
    // The listing's first picture, absolute, as uploaded (a JPEG/PNG: some scrapers show no WebP).
    expect(tags['og:image']).toBe(`${ORIGIN}${fx.ids.images.alice[0]}`);
    expect(tags['og:image']).toMatch(/\.(png|jpe?g)$/);
    expect(tags['twitter:card']).toBe('summary_large_image');
    // Price with its currency and cycle, the place, then the start of the plain text.
    const description = tags['og:description']!.replace(/[\u202f\u00a0]/g, ' ');
    expect(description).toBe('350 000,00 CFA / mois · Alphaterre · Alpha-Ville · Une description suffisamment longue pour passer la règle des vingt caractères.');
    expect(title).toBe('Partage house · Marché');
    // Once, and in <head>.
    expect(res.body.match(/property="og:title"/g)).toHaveLength(1);
    expect(res.body.indexOf('og:title')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('keeps a hostile title inert: quotes, markup and & come out as text', async () => {
    const hostile = `Villa "luxe" <script>alert('og')</script> & <img src=x onerror=alert(1)> jardin`;
    const id = await fx.publish('land', 'bob', { title: hostile });
    const res = await page(`/land/details?serviceId=${id}`);
    const { tags, title } = cardOf(res.body);
    expect(tags['og:title']).toBe(hostile);
    expect(title).toBe(`${hostile} · Marché`);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain('Villa &quot;luxe&quot; &lt;script&gt;alert(\'og\')&lt;/script&gt; &amp; &lt;img');
    // The only scripts are the template's entry and the inline first reply.
    expect(res.body.match(/<script\b[^>]*>/g)).toEqual(['<script type="module" src="/app-a.js">', expect.stringMatching(/^<script type="application\/json" id="/)]);
    // The only picture is the first view's cover (first-paint-html.ts), the listing's own upload.
    expect(res.body.match(/<img\b[^>]*>/g)).toEqual([`<img src="${fx.ids.images.bob[0]}" alt="" fetchpriority="high">`]);
  });

  it('gives a missing or unpublished listing, and any other page, the site’s card', async () => {
    const onReview = await fx.submit('house', 'carol', { title: 'Pas encore publiée' });
    for (const url of [`/house/details?serviceId=${onReview}`, '/house/details?serviceId=999999999', '/house/details', '/index']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      const { tags, canonical, title } = cardOf(res.body);
      expect(tags['og:title'], url).toBe('Marché');
      expect(tags['og:site_name'], url).toBe('Marché');
      expect(tags['og:description'], url).toMatch(/^Maisons, terrains, voitures/);
      expect(tags['og:url'], url).toBeUndefined();
      expect(tags['og:image'], url).toBeUndefined();
      expect(tags['twitter:card'], url).toBe('summary');
      expect(canonical, url).toBeNull();
      expect(title, url).toBe('Marché');
      expect(res.body, url).not.toContain('Pas encore publiée');
    }
  });

  it('writes the card on the details path of every module, recruitment’s own included', async () => {
    for (const m of MODULE_LIST) {
      const id = ids.get(m.key)!;
      const [esInfoId] = m.esInfoId ? await db.query<{ es_info_id: string }>('select es_info_id from listings where id = $1', [id]) : [];
      const route = listingRoute(m, id, esInfoId?.es_info_id ?? '');
      const { tags, canonical } = cardOf((await page(route)).body);
      expect(tags['og:title'], m.key).toBe(`Partage ${m.key}`);
      // Articles and goods: the canonical URL names the listing's esInfoId too, even when asked without it.
      expect(canonical, m.key).toBe(`${ORIGIN}${route}`);
      if (m.esInfoId) expect(cardOf((await page(listingRoute(m, id))).body).canonical, m.key).toBe(`${ORIGIN}${route}`);
    }
    // Advert links name a job by recruitingInfoId (spec §2 "Ad link jumping"); the card's URL is canonical.
    const job = ids.get('jobAndRecruit')!;
    const { tags } = cardOf((await page(`/jobAndRecruit/jobWanted/jobDetails?recruitingInfoId=${job}`)).body);
    expect(tags['og:title']).toBe('Partage jobAndRecruit');
    expect(tags['og:url']).toBe(`${ORIGIN}${listingRoute(MODULES.jobAndRecruit, job)}`);
  });

  it('speaks the visitor’s language with the listing’s translation, else the listing’s original', async () => {
    const id = await fx.publish('carSales', 'alice', { title: 'Voiture à vendre', originalLanguageId: 'fr' });
    await upsertListingText(db, { listingId: id, language: 'en', title: 'Car for sale', content: '<p>A car in very good condition, first hand.</p>', translationType: TRANSLATION_TYPE.machine });
    const card = async (acceptLanguage?: string) =>
      cardOf((await page(`/carSales/details?serviceId=${id}`, { accept: 'text/html', ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) })).body).tags;
    const en = await card('en-GB,en;q=0.9');
    expect(en['og:title']).toBe('Car for sale');
    expect(en['og:description']).toContain('A car in very good condition');
    expect(en['og:site_name']).toBe('Marketplace');
    expect((await card('fr-FR'))['og:title']).toBe('Voiture à vendre');
    // No Chinese translation: the original.
    expect((await card('zh-CN'))['og:title']).toBe('Voiture à vendre');
    // None of the app's languages, or no header at all (a crawler): the listing's own words.
    const de = await card('de-DE,de;q=0.9');
    expect(de['og:title']).toBe('Voiture à vendre');
    expect(de['og:description']).toContain('Une description suffisamment longue');
    expect((await card())['og:title']).toBe('Voiture à vendre');
  });

  it('answers a crawler that asks with Accept */* or none, like WhatsApp and Facebook', async () => {
    const id = ids.get('land')!;
    for (const headers of [{ accept: '*/*', 'user-agent': 'WhatsApp/2.23.20.0 A' }, { 'user-agent': 'facebookexternalhit/1.1' }] as Record<string, string>[]) {
      const res = await page(`/land/details?serviceId=${id}`, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(cardOf(res.body).tags['og:title']).toBe('Partage land');
    }
    // An unknown path stays a coded 404 for them.
    expect((await page('/no/such/page', { accept: '*/*' })).statusCode).toBe(404);
  });
});
