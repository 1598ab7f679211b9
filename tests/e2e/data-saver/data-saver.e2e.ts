// The data saver (issue: Beyond the spec, item 4) as a new visitor meets it, in French at 360×740,
// against the real server and its seeded pictures. The phone says Save-Data as Chrome does with
// it on: `navigator.connection.saveData` true (an init script: Chromium's network emulation never
// sets it) and the `Save-Data: on` request header. Then the house list asks for no listing
// picture; a tap on one stand-in loads exactly that picture, as its 320 px copy; the home page
// loads its menu icons and banner small and its goods on tap; details pictures come as the small
// copies the server-written page preloads; the settings (reached from the login page's header, as
// a visitor does) read « Automatique (activé) », and « Désactivé » brings the list pictures back.
// Pictures are counted off the wire (page.on('request')).
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MODULE_ID } from '../../../src/contract/constants.js';
import { modulePath } from '../../../src/modules/identities.js';
import { moduleById } from '../../../src/modules/index.js';
import { languageContext, watchErrors } from '../harness/browser.js';
import { text } from '../harness/locale-text.js';
import { marketSuite } from '../harness/market-suite.js';
import { scrollHomeToGoods } from '../harness/scroll-home.js';
import { shooter } from '../harness/shots.js';

const suite = marketSuite();
const shot = shooter('data-saver');
const SHOTS = '/tmp/shots-data-saver';
const fr = (key: string) => text('fr', key);
const HOUSE = moduleById(MODULE_ID.house)!;
const LIST = modulePath(HOUSE, 'list');
const SETTINGS = '/usercenter/userSetting/settingIndex';
/** The seed's listing pictures (examples/server/seed/picture-paths.ts). */
const LISTING_PICTURE = /\/uploads\/seed\/listings\//;

/** A French phone whose browser asks to save data, as Chrome with Save-Data on does. */
async function savingPhone(): Promise<BrowserContext> {
  const context = await languageContext(suite.browser(), 'fr');
  await context.setExtraHTTPHeaders({ 'Save-Data': 'on' });
  await context.addInitScript(() => {
    const connection = Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' });
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => connection });
  });
  return context;
}

/** Every picture request of the page, as URLs (path + query). */
function pictures(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() !== 'image') return;
    const url = new URL(req.url());
    seen.push(url.pathname + url.search);
  });
  return seen;
}

const rowsOf = (page: Page) => page.locator(`[data-route="${LIST}"] .mkt-list-items .mkt-row`);
const pic = (name: string) => `${SHOTS}/${name}.png`;

