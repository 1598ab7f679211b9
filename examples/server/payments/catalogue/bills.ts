// getBillList and getBillDetail (spec §2 consumptionBill list and details): a bill is one of the
// caller's orders that ended — paid (order state 2 → payment state 1 success) or failed (0 →
// payment state 2 failed: declined or expired) — newest first, 15 per page (spec §9). Orders still
// waiting for payment are not bills (they are in usercenter/order). billId is the order number;
// another user's number answers 4404, as a number that does not exist (nothing is revealed). An
// order the payer deleted from their lists (spec §4 order action "delete": orders.hidden_at) leaves
// the bill list too, but its bill still opens by its number: the record is kept.
// The method shown is what the provider reported on the order's last accepted (else last) attempt.
import { CODE } from '../../../../src/contract/codes.js';
import { PAGE_SIZE } from '../../../../src/contract/constants.js';
import { ORDER_STATE, PAYMENT_STATE } from '../../../../src/contract/statuses.js';
import type { SearchReply } from '../../../../src/contract/types/common.js';
import type { OrderKind } from '../../../../src/contract/types/payment.js';
import type { Bill } from '../../../../src/contract/types/usercenter.js';
import { billDetailRequestSchema, billListRequestSchema } from '../../../../src/contract/validation/money-reads.js';
import { pageWindow } from '../../../../src/contract/validation/listing-fields.js';
import { parseInput } from '../../http/input.js';
import { okReply, ReplyError, type Handler } from '../../http/handler.js';
import { requireUser } from '../../usercenter/caller.js';
import { failReasonOf } from '../order-view.js';
import { isoOf, localized, PRICE_FLAG } from './texts.js';

interface BillRow {
  order_no: string;
  kind: OrderKind;
  title: string;
  amount: number;
  list_amount: number;
  discount: number;
  pay_type: number;
  state: number;
  created_at: Date | string;
  paid_at: Date | string | null;
  fail_reason: string;
  refunded_amount: number;
  method: string | null;
}

const ENDED = `o.state in (${ORDER_STATE.paid}, ${ORDER_STATE.failed})`;

const SELECT = `select o.order_no, o.kind, ${localized('o.titles')} as title, o.amount, o.list_amount, o.discount, o.pay_type,
  o.state, o.created_at, o.paid_at, o.fail_reason, o.refunded_amount,
  (select p.method from payments p where p.order_no = o.order_no
    order by (p.status in ('accepted', 'refunded')) desc, p.created_at desc limit 1) as method
  from orders o`;

const toBill = (r: BillRow): Bill => ({
  billId: r.order_no,
  orderNo: r.order_no,
  kind: r.kind,
  title: r.title,
  amount: r.amount,
  listAmount: r.list_amount,
  discount: r.discount,
  priceFlag: PRICE_FLAG,
  payType: r.pay_type,
  payState: Number(r.state) === ORDER_STATE.paid ? PAYMENT_STATE.success : PAYMENT_STATE.failed,
  createTime: isoOf(r.created_at),
  payTime: isoOf(r.paid_at),
  method: r.method ?? '',
  failReason: failReasonOf({ state: Number(r.state), fail_reason: r.fail_reason, attempt_status: '', remittance_status: null }),
  refundedAmount: r.refunded_amount,
});

export const getBillList: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const req = parseInput(billListRequestSchema, input);
  const page = pageWindow(req.page, PAGE_SIZE);
  const [count] = await ctx.db.query<{ n: number }>(`select count(*)::int as n from orders o where o.user_id = $1 and ${ENDED} and o.hidden_at is null`, [userId]);
  const rows = await ctx.db.query<BillRow>(
    `${SELECT} where o.user_id = $2 and ${ENDED} and o.hidden_at is null order by o.created_at desc, o.order_no desc limit $3 offset $4`,
    [ctx.language, userId, page.size, page.offset],
  );
  const reply: SearchReply<Bill> = { totalCount: Number(count?.n ?? 0), resultList: rows.map(toBill) };
  return okReply(reply);
};

export const getBillDetail: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const { billId } = parseInput(billDetailRequestSchema, input);
  const [row] = await ctx.db.query<BillRow>(`${SELECT} where o.order_no = $2 and o.user_id = $3 and ${ENDED}`, [ctx.language, billId, userId]);
  if (!row) throw new ReplyError(CODE.NOT_FOUND, 'errors.notFound');
  return okReply(toBill(row));
};
