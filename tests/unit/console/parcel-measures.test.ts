// The receipt form's readings (examples/console/pages/parcel-measures.ts): kilograms typed with a
// point or a French comma become whole grams within the contract's bounds, and the would-be price
// is src/contract/parcel-price.ts's, with the route's minimum when the declared quote shows it.
import { describe, expect, it } from 'vitest';
import { EXPRESS } from '../../../src/contract/express-limits.js';
import { parcelQuote } from '../../../src/contract/parcel-price.js';
import { gramsOfTyped, sideOfTyped, wouldBeQuote } from '../../../examples/console/pages/parcel-measures.js';

const tariff = { perKg: 9500, minChargeableG: 500, daysMin: 7, daysMax: 12 };
const declared = { weightG: 2000, lengthCm: 30, widthCm: 20, heightCm: 15 };
const goods = { name: 'Wax', categoryId: 1, quantity: 2, declaredValue: 80_000, categoryName: 'Textiles' };

describe('parcel receipt readings', () => {
  it('reads kilograms with decimals as grams', () => {
    expect(gramsOfTyped('3.2')).toBe(3200);
    expect(gramsOfTyped('3,25')).toBe(3250);
    expect(gramsOfTyped(' 0,001 ')).toBe(1);
    expect(gramsOfTyped('30')).toBe(EXPRESS.weightMaxG);
    for (const bad of ['', '0', '30.001', '1.2345', '-1', '1e3', 'abc', '1.']) expect(gramsOfTyped(bad), bad).toBeNaN();
  });

  it('reads whole centimetres within the side limit', () => {
    expect(sideOfTyped('150')).toBe(150);
    for (const bad of ['0', '151', '12.5', '']) expect(sideOfTyped(bad), bad).toBeNaN();
  });

  it('prices a measure as the server does', () => {
    const quote = parcelQuote(declared, goods.declaredValue, tariff, 'F');
    const heavier = { ...declared, weightG: 3200 };
    expect(wouldBeQuote({ declared, quote, goods }, heavier).total).toBe(parcelQuote(heavier, goods.declaredValue, tariff, 'F').total);
    // A minimum that lifted the declared price applies to a lighter measure too.
    const high = { ...tariff, minChargeableG: 3000 };
    const lifted = parcelQuote(declared, goods.declaredValue, high, 'F');
    const light = { weightG: 800, lengthCm: 10, widthCm: 10, heightCm: 10 };
    expect(wouldBeQuote({ declared, quote: lifted, goods }, light).chargeableG).toBe(3000);
  });
});
