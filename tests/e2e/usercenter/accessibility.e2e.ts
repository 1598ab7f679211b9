// Issue 6 screens checked with axe-core (WCAG 2 A and AA rules) in Chromium at 360×740, logged in,
// in French (the longest labels): every user-centre screen built for the issue, and the account
// screens. A rule that fails names the screen and the elements.
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { languageContext } from '../harness/browser.js';
import { marketSuite } from '../harness/market-suite.js';
import { loginContext } from '../harness/session.js';

const suite = marketSuite();
const SECURITY = '/usercenter/userSetting/accountAndSecurity';

const LOGGED_IN = [
  '/usercenter/userInfo', '/usercenter/personalInformation',
  '/usercenter/userSetting/settingIndex', '/usercenter/userSetting/changeLanguage', '/usercenter/userSetting/feedback', '/usercenter/userSetting/blockedUsers',
  `${SECURITY}/accountAndSecurityIndex`, `${SECURITY}/accountLogs`, `${SECURITY}/cancelAccount`, `${SECURITY}/changePassword`,
  `${SECURITY}/deviceManagement`, `${SECURITY}/lockAccount`, `${SECURITY}/replaceEmail`, `${SECURITY}/replacePhone`,
  '/usercenter/auth/personal', '/usercenter/auth/authEnt',
  '/usercenter/serviceAndHelp/serviceAndHelpMenuList', '/usercenter/serviceAndHelp/commonProblemList?menuId=1&name=Compte',
  '/usercenter/serviceAndHelp/problemDetails?id=1',
];
const VISITOR = ['/login', '/register', '/resetPassword'];
/** An axe scan per screen, each after the screen's data: a minute was too short with two files running on a busy machine. */
const SCAN_TIMEOUT = 180_000;

async function violations(paths: readonly string[], loggedIn: boolean): Promise<string[]> {
  const context = await languageContext(suite.browser(), 'fr');
  if (loggedIn) await loginContext(context, suite.server().origin, 'member');
  const page = await context.newPage();
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(suite.server().origin + path);
    // The screen's own content, not the loading skeleton.
    await page.locator('h1').first().waitFor();
    await expect.poll(() => page.locator('[aria-busy=true]').count()).toBe(0);
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    for (const v of result.violations) found.push(`${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }
  await context.close();
  return found;
}

describe('accessibility of the account and user-centre screens (issue 6)', () => {
  it('the logged-in screens have no WCAG 2 A/AA violation', async () => {
    expect(await violations(LOGGED_IN, true)).toEqual([]);
  }, SCAN_TIMEOUT);

  it('the login, register and reset screens have none either', async () => {
    expect(await violations(VISITOR, false)).toEqual([]);
  }, SCAN_TIMEOUT);
});
