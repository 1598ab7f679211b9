// Contract cases of air express, the sender's side (spec §2 /sea order, details, form,
// transitadress, productinfo; endpoints/air-express.ts): the real client against the reference
// server, played in order. u-buyer (an empty address book) saves a sender in Guangzhou and a
// receiver in Abidjan, quotes, creates a parcel, reads it and cancels it; the seed's departed
// parcel is refused a cancel.
import { expect } from 'vitest';
import type { Reply } from '../../../src/contract/envelope.js';
import { PARCEL_STATE } from '../../../src/contract/statuses.js';
import type {
  Parcel, ParcelAddress, ParcelCategory, ParcelEvent, ParcelQuote, ParcelRoute, Warehouse,
} from '../../../src/contract/types/air-express.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { ShippingAddress } from '../../../src/contract/types/goods-order.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { data, ok, type Case } from '../support/cases.js';
import { S, shapeOf } from '../support/shapes.js';
import type { World } from '../support/world.js';

export interface AirExpressState {
  senderId?: string;
  receiverId?: string;
  parcelNo?: string;
}
export const newAirExpressState = (): AirExpressState => ({});
type W = World<AirExpressState>;
type C = Case<AirExpressState>;

const cityOf = async (w: W, areaId: string, english: string): Promise<number> =>
  Number((await w.db.query<{ id: number }>(`select id from cities where area_id = $1 and names->>'en' = $2 order by id limit 1`, [areaId, english]))[0]!.id);

/** u-buyer's sender (Guangzhou) and receiver (Abidjan), saved once. */
async function book(w: W): Promise<{ senderId: string; receiverId: string }> {
  if (!w.state.senderId || !w.state.receiverId) {
    const c = await w.caller('buyer');
    w.state.senderId = (await ok<ShippingAddress>(c, 'saveAddress', {
      name: 'Adjoua Kouamé', mobileCode: '86', phone: '13826041875', areaId: 'CHN', cityId: await cityOf(w, 'CHN', 'Guangzhou'),
      district: 'Yuexiu', street: '195 Zhanqian Road', landmark: 'Baima', isDefault: 0,
    })).addressId;
    w.state.receiverId = (await ok<ShippingAddress>(c, 'saveAddress', {
      name: 'Koffi Kouamé', mobileCode: '225', phone: '0701020304', areaId: 'CIV', cityId: await cityOf(w, 'CIV', 'Abidjan'),
      district: 'Cocody', street: 'Rue des Jardins', landmark: 'Derrière la pharmacie', isDefault: 0,
    })).addressId;
  }
  return { senderId: w.state.senderId, receiverId: w.state.receiverId };
}

const measures = { weightG: 2300, lengthCm: 40, widthCm: 30, heightCm: 20 };
const request = async (w: W, more: Record<string, unknown> = {}) => {
  const b = await book(w);
  return {
    ...measures, senderAddressId: b.senderId, receiverAddressId: b.receiverId, warehouseId: 'guangzhou',
    goods: { name: 'Robes en wax', categoryId: 1, quantity: 6, declaredValue: 60_000 }, remark: '', agreed: true, ...more,
  };
};
const made = (w: W): string => {
  if (!w.state.parcelNo) throw new Error('the parcel is made by an earlier case');
  return w.state.parcelNo;
};

