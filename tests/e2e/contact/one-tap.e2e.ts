// Issue "Beyond the spec", item 2 "Contact in one tap" (and the safety tips of item 3), in French on
// a 360×740 phone against the real server: a new visitor opens a seeded listing, reveals its
// contacts (the safety tips first, once per device), finds « Appeler » (tel:) and « WhatsApp »
// (wa.me with the listing's title and public link) and taps WhatsApp (caught before the network);
// a logged-in buyer does the same; the publisher then sees the reveals and WhatsApp taps go up in
// publish management. Last, the same page inside a native shell hands the wa.me link to the shell
// through the bridge's openExternal instead of opening it. A job's details have the same buttons
// and the report foot.
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { ContactStats } from '../../../src/contract/types/contact.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { MyReleaseItem } from '../../../src/contract/types/commons.js';
import { modulePath } from '../../../src/modules/identities.js';
import { MODULES } from '../../../src/modules/index.js';
import { apiCall } from '../console/publish-over-api.js';
import { languageContext, watchErrors } from '../harness/browser.js';
import { text } from '../harness/locale-text.js';
import { marketSuite } from '../harness/market-suite.js';
import { openAs } from '../harness/open-as.js';
import { loginOverApi } from '../harness/session.js';

const SHOTS = '/tmp/shots-contact';
const HOUSE = MODULES.house;
const fr = (key: string, values: Record<string, string | number> = {}) => text('fr', key, values);
const suite = marketSuite();

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The seller's newest published house listing and its figures, from their own publish management list. */
async function sellerListing(origin: string): Promise<MyReleaseItem & { stats: ContactStats }> {
  const seller = await loginOverApi(origin, 'seller', 'e2e-contact-seller-api');
  const r = await apiCall<SearchReply<MyReleaseItem>>(origin, ENDPOINTS.getMyRelease.path, { moduleId: HOUSE.moduleId, page: { index: 1, size: 15 } }, seller.Authorization);
  expect(r.code).toBe(200);
  const item = r.customData.resultList.find((x) => x.status === 7);
  if (!item?.stats) throw new Error(`no published house listing with stats: ${JSON.stringify(r.customData).slice(0, 300)}`);
  return item as MyReleaseItem & { stats: ContactStats };
}

/** Every wa.me request of the context is answered here: nothing reaches the network. */
function catchWhatsApp(context: BrowserContext): string[] {
  const seen: string[] = [];
  void context.route(/^https:\/\/(api\.)?wa\.me\//, (route) => {
    seen.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>wa.me</title>' });
  });
  return seen;
}

/** Scrolls to the contacts and presses « Afficher ». */
async function reveal(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: fr('details.showContacts') });
  await button.scrollIntoViewIfNeeded();
  await button.click();
}

const contacts = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: fr('details.contactsTitle') }) });