describe('the data saver, for a visitor whose browser says Save-Data', () => {
  it('lists houses without pictures; a tap loads that one picture and stays on the list', async () => {
    const context = await savingPhone();
    const page = await context.newPage();
    const errors = watchErrors(page);
    const seen = pictures(page);
    await page.goto(suite.server().origin + LIST);
    const rows = rowsOf(page);
    await rows.first().waitFor();
    // For the eye only (img-tap.tsx: no control inside the row's link).
    const taps = page.locator('.mkt-img-tap').filter({ hasText: fr('dataSaver.tap') });
    await expect.poll(() => taps.count()).toBe(await rows.count());
    // Enough time for lazy pictures near the screen to have been asked for, if they were.
    await page.waitForTimeout(800);
    expect(seen.filter((u) => LISTING_PICTURE.test(u))).toEqual([]);
    expect(await rows.first().locator('img').count()).toBe(0);
    // 44 px at least, the whole picture box.
    const box = (await taps.first().boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: pic('1-house-list-saver-on') });
    await shot(page, 'house-list-saver-on');

    await taps.nth(1).click();
    const second = rows.nth(1).locator('img');
    await second.waitFor();
    await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const loaded = seen.filter((u) => LISTING_PICTURE.test(u));
    expect(loaded).toHaveLength(1);
    // The row's thumbnail copy, the one its <img> shows.
    expect(loaded[0]).toMatch(/\.png\?w=320$/);
    expect(new URL(await second.evaluate((img: HTMLImageElement) => img.src)).pathname + '?w=320').toBe(loaded[0]);
    expect(new URL(page.url()).pathname).toBe(LIST);
    expect(await taps.count()).toBe((await rows.count()) - 1);
    await page.screenshot({ path: pic('2-house-list-one-tapped') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the home page light: menu icons and the banner as small copies, goods and articles on tap', async () => {
    const context = await savingPhone();
    const page = await context.newPage();
    const errors = watchErrors(page);
    const seen = pictures(page);
    await page.goto(suite.server().origin + '/index');
    await scrollHomeToGoods(page);
    // Menu icons carry the way to each module: they load, as their 320 px copies.
    const icon = page.locator('.mkt-home-tile img').first();
    await icon.waitFor();
    expect(new URL(await icon.evaluate((img: HTMLImageElement) => img.src)).search).toBe('?w=320');
    const goods = page.locator('.mkt-home-good');
    await expect.poll(() => goods.locator('.mkt-img-tap').count()).toBe(await goods.count());
    expect(seen.filter((u) => /\/uploads\/seed\/listings\//.test(u))).toEqual([]);
    // Nothing the home page asks for is a picture at full size.
    for (const u of seen.filter((x) => x.startsWith('/uploads/'))) expect(u).toMatch(/\?w=(320|480)$/);
    await page.screenshot({ path: pic('8-home-top-saver-on') });
    await goods.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: pic('9-home-goods-saver-on') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the small copies on a details page, the one the page preloads', async () => {
    const context = await savingPhone();
    const page = await context.newPage();
    const seen = pictures(page);
    await page.goto(suite.server().origin + LIST);
    const href = (await rowsOf(page).first().getAttribute('href'))!;
    // Opened as a shared link is: the server writes the page (first view) for this request.
    const response = await page.goto(suite.server().origin + href);
    const html = (await response!.text());
    const cover = page.locator('.mkt-img img').first();
    await cover.waitFor();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    const listing = seen.filter((u) => LISTING_PICTURE.test(u));
    expect(listing.length).toBeGreaterThan(0);
    // Every listing picture is a small copy: 480 for the cover, 320 for the gallery thumbnails.
    for (const u of listing) expect(u).toMatch(/\.png\?w=(320|480)$/);
    const coverUrl = new URL(await cover.evaluate((img: HTMLImageElement) => img.src));
    expect(coverUrl.search).toBe('?w=480');
    expect(html).toContain(`<link rel="preload" as="image" href="${coverUrl.pathname}?w=480"`);
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(480);
    await page.screenshot({ path: pic('3-details-saver-on') });
    await context.close();
  });

  it('says « Automatique (activé) » in the settings; « Désactivé » brings the list pictures back', async () => {
    const context = await savingPhone();
    const page = await context.newPage();
    const errors = watchErrors(page);
    const seen = pictures(page);
    // As a visitor finds it: the account tab leads to the login page, whose header links to the settings.
    await page.goto(suite.server().origin + '/index');
    await page.getByRole('link', { name: fr('tabs.login') }).click();
    await page.waitForURL(/\/login/);
    const settings = page.getByRole('link', { name: fr('settings.title') });
    await settings.waitFor();
    await page.screenshot({ path: pic('4a-login-settings-link') });
    await settings.click();
    await page.waitForURL((u) => u.pathname === SETTINGS);
    const row = page.getByRole('button', { name: new RegExp(fr('dataSaver.title')) });
    await row.waitFor();
    expect((await row.innerText()).replace(/\s+/g, ' ').trim()).toBe(`${fr('dataSaver.title')} ${fr('dataSaver.autoOn')}`);
    expect(await row.getAttribute('aria-expanded')).toBe('false');
    await page.screenshot({ path: pic('4-settings-row') });

    await row.click();
    const group = page.getByRole('radiogroup', { name: fr('dataSaver.title') });
    await group.waitFor();
    expect(await group.getByRole('radio', { name: new RegExp(fr('dataSaver.auto')) }).isChecked()).toBe(true);
    expect(await group.innerText()).toContain(fr('dataSaver.autoAsked'));
    await page.screenshot({ path: pic('5-settings-choices') });

    await group.locator('label').filter({ hasText: fr('dataSaver.off') }).click();
    await expect.poll(() => row.innerText()).toContain(fr('dataSaver.off'));
    expect(await group.getByRole('radio', { name: new RegExp(`^${fr('dataSaver.off')}`) }).isChecked()).toBe(true);
    await page.screenshot({ path: pic('6-settings-off') });

    // Kept: the list, opened anew, shows its pictures (the thumbnail copies), nothing to tap.
    await page.goto(suite.server().origin + LIST);
    const rows = rowsOf(page);
    await rows.first().waitFor();
    const first = rows.first().locator('img');
    await first.waitFor();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await page.locator('.mkt-img-tap').count()).toBe(0);
    const listed = seen.filter((u) => LISTING_PICTURE.test(u));
    expect(listed.length).toBeGreaterThan(0);
    for (const u of listed) expect(u).toMatch(/\?w=320$/);
    await page.screenshot({ path: pic('7-house-list-saver-off') });

    // What the thumbnail copies save on these rows, against the full WebP the list asked before.
    const sizes = await Promise.all([...new Set(listed)].map(async (u) => {
      const get = async (url: string) => (await (await fetch(suite.server().origin + url, { headers: { accept: 'image/webp,*/*' } })).arrayBuffer()).byteLength;
      return [await get(u.replace(/\?w=\d+$/, '')), await get(u)] as const;
    }));
    const full = sizes.reduce((s, [f]) => s + f, 0);
    const small = sizes.reduce((s, [, t]) => s + t, 0);
    console.log(`data saver: ${sizes.length} list pictures, full WebP ${full} B, 320 px copies ${small} B (${Math.round(100 - (100 * small) / full)}% less)`);
    expect(small).toBeLessThan(full);
    expect(errors).toEqual([]);
    await context.close();
  });
});
