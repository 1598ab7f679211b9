// The setup every browsing suite shares: the real server (fresh seeded database) and Debian's
// Chromium, started once per file and stopped after it. Read them through the returned getters
// inside tests (they exist only once beforeAll has run).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { startMarketServer, type MarketServer } from './market-server.js';

export interface MarketSuite {
  server(): MarketServer;
  browser(): Browser;
}

export function marketSuite(): MarketSuite {
  let server: MarketServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startMarketServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const ready = <T>(v: T | undefined, what: string): T => {
    if (!v) throw new Error(`${what} is not started (use it inside a test)`);
    return v;
  };
  return { server: () => ready(server, 'the server'), browser: () => ready(browser, 'the browser') };
}
