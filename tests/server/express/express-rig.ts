// Shared pieces of the air-express tests (examples/server/express): u-buyer's address book filled
// with a sender in Guangzhou and receivers in Abidjan and Paris (the warehouses fly Guangzhou →
// CIV, not → FRA), another user's address, and a parcel request built from them. The money rig
// (a real server, the CinetPay sandbox) is the goods tests' (goods-rig.ts).
import type { Database } from '../../../examples/server/db/database.js';
import type { ShippingAddress } from '../../../src/contract/types/goods-order.js';
import type { MoneyRig } from '../payments/money-rig.js';

export { issueKeys } from '../goods/goods-rig.js';

export interface Book {
  guangzhou: string;
  abidjan: string;
  paris: string;
  /** u-personal's. */
  stranger: string;
}

async function cityOf(db: Database, areaId: string, english: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(`select id from cities where area_id = $1 and names->>'en' = $2 order by id limit 1`, [areaId, english]);
  if (!row) throw new Error(`no city ${english}`);
  return Number(row.id);
}

async function save(rig: MoneyRig, user: 'buyer' | 'personal', body: Record<string, unknown>): Promise<string> {
  const r = await rig.call<ShippingAddress>('saveAddress', { isDefault: 0, street: '', ...body }, user);
  if (r.code !== 200) throw new Error(`saveAddress: ${JSON.stringify(r)}`);
  return r.customData.addressId;
}

export async function fillBook(rig: MoneyRig, db: Database): Promise<Book> {
  return {
    guangzhou: await save(rig, 'buyer', {
      name: 'Adjoua Kouamé', mobileCode: '86', phone: '13826041875', areaId: 'CHN', cityId: await cityOf(db, 'CHN', 'Guangzhou'),
      district: 'Yuexiu', street: '195 Zhanqian Road', landmark: 'Baima market',
    }),
    abidjan: await save(rig, 'buyer', {
      name: 'Koffi Kouamé', mobileCode: '225', phone: '0701020304', areaId: 'CIV', cityId: await cityOf(db, 'CIV', 'Abidjan'),
      district: 'Cocody', street: 'Rue des Jardins', landmark: 'Derrière la pharmacie',
    }),
    paris: await save(rig, 'buyer', {
      name: 'Aya Kouamé', mobileCode: '33', phone: '612345678', areaId: 'FRA', cityId: await cityOf(db, 'FRA', 'Paris'),
      district: '18e', street: '12 rue Myrha', landmark: 'Métro Château-Rouge',
    }),
    stranger: await save(rig, 'personal', {
      name: 'Awa Kouassi', mobileCode: '225', phone: '0705060708', areaId: 'CIV', cityId: await cityOf(db, 'CIV', 'Abidjan'),
      district: 'Plateau', landmark: 'Tour BICICI',
    }),
  };
}

/** A parcel request from Guangzhou to Abidjan: 2.3 kg of clothes, 40 × 30 × 20 cm (volumetric 4 kg). */
export const parcelBody = (book: Book, more: Record<string, unknown> = {}) => ({
  senderAddressId: book.guangzhou, receiverAddressId: book.abidjan, warehouseId: 'guangzhou',
  weightG: 2300, lengthCm: 40, widthCm: 30, heightCm: 20,
  goods: { name: 'Robes en wax', categoryId: 1, quantity: 6, declaredValue: 60_000 },
  remark: '', agreed: true, ...more,
});

export async function parcelRow(db: Database, parcelNo: string): Promise<{ state: number; paid_amount: number; close_reason: string; payment_order_no: string }> {
  const [row] = await db.query<{ state: number; paid_amount: number; close_reason: string; payment_order_no: string }>(
    'select state, paid_amount, close_reason, payment_order_no from parcels where parcel_no = $1', [parcelNo]);
  return { ...row!, state: Number(row!.state), paid_amount: Number(row!.paid_amount) };
}

export async function parcelEvents(db: Database, parcelNo: string): Promise<{ kind: string; data: Record<string, unknown> }[]> {
  const rows = await db.query<{ kind: string; data: Record<string, unknown> | string }>('select kind, data from parcel_events where parcel_no = $1 order by id', [parcelNo]);
  return rows.map((r) => ({ kind: r.kind, data: typeof r.data === 'string' ? JSON.parse(r.data) as Record<string, unknown> : r.data }));
}
