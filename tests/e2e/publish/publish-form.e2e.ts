// The generic publish form and the word check (spec §2 "Publish screens", §3 drafts, §5 rules), as
// a French user on a 360×740 phone, against the real server and its seeded database: the field
// messages on submit, every house field filled, a reload mid-form gives the draft back, the word
// check marks a banned word in red until it is fixed, and the save lands on publish management
// with the listing on review (status 4, read back over the API). Then screenshots of four modules'
// forms in French and Chinese, with the keyboards each input asks for.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { storagePrefix } from '../../../src/stores/app-stores.js';
import type { MyReleaseItem } from '../../../src/contract/types/commons.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import { apiCall } from '../console/publish-over-api.js';
import { languageContext, watchErrors } from '../harness/browser.js';
import { text } from '../harness/locale-text.js';
import { marketSuite } from '../harness/market-suite.js';
import { field, pickFirst } from './fill-form.js';
import { loginContext, loginOverApi } from '../harness/session.js';

const ARTIFACTS = 'tests/e2e/.artifacts';
const suite = marketSuite();
const fr = (key: string, values?: Record<string, string | number>) => text('fr', key, values);
const TITLE = `Villa 4 pièces à Cocody ${Date.now() % 100000}`;

const picture = (hue: number) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="100%" height="100%" fill="hsl(${hue},60%,55%)"/></svg>`)).jpeg({ quality: 85 }).toBuffer();

describe('publish form (issue 14)', () => {
  it('house: messages on submit, every field, draft after reload, word check, save → publish management', async () => {
    const context = await languageContext(suite.browser(), 'fr');
    const login = await loginContext(context, suite.server().origin, 'member');
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${suite.server().origin}/house/publish`);
    await page.locator('input[name="title"]').waitFor();

    // Submit an empty form: every rule speaks at its field (spec §5), in French.
    await page.getByRole('button', { name: fr('publish.next') }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${ARTIFACTS}/publish-house-errors-fr.png`, fullPage: true });
    await field(page, 'title').getByText(fr('validation.titleLength')).waitFor();
    await field(page, 'tagId').getByText(fr('validation.choose')).waitFor();
    await field(page, 'location').getByText(fr('validation.pleaseInput')).waitFor();
    await field(page, 'phones').getByText(fr('validation.pleaseInput')).waitFor();
    await field(page, 'content').getByText(fr('validation.contentLength')).waitFor();
    await field(page, 'bedroomNum').getByText(fr('validation.choose')).waitFor();
    await field(page, 'hasPool').getByText(fr('validation.choose')).waitFor();
    expect(page.url()).toContain('/house/publish');

    // Every field. Country and city come preset with the user's own country (spec §4 default city).
    await pickFirst(page, 'tagId');
    await expect.poll(() => field(page, 'cityId').locator('button').textContent()).not.toBe(fr('publish.placeholders.choose'));
    await page.locator('input[name="location"]').fill('Riviera 3, près du carrefour');
    await page.locator('input[name="title"]').fill(TITLE);
    const files = page.locator('[data-field="fileList"] input[type=file]');
    if (await files.count()) {
      await files.setInputFiles([
        { name: 'salon.jpg', mimeType: 'image/jpeg', buffer: await picture(30) },
        { name: 'jardin.jpg', mimeType: 'image/jpeg', buffer: await picture(120) },
      ]);
    }
    const editor = page.locator('[data-field="content"] [contenteditable="true"]');
    await editor.click();
    await page.keyboard.type('Belle villa lumineuse avec jardin, gardien et piscine.');
    await page.locator('input[name="price"]').fill('450000');
    await pickFirst(page, 'moneyUnitId');
    await page.locator('input[name="size"]').fill('220');
    await page.locator('input[name="storey"]').fill('1');
    await page.locator('input[name="totalFloor"]').fill('2');
    for (const name of ['bedroomNum', 'livingRoom', 'bathroomNum']) await page.locator(`select[name="${name}"]`).selectOption('3');
    for (const name of ['hasMaidsRoom', 'hasSecurityRoom', 'hasGarden', 'hasPool']) await field(page, name).getByText(fr('publish.yes'), { exact: true }).click();
    const chips = field(page, 'labelIds').locator('button');
    await expect.poll(() => chips.count()).toBeGreaterThan(1);
    await chips.nth(0).click();
    await chips.nth(1).click();
    await page.locator('input[name="contacts"]').fill('Awa Koné');
    await page.locator('input[name="phone1"]').fill('0700000002');
    await page.getByRole('button', { name: fr('publish.addPhone') }).click();
    await page.locator('input[name="phone2"]').fill('0500000002');
    await page.locator('input[name="mail"]').fill('awa@example.ci');
    // The keyboards (spec: digits for numbers and phones, the e-mail keyboard for the address).
    expect(await page.locator('input[name="storey"]').getAttribute('inputmode')).toBe('numeric');
    expect(await page.locator('input[name="price"]').getAttribute('inputmode')).toBe('decimal');
    expect(await page.locator('input[name="phone1"]').getAttribute('inputmode')).toBe('tel');
    expect(await page.locator('input[name="mail"]').getAttribute('inputmode')).toBe('email');
    if (await files.count()) await expect.poll(() => page.locator('[data-field="fileList"] img').count(), { timeout: 20_000 }).toBe(2);

    // A reload mid-form: the draft comes back (spec §3), with the bar offering to discard it.
    await page.waitForTimeout(600);
    await page.reload();
    await page.getByText(fr('publish.draftRestored')).waitFor();
    expect(await page.locator('input[name="title"]').inputValue()).toBe(TITLE);
    expect(await page.locator('input[name="phone2"]').inputValue()).toBe('0500000002');
    expect(await page.locator('select[name="bedroomNum"]').inputValue()).toBe('3');
    await page.screenshot({ path: `${ARTIFACTS}/publish-house-filled-fr.png`, fullPage: true });

    // Next step → the word check: clean; a banned word in the title is marked red until fixed.
    await page.getByRole('button', { name: fr('publish.next') }).click();
    await page.waitForURL(/\/common\/checkWord\?moduleId=6/);
    await page.getByText(fr('publish.check.clean')).waitFor();
    const title = page.locator('.mkt-pub-check input[name="title"]');
    await title.fill(`${TITLE} sans arnaque`);
    await page.getByRole('button', { name: fr('publish.check.checkAgain') }).click();
    await page.locator('.mkt-pub-preview mark').getByText('arnaque').waitFor();
    await page.getByText(fr('publish.check.found', { words: 'arnaque' })).waitFor();
    expect(await page.locator('.mkt-pub-preview mark').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(179, 38, 30)');
    await page.screenshot({ path: `${ARTIFACTS}/publish-check-word-fr.png`, fullPage: true });
    await title.fill(TITLE);
    await page.getByRole('button', { name: fr('publish.check.checkAgain') }).click();
    await page.getByText(fr('publish.check.clean')).waitFor();
    await page.getByRole('button', { name: fr('publish.save') }).click();
    // Spending a posting chance asks first when the server says it does (spec §6).
    const dialog = page.getByRole('dialog');
    const landed = page.waitForURL(/\/common\/publishManage\?moduleId=6/, { timeout: 15_000 });
    await Promise.race([landed, dialog.getByRole('button', { name: fr('dialog.confirm') }).click({ timeout: 5_000 }).catch(() => undefined)]);
    await landed;

    // The listing exists, on review (spec §4 status 4), read back over the API.
    const token = (await loginOverApi(suite.server().origin, 'member')).Authorization;
    const mine = await apiCall<SearchReply<MyReleaseItem>>(suite.server().origin, ENDPOINTS.getMyRelease.path, { userId: login.userId, moduleId: 6, page: { index: 1, size: 20 } }, token);
    const item = mine.customData.resultList.find((r) => r.title === TITLE);
    expect(item).toBeDefined();
    const detail = await apiCall<Record<string, unknown>>(suite.server().origin, ENDPOINTS.getRentingHouseMineDetail.path, { serviceId: item!.serviceId }, token);
    expect(detail.code).toBe(200);
    expect(detail.customData).toMatchObject({ title: TITLE, status: 4, bedroomNum: 3, hasPool: 1, storey: 1, totalFloor: 2, tel: '0700000002,0500000002', mail: 'awa@example.ci' });
    // The draft went with the save.
    expect(await page.evaluate((key) => localStorage.getItem(key), `${storagePrefix('web')}publishDraft:${login.userId}:house`)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('business: several countries (releaseAreaNum 3): "all" is refused with "exceed", two countries clear the city', async () => {
    const context = await languageContext(suite.browser(), 'fr');
    await loginContext(context, suite.server().origin, 'member');
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${suite.server().origin}/business/publish`);
    await page.locator('input[name="title"]').waitFor();
    await expect.poll(() => field(page, 'cityId').locator('button').textContent()).not.toBe(fr('publish.placeholders.choose'));
    await page.getByRole('button', { name: fr('publish.manyCountries') }).click();
    const sheet = page.getByRole('dialog');
    const rows = sheet.locator('label.mkt-picker-row:not(.mkt-picker-all)');
    await expect.poll(() => rows.count()).toBeGreaterThan(2);
    // Select-all only at 999 (spec §5): the member gets the exceed notice.
    await sheet.locator('.mkt-picker-all input').click();
    await page.getByText(fr('validation.exceed')).waitFor();
    const ticked = await rows.evaluateAll((els) => els.filter((e) => (e.querySelector('input') as HTMLInputElement).checked).length);
    expect(ticked).toBe(1);
    // The user's own country is ticked; one more makes two.
    const unticked = rows.filter({ has: page.locator('input:not(:checked)') }).first();
    await unticked.locator('input').click();
    await sheet.getByRole('button', { name: fr('dialog.confirm') }).click();
    await field(page, 'cityId').getByText(fr('publish.noCityMany')).waitFor();
    expect(await field(page, 'areaIds').locator('.mkt-pub-row-btn').textContent()).toContain(',');
    await page.screenshot({ path: `${ARTIFACTS}/publish-business-countries-fr.png` });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it.each([
    ['fr', 'house'], ['fr', 'carSales'], ['fr', 'business'], ['fr', 'demandMarket'],
    ['cn', 'house'], ['cn', 'carSales'], ['cn', 'business'], ['cn', 'demandMarket'],
  ] as const)('%s %s: the form at 360×740', async (lang, key) => {
    const context = await languageContext(suite.browser(), lang);
    await loginContext(context, suite.server().origin, 'enterprise');
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${suite.server().origin}/${key}/publish`);
    await page.locator('input[name="title"]').waitFor();
    await page.getByRole('button', { name: text(lang, 'publish.next') }).click();
    await page.waitForTimeout(400);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // The form scrolls inside the app: one screenshot per screenful, top to bottom.
    await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
    await page.mouse.move(180, 400);
    for (let i = 0; i < 5; i++) {
      await page.screenshot({ path: `${ARTIFACTS}/publish-${key}-${lang}-${i}.png` });
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(150);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
