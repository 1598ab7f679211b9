// The air-express sender's journey in Chromium, in French on a 360×740 phone against the real
// server (spec §2 /sea form, adresslist, addadress, transitadress, productinfo, privacy, pay): the
// seeded buyer writes a parcel — a sender in Guangzhou (+86, a Chinese address) and a receiver in
// Abidjan, both added to the address book from the pickers; the Guangzhou warehouse; a forbidden
// kind of goods refused with its message, then real goods whose live hint and server quote show
// the charged weight; the agreement unticked is refused; a reload loses nothing (the draft); submit,
// pay in the CinetPay sandbox, and land on the parcel's details, paid (state 2, to drop off).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AIR_EXPRESS_ENDPOINTS } from '../../../src/contract/endpoints/air-express.js';
import { chargeableGrams } from '../../../src/contract/parcel-price.js';
import { PARCEL_STATE } from '../../../src/contract/statuses.js';
import type { Parcel, Warehouse } from '../../../src/contract/types/air-express.js';
import { apiCall } from '../console/publish-over-api.js';
import { languageContext, watchErrors } from '../harness/browser.js';
import { fileSuite } from '../harness/file-suite.js';
import { text } from '../harness/locale-text.js';
import { startMarketServer } from '../harness/market-server.js';
import { loginContext, type LoggedIn } from '../harness/session.js';
import { approveAtCheckout } from '../payments/sandbox-checkout.js';
import { shooter } from '../harness/shots.js';

const suite = (() => {
  const s = fileSuite(() => startMarketServer({ TRANSLATE_URL: 'none' }));
  return { server: s.env, browser: s.browser };
})();
const fr = (key: string, values: Record<string, string | number> = {}) => text('fr', key, values);
const TAG = String(Date.now()).slice(-5);

const shot = shooter('express', true);

/** The goods' address form, reached from the parcel's picker: who, phone, country, city, district, landmark. */
async function addAddress(page: Page, a: { name: string; code?: string; phone: string; country: string; city: string; district: string; landmark: string }, picture: string) {
  await page.locator('[data-action=add-address]').click();
  await page.waitForURL(/\/sea\/addadress\?/);
  await page.getByLabel(fr('sea.address.name')).fill(a.name);
  if (a.code) {
    await page.locator('.mkt-area-btn').click();
    await page.getByRole('dialog').getByRole('searchbox').fill(`+${a.code}`);
    await page.getByRole('dialog').locator('[data-picker-row]').filter({ hasText: `+${a.code}` }).first().click();
  }
  await page.getByLabel(fr('form.phone')).fill(a.phone);
  await page.locator('[data-field=areaId] button').click();
  await page.getByRole('dialog').getByRole('searchbox').fill(a.country);
  await page.getByRole('dialog').locator('[data-picker-row]').filter({ hasText: a.country }).first().click();
  await page.locator('[data-field=cityId] button').click();
  await page.getByRole('dialog').locator('[data-picker-row]').filter({ hasText: a.city }).first().click();
  await page.getByLabel(fr('goodsCart.district')).fill(a.district);
  await page.getByLabel(fr('goodsCart.landmark')).fill(a.landmark);
  await shot(page, picture);
  await page.locator('[data-action=save-address]').click();
  await page.waitForURL(/\/sea\/form$/);
}

const state = { buyer: null as LoggedIn | null, parcelNo: '' };

