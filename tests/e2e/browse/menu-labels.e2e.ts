// Short labels in grids and tab bars never cut a word ("Housekee" / "ping" reads as two words):
// the home menu tiles and the tab bars, in the three languages, at 320 and 360 px, against the real
// server's seeded module names. Each word's rendered boxes (Range.getClientRects) must sit on one
// line and inside the label's visible box. This Chromium has no hyphenation dictionaries (hyphens:
// auto does nothing here), so a word on two lines is always a cut without a hyphen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { languageContext } from '../harness/browser.js';
import { marketSuite } from '../harness/market-suite.js';

const ARTIFACTS = 'tests/e2e/.artifacts';
const suite = marketSuite();

const LANGUAGES = ['en', 'fr', 'cn'] as const;
const WIDTHS = [320, 360] as const;

/** The words of every element matching `selector` that are split over two lines or clipped. */
function cutWords(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((labels) => {
    const bad: string[] = [];
    for (const label of labels) {
      const box = label.getBoundingClientRect();
      const text = label.textContent ?? '';
      const lang = label.closest('[lang]')?.getAttribute('lang') ?? 'en';
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      // Word boundaries as the language defines them (Chinese words are not separated by spaces).
      const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const seg of segmenter.segment(node.textContent ?? '')) {
          if (!seg.isWordLike) continue;
          const range = document.createRange();
          range.setStart(node, seg.index);
          range.setEnd(node, seg.index + seg.segment.length);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0);
          const first = rects[0];
          if (!first) continue;
          const split = rects.some((r) => Math.abs(r.top - first.top) > first.height / 2);
          const outside = rects.some((r) => r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.bottom > box.bottom + 0.5);
          if (split) bad.push(`"${seg.segment}" split over two lines in "${text}"`);
          else if (outside) bad.push(`"${seg.segment}" clipped in "${text}"`);
        }
      }
    }
    return bad;
  });
}

describe('labels never cut a word', () => {
  for (const lang of LANGUAGES) {
    for (const width of WIDTHS) {
      it(`home menu and tab bars in ${lang} at ${width} px`, async () => {
        const context = await languageContext(suite.browser(), lang, width);
        const page = await context.newPage();
        await page.goto(`${suite.server().origin}/index`);
        const tiles = page.locator('.mkt-home-tile-name');
        // getHomeInfo brings the eleven seeded modules (spec §2 "Menu tiles").
        await tiles.first().waitFor();
        await expect.poll(() => tiles.count(), { timeout: 10_000 }).toBe(11);
        await page.locator('.mkt-home-menu').screenshot({ path: `${ARTIFACTS}/home-menu-${lang}-${width}.png` });
        expect(await cutWords(page, '.mkt-home-tile-name')).toEqual([]);
        expect(await cutWords(page, '.mkt-tabbar .mkt-tab > span:first-of-type')).toEqual([]);

        // A module's own tab bar (list, publish, mine).
        await page.goto(`${suite.server().origin}/housekeep/list`);
        await page.locator('.mkt-modbar .mkt-tab').first().waitFor();
        expect(await cutWords(page, '.mkt-modbar .mkt-tab > span:first-of-type')).toEqual([]);
        await context.close();
      });
    }
  }
});