const quoteShape = shapeOf<ParcelQuote>()({
  actualG: S.number, volumetricG: S.number, chargeableG: S.number, perKg: S.number, freight: S.number, insurance: S.number, total: S.number,
  daysMin: S.number, daysMax: S.number, priceFlag: S.string,
});
const measureShape = S.object({ weightG: S.number, lengthCm: S.number, widthCm: S.number, heightCm: S.number });
const addressShape = shapeOf<ParcelAddress>()({
  name: S.string, mobileCode: S.string, phone: S.string, areaId: S.string, areaName: S.string, cityId: S.number, cityName: S.optional(S.string),
  district: S.string, street: S.string, landmark: S.string,
});
const eventShape = shapeOf<ParcelEvent>()({
  kind: S.string, by: S.literal('sender', 'operator', 'system'), at: S.string, place: S.string, data: S.optional(S.unknown),
});
const parcelShape = shapeOf<Parcel>()({
  parcelNo: S.string, state: S.literal(...Object.values(PARCEL_STATE)), senderId: S.string, sender: addressShape, receiver: addressShape,
  warehouse: S.object({ warehouseId: S.string, name: S.string, cityName: S.string, address: S.string, hours: S.string, mobileCode: S.string, phone: S.string }),
  goods: S.object({ name: S.string, categoryId: S.number, quantity: S.number, declaredValue: S.number, categoryName: S.string }),
  declared: measureShape, measured: S.nullable(measureShape), quote: quoteShape, paidAmount: S.number, paymentOrderNo: S.string,
  supplement: S.nullable(S.object({ paymentOrderNo: S.string, amount: S.number, paid: S.boolean })),
  remark: S.string, payBy: S.string, closeReason: S.literal('', 'cancelled', 'expired'), createTime: S.string, events: S.array(eventShape, 1),
});
/** The refusal's issues as path:key. */
const issues = (r: Reply<unknown>): string[] => ((r.customData as { issues?: { path: string; key: string }[] } | null)?.issues ?? []).map((i) => `${i.path}:${i.key}`);

