// Filling the generic publish form (src/screens/publish/) in a real browser, one helper per widget
// kind, driven by the module's layout (src/modules/publish-form.ts publishFormOf): the same data the
// screen renders from, so a widget a module gains is filled here without per-module test code.
// Language-independent: controls are found by their form names, yes/no by the radio's value.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { publishFormOf, type PublishWidget } from '../../../src/modules/publish-form.js';
import type { ListingModule } from '../../../src/modules/types.js';

/** The field's frame (label, control, message) by its form name. */
export const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);

/** Picks the first real option of a select (index 0 is "choose"), once its list has arrived. */
export async function pickFirst(page: Page, name: string): Promise<void> {
  const select = page.locator(`select[name="${name}"]`);
  await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
  await select.selectOption({ index: 1 });
}

/** Picks the first option unless a default is already chosen (billing cycle 1, m²; spec §3). */
async function pickUnlessSet(page: Page, name: string): Promise<void> {
  if ((await page.locator(`select[name="${name}"]`).inputValue()) === '') await pickFirst(page, name);
}

/** The picture tiles of the form and their upload status (kit/pictures: compressing, uploading, done, failed). */
export const pictureStatuses = (page: Page) =>
  field(page, 'fileList').locator('.mkt-pics-grid > li[data-status]').evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));

export interface PictureFile {
  name: string;
  mimeType: 'image/png' | 'image/jpeg';
  buffer: Buffer;
}

export interface FillValues {
  title: string;
  /** Plain text typed into the editor: 20 characters at least (spec §5). */
  content: string;
  /** Added through the real file input; the helper waits until every one is uploaded. */
  pictures: readonly PictureFile[];
  location?: string;
  contacts?: string;
  phone?: string;
  mail?: string;
}

/** Typed numbers: a plausible value by unit (km, days), amounts and sizes; floors 1 of 2 (spec §5 storey ≤ total). */
function numberFor(w: Extract<PublishWidget, { kind: 'number' | 'numberUnit' }>): string {
  if (w.name === 'storey') return '1';
  // A job's salary range: the maximum above the minimum amount below (spec §5 "Minimum must not exceed maximum").
  if (w.name === 'salaryMax') return '250000';
  if (w.kind === 'numberUnit') return w.name === 'size' ? '120' : '150000';
  if (w.unit === 'km') return '85000';
  if (w.unit === 'days') return '30';
  return '2';
}

async function fillWidget(page: Page, w: PublishWidget, v: FillValues): Promise<void> {
  switch (w.kind) {
    case 'place':
      // Preset with the user's own country and its default city (spec §4): wait for the city.
      await expect.poll(() => field(page, 'cityId').locator('button .mkt-pub-ph').count()).toBe(0);
      return;
    case 'tag':
      if (w.levels === 1) return pickFirst(page, 'tagId');
      // Two levels (housekeeping, business): the first, then its second once listed.
      await pickFirst(page, 'tagParent');
      await pickFirst(page, 'tagId');
      return;
    case 'labels': {
      const chips = field(page, w.name).locator('.mkt-pub-chips');
      await expect.poll(() => chips.getAttribute('aria-busy')).toBeNull();
      // Some modules offer none (visa's labels call answers an empty list, spec §7).
      const buttons = chips.locator('button');
      const n = Math.min(2, await buttons.count());
      for (let i = 0; i < n; i++) await buttons.nth(i).click();
      return;
    }
    case 'lookup':
      return pickUnlessSet(page, w.name);
    case 'count':
      await page.locator(`select[name="${w.name}"]`).selectOption('3');
      return;
    case 'yesNo':
      // The label is the target a finger taps (the radio itself is drawn by it).
      await field(page, w.name).locator('label:has(input[type=radio][value="1"])').click();
      return;
    case 'choice':
      await field(page, w.name).locator(`label:has(input[type=radio][value="${w.options[0]!.value}"])`).click();
      return;
    case 'number':
      await page.locator(`input[name="${w.name}"]`).fill(numberFor(w));
      return;
    case 'numberUnit':
      await page.locator(`input[name="${w.name}"]`).fill(numberFor(w));
      return pickUnlessSet(page, w.unitName);
    case 'month':
      await page.locator(`input[name="${w.name}"]`).fill('2021-06');
      return;
    case 'text': {
      const texts: Readonly<Record<string, string | undefined>> = {
        title: v.title, location: v.location ?? 'Riviera 3, près du carrefour', contacts: v.contacts ?? 'Awa Koné', mail: v.mail ?? 'awa@example.ci',
      };
      const value = texts[w.name];
      if (value === undefined) throw new Error(`no value for the text field ${w.name}`);
      await page.locator(`input[name="${w.name}"]`).fill(value);
      return;
    }
    case 'phones':
      await page.locator('input[name="phone1"]').fill(v.phone ?? '0700000009');
      return;
    case 'richText':
      await field(page, w.name).locator('[contenteditable="true"]').click();
      await page.keyboard.type(v.content);
      return;
    case 'pictures':
      if (v.pictures.length === 0) return;
      await field(page, w.name).locator('input[type=file]').setInputFiles(v.pictures.map((p) => ({ ...p })));
      return;
  }
}

/**
 * Fills every widget of `m`'s publish form, in the form's order, then waits for the pictures to be
 * uploaded (a 12 MP one is compressed in the worker first). The form must be open.
 */
export async function fillPublishForm(page: Page, m: ListingModule, v: FillValues): Promise<void> {
  const layout = publishFormOf(m);
  if (!layout) throw new Error(`${m.key} has no publish form`);
  await page.locator('input[name="title"]').waitFor();
  // The country first: pictures are uploaded for the listing's country (uploadImg areaId).
  const place = layout.widgets.find((w) => w.kind === 'place');
  if (place) await fillWidget(page, place, v);
  for (const w of layout.widgets) if (w !== place) await fillWidget(page, w, v);
  if (v.pictures.length) await expect.poll(() => pictureStatuses(page), { timeout: 60_000 }).toEqual(v.pictures.map(() => 'done'));
}
