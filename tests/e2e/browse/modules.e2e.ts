// Issue 5 "Quality bars": for EVERY listing module, against the real server and its seeded
// database, in Chromium at 360×740: list → tab → details → reveal contacts → favourite (logged in)
// → collection → history → delete. The calls the app sends are read off the wire (requests.ts),
// so a tab that changes nothing in the request, or a star that never reached the server, fails.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { modulePath } from '../../../src/modules/identities.js';
import { detailFieldsOf } from '../../../src/screens/details/read.js';
import { MODULES } from '../../../src/modules/registry.js';
import { findRoute } from '../../../src/routes/index.js';
import type { ListingModule } from '../../../src/modules/types.js';
import { phoneContext } from '../harness/browser.js';
import { marketSuite } from '../harness/market-suite.js';
import { loginContext } from '../harness/session.js';
import { recordCalls, type SeenCall } from './requests.js';

const ARTIFACTS = 'tests/e2e/.artifacts';
const suite = marketSuite();

async function open(path: string): Promise<{ page: Page; calls: SeenCall[]; errors: string[] }> {
  const context = await phoneContext(suite.browser());
  await loginContext(context, suite.server().origin, 'member');
  const page = await context.newPage();
  const calls = recordCalls(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(suite.server().origin + path);
  return { page, calls, errors };
}

/** A finger-like drag from the right edge of the row to the left (pointer events, as a swipe). */
async function swipeLeft(page: Page, row: Locator): Promise<void> {
  const box = await row.boundingBox();
  if (!box) throw new Error('the row to swipe is not on screen');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width - 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 180, y, { steps: 8 });
  await page.mouse.up();
}

const searches = (calls: SeenCall[], m: ListingModule) => calls.filter((c) => c.path === m.endpoints.search.path);

// The modules the generic list and details screens show (recruitment has its own job screens:
// tests/e2e/jobs/recruitment.e2e.ts).
const GENERIC = Object.values(MODULES).filter((m) => findRoute(modulePath(m, 'list'))?.group === 'list');

describe.each(GENERIC.map((m) => [m.key, m] as const))('browsing %s', (key, m) => {
  it('list → tab → details → reveal → favourite → collection → history → delete', async () => {
    const { page, calls, errors } = await open(`/${key}/list`);
    const rows = page.locator(`[data-route="/${key}/list"] .mkt-list-items a`);
    await rows.first().waitFor();
    const first = searches(calls, m)[0]?.customData;
    expect(first?.page).toEqual({ index: 1, size: m.pageSize });

    // A category tab: the next search carries its tag, from page 1 (spec §4 "Lists").
    // Every module's seed has categories: the tabs arrive with their own call.
    const tabs = page.getByRole('tab');
    await expect.poll(() => tabs.count()).toBeGreaterThan(1);
    const before = searches(calls, m).length;
    await tabs.nth(1).click();
    await expect.poll(() => searches(calls, m).length).toBeGreaterThan(before);
    const tabbed = searches(calls, m).at(-1)!.customData;
    expect(tabbed.tagId).not.toBe('');
    expect(tabbed.page).toEqual({ index: 1, size: m.pageSize });
    await tabs.nth(0).click();
    await expect.poll(() => searches(calls, m).length).toBeGreaterThan(before + 1);
    await rows.first().waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/browse-${key}-list.png` });

    // Details of the first row, opened with serviceId (spec §2).
    await rows.first().click();
    await page.waitForURL(new RegExp(`/${key}/details\\?serviceId=`));
    const title = page.locator('h1.mkt-dt-title');
    await title.waitFor();
    const titleText = (await title.innerText()).trim();
    expect(titleText.length).toBeGreaterThan(2);

    // Every seed listing of a module whose details show contacts has a phone or an e-mail to reveal
    // (the section is drawn a few frames after the title: details-view.tsx, so wait for it).
    const reveal = page.getByRole('button', { name: 'Show contacts' });
    if (detailFieldsOf(m).includes('contacts')) {
      await reveal.click();
      // A phone that never revealed contacts sees the safety tips first (details/contacts.tsx).
      const tips = page.locator('[data-tips]');
      await expect.poll(() => tips.count()).toBe(1);
      await tips.getByRole('button', { name: 'Got it' }).click();
      await expect.poll(() => page.locator('a[href^="tel:"], a[href^="mailto:"]').count()).toBeGreaterThan(0);
    }

    // Favourite: the star turns on only after the server said 200 (spec §4).
    const star = page.getByRole('button', { name: 'Favourite' });
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    expect(calls.some((c) => c.path.endsWith('/insertFavorite'))).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}/browse-${key}-details.png` });

    // The collection lists it; the history too (viewing while logged in records it).
    await page.goto(`${suite.server().origin}/${key}/collection`);
    const saved = page.getByRole('link', { name: titleText }).first();
    await saved.waitFor();
    if (!m.historyModuleKey) {
      await page.goto(`${suite.server().origin}/${key}/history`);
      await page.getByRole('link', { name: titleText }).first().waitFor();
      // The keyboard twin of the swipe: a real button, shown when focused, deletes the entry.
      const keyDelete = page.getByRole('button', { name: `Delete “${titleText}”` }).first();
      await keyDelete.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('link', { name: titleText }).count()).toBe(0);
      expect(calls.some((c) => c.path.endsWith('/deleteMyHistory'))).toBe(true);
    }

    // Delete from the collection by swiping the row left and tapping the revealed button (spec §2),
    // removed on 200 and gone for good.
    await page.goto(`${suite.server().origin}/${key}/collection`);
    const row = page.locator('.mkt-swipe', { has: page.getByRole('link', { name: titleText }) }).first();
    await row.waitFor();
    await swipeLeft(page, row);
    await row.locator('.mkt-swipe-act').click();
    await expect.poll(() => page.getByRole('link', { name: titleText }).count()).toBe(0);
    expect(calls.some((c) => c.path.endsWith('/cancelMyFavorite'))).toBe(true);
    await page.reload();
    await page.locator('.mkt-screen').first().waitFor();
    await expect.poll(() => page.getByRole('link', { name: titleText }).count()).toBe(0);

    expect(errors).toEqual([]);
    await page.context().close();
  });
});
