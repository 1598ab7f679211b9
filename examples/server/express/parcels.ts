// order and details (spec §2 /sea order, details): the caller's parcels, newest first, by the order
// screen's tab (statuses.PARCEL_TABS), in pages; and one of them (another user's: 4404, parcel-read.ts).
import { PARCEL_TABS } from '../../../src/contract/statuses.js';
import { parcelListSchema, parcelRefSchema } from '../../../src/contract/validation/air-express.js';
import { pageWindow } from '../../../src/contract/validation/listing-fields.js';
import { okReply, type Handler } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { PAYMENT_LIMITS } from '../payments/limits.js';
import { requireUser } from '../usercenter/caller.js';
import { PARCEL_SELECT, parcelsOf, readParcel, type ParcelRow } from './parcel-read.js';

const getParcelList: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(parcelListSchema, input);
  const page = pageWindow(req.page, PAYMENT_LIMITS.orderPageSize);
  // null: every state (no tab).
  const states: number[] | null = req.tab === undefined ? null : [...PARCEL_TABS[req.tab]];
  const [count] = await ctx.db.query<{ n: number }>(
    'select count(*)::int as n from parcels p where p.sender_id = $1 and ($2::int[] is null or p.state = any($2::int[]))', [me, states]);
  const totalCount = Number(count?.n ?? 0);
  if (totalCount <= page.offset) return okReply({ totalCount, resultList: [] });
  // PARCEL_SELECT's $1 is the reader's language.
  const rows = await ctx.db.query<ParcelRow>(
    `${PARCEL_SELECT} where p.sender_id = $2 and ($3::int[] is null or p.state = any($3::int[]))
     order by p.created_at desc, p.parcel_no desc limit $4 offset $5`,
    [ctx.language, me, states, page.size, page.offset],
  );
  return okReply({ totalCount, resultList: await parcelsOf(ctx.db, rows) });
};

const getParcel: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const { parcelNo } = parseInput(parcelRefSchema, input);
  return okReply(await readParcel(ctx.db, parcelNo, ctx.language, me));
};

export const PARCEL_READ_HANDLERS = { getParcelList, getParcel };
