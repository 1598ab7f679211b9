// What the money e2e files share: a phone context in a language, logged in as a seed user or not,
// on the real server; the French text of a key; and the layout check every money screen passes at
// 360×740 (nothing wider than the screen: long French words and prices wrap).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { languageContext, watchErrors } from '../harness/browser.js';
import { text } from '../harness/locale-text.js';
import { loginContext, type LoggedIn, type SeedUser } from '../harness/session.js';

export const ARTIFACTS = 'tests/e2e/.artifacts';

export const fr = (key: string, values?: Record<string, string | number>) => text('fr', key, values);

/** French money as the app writes it (Intl groups with U+202F, FCFA after U+00A0). */
export const frMoney = (n: number) => `${new Intl.NumberFormat('fr-FR').format(n)}\u00a0FCFA`;

export interface Opened {
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** The page's own login (null for a visitor): API calls of the test share its session. */
  login: LoggedIn | null;
}

export async function openAs(browser: Browser, origin: string, who: SeedUser | null, path: string, lang: 'fr' | 'en' = 'fr'): Promise<Opened> {
  const context = await languageContext(browser, lang);
  // One login per seed user and device: a second one would end the first session.
  const login = who ? await loginContext(context, origin, who) : null;
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(origin + path);
  return { context, page, errors, login };
}

/** The page fits the phone: no element makes it scroll sideways. */
export async function expectNoOverflow(page: Page, what: string): Promise<void> {
  const wide = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const over = [...document.querySelectorAll('body *')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.right > width + 1 && getComputedStyle(el).position !== 'fixed';
    });
    return { scroll: document.documentElement.scrollWidth, width, over: over.slice(0, 5).map((el) => `${el.tagName}.${el.className}`) };
  });
  expect(wide.over, `${what}: elements wider than the screen`).toEqual([]);
  expect(wide.scroll, what).toBeLessThanOrEqual(wide.width);
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${ARTIFACTS}/pay-${name}.png`, fullPage: true });
}