export const AIR_EXPRESS_CASES: readonly C[] = [
  // ——— Public reads ———
  {
    endpoint: 'getParcelCategories', kind: 'happy', name: 'allowed kinds first, the forbidden ones flagged with why', language: 'fr',
    expect: {
      code: 200, shape: S.array(shapeOf<ParcelCategory>()({ categoryId: S.number, name: S.string, forbidden: S.boolean, note: S.string }), 10),
      check: (r) => {
        const kinds = data<ParcelCategory[]>(r);
        expect(kinds[0]).toMatchObject({ forbidden: false });
        expect(kinds.at(-1)).toMatchObject({ forbidden: true });
        expect(kinds.find((k) => k.categoryId === 22)).toMatchObject({ name: 'Liquides et parfums', forbidden: true });
      },
    },
  },
  { endpoint: 'getParcelCategories', kind: 'bad', name: 'a body that is not an object', language: 'cn', body: () => 'all', expect: { code: 4422, key: MSG.checkWarning } },
  {
    endpoint: 'getWarehouses', kind: 'happy', name: 'three warehouses with their routes', language: 'cn',
    expect: {
      code: 200,
      shape: S.array(shapeOf<Warehouse>()({
        warehouseId: S.string, name: S.string, areaId: S.string, cityName: S.string, address: S.string, hours: S.string, mobileCode: S.string, phone: S.string,
        routes: S.array(shapeOf<ParcelRoute>()({
          toAreaId: S.string, toAreaName: S.string, perKg: S.number, minChargeableG: S.number, daysMin: S.number, daysMax: S.number,
        }), 1),
      }), 3),
      check: (r) => expect(data<Warehouse[]>(r).map((w) => [w.warehouseId, w.cityName])).toEqual([['guangzhou', '广州'], ['yiwu', '义乌'], ['abidjan', 'Abidjan']]),
    },
  },
  { endpoint: 'getWarehouses', kind: 'bad', name: 'a body that is a list', body: () => [1], expect: { code: 4422, key: MSG.checkWarning } },
  {
    endpoint: 'quoteParcel', kind: 'happy', name: 'Guangzhou to Abidjan: the volumetric weight is charged', language: 'fr',
    body: () => ({ ...measures, warehouseId: 'guangzhou', toAreaId: 'CIV', declaredValue: 60_000 }),
    expect: {
      code: 200, shape: quoteShape,
      check: (r) => expect(data<ParcelQuote>(r)).toMatchObject({ volumetricG: 4000, chargeableG: 4000, freight: 38_000, insurance: 600, total: 38_600, priceFlag: 'FCFA' }),
    },
  },
  {
    endpoint: 'quoteParcel', kind: 'bad', name: 'a country the warehouse does not fly to', language: 'cn',
    body: () => ({ ...measures, warehouseId: 'guangzhou', toAreaId: 'FRA', declaredValue: 60_000 }),
    expect: { code: 4422, key: MSG.parcelRoute, check: (r) => expect(issues(r)).toEqual([`toAreaId:${MSG.parcelRoute}`]) },
  },

  // ——— The sender's parcel ———
  {
    endpoint: 'createParcel', kind: 'bad', name: 'a price in the request (tampering)', as: 'buyer', language: 'fr',
    body: (w) => request(w, { total: 100 }),
    expect: { code: 4422, key: MSG.checkWarning, check: (r) => expect(issues(r)).toEqual([`total:${MSG.checkWarning}`]) },
  },
  {
    endpoint: 'createParcel', kind: 'bad', name: 'a forbidden kind of goods', as: 'buyer',
    body: (w) => request(w, { goods: { name: 'Parfum', categoryId: 22, quantity: 1, declaredValue: 20_000 } }),
    expect: { code: 4422, key: MSG.parcelForbidden, check: (r) => expect(issues(r)).toEqual([`goods.categoryId:${MSG.parcelForbidden}`]) },
  },
  {
    endpoint: 'createParcel', kind: 'happy', name: 'a parcel to be paid at the server price, with its payment order', as: 'buyer', language: 'fr',
    body: (w) => request(w),
    expect: {
      code: 200, shape: parcelShape,
      check: (r, w) => {
        const p = data<Parcel>(r);
        expect(p).toMatchObject({ state: PARCEL_STATE.toBePaid, paidAmount: 0, quote: { total: 38_600 }, receiver: { areaName: "Côte d'Ivoire" } });
        expect(p.paymentOrderNo).toMatch(/^ao/);
        w.state.parcelNo = p.parcelNo;
      },
    },
  },
  {
    endpoint: 'getParcelList', kind: 'happy', name: 'the parcels to pay', as: 'buyer', language: 'cn',
    body: () => ({ tab: 'toPay', page: { index: 1, size: 15 } }),
    expect: {
      code: 200, shape: S.object({ totalCount: S.number, resultList: S.array(parcelShape, 1) }),
      check: (r, w) => expect(data<SearchReply<Parcel>>(r).resultList.map((p) => p.parcelNo)).toEqual([made(w)]),
    },
  },
  { endpoint: 'getParcelList', kind: 'bad', name: 'a visitor', expect: { code: 4001 } },
  {
    endpoint: 'getParcel', kind: 'happy', name: 'the sender reads it with its history', as: 'buyer',
    body: (w) => ({ parcelNo: made(w) }),
    expect: { code: 200, shape: parcelShape, check: (r) => expect(data<Parcel>(r).events.map((e) => e.kind)).toEqual(['created']) },
  },
  { endpoint: 'getParcel', kind: 'bad', name: "someone else's parcel", as: 'member', language: 'fr', body: (w) => ({ parcelNo: made(w) }), expect: { code: 4404, key: 'errors.notFound' } },
  {
    endpoint: 'cancelParcel', kind: 'happy', name: 'before paying: closed, its payment order cancelled', as: 'buyer', language: 'fr',
    body: (w) => ({ parcelNo: made(w), reason: 'Plus besoin' }),
    expect: {
      code: 200, shape: parcelShape,
      check: (r) => {
        const p = data<Parcel>(r);
        expect(p).toMatchObject({ state: PARCEL_STATE.closed, closeReason: 'cancelled' });
        expect(p.events.at(-1)).toMatchObject({ kind: 'cancelled', by: 'sender' });
      },
    },
  },
  {
    endpoint: 'cancelParcel', kind: 'bad', name: 'a parcel already in the air', as: 'buyer', language: 'cn',
    body: async (w) => ({
      parcelNo: (await w.db.query<{ parcel_no: string }>(`select parcel_no from parcels where sender_id = 'u-buyer' and state = ${PARCEL_STATE.departed}`))[0]!.parcel_no,
      reason: '',
    }),
    expect: { code: 4422, key: 'errors.parcelState' },
  },
];
