// A phone in one language, logged in as a seed user (session.ts), on one path of the app: how most
// e2e files start a page. `prepare` runs on the context before the page opens (init scripts such as
// sockets.ts watchSockets).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { languageContext, watchErrors, type ServiceWorkers } from './browser.js';
import { loginContext, type LoggedIn, type SeedUser } from './session.js';

export interface OpenedAs {
  context: BrowserContext;
  page: Page;
  /** The page's uncaught errors (browser.ts watchErrors). */
  errors: string[];
  login: LoggedIn;
}

export async function openAs(
  browser: Browser, origin: string, who: SeedUser, path: string,
  { lang = 'fr', prepare, serviceWorkers }: { lang?: 'cn' | 'en' | 'fr'; prepare?(context: BrowserContext): Promise<void>; serviceWorkers?: ServiceWorkers } = {},
): Promise<OpenedAs> {
  const context = await languageContext(browser, lang, undefined, serviceWorkers);
  await prepare?.(context);
  const login = await loginContext(context, origin, who);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(origin + path);
  return { context, page, errors, login };
}
