// Reading orders (spec §2 payConfirmReal / payConfirmVirtual poll getPaymentResult; usercenter/order
// ibuy and details). Always the caller's orders: another user's number reads as no order (4404).
// The return URL never marks an order paid (issue "Money rules"): getPaymentResult only reads —
// while an attempt is pending it may ask the provider (a check is always safe), and whatever the
// answer, delivery goes through deliver.ts's rules (settle.ts).
import { CODE } from '../../../src/contract/codes.js';
import { ORDER_STATE } from '../../../src/contract/statuses.js';
import { orderListRequestSchema, orderNoRequestSchema } from '../../../src/contract/validation/payment.js';
import { pageWindow } from '../../../src/contract/validation/listing-fields.js';
import { okReply, ReplyError, type Handler, type RequestContext } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { fileUrlSigner } from '../private-files/file-key.js';
import { requireUser } from '../usercenter/caller.js';
import { PAYMENT_LIMITS } from './limits.js';
import { readAttempts } from './order-attempts.js';
import { ORDER_SELECT, orderOf, paymentReplyOf, readOrder, type OrderRow } from './order-view.js';
import { settlePayment } from './settle.js';

async function callersOrder(ctx: RequestContext, input: unknown): Promise<OrderRow> {
  const userId = requireUser(ctx);
  const { orderNo } = parseInput(orderNoRequestSchema, input);
  const row = await readOrder(ctx.db, orderNo, ctx.language);
  if (!row || row.user_id !== userId) throw new ReplyError(CODE.NOT_FOUND, 'errors.notFound');
  return row;
}

/**
 * The latest pending attempt of a waiting order, when the provider was not asked about it in the
 * last resultCheckGapMs (a page polling every second asks the provider at most that often).
 */
async function attemptToAsk(ctx: RequestContext, orderNo: string): Promise<string | null> {
  const now = ctx.services.clock();
  const [row] = await ctx.db.query<{ transaction_id: string }>(
    `update payments set updated_at = $2 where transaction_id = (
       select transaction_id from payments where order_no = $1 and status = 'pending' and updated_at < $3
       order by created_at desc limit 1)
     returning transaction_id`,
    [orderNo, new Date(now), new Date(now - PAYMENT_LIMITS.resultCheckGapMs)],
  );
  return row?.transaction_id ?? null;
}

export const getPaymentResult: Handler = async (input, ctx) => {
  let row = await callersOrder(ctx, input);
  if (row.state === ORDER_STATE.waitPay && ctx.services.payments) {
    const transactionId = await attemptToAsk(ctx, row.order_no);
    if (transactionId) {
      await settlePayment(ctx, transactionId);
      row = (await readOrder(ctx.db, row.order_no, ctx.language)) ?? row;
    }
  }
  return okReply(paymentReplyOf(row));
};

/** The order with every attempt. An order the payer deleted from their lists still opens by its number (the record stays). */
export const getOrderDetail: Handler = async (input, ctx) => {
  const row = await callersOrder(ctx, input);
  const attempts = await readAttempts(ctx.db, [row.order_no]);
  const fileUrl = await fileUrlSigner(ctx.db, ctx.services.clock());
  return okReply(orderOf(row, attempts.get(row.order_no) ?? [], fileUrl));
};

/**
 * ibuy: the caller's orders, newest first, without those the caller deleted (spec §4 order action
 * "delete": orders.hidden_at). isale (goods the caller sells) is empty: no goods orders are sold here yet.
 */
export const getOrderList: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const req = parseInput(orderListRequestSchema, input);
  if (req.side === 'sale') return okReply({ totalCount: 0, resultList: [] });
  const page = pageWindow(req.page, PAYMENT_LIMITS.orderPageSize);
  const state = req.state ?? null;
  const [count] = await ctx.db.query<{ n: number }>(
    'select count(*)::int as n from orders where user_id = $1 and hidden_at is null and ($2::int is null or state = $2::int)',
    [userId, state],
  );
  const totalCount = Number(count?.n ?? 0);
  if (totalCount <= page.offset) return okReply({ totalCount, resultList: [] });
  const rows = await ctx.db.query<OrderRow>(
    `${ORDER_SELECT} where o.user_id = $2 and o.hidden_at is null and ($3::int is null or o.state = $3::int)
     order by o.created_at desc, o.order_no desc limit $4 offset $5`,
    [ctx.language, userId, state, page.size, page.offset],
  );
  const attempts = await readAttempts(ctx.db, rows.map((r) => r.order_no));
  const fileUrl = await fileUrlSigner(ctx.db, ctx.services.clock());
  return okReply({ totalCount, resultList: rows.map((r) => orderOf(r, attempts.get(r.order_no) ?? [], fileUrl)) });
};
