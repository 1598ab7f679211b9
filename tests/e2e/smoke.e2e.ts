// Smoke test of the built standalone app (issue 2 item 10): load it in Chromium at a phone
// viewport, follow routes, and check the tab bar, the guard and a lazily loaded route chunk.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext } from './harness/browser.js';
import { serveDir, type StaticServer } from './harness/static-server.js';

const ARTIFACTS = 'tests/e2e/.artifacts';
let browser: Browser;
let server: StaticServer;

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  server = await serveDir(`${process.cwd()}/dist/app`);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path: string, locale = 'en-US'): Promise<Page> {
  const context = await phoneContext(browser, locale);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(server.url + path);
  (page as Page & { errors: string[] }).errors = errors;
  return page;
}

describe('standalone app smoke', () => {
  it('redirects / to /index and shows the four-tab bar with "Log in" when logged out', async () => {
    const page = await open('/');
    await page.waitForURL(/\/index$/);
    const tabs = page.getByRole('navigation').getByRole('link');
    await expect.poll(() => tabs.count()).toBe(4);
    expect(await tabs.allInnerTexts()).toEqual(['Home', 'Discover', 'Messages', 'Log in']);
    await page.screenshot({ path: `${ARTIFACTS}/index-360.png` });
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
    await page.context().close();
  });

  it('follows the log-in tab, and guards the user centre', async () => {
    const page = await open('/index');
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(/\/login$/);
    await page.goto(`${server.url}/usercenter/userInfo`);
    await page.waitForURL(/\/login$/);
    await page.context().close();
  });

  it('loads a route screen as its own lazy chunk (/common/error)', async () => {
    const before = server.requests.length;
    const page = await open('/common/error');
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    const fetched = server.requests.slice(before);
    expect(fetched.some((p) => /screen-common-error-[\w-]+\.js$/.test(p))).toBe(true);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(/\/index$/);
    await page.context().close();
  });

  it('speaks French when the browser does', async () => {
    const page = await open('/index', 'fr-FR');
    const tabs = page.getByRole('navigation').getByRole('link');
    await expect.poll(() => tabs.count()).toBe(4);
    expect(await tabs.nth(3).innerText()).toBe('Connexion');
    await page.screenshot({ path: `${ARTIFACTS}/index-360-fr.png` });
    await page.context().close();
  });
});
