// Requests of the money screens' read calls (spec §2 menberCenter, valueAddedServices, coupon,
// consumptionBill, myAssets; §4 "Coupon filter: 1 usable, 2 used, 3 expired, 4 all"). Bad input is
// refused with 4422 and MSG.checkWarning (spec §5 has no wording for these fields: they are never typed).
import * as v from 'valibot';
import { COUPON_FILTER, ORDER_PREFIXES } from '../statuses.js';
import { formObject } from './form-object.js';
import { pageSchema } from './listing-fields.js';
import { MSG } from './messages.js';

/** A small non-negative integer id (module ids, membership levels): 0 means "none / any". */
const smallIdSchema = v.pipe(v.number(MSG.checkWarning), v.integer(MSG.checkWarning), v.minValue(0, MSG.checkWarning), v.maxValue(999, MSG.checkWarning));

/** getCommodityList: both filters optional; a module or level that does not exist simply lists nothing of its own. */
export const commodityListRequestSchema = formObject({
  moduleId: v.optional(smallIdSchema),
  memberLevelId: v.optional(smallIdSchema),
});

/** getCommodityDetail. */
export const commodityDetailRequestSchema = formObject({
  commodityId: v.pipe(v.number(MSG.checkWarning), v.integer(MSG.checkWarning), v.minValue(1, MSG.checkWarning), v.maxValue(2_147_483_647, MSG.checkWarning)),
});

const COUPON_FILTERS = Object.values(COUPON_FILTER);

/** getCouponList: the filter of spec §4 and a page. */
export const couponListRequestSchema = formObject({
  type: v.pipe(v.number(MSG.checkWarning), v.check((n) => (COUPON_FILTERS as readonly number[]).includes(n), MSG.checkWarning)),
  page: pageSchema,
});

/** getBillList: a page only. */
export const billListRequestSchema = formObject({ page: pageSchema });

/**
 * An order number as the server hands them out: one of the spec §4 prefixes, then letters and
 * digits (the money core's numbering; the shape is checked here so garbage never reaches SQL).
 */
export const ORDER_NO_PATTERN = new RegExp(`^(${ORDER_PREFIXES.join('|')})[0-9A-Za-z]{4,40}$`);

export const orderNoSchema = v.pipe(v.string(MSG.checkWarning), v.regex(ORDER_NO_PATTERN, MSG.checkWarning));

/** getBillDetail: the bill id is the order number. */
export const billDetailRequestSchema = formObject({ billId: orderNoSchema });