describe('air express: send a parcel (French, 360×740)', () => {
  it('writes a parcel over the pickers, is refused what must be, pays it in the sandbox', async () => {
    const origin = suite.server().origin;
    const context = await languageContext(suite.browser(), 'fr');
    state.buyer = await loginContext(context, origin, 'buyer');
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto(`${origin}/sea/form`);
    await page.locator('[data-card=sender][data-filled=false]').waitFor();
    await shot(page, 'fr-1-form-empty');

    // Sender: a new address in Guangzhou (+86 and China: the address book covers them).
    await page.locator('[data-action=choose-sender]').click();
    await page.waitForURL(/\/sea\/adresslist\?pick=sender/);
    await page.locator('[data-action=add-address]').waitFor();
    await shot(page, 'fr-2-addresses');
    await addAddress(page, {
      name: `Li Wei ${TAG}`, code: '86', phone: '13812345678', country: 'Chine', city: 'Canton', district: 'Tianhe', landmark: 'Tour CITIC, porte 3',
    }, 'fr-3-address-china');
    await page.locator('[data-card=sender][data-filled=true]').getByText(`Li Wei ${TAG}`, { exact: false }).waitFor();

    // Receiver: a new address in Abidjan.
    await page.locator('[data-action=choose-receiver]').click();
    await page.waitForURL(/\/sea\/adresslist\?pick=receiver/);
    await addAddress(page, {
      name: `Aya Koné ${TAG}`, phone: '0701020304', country: 'Ivoire', city: 'Abidjan', district: 'Cocody Angré', landmark: 'Derrière la pharmacie Sococé',
    }, 'fr-4-address-abidjan');
    await page.locator('[data-card=receiver][data-filled=true]').getByText(`Aya Koné ${TAG}`, { exact: false }).waitFor();
    // The sender picked before is still there (the draft, not the URL, holds it).
    await page.locator('[data-card=sender][data-filled=true]').waitFor();

    // The Guangzhou warehouse.
    const houses = (await apiCall<Warehouse[]>(origin, AIR_EXPRESS_ENDPOINTS.getWarehouses.path, {})).customData;
    const guangzhou = houses.find((w) => w.routes.some((r) => r.toAreaId === 'CIV') && /guangzhou|canton/i.test(`${w.warehouseId} ${w.name} ${w.cityName}`));
    expect(guangzhou).toBeDefined();
    await page.locator('[data-action=choose-warehouse]').click();
    await page.waitForURL(/\/sea\/transitadress\?pick=1/);
    const card = page.locator(`[data-warehouse="${guangzhou!.warehouseId}"]`);
    await card.locator('a[href^="tel:"]').waitFor();
    await shot(page, 'fr-5-warehouses');
    await card.locator('[data-action=pick-warehouse]').click();
    await page.waitForURL(/\/sea\/form$/);
    await page.locator(`[data-card=warehouse] [data-warehouse="${guangzhou!.warehouseId}"]`).waitFor();

    // Goods: a forbidden kind is refused at once, with its message, and cannot be saved.
    await page.locator('[data-action=choose-goods]').click();
    await page.waitForURL(/\/sea\/productinfo/);
    const select = page.locator('select[name=categoryId]');
    await select.waitFor();
    await page.getByLabel(fr('sea.product.name')).fill('Robes en wax');
    const forbidden = await select.locator('option[data-forbidden=true]').first().getAttribute('value');
    await select.selectOption(forbidden!);
    await page.getByText(fr('validation.parcelForbidden'), { exact: false }).waitFor();
    await page.getByLabel(fr('sea.product.quantity')).fill('2');
    await page.getByLabel(fr('sea.product.value')).fill('40000');
    await page.getByLabel(fr('sea.product.weight')).fill('2,5');
    await page.getByLabel(fr('sea.product.length')).fill('40');
    await page.getByLabel(fr('sea.product.width')).fill('30');
    await page.getByLabel(fr('sea.product.height')).fill('20');
    await shot(page, 'fr-6-goods-forbidden');
    await page.locator('[data-action=save-goods]').click();
    await page.waitForTimeout(300);
    expect(page.url()).toContain('/sea/productinfo');

    // Real goods: 2.5 kg in 40 × 30 × 20 cm weighs 4 kg by volume; the hint says so before saving.
    const allowed = await select.locator('option[data-forbidden=false]').first().getAttribute('value');
    await select.selectOption(allowed!);
    await expect.poll(() => page.locator('p[data-forbidden=true]').count()).toBe(0);
    await expect.poll(() => page.locator('[data-hint=chargeable]').innerText()).toContain('4\u00a0kg');
    await shot(page, 'fr-7-goods');
    await page.locator('[data-action=save-goods]').click();
    await page.waitForURL(/\/sea\/form$/);

    // The server's quote, with the charged weight the contract's formula gives for this route.
    const route = guangzhou!.routes.find((r) => r.toAreaId === 'CIV')!;
    const charged = chargeableGrams({ weightG: 2500, lengthCm: 40, widthCm: 30, heightCm: 20 }, route.minChargeableG);
    await expect.poll(() => page.locator('[data-card=quote] [data-chargeable-g]').getAttribute('data-chargeable-g')).toBe(String(charged));
    const total = Number(await page.locator('[data-card=quote] [data-total]').getAttribute('data-total'));
    expect(total).toBeGreaterThan(0);
    await page.locator('textarea[name=remark]').fill('Fragile, merci');

    // A reload loses nothing (the draft lives in sessionStorage).
    await page.reload();
    await page.locator('[data-card=goods][data-filled=true]').getByText('Robes en wax', { exact: false }).waitFor();
    await expect.poll(() => page.locator('textarea[name=remark]').inputValue()).toBe('Fragile, merci');
    await page.locator('[data-card=quote][data-quote=ok]').scrollIntoViewIfNeeded();
    await shot(page, 'fr-8-form-quote');

    // The agreement unticked is refused.
    await page.locator('[data-action=submit-parcel]').click();
    await page.getByText(fr('validation.agreeMessage')).waitFor();
    expect(page.url()).toMatch(/\/sea\/form$/);
    await shot(page, 'fr-9-agreement-refused');

    // Ticked: the parcel is made, at the quoted price, and the pay screen shows it.
    await page.locator('input[name=agreed]').check();
    await page.locator('[data-action=submit-parcel]').click();
    await page.waitForURL(/\/sea\/pay\?parcelNo=ae/);
    state.parcelNo = new URL(page.url()).searchParams.get('parcelNo')!;
    await expect.poll(() => page.locator('[data-pay-amount]').getAttribute('data-pay-amount')).toBe(String(total));
    await shot(page, 'fr-10-pay');
    // The draft was cleared once the parcel existed.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.endsWith('parcelDraft')))).toEqual([]);

    await page.locator('[data-action=pay-parcel]').click();
    await approveAtCheckout(page, 'payConfirmReal');
    await expect.poll(async () => (await apiCall<Parcel>(origin, AIR_EXPRESS_ENDPOINTS.getParcel.path, { parcelNo: state.parcelNo }, state.buyer!.Authorization)).customData?.state, { timeout: 15_000 })
      .toBe(PARCEL_STATE.toDropOff);
    await page.getByText(fr('money.result.doneExpress')).waitFor();
    await page.locator('[data-action=continue]').click();
    await page.waitForURL(new RegExp(`/sea/details\\?parcelNo=${state.parcelNo}`));
    await page.waitForTimeout(500);
    await shot(page, 'fr-11-details');
    const parcel = (await apiCall<Parcel>(origin, AIR_EXPRESS_ENDPOINTS.getParcel.path, { parcelNo: state.parcelNo }, state.buyer!.Authorization)).customData;
    expect(parcel.sender.mobileCode).toBe('86');
    expect(parcel.receiver.landmark).toBe('Derrière la pharmacie Sococé');
    expect(parcel.quote.chargeableG).toBe(charged);
    expect(parcel.remark).toBe('Fragile, merci');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the warehouses, the goods form and the terms to a visitor, in French and Chinese', async () => {
    const origin = suite.server().origin;
    for (const lang of ['fr', 'cn'] as const) {
      const context = await languageContext(suite.browser(), lang);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${origin}/sea/privacy`);
      await page.locator('[data-agreement="5"]').waitFor();
      expect(await page.locator('.mkt-sea-legal').innerText()).toContain(lang === 'fr' ? '1\u00a0%' : '1%');
      await shot(page, `${lang}-12-privacy`);
      await page.goto(`${origin}/sea/transitadress`);
      await page.locator('[data-warehouse]').first().waitFor();
      await shot(page, `${lang}-13-warehouses`);
      await page.goto(`${origin}/sea/productinfo`);
      await page.locator('select[name=categoryId]').waitFor();
      await shot(page, `${lang}-14-goods-empty`);
      // The sender's screens need a login (route guard).
      await page.goto(`${origin}/sea/form`);
      await page.waitForURL(/\/login/);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
