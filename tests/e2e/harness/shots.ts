// Screenshots of a suite into its artifacts folder (tests/e2e/.artifacts/<name>/): a quarter second
// first, so a transition has ended, and a copy into E2E_SHOTS_COPY when set (a reviewer's folder).
import { copyFileSync, mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';

const COPY_TO = process.env.E2E_SHOTS_COPY ?? '';

export type Shot = (page: Page, name: string, whole?: boolean) => Promise<void>;

/** `whole` (default `wholeByDefault`): the whole page, not only the screen. */
export function shooter(name: string, wholeByDefault = false): Shot {
  const dir = `tests/e2e/.artifacts/${name}`;
  return async (page, file, whole = wholeByDefault) => {
    mkdirSync(dir, { recursive: true });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${dir}/${file}.png`, fullPage: whole });
    if (COPY_TO) {
      mkdirSync(COPY_TO, { recursive: true });
      copyFileSync(`${dir}/${file}.png`, `${COPY_TO}/${file}.png`);
    }
  };
}
