// The owner's edit form is prefilled from attrValues (listings/fields.ts): a whole number whose
// absence means something (goods' deliveryFee: absent = no delivery, 0 = free delivery) must come
// back as '', or saving the form unchanged would turn delivery on for free.
import { describe, expect, it } from 'vitest';
import { attrValues } from '../../../examples/server/listings/fields.js';
import type { ListingRow } from '../../../examples/server/listings/rows.js';
import { SALE_GOODS_MODULE } from '../../../src/modules/sale-goods.js';

const row = (attrs: Record<string, unknown>) => ({ attrs }) as unknown as ListingRow;

describe('attrValues', () => {
  it("an absent optional whole number reads '', a set one (even 0) its value; plain ints read 0 when absent", () => {
    expect(attrValues(SALE_GOODS_MODULE, row({ number: 3 }))).toMatchObject({ deliveryFee: '', number: 3, pickup: 0, cashOnDelivery: 0 });
    expect(attrValues(SALE_GOODS_MODULE, row({ deliveryFee: 0 })).deliveryFee).toBe(0);
    expect(attrValues(SALE_GOODS_MODULE, row({ deliveryFee: 2_000, pickup: 1 }))).toMatchObject({ deliveryFee: 2_000, pickup: 1, number: 0 });
  });
});
