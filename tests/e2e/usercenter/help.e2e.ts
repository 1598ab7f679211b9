// Issue 6 "serviceAndHelp: menu list, common problem list, problem details (content from the server,
// seeded in three languages)": a visitor reads the help in French, then the same pages in English,
// against the real server and its seed (the expected texts come from the seed file, not the screen);
// an id that does not exist says "not found" with a way back, never a blank page.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HELP_MENUS } from '../../../examples/server/seed/data/help.js';
import { languageContext, watchErrors } from '../harness/browser.js';
import { text } from '../harness/locale-text.js';
import { marketSuite } from '../harness/market-suite.js';

const ARTIFACTS = 'tests/e2e/.artifacts';
const suite = marketSuite();
const MENU = HELP_MENUS[0]!;
const PROBLEM = MENU.problems[0]!;
/** The visible text of seeded HTML: its first paragraph without tags. */
const firstParagraph = (html: string) => /<p>(.*?)<\/p>/.exec(html)![1]!.replace(/<[^>]+>/g, '');

async function open(lang: 'en' | 'fr', path: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await languageContext(suite.browser(), lang);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(suite.server().origin + path);
  return { context, page, errors };
}

describe('service and help (issue 6)', () => {
  it('a visitor reads the seeded help in French: menus, a menu\'s problems, an answer', async () => {
    const { context, page, errors } = await open('fr', '/usercenter/serviceAndHelp/serviceAndHelpMenuList');
    for (const menu of HELP_MENUS) await page.getByRole('link', { name: menu.name.fr }).waitFor();
    await page.getByRole('link', { name: text('fr', 'help.contactButton') }).waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/help-menus-fr.png` });

    await page.getByRole('link', { name: MENU.name.fr }).click();
    await page.waitForURL(new RegExp(`/commonProblemList\\?menuId=${MENU.id}`));
    await page.getByRole('heading', { name: MENU.name.fr }).waitFor();
    await expect.poll(() => page.locator('.mkt-help-row').count()).toBe(MENU.problems.length);
    await page.getByRole('link', { name: PROBLEM.title.fr }).click();
    await page.waitForURL(/\/problemDetails\?id=\d+$/);
    await page.getByRole('heading', { name: PROBLEM.title.fr }).waitFor();
    await page.getByText(firstParagraph(PROBLEM.content.fr)).waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/help-answer-fr.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the same answer comes in English for an English reader', async () => {
    const fr = await open('fr', '/usercenter/serviceAndHelp/serviceAndHelpMenuList');
    await fr.page.getByRole('link', { name: MENU.name.fr }).click();
    await fr.page.getByRole('link', { name: PROBLEM.title.fr }).click();
    await fr.page.waitForURL(/\/problemDetails\?id=\d+$/);
    const path = new URL(fr.page.url()).pathname + new URL(fr.page.url()).search;
    await fr.context.close();

    const { context, page } = await open('en', path);
    await page.getByRole('heading', { name: PROBLEM.title.en }).waitFor();
    await page.getByText(firstParagraph(PROBLEM.content.en)).waitFor();
    expect(await page.getByText(PROBLEM.title.fr).count()).toBe(0);
    await context.close();
  });

  it('unknown or missing ids say "not found" with a way back to the menu', async () => {
    for (const path of ['/usercenter/serviceAndHelp/problemDetails?id=999999', '/usercenter/serviceAndHelp/problemDetails',
      '/usercenter/serviceAndHelp/commonProblemList?menuId=999999', '/usercenter/serviceAndHelp/commonProblemList?menuId=abc']) {
      const { context, page, errors } = await open('fr', path);
      await page.getByText(text('fr', 'help.notFound')).waitFor();
      await page.getByRole('link', { name: text('fr', 'help.backToMenu') }).click();
      await page.waitForURL(/\/serviceAndHelpMenuList$/);
      await page.getByRole('link', { name: MENU.name.fr }).waitFor();
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });
});
