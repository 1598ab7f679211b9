// Issue 5 "Screens" 3 "mine" against the real server and its seeded database, in Chromium at
// 360×740, for every module with a mine screen: the banner asked by its location (spec §7
// getAdInfo), the menu (spec §2: publish management with the module id, history, collection, buy
// package with the member level; visa's entry reads "buy meal"), the recent views (a listing just
// opened is there), and the login prompt for a visitor.
import { describe, expect, it } from 'vitest';
import { modulePath } from '../../../src/modules/identities.js';
import { historyModuleOf, MODULES } from '../../../src/modules/registry.js';
import { findRoute } from '../../../src/routes/index.js';
import { phoneContext } from '../harness/browser.js';
import { marketSuite } from '../harness/market-suite.js';
import { loginContext } from '../harness/session.js';
import { recordCalls } from './requests.js';

const ARTIFACTS = 'tests/e2e/.artifacts';
const suite = marketSuite();

// The generic mine screen's modules (recruitment's mine is the job hub: tests/e2e/jobs/).
const withMine = Object.values(MODULES).flatMap((m) => (m.mine && findRoute(modulePath(m, 'mine'))?.group === 'mine' ? [[m.key, m, m.mine] as const] : []));

describe.each(withMine)('/%s/mine', (key, m, mine) => {
  it('shows the banner of its location, the menu and the listing just viewed', async () => {
    const context = await phoneContext(suite.browser());
    await loginContext(context, suite.server().origin, 'member'); // seed: member level 1
    const page = await context.newPage();
    const calls = recordCalls(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));

    // Open a listing first: it becomes a recent view.
    await page.goto(`${suite.server().origin}/${key}/list`);
    const row = page.locator(`[data-route="/${key}/list"] .mkt-list-items a`).first();
    await row.waitFor();
    await row.click();
    const title = (await page.locator('h1.mkt-dt-title').innerText()).trim();

    await page.goto(`${suite.server().origin}/${key}/mine`);
    const menu = page.getByRole('navigation', { name: 'My services' });
    await menu.waitFor();
    await expect.poll(() => calls.find((c) => c.path === '/user/v1/ad/getAdInfo')?.customData).toEqual({ adDisplayLocation: mine.adLocation });
    const hrefs = () => menu.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    // The member level arrives with the user's info (asked once when not stored yet).
    await expect.poll(hrefs).toEqual([
      ['Publish management', `/common/publishManage?moduleId=${mine.publishManageModuleId}`],
      ['History', `/${key}/history`],
      ['Collection', `/${key}/collection`],
      [mine.buyPackageLabel === 'buyMeal' ? 'Buy meal' : 'Buy package', `/usercenter/valueAddedServices/list?memberLevelId=1&from=${encodeURIComponent(`/${key}/mine`)}`],
    ]);
    const recent = page.getByRole('region', { name: 'Recent views' });
    // Spec §9 quirk: the business mine history uses the housekeeping module id, so its own
    // listing just viewed is not among its recent views; every other module lists it.
    const historyModule = historyModuleOf(m);
    await expect.poll(() => calls.find((c) => c.path.endsWith('/getMyHistory'))?.customData.moduleId).toBe(historyModule.moduleId);
    if (historyModule === m) await recent.getByRole('link', { name: title }).first().waitFor();
    else await recent.waitFor();
    // The module tab bar shows on mine (spec §2 "Bottom tab bars ... only on list and mine").
    await page.getByRole('navigation').filter({ hasText: 'Publish' }).last().waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/mine-${key}.png` });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/house/mine for a visitor', () => {
  it('asks to log in and calls nothing personal', async () => {
    const context = await phoneContext(suite.browser());
    const page = await context.newPage();
    const calls = recordCalls(page);
    await page.goto(`${suite.server().origin}/house/mine`);
    await page.getByRole('link', { name: /log in/i }).first().waitFor();
    expect(calls.filter((c) => c.path.includes('getMyHistory') || c.path.includes('getAdInfo'))).toEqual([]);
    await context.close();
  });
});
