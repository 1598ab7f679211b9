// Debian's Chromium driven by playwright-core (the developers' guide: Playwright's own browser
// download fails here). The background-networking flags keep Chromium off the closed network.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * The standalone page registers a service worker (src/offline/, issue: Beyond the spec). Routes
 * (page.route, context.route) do not see the requests a service worker answers, so contexts block
 * it unless a test is about it (tests/e2e/offline/): the other suites' routes keep working.
 */
export type ServiceWorkers = 'allow' | 'block';

/**
 * A phone-sized context (spec audience: cheap Android phones; DEVELOPERS.md: 360×740); `width` for
 * the narrower phones (320) a layout test also checks.
 */
export function phoneContext(browser: Browser, locale = 'en-US', width = 360, serviceWorkers: ServiceWorkers = 'block'): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
    serviceWorkers,
  });
}

/**
 * A phone context whose app starts in `lang` (the stored preference, spec §1 "a stored preference
 * wins"), unless the test or the app stores another one later (a login, changeLanguage).
 */
export async function languageContext(browser: Browser, lang: 'cn' | 'en' | 'fr', width?: number, serviceWorkers?: ServiceWorkers): Promise<BrowserContext> {
  const context = await phoneContext(browser, { cn: 'zh-CN', en: 'en-US', fr: 'fr-FR' }[lang], width, serviceWorkers);
  await context.addInitScript((l) => {
    if (localStorage.getItem('mkt:web:language') === null) localStorage.setItem('mkt:web:language', l);
  }, lang);
  return context;
}

/** The uncaught errors of a page, to assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}
