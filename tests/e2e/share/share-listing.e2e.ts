// Sharing a listing as a new user does it (issue: Beyond the spec, "Share a listing"), in French at
// 360×740 against the real server and its seed: the share button of a listing's details page in a
// browser without a share sheet copies the listing's link (toast « Lien copié »); that link opened
// cold in a new context shows the listing; fetched as a crawler (no JavaScript) it carries the
// preview card; a link to a listing that is gone says « Annonce introuvable »; in a native shell
// (a React Native WebView played by an init script) the shell's `share` gets the title, price and
// place, and the link.
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DetailReply, SearchReply } from '../../../src/contract/types/common.js';
import { MODULES } from '../../../src/modules/index.js';
import { detailDataOf } from '../../../src/screens/details/read.js';
import { listingShareContent } from '../../../src/screens/details/share-content.js';
import { apiCall } from '../console/publish-over-api.js';
import { languageContext, watchErrors } from '../harness/browser.js';
import { text } from '../harness/locale-text.js';
import { marketSuite } from '../harness/market-suite.js';

const suite = marketSuite();
const fr = (key: string) => text('fr', key);
const SHOTS = '/tmp/shots-share';
const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(250);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
const origin = () => suite.server().origin;
const land = MODULES.land;
const state = { id: '', title: '', link: '' };

async function open(path: string, init?: (c: BrowserContext) => Promise<void>) {
  const context = await languageContext(suite.browser(), 'fr');
  if (init) await init(context);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(origin() + path);
  return { context, page, errors };
}

const shareButton = (page: Page) => page.getByRole('button', { name: fr('shareListing.share') });
const heading = (page: Page) => page.locator('h1.mkt-dt-title');

describe('share a listing (French, 360×740)', () => {
  it('setup: a seeded land listing, as a French visitor reads it', async () => {
    const list = await apiCall<SearchReply<Record<string, unknown>>>(origin(), land.endpoints.search.path, { page: { index: 1, size: 1 } });
    expect(list.code).toBe(200);
    state.id = String(list.customData.resultList[0]?.[land.idField] ?? '');
    state.title = String(list.customData.resultList[0]?.title ?? '');
    expect(state.id).not.toBe('');
    expect(state.title).not.toBe('');
  });

  it('copies the listing’s link with a toast where the browser has no share sheet', async () => {
    const { context, page, errors } = await open(`/land/details?serviceId=${state.id}&title=x`, async (c) => {
      await c.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: origin() });
      // Headless Chromium may expose navigator.share; a desktop browser has none: that is the case here.
      await c.addInitScript(() => { delete (Navigator.prototype as { share?: unknown }).share; });
    });
    await heading(page).filter({ hasText: state.title }).waitFor();
    await shot(page, 'fr-1-details-share-button');
    await shareButton(page).click();
    await page.locator('.mkt-toast').getByText(fr('shareListing.copied')).waitFor();
    await shot(page, 'fr-2-link-copied');
    state.link = await page.evaluate(() => navigator.clipboard.readText());
    // The marketplace's own standalone page, without the page's own extra query (title=x).
    expect(state.link).toBe(`${origin()}/land/details?serviceId=${state.id}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the copied link cold in a new context on that listing', async () => {
    const context = await languageContext(suite.browser(), 'fr');
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(state.link);
    await heading(page).filter({ hasText: state.title }).waitFor();
    await expect.poll(() => shareButton(page).isVisible()).toBe(true);
    await shot(page, 'fr-3-cold-open');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves the link’s preview card in the HTML itself, for a crawler that runs no JavaScript', async () => {
    const res = await fetch(state.link, { headers: { 'user-agent': 'WhatsApp/2.23.20.0 A', accept: '*/*', 'accept-language': 'fr' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const tag = (p: string) => new RegExp(`<meta property="${p}" content="([^"]*)">`).exec(html)?.[1];
    expect(tag('og:title')).toBe(state.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
    expect(tag('og:url')).toBe(state.link.replace(/&/g, '&amp;'));
    const image = tag('og:image') ?? '';
    expect(image.startsWith(`${origin()}/uploads/`)).toBe(true);
    // The picture a scraper fetches (no image/webp in its Accept): the original JPEG or PNG.
    const picture = await fetch(image, { headers: { accept: '*/*' } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\/(jpeg|png)$/);
  });

  it('says « Annonce introuvable » for a link to a listing that is gone', async () => {
    const { context, page, errors } = await open('/land/details?serviceId=999999999');
    await page.getByRole('heading', { name: fr('shareListing.goneTitle') }).waitFor();
    await page.getByText(fr('shareListing.goneHint')).waitFor();
    await page.getByRole('link', { name: fr('shareListing.goneList') }).click();
    await page.waitForURL(/\/land\/list/);
    await page.goBack();
    await page.getByRole('heading', { name: fr('shareListing.goneTitle') }).waitFor();
    await shot(page, 'fr-4-listing-gone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in a native shell, sends the shell’s share the title, price and place, and the link', async () => {
    const { context, page, errors } = await open(`/land/details?serviceId=${state.id}`, async (c) => {
      // A React Native WebView (bridge/transports/native.ts): the page posts to ReactNativeWebView, the
      // shell answers through window.__mkt.receive. It implements `share` only.
      await c.addInitScript(() => {
        const w = window as unknown as { __shared: unknown[]; __mkt?: { receive(json: string): void }; ReactNativeWebView: unknown };
        w.__shared = [];
        const send = (msg: unknown) => setTimeout(() => w.__mkt?.receive(JSON.stringify(msg)), 0);
        w.ReactNativeWebView = {
          postMessage(json: string) {
            const m = JSON.parse(json) as { kind: string; id: string; re?: string; method?: string; params?: unknown };
            if (m.kind === 'hello' && !m.re) send({ ns: 'mkt', v: 1, kind: 'hello', id: 'shell-1', re: m.id, caps: ['share'], sid: 'shell', role: 'native' });
            else if (m.kind === 'req' && m.method === 'share') {
              w.__shared.push(m.params);
              send({ ns: 'mkt', v: 1, kind: 'res', id: m.id, result: { shared: true } });
            } else if (m.kind === 'req') send({ ns: 'mkt', v: 1, kind: 'res', id: m.id, error: { code: 'UNIMPLEMENTED', message: String(m.method) } });
          },
        };
      });
    });
    await heading(page).filter({ hasText: state.title }).waitFor();
    await shareButton(page).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared.length)).toBe(1);
    const [sent] = await page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared);
    const detail = await apiCall<DetailReply<unknown>>(origin(), land.endpoints.detail.path, { serviceId: state.id });
    const d = detailDataOf(detail.customData)!.resultMap;
    const expected = listingShareContent(land, d, state.title, { serviceId: state.id }, 'fr');
    expect(sent).toEqual({ title: state.title, text: expected.text, url: `${origin()}/land/details?serviceId=${state.id}` });
    // « 25 000 000 FCFA · Cocody, Abidjan »: the price, then the place the page shows.
    expect((sent as { text: string }).text).toContain(` · ${String(d.countryCityName)}`);
    // Shared by the shell: no copy, no toast.
    expect(await page.locator('.mkt-toast').count()).toBe(0);
    await shot(page, 'fr-5-native-shared');
    expect(errors).toEqual([]);
    await context.close();
  });
});
