import { describe, expect, it } from 'vitest';
import { parcelSchema, parcelQuoteSchema } from '../../../../src/contract/validation/air-express.js';
import { validate } from '../../../../src/contract/validation/validate.js';
import { EMPTY_DRAFT, isDraft, type ParcelDraft } from '../../../../src/screens/sea/parcel-draft.js';
import { dueOf } from '../../../../src/screens/sea/parcel-due.js';
import { cardOfPath, issuesByCard, parcelRequestOf, quoteRequestOf } from '../../../../src/screens/sea/parcel-request.js';
import type { Parcel } from '../../../../src/contract/types/air-express.js';

const full: ParcelDraft = {
  userId: 'u1', senderAddressId: 'a1', receiverAddressId: 'a2', warehouseId: 'gz-baiyun',
  goods: { name: ' Robes ', categoryId: 3, quantity: 2, declaredValue: 40000 },
  measures: { weightG: 1500, lengthCm: 40, widthCm: 30, heightCm: 20 },
  remark: ' fragile ',
};

describe('draft to request', () => {
  it('makes the request the contract accepts, trimmed, agreement as ticked', () => {
    const req = parcelRequestOf(full, true);
    expect(req).toEqual({
      senderAddressId: 'a1', receiverAddressId: 'a2', warehouseId: 'gz-baiyun',
      goods: { name: 'Robes', categoryId: 3, quantity: 2, declaredValue: 40000 },
      weightG: 1500, lengthCm: 40, widthCm: 30, heightCm: 20, remark: 'fragile', agreed: true,
    });
    expect(validate(parcelSchema, req).ok).toBe(true);
  });

  it('leaves missing parts for the schema to name, each on its card', () => {
    const result = validate(parcelSchema, parcelRequestOf({ ...EMPTY_DRAFT, userId: 'u1' }, false));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const cards = issuesByCard({ issues: result.issues });
    expect(Object.keys(cards).sort()).toEqual(['agreed', 'goods', 'receiver', 'sender', 'warehouse'].sort());
    expect(cards.agreed).toBe('validation.agreeMessage');
  });

  it('asks a quote only when warehouse, country, goods and measures are known', () => {
    expect(quoteRequestOf(full, 'CIV')).toEqual({ weightG: 1500, lengthCm: 40, widthCm: 30, heightCm: 20, warehouseId: 'gz-baiyun', toAreaId: 'CIV', declaredValue: 40000 });
    expect(validate(parcelQuoteSchema, quoteRequestOf(full, 'CIV')).ok).toBe(true);
    expect(quoteRequestOf(full, '')).toBeNull();
    expect(quoteRequestOf({ ...full, measures: null }, 'CIV')).toBeNull();
    expect(quoteRequestOf({ ...full, warehouseId: '' }, 'CIV')).toBeNull();
  });

  it('sends server issues to their card', () => {
    expect(cardOfPath('goods.categoryId')).toBe('goods');
    expect(cardOfPath('weightG')).toBe('goods');
    expect(cardOfPath('receiverAddressId')).toBe('receiver');
    expect(cardOfPath('')).toBe('');
    expect(issuesByCard({ issues: [{ path: 'warehouseId', key: 'validation.parcelRoute' }, { path: 'warehouseId', key: 'x' }] })).toEqual({ warehouse: 'validation.parcelRoute' });
    expect(issuesByCard(null)).toEqual({});
  });

  it('reads back only well-formed stored drafts', () => {
    expect(isDraft(full)).toBe(true);
    expect(isDraft(EMPTY_DRAFT)).toBe(true);
    expect(isDraft({ ...full, goods: { name: 'x' } })).toBe(false);
    expect(isDraft({ ...full, remark: 3 })).toBe(false);
  });
});

describe('what is due', () => {
  const parcel = (over: Partial<Parcel>): Parcel => ({
    state: 1, paymentOrderNo: 'ao1', quote: { total: 9000 }, supplement: null, closeReason: '', ...over,
  } as Parcel);

  it('is the price while to be paid, then an unpaid supplement, else nothing', () => {
    expect(dueOf(parcel({}))).toEqual({ paymentOrderNo: 'ao1', amount: 9000, supplement: false });
    expect(dueOf(parcel({ state: 3, supplement: { paymentOrderNo: 'ao2', amount: 1500, paid: false } }))).toEqual({ paymentOrderNo: 'ao2', amount: 1500, supplement: true });
    expect(dueOf(parcel({ state: 3, supplement: { paymentOrderNo: 'ao2', amount: 1500, paid: true } }))).toBeNull();
    expect(dueOf(parcel({ state: 2 }))).toBeNull();
  });
});
