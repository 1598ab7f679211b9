// getCouponList (spec §2 usercenter/coupon; §4 "Coupon filter: 1 usable, 2 used, 3 expired, 4 all"),
// the caller's own coupons only, 15 per page (spec §9). A coupon's state is read from its row at
// the server's clock: used once used_at is set (its order was paid), else expired once expires_at
// has passed, else usable. A usable coupon bound to an order still waiting for payment is listed
// as usable with that order's number (the money core frees it when the order fails or expires).
// Order: usable ones that lapse soonest first; used ones newest use first; expired and "all"
// newest first.
import { PAGE_SIZE } from '../../../../src/contract/constants.js';
import { COUPON_FILTER } from '../../../../src/contract/statuses.js';
import type { SearchReply } from '../../../../src/contract/types/common.js';
import type { Coupon } from '../../../../src/contract/types/usercenter.js';
import { couponListRequestSchema } from '../../../../src/contract/validation/money-reads.js';
import { pageWindow } from '../../../../src/contract/validation/listing-fields.js';
import { parseInput } from '../../http/input.js';
import { okReply, type Handler } from '../../http/handler.js';
import { requireUser } from '../../usercenter/caller.js';
import { isoOf, localized, PRICE_FLAG } from './texts.js';

interface CouponRow {
  id: string;
  name: string;
  amount: number;
  min_amount: number;
  expires_at: Date | string;
  order_no: string | null;
  used_at: Date | string | null;
  state: number;
}

/** Each filter's condition (clock.now: the server's time) and its order, as data (DESIGN.md §7). */
const FILTERS: Readonly<Record<number, { where: string; order: string }>> = {
  [COUPON_FILTER.usable]: { where: 'used_at is null and expires_at > clock.now', order: 'expires_at asc, id' },
  [COUPON_FILTER.used]: { where: 'used_at is not null', order: 'used_at desc, id' },
  [COUPON_FILTER.expired]: { where: 'used_at is null and expires_at <= clock.now', order: 'expires_at desc, id' },
  [COUPON_FILTER.all]: { where: 'true', order: 'created_at desc, id' },
};

const STATE = `case when used_at is not null then ${COUPON_FILTER.used} when expires_at <= clock.now then ${COUPON_FILTER.expired} else ${COUPON_FILTER.usable} end`;

const toCoupon = (r: CouponRow): Coupon => ({
  couponId: r.id,
  name: r.name,
  amount: r.amount,
  minAmount: r.min_amount,
  priceFlag: PRICE_FLAG,
  expiryTime: isoOf(r.expires_at),
  state: Number(r.state),
  orderNo: r.order_no ?? '',
  usedTime: isoOf(r.used_at),
});

export const getCouponList: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const req = parseInput(couponListRequestSchema, input);
  const filter = FILTERS[req.type] ?? FILTERS[COUPON_FILTER.all]!;
  const page = pageWindow(req.page, PAGE_SIZE);
  const now = new Date(ctx.services.clock());
  const [count] = await ctx.db.query<{ n: number }>(
    `with clock as (select $2::timestamptz as now) select count(*)::int as n from coupons, clock where user_id = $1 and ${filter.where}`,
    [userId, now],
  );
  const rows = await ctx.db.query<CouponRow>(
    `with clock as (select $3::timestamptz as now)
     select id, ${localized('names')} as name, amount, min_amount, expires_at, order_no, used_at, ${STATE} as state
     from coupons, clock where user_id = $2 and ${filter.where} order by ${filter.order} limit $4 offset $5`,
    [ctx.language, userId, now, page.size, page.offset],
  );
  const reply: SearchReply<Coupon> = { totalCount: Number(count?.n ?? 0), resultList: rows.map(toCoupon) };
  return okReply(reply);
};
