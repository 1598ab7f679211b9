// The console's parcels (console-express.ts; issue "Goods orders and air express", operator console:
// "Parcels: receive at the warehouse, advance the tracking state"), read-only. parcelList finds
// parcels by state, by warehouse and by one search text — the parcel's number, its payment or
// supplement order's number, the sender's id, the sender's or the receiver's phone —, newest
// first, with every warehouse for the filter. parcelDetail reads one whole (parcel-rows.ts).
import { consoleSchemas } from '../../../../src/contract/console-api.js';
import type { ConsoleExpressReplies, ParcelItem, ParcelWarehouseOption } from '../../../../src/contract/console-express.js';
import type { LanguageCode } from '../../../../src/contract/envelope.js';
import { ORDER_STATE } from '../../../../src/contract/statuses.js';
import type { Queryable } from '../../db/database.js';
import { parseInput } from '../../http/input.js';
import { isoOf } from '../../payments/catalogue/texts.js';
import type { ConsoleHandler } from '../console-context.js';
import { consoleUserOf, USER_COLUMNS, type UserColumns } from '../console-user.js';
import { parcelDetailOf } from './parcel-rows.js';
import { nameSql } from '../../catalogue/names.js';
import { readWarehouses } from '../../express/catalogue.js';

interface ItemRow extends UserColumns {
  parcel_no: string;
  state: number;
  warehouse_id: string;
  warehouse_name: string;
  to_area_id: string;
  to_area_name: string;
  goods_name: string;
  total: number;
  paid_amount: number;
  supplement_due: boolean;
  created_at: Date | string;
}

// $1 is the console's language (the warehouse's and the country's names).
const COLUMNS = `p.parcel_no, p.state, p.warehouse_id, ${nameSql('w.names', 1)} as warehouse_name,
  p.to_area_id, coalesce(nullif(${nameSql('a.names', 1)}, ''), p.to_area_id) as to_area_name,
  coalesce(p.goods->>'name', '') as goods_name, p.total, p.paid_amount, (so.order_no is not null and so.state <> ${ORDER_STATE.paid}) as supplement_due,
  p.created_at, ${USER_COLUMNS}`;
const FROM = `from parcels p
  join express_warehouses w on w.id = p.warehouse_id
  join countries a on a.id = p.to_area_id
  left join users u on u.id = p.sender_id
  left join orders so on so.order_no = p.supplement_order_no`;

/**
 * $2 state (0: any), $3 warehouse ('': any), $4 the text as typed, $5 its digits (a phone typed
 * "+225 07 00 00 00 05" finds 0700000005, stored without the country code, and 2250700000005).
 */
const WHERE = `($2::int = 0 or p.state = $2::int) and ($3::text = '' or p.warehouse_id = $3::text)
  and ($4::text = '' or p.parcel_no = $4::text or p.payment_order_no = $4::text or p.supplement_order_no = $4::text or p.sender_id = $4::text
    or ($5::text <> '' and ($5::text in (p.sender->>'phone', p.receiver->>'phone', u.phone)
      or $5::text in ((p.sender->>'mobileCode') || (p.sender->>'phone'), (p.receiver->>'mobileCode') || (p.receiver->>'phone'), u.mobile_code || u.phone))))`;

/** The digits of a search text that reads as a phone number (digits and separators, six or more); '' otherwise. */
const phoneDigits = (q: string): string => (/^\+?[\d\s.-]{6,}$/.test(q) ? q.replace(/\D/g, '') : '');

const itemOf = (r: ItemRow): ParcelItem => ({
  parcelNo: r.parcel_no,
  state: Number(r.state),
  sender: consoleUserOf(r),
  warehouseId: r.warehouse_id,
  warehouseName: r.warehouse_name,
  toAreaId: r.to_area_id,
  toAreaName: r.to_area_name,
  goodsName: r.goods_name,
  total: Number(r.total),
  paidAmount: Number(r.paid_amount),
  supplementDue: Boolean(r.supplement_due),
  createdAt: isoOf(r.created_at),
});

/** Every warehouse, for the list's filter (the same list the senders pick from). */
async function warehousesOf(db: Queryable, language: LanguageCode): Promise<ParcelWarehouseOption[]> {
  return (await readWarehouses(db, language)).map((w) => ({ warehouseId: w.warehouseId, name: w.name, cityName: w.cityName }));
}

const parcelList: ConsoleHandler<'parcelList'> = async (raw, ctx): Promise<ConsoleExpressReplies['parcelList']> => {
  const input = parseInput(consoleSchemas.parcelList, raw);
  const criteria = [input.language, input.state, input.warehouseId, input.query, phoneDigits(input.query)];
  const rows = await ctx.db.query<ItemRow>(
    `select ${COLUMNS} ${FROM} where ${WHERE} order by p.created_at desc, p.parcel_no desc limit $6 offset $7`,
    [...criteria, input.pageSize, (input.pageNum - 1) * input.pageSize],
  );
  // The count's query names no language: $1 is left unused but still typed, as PostgreSQL asks.
  const [count] = await ctx.db.query<{ n: number }>(`select count(*)::int as n ${FROM} where $1::text is not null and ${WHERE}`, criteria);
  return { totalCount: Number(count?.n ?? 0), resultList: rows.map(itemOf), warehouses: await warehousesOf(ctx.db, input.language) };
};

const parcelDetail: ConsoleHandler<'parcelDetail'> = async (raw, ctx) => {
  const input = parseInput(consoleSchemas.parcelDetail, raw);
  return parcelDetailOf(ctx.db, input.parcelNo, input.language);
};

export const PARCEL_READ_CALLS = { parcelList, parcelDetail };
