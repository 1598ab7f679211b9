// Shared pieces of the goods trade tests (examples/server/goods): the money rig (a real server,
// the CinetPay sandbox) on a seeded database, and seeded goods set to known stock, price and
// delivery settings. The seed's goods belong to u-seller, u-personal, u-member and u-enterprise;
// u-buyer owns none and has no address.
import type { Database } from '../../../examples/server/db/database.js';
import type { MoneyRig } from '../payments/money-rig.js';

export interface GoodsSetting {
  price?: number;
  number?: number;
  deliveryFee?: number | null;
  pickup?: 0 | 1;
  cashOnDelivery?: 0 | 1;
  status?: number;
}

/** A seeded goods listing of `userId` (the n-th), set as asked; its id. */
export async function goodsOf(db: Database, userId: string, n = 0, s: GoodsSetting = {}): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `select id::text as id from listings where module_key = 'saleGoods' and user_id = $1 and not deleted order by id`, [userId]);
  const id = rows[n]?.id;
  if (!id) throw new Error(`no goods #${n} of ${userId}`);
  await setGoods(db, id, { status: 7, ...s });
  return id;
}

export async function setGoods(db: Database, id: string, s: GoodsSetting): Promise<void> {
  if (s.price !== undefined) await db.query(`update listings set price = $2, money_unit_id = (select id from money_units where code = 'XOF') where id = $1::bigint`, [id, s.price]);
  if (s.status !== undefined) await db.query('update listings set status = $2 where id = $1::bigint', [id, s.status]);
  const attrs: Record<string, unknown> = {};
  if (s.number !== undefined) attrs.number = s.number;
  if (s.pickup !== undefined) attrs.pickup = s.pickup;
  if (s.cashOnDelivery !== undefined) attrs.cashOnDelivery = s.cashOnDelivery;
  if (s.deliveryFee !== undefined && s.deliveryFee !== null) attrs.deliveryFee = s.deliveryFee;
  await db.query(`update listings set attrs = attrs || $2::jsonb where id = $1::bigint`, [id, JSON.stringify(attrs)]);
  if (s.deliveryFee === null) await db.query(`update listings set attrs = attrs - 'deliveryFee' where id = $1::bigint`, [id]);
}

export async function stockOf(db: Database, id: string): Promise<number> {
  const [row] = await db.query<{ n: string }>(`select attrs->>'number' as n from listings where id = $1::bigint`, [id]);
  return Number(row?.n);
}

/** An address of the buyer in Abidjan (the seeded CIV city). */
export async function abidjanCityId(db: Database): Promise<number> {
  const [row] = await db.query<{ id: number }>(`select id from cities where area_id = 'CIV' order by is_capital desc, sort, id limit 1`);
  return Number(row!.id);
}

export const addressBody = (cityId: number, more: Record<string, unknown> = {}) => ({
  name: 'Adjoua Buyer', mobileCode: '225', phone: '0701020304', areaId: 'CIV', cityId, district: 'Cocody',
  street: 'Rue des Jardins', landmark: 'Derrière la pharmacie', isDefault: 0, ...more,
});

export const issueKeys = (r: { customData: unknown }): string[] =>
  ((r.customData as { issues?: { path: string; key: string }[] } | null)?.issues ?? []).map((i) => `${i.path}:${i.key}`);

export type { MoneyRig };
