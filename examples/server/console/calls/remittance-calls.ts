// Bank-transfer and offline proofs (spec §4 methods 4 and 8; spec §2 usercenter/order/remittance):
// remittanceQueue lists the proofs waiting for a decision, oldest first, with the order's amount
// and the picture (through the console's own file route, console/authentication-files.ts: users'
// uploads are never served publicly); decideRemittance confirms one — the money core delivers the
// order, once (payments/remittance.ts confirmRemittance: two operators confirming at once deliver
// once, the second is told the proof was decided) — or rejects it with the reason the payer reads,
// the order still waiting for a new proof. The audit row is written in the decision's transaction.
import { CODE } from '../../../../src/contract/codes.js';
import { consoleFileUrl, consoleSchemas } from '../../../../src/contract/console-api.js';
import { CONSOLE_PAYMENT_ERRORS, type RemittanceItem } from '../../../../src/contract/console-payments.js';
import type { SearchReply } from '../../../../src/contract/types/common.js';
import { ReplyError } from '../../http/handler.js';
import { parseInput } from '../../http/input.js';
import { isoOf } from '../../payments/catalogue/texts.js';
import { confirmRemittance, rejectRemittance } from '../../payments/remittance.js';
import { writeAudit } from '../audit.js';
import { operatorOf, type ConsoleHandler } from '../console-context.js';
import { jsonOf } from '../money-rows.js';
import { consoleUserOf, USER_COLUMNS, type UserColumns } from '../console-user.js';

interface QueueRow extends UserColumns {
  order_no: string;
  titles: Record<string, string> | string;
  amount: number;
  currency: string;
  pay_type: number;
  state: number;
  expires_at: Date | string;
  voucher_path: string;
  remark: string;
  submitted_at: Date | string;
}

const remittanceQueue: ConsoleHandler<'remittanceQueue'> = async (raw, ctx): Promise<SearchReply<RemittanceItem>> => {
  const { pageNum, pageSize } = parseInput(consoleSchemas.remittanceQueue, raw);
  // 'submitted' written into the statement, so it matches the partial index of migration 017.
  const rows = await ctx.db.query<QueueRow>(
    `select r.order_no, o.titles, o.amount, o.currency, o.pay_type, o.state, o.expires_at, r.voucher_path, r.remark, r.submitted_at, ${USER_COLUMNS}
     from remittances r
     join orders o on o.order_no = r.order_no
     left join users u on u.id = o.user_id
     where r.status = 'submitted'
     order by r.submitted_at, r.order_no
     limit $1 offset $2`,
    [pageSize, (pageNum - 1) * pageSize],
  );
  const [count] = await ctx.db.query<{ n: number }>("select count(*)::int as n from remittances where status = 'submitted'");
  return {
    totalCount: Number(count?.n ?? 0),
    resultList: rows.map((r) => ({
      orderNo: r.order_no,
      titles: jsonOf(r.titles),
      amount: Number(r.amount),
      currency: r.currency,
      payType: r.pay_type,
      state: r.state,
      expiresAt: isoOf(r.expires_at),
      user: consoleUserOf(r),
      voucherUrl: consoleFileUrl(r.voucher_path),
      remark: r.remark,
      submittedAt: isoOf(r.submitted_at),
    })),
  };
};

const decideRemittance: ConsoleHandler<'decideRemittance'> = async (raw, ctx) => {
  const operator = operatorOf(ctx);
  // The reason is bounded by its own schema rule (MONEY_REASON_MAX), longer than parseInput's default.
  const input = parseInput(consoleSchemas.decideRemittance, raw, { ownText: ['reason'] });
  const [known] = await ctx.db.query('select 1 from remittances where order_no = $1', [input.orderNo]);
  if (!known) throw new ReplyError(CODE.NOT_FOUND, CONSOLE_PAYMENT_ERRORS.orderNotFound);
  const audit = (action: string, detail: Record<string, unknown>) => (tx: Parameters<typeof writeAudit>[0]) =>
    writeAudit(tx, { operatorId: operator.operatorId, action, target: `order:${input.orderNo}`, detail }, ctx.now);
  try {
    if (input.decision === 'reject') {
      await rejectRemittance(ctx, input.orderNo, operator.operatorId, input.reason, audit('remittance.reject', { reason: input.reason }));
      return { orderNo: input.orderNo, status: 'rejected', outcome: null };
    }
    let outcome: 'delivered' | 'notDelivered' | 'notWaiting' = 'delivered';
    await confirmRemittance(ctx, input.orderNo, operator.operatorId, async (tx, d) => {
      outcome = d.outcome;
      await audit('remittance.confirm', { outcome: d.outcome })(tx);
    });
    return { orderNo: input.orderNo, status: 'confirmed', outcome };
  } catch (e) {
    // The proof exists but is not waiting: another operator decided first (or it was decided before).
    if (e instanceof ReplyError && e.code === CODE.NOT_FOUND) throw new ReplyError(CODE.VALIDATION, CONSOLE_PAYMENT_ERRORS.remittanceState);
    throw e;
  }
};

export const REMITTANCE_CALLS = { remittanceQueue, decideRemittance };