describe('contact in one tap', () => {
  let listing: MyReleaseItem & { stats: ContactStats };
  let expectedText = '';

  it('a new visitor: the safety tips once, then « Appeler » and « WhatsApp » with the title and the link', async () => {
    const origin = suite.server().origin;
    listing = await sellerListing(origin);
    const path = `/house/details?serviceId=${listing.serviceId}`;
    const context = await languageContext(suite.browser(), 'fr');
    const wa = catchWhatsApp(context);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(origin + path);
    const title = (await page.locator('h1.mkt-dt-title').textContent())!.trim();
    expect(title.length).toBeGreaterThan(0);
    expectedText = `${title}\n${origin}${path}`;

    await reveal(page);
    // First reveal on this phone: the tips, and nothing shown yet.
    const tips = page.locator('[data-tips]');
    await expect.poll(() => tips.isVisible()).toBe(true);
    expect(await tips.textContent()).toContain(fr('chat.tips.pay'));
    expect(await contacts(page).getByRole('link', { name: fr('contact.call') }).count()).toBe(0);
    await shot(page, 'contact-1-tips');
    await tips.getByRole('button', { name: fr('chat.tips.ok') }).click();

    const call = contacts(page).getByRole('link', { name: /^Appeler le / }).first();
    const whatsapp = contacts(page).getByRole('link', { name: /sur WhatsApp$/ }).first();
    await call.waitFor();
    expect(await call.textContent()).toContain('Appeler');
    expect(await call.getAttribute('href')).toMatch(/^tel:\+\d{9,15}$/);
    const href = (await whatsapp.getAttribute('href'))!;
    const url = new URL(href);
    expect(url.origin).toBe('https://wa.me');
    // The number shown, under the listing country's calling code (Ivory Coast keeps its leading 0).
    expect(url.pathname).toBe(`/${(await call.getAttribute('href'))!.slice('tel:+'.length)}`);
    const shown = (await contacts(page).locator('li[data-contact=phone] > span:not(.mkt-sr)').first().textContent())!.replace(/\D/g, '');
    expect(url.pathname.length).toBeGreaterThan(shown.length - 1);
    expect(url.pathname.endsWith(shown.replace(/^0/, ''))).toBe(true);
    expect(url.searchParams.get('text')).toBe(expectedText);
    // 44 px at least, side by side on a 360 px screen.
    const [a, b] = [await call.boundingBox(), await whatsapp.boundingBox()];
    expect(Math.min(a!.height, b!.height)).toBeGreaterThanOrEqual(44);
    expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x);
    expect(b!.x + b!.width).toBeLessThanOrEqual(360);
    await contacts(page).scrollIntoViewIfNeeded();
    await shot(page, 'contact-2-revealed');

    // WhatsApp opens in a new tab, caught here before any network.
    const popup = context.waitForEvent('page');
    await whatsapp.click();
    await (await popup).waitForLoadState();
    expect(wa).toEqual([href]);

    // The tips are shown once per phone: hide and show again, straight to the contacts.
    await page.getByRole('button', { name: fr('details.hideContacts') }).click();
    await reveal(page);
    expect(await page.locator('[data-tips]').count()).toBe(0);
    await call.waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a logged-in buyer reveals and taps WhatsApp; the publisher sees the figures go up', async () => {
    const origin = suite.server().origin;
    const path = `/house/details?serviceId=${listing.serviceId}`;
    const buyer = await openAs(suite.browser(), origin, 'buyer', path);
    const wa = catchWhatsApp(buyer.context);
    await reveal(buyer.page);
    await buyer.page.locator('[data-tips]').getByRole('button', { name: fr('chat.tips.ok') }).click();
    const whatsapp = contacts(buyer.page).getByRole('link', { name: /sur WhatsApp$/ }).first();
    expect(new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')).toBe(expectedText);
    const popup = buyer.context.waitForEvent('page');
    await whatsapp.click();
    await popup;
    await expect.poll(() => wa.length).toBe(1);
    expect(buyer.errors).toEqual([]);
    await buyer.context.close();

    const seller = await openAs(suite.browser(), origin, 'seller', `/common/publishManage?moduleId=${HOUSE.moduleId}`);
    const row = seller.page.locator(`[data-service-id="${listing.serviceId}"]`);
    const line = row.locator('.mkt-pm-stats');
    await line.waitFor();
    const seen = JSON.parse((await line.getAttribute('data-stats'))!) as ContactStats;
    const before = listing.stats;
    // Two new viewers (the visitor's phone, the buyer): two views, two reveals, two WhatsApp taps.
    expect(seen.views).toBeGreaterThanOrEqual(before.views + 2);
    expect(seen.reveals).toBe(before.reveals + 2);
    expect(seen.whatsapp).toBe(before.whatsapp + 2);
    expect(seen.calls).toBe(before.calls);
    // What a screen reader hears, in French.
    expect(await line.locator('.mkt-sr').textContent()).toContain(fr(seen.reveals === 1 ? 'contact.stats.reveals_one' : 'contact.stats.reveals', { count: seen.reveals }));
    expect(await line.locator('[data-stat="whatsapp"]').textContent()).toBe(String(seen.whatsapp));
    await row.scrollIntoViewIfNeeded();
    await shot(seller.page, 'contact-3-publish-manage');
    expect(seller.errors).toEqual([]);
    await seller.context.close();
  });

  it('a job\'s details too: « Appeler » and « WhatsApp » after the reveal, and the report foot', async () => {
    const origin = suite.server().origin;
    const jobs = MODULES.jobAndRecruit;
    const r = await apiCall<SearchReply<{ recruitingInfoId: string; title: string }>>(origin, jobs.endpoints.search.path, { page: { index: 1, size: 1 } });
    expect(r.code).toBe(200);
    const job = r.customData.resultList[0]!;
    const path = `${modulePath(jobs, 'details')}?serviceId=${job.recruitingInfoId}`;
    const context = await languageContext(suite.browser(), 'fr');
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(origin + path);
    const title = (await page.locator('h1.mkt-dt-title').textContent())!.trim();
    await reveal(page);
    await page.locator('[data-tips]').getByRole('button', { name: fr('chat.tips.ok') }).click();
    const call = contacts(page).getByRole('link', { name: /^Appeler le / }).first();
    const whatsapp = contacts(page).getByRole('link', { name: /sur WhatsApp$/ }).first();
    await call.waitFor();
    expect(await call.getAttribute('href')).toMatch(/^tel:\+\d{9,15}$/);
    // The job's title (its urgent badge aside) and its public link, which opens the job.
    const text = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')!;
    const [said, link] = text.split('\n');
    expect(title.endsWith(said!)).toBe(true);
    expect(new URL(link!).pathname + new URL(link!).search).toBe(path);
    // Report the job, report or block the recruiter (a visitor is asked to log in first).
    const foot = page.getByRole('button', { name: fr('report.listing') });
    await foot.scrollIntoViewIfNeeded();
    expect(await foot.isVisible()).toBe(true);
    await contacts(page).scrollIntoViewIfNeeded();
    await shot(page, 'contact-5-job');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('inside a native shell: the WhatsApp button goes to the shell (openExternal), not to the network', async () => {
    const origin = suite.server().origin;
    const context = await languageContext(suite.browser(), 'fr');
    const wa = catchWhatsApp(context);
    // A minimal Android shell (examples/webview/README.md): answers the hello with the one method it
    // implements and records what the page asks it to open.
    await context.addInitScript(() => {
      const w = window as unknown as { __opened: string[]; __mkt?: { receive(json: string): void }; MktAndroid: unknown };
      w.__opened = [];
      const send = (msg: object) => setTimeout(() => w.__mkt?.receive(JSON.stringify({ ns: 'mkt', v: 1, ...msg })), 0);
      w.MktAndroid = {
        postMessage(json: string) {
          const m = JSON.parse(json) as { kind: string; id: string; re?: string; method?: string; params?: { url: string } };
          if (m.kind === 'hello' && !m.re) send({ kind: 'hello', id: 'shell.1', re: m.id, caps: ['openExternal'], sid: 'shell', role: 'native' });
          else if (m.kind === 'req' && m.method === 'openExternal') {
            w.__opened.push(m.params!.url);
            send({ kind: 'res', id: m.id, result: { opened: true } });
          } else if (m.kind === 'req') send({ kind: 'res', id: m.id, error: { code: 'UNIMPLEMENTED', message: 'not in this shell' } });
        },
      };
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${origin}/house/details?serviceId=${listing.serviceId}`);
    await reveal(page);
    await page.locator('[data-tips]').getByRole('button', { name: fr('chat.tips.ok') }).click();
    const whatsapp = contacts(page).getByRole('link', { name: /sur WhatsApp$/ }).first();
    const call = contacts(page).getByRole('link', { name: /^Appeler le / }).first();
    const waHref = (await whatsapp.getAttribute('href'))!;
    await whatsapp.click();
    await call.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)).toEqual([waHref, await call.getAttribute('href')]);
    expect(new URL(waHref).searchParams.get('text')).toBe(expectedText);
    // No tab opened and nothing asked of wa.me: the shell opens WhatsApp itself.
    expect(context.pages()).toHaveLength(1);
    expect(wa).toEqual([]);
    await shot(page, 'contact-4-native-shell');
    expect(errors).toEqual([]);
    await context.close();
  });
});
