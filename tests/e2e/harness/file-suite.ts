// The setup every browser suite shares: what the file runs against (the real server, or the embed
// origins) and Debian's Chromium, started once per file and stopped after it. Read them through the
// returned getters inside tests (they exist only once beforeAll has run).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';

export interface FileSuite<T> {
  env(): T;
  browser(): Browser;
}

export function fileSuite<T extends { stop(): Promise<void> }>(start: () => Promise<T>): FileSuite<T> {
  let env: T | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [env, browser] = await Promise.all([start(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await env?.stop();
  });
  const ready = <V>(v: V | undefined, what: string): V => {
    if (!v) throw new Error(`${what} is not started (use it inside a test)`);
    return v;
  };
  return { env: () => ready(env, 'the suite'), browser: () => ready(browser, 'the browser') };
}
