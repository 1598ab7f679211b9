// A parcel as its sender reads it (/sea/order, /sea/details; types/air-express.ts Parcel) and as
// the console reads it (console-express.ts ParcelDetail): the addresses copied when it was made,
// the warehouse and the kind of goods in the reader's language, the price in force, the
// supplement of a heavier measure, the payment deadline while it is to be paid (the payment
// order's expires_at: the payments' reconciliation closes it then) and its history oldest first.
// Only the sender reads a parcel: anyone else gets 4404, so a parcel number tells a stranger nothing.
import { CODE } from '../../../src/contract/codes.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { ORDER_STATE, PARCEL_STATE } from '../../../src/contract/statuses.js';
import type { Parcel, ParcelAddress, ParcelCloseReason, ParcelEvent, ParcelGoods, ParcelMeasures, ParcelQuote } from '../../../src/contract/types/air-express.js';
import type { Queryable } from '../db/database.js';
import { ReplyError } from '../http/handler.js';
import { isoOf } from '../payments/catalogue/texts.js';
import { nameSql } from '../catalogue/names.js';

export interface ParcelRow {
  parcel_no: string;
  state: number;
  sender_id: string;
  warehouse_id: string;
  warehouse_name: string;
  warehouse_city: string;
  warehouse_address: string;
  warehouse_hours: string;
  warehouse_mobile_code: string;
  warehouse_phone: string;
  to_area_id: string;
  sender: ParcelAddress | string;
  receiver: ParcelAddress | string;
  goods: ParcelGoods | string;
  category_name: string;
  declared: ParcelMeasures | string;
  measured: ParcelMeasures | string | null;
  quote: ParcelQuote | string;
  total: number;
  payment_order_no: string;
  supplement_order_no: string | null;
  supplement_amount: number | null;
  supplement_state: number | null;
  paid_amount: number;
  remark: string;
  pay_by: Date | string | null;
  close_reason: ParcelCloseReason;
  created_at: Date | string;
}

/**
 * The columns ParcelRow reads; `p` is parcels. $1 is the reader's language (names, addresses and
 * hours of the warehouse, the category's name), so every query using it passes the language first.
 */
export const PARCEL_SELECT = `
  select p.parcel_no, p.state, p.sender_id, p.warehouse_id,
    ${nameSql('w.names', 1)} as warehouse_name,
    ${nameSql('c.names', 1)} as warehouse_city,
    ${nameSql('w.addresses', 1)} as warehouse_address,
    ${nameSql('w.hours', 1)} as warehouse_hours,
    w.mobile_code as warehouse_mobile_code, w.phone as warehouse_phone,
    p.to_area_id, p.sender, p.receiver, p.goods,
    ${nameSql('pc.names', 1)} as category_name,
    p.declared, p.measured, p.quote, p.total, p.payment_order_no, p.supplement_order_no,
    so.amount as supplement_amount, so.state as supplement_state,
    p.paid_amount, p.remark, coalesce(po.expires_at, p.pay_by) as pay_by, p.close_reason, p.created_at
  from parcels p
  join express_warehouses w on w.id = p.warehouse_id
  join cities c on c.id = w.city_id
  left join parcel_categories pc on pc.id = (p.goods->>'categoryId')::int
  join orders po on po.order_no = p.payment_order_no
  left join orders so on so.order_no = p.supplement_order_no`;

/** jsonb as the drivers hand it: an object (pg, PGlite) or its text. */
const jsonOf = <T>(x: T | string): T => (typeof x === 'string' ? (JSON.parse(x) as T) : x);


async function eventsOf(db: Queryable, parcelNos: readonly string[]): Promise<Map<string, ParcelEvent[]>> {
  const rows = await db.query<{ parcel_no: string; kind: string; by_side: ParcelEvent['by']; place: string; data: Record<string, string | number> | string; created_at: Date | string }>(
    'select parcel_no, kind, by_side, place, data, created_at from parcel_events where parcel_no = any($1::text[]) order by id',
    [parcelNos],
  );
  const out = new Map<string, ParcelEvent[]>();
  for (const r of rows) {
    const data = jsonOf(r.data);
    const list = out.get(r.parcel_no) ?? [];
    list.push({ kind: r.kind, by: r.by_side, at: isoOf(r.created_at), place: r.place, ...(Object.keys(data).length > 0 ? { data } : {}) });
    out.set(r.parcel_no, list);
  }
  return out;
}

export function parcelOf(r: ParcelRow, events: ParcelEvent[]): Parcel {
  const state = Number(r.state);
  return {
    parcelNo: r.parcel_no,
    state,
    senderId: r.sender_id,
    sender: jsonOf(r.sender),
    receiver: jsonOf(r.receiver),
    warehouse: {
      warehouseId: r.warehouse_id, name: r.warehouse_name, cityName: r.warehouse_city, address: r.warehouse_address,
      hours: r.warehouse_hours, mobileCode: r.warehouse_mobile_code, phone: r.warehouse_phone,
    },
    goods: { ...jsonOf(r.goods), categoryName: r.category_name },
    declared: jsonOf(r.declared),
    measured: r.measured === null ? null : jsonOf(r.measured),
    quote: jsonOf(r.quote),
    paidAmount: Number(r.paid_amount),
    paymentOrderNo: r.payment_order_no,
    supplement: r.supplement_order_no === null ? null : {
      paymentOrderNo: r.supplement_order_no, amount: Number(r.supplement_amount ?? 0), paid: Number(r.supplement_state) === ORDER_STATE.paid,
    },
    remark: r.remark,
    payBy: state === PARCEL_STATE.toBePaid ? isoOf(r.pay_by) : '',
    closeReason: r.close_reason,
    createTime: isoOf(r.created_at),
    events,
  };
}

/** The replies for `rows` (their events read in one query). */
export async function parcelsOf(db: Queryable, rows: readonly ParcelRow[]): Promise<Parcel[]> {
  const events = await eventsOf(db, rows.map((r) => r.parcel_no));
  return rows.map((r) => parcelOf(r, events.get(r.parcel_no) ?? []));
}

/** Parcel `parcelNo` in `language`, or 4404 when there is none or, with `senderId`, it is not theirs. */
export async function readParcel(db: Queryable, parcelNo: string, language: LanguageCode, senderId?: string): Promise<Parcel> {
  const [row] = await db.query<ParcelRow>(`${PARCEL_SELECT} where p.parcel_no = $2`, [language, parcelNo]);
  if (!row || (senderId !== undefined && row.sender_id !== senderId)) throw new ReplyError(CODE.NOT_FOUND, 'errors.notFound');
  const [parcel] = await parcelsOf(db, [row]);
  if (!parcel) throw new ReplyError(CODE.NOT_FOUND, 'errors.notFound');
  return parcel;
}
