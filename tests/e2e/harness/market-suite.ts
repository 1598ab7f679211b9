// The browsing suites' setup: the real server (a copy of the run's seeded data) and Chromium, once per file.
import type { Browser } from 'playwright-core';
import { fileSuite } from './file-suite.js';
import { startMarketServer, type MarketServer } from './market-server.js';

export interface MarketSuite {
  server(): MarketServer;
  browser(): Browser;
}

export function marketSuite(): MarketSuite {
  const s = fileSuite(() => startMarketServer());
  return { server: s.env, browser: s.browser };
}
