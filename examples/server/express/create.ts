// form's submit (spec §2 /sea form, productinfo, privacy; endpoints/air-express.ts createParcel).
// Everything the request names is checked against the database: both addresses are the caller's
// (the goods' address book), the kind of goods exists and is not forbidden, the warehouse flies to
// the RECEIVER's country. The price is the server's (tariff.ts): the request carries measures,
// never an amount. In ONE transaction: the payment order (orders prefix 'ao', kind 'express', paid
// like a goods checkout's), then the parcel (state 1 to be paid) with the addresses copied — later
// edits of the book move nothing — and its 'created' event.
import { PARCEL_PREFIX, PARCEL_STATE } from '../../../src/contract/statuses.js';
import type { ParcelAddress, ParcelRequest } from '../../../src/contract/types/air-express.js';
import type { ShippingAddress } from '../../../src/contract/types/goods-order.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { parcelSchema } from '../../../src/contract/validation/air-express.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import type { Queryable } from '../db/database.js';
import { addressOfUser } from '../goods/addresses.js';
import { newTradeOrderNo } from '../goods/checkout.js';
import { okReply, type Handler, type RequestContext } from '../http/handler.js';
import { fieldError, parseInput } from '../http/input.js';
import { paymentTimesOf } from '../payments/payment-times.js';
import { requireUser } from '../usercenter/caller.js';
import { logParcelEvent } from './parcel-events.js';
import { insertExpressPaymentOrder } from './payment-order.js';
import { readParcel } from './parcel-read.js';
import { priceParcel } from './tariff.js';
import { nameSql } from '../catalogue/names.js';

/** One of the caller's addresses as copied into the parcel; 4422 on `path` when it is not theirs. */
async function parcelAddress(q: Queryable, userId: string, addressId: string, language: LanguageCode, path: string): Promise<ParcelAddress> {
  const a: ShippingAddress | null = await addressOfUser(q, userId, addressId, language);
  if (!a) throw fieldError(path, MSG.choose);
  const [area] = await q.query<{ name: string }>(`select coalesce(nullif(${nameSql('names', 2)}, ''), id) as name from countries where id = $1`, [a.areaId, language]);
  return {
    name: a.name, mobileCode: a.mobileCode, phone: a.phone, areaId: a.areaId, areaName: area?.name ?? a.areaId, cityId: a.cityId,
    cityName: a.cityName ?? '', district: a.district, street: a.street, landmark: a.landmark,
  };
}

/** The kind of goods must exist (MSG.choose) and be allowed (MSG.parcelForbidden). */
async function checkCategory(q: Queryable, categoryId: number): Promise<void> {
  const [c] = await q.query<{ forbidden: boolean }>('select forbidden from parcel_categories where id = $1', [categoryId]);
  if (!c) throw fieldError('goods.categoryId', MSG.choose);
  if (c.forbidden) throw fieldError('goods.categoryId', MSG.parcelForbidden);
}

async function makeParcel(tx: Queryable, ctx: RequestContext, userId: string, req: ParcelRequest, now: number): Promise<string> {
  const sender = await parcelAddress(tx, userId, req.senderAddressId, ctx.language, 'senderAddressId');
  const receiver = await parcelAddress(tx, userId, req.receiverAddressId, ctx.language, 'receiverAddressId');
  await checkCategory(tx, req.goods.categoryId);
  const declared = { weightG: req.weightG, lengthCm: req.lengthCm, widthCm: req.widthCm, heightCm: req.heightCm };
  const quote = await priceParcel(tx, { warehouseId: req.warehouseId, toAreaId: receiver.areaId, measures: declared, declaredValue: req.goods.declaredValue },
    { warehouse: 'warehouseId', route: 'receiverAddressId' });
  const goods = { name: req.goods.name, categoryId: req.goods.categoryId, quantity: req.goods.quantity, declaredValue: req.goods.declaredValue };
  const expiresAt = new Date(now + paymentTimesOf(ctx.services).onlineOrderMs);
  const payment = await insertExpressPaymentOrder(tx, { kind: 'price', userId, goodsName: goods.name, listAmount: quote.total, now, expiresAt });
  const parcelNo = newTradeOrderNo(now, PARCEL_PREFIX);
  await tx.query(
    `insert into parcels (parcel_no, sender_id, state, warehouse_id, to_area_id, sender, receiver, goods, declared, quote, total,
       payment_order_no, remark, pay_by, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9::jsonb, $10::jsonb, $11, $12, $13, $14, $15, $15)`,
    [parcelNo, userId, PARCEL_STATE.toBePaid, req.warehouseId, receiver.areaId, JSON.stringify(sender), JSON.stringify(receiver),
      JSON.stringify(goods), JSON.stringify(declared), JSON.stringify(quote), quote.total, payment.orderNo, req.remark, expiresAt, new Date(now)],
  );
  await logParcelEvent(tx, parcelNo, { kind: 'created', by: 'sender', now });
  return parcelNo;
}

export const createParcel: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const req = parseInput(parcelSchema, input);
  const now = ctx.services.clock();
  const parcelNo = await ctx.db.transaction((tx) => makeParcel(tx, ctx, userId, req, now));
  return okReply(await readParcel(ctx.db, parcelNo, ctx.language, userId));
};
