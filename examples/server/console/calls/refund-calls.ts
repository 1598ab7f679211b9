// Refunds (issue "Payments": the console refunds; DESIGN.md §8 money rules). Two ways, both
// recorded the same way:
//   - 'provider': the provider pays the latest accepted online attempt back
//     (PaymentProvider.refund). CinetPay's checkout API has none (payments/cinetpay/adapter.ts
//     answers 'unsupported'): the operator is told to refund from CinetPay's back-office and to
//     record it as a manual refund. Bank and offline orders have no provider: manual only.
//   - 'manual': money already paid back elsewhere (provider back-office, bank transfer, cash),
//     recorded with its reference.
// Recording is one transaction under the order's row lock: orders.refunded_amount grows (never
// beyond the amount paid: checked here, and by the table's own check), the attempt becomes
// 'refunded' once the whole amount went back, a payment_event 'refund' journals it with the
// operator, and the audit row. The provider is asked inside that lock, so two operators cannot
// both pay the same money back; the adapter's own timeout bounds the wait. What the provider
// refuses is journalled ('refundFailed') and nothing is recorded. A refund takes back nothing
// that was granted (posting chances, membership, TOP stay): the console says so.
import type * as v from 'valibot';
import { CODE } from '../../../../src/contract/codes.js';
import { consoleSchemas } from '../../../../src/contract/console-api.js';
import { CONSOLE_PAYMENT_ERRORS } from '../../../../src/contract/console-payments.js';
import type { Queryable } from '../../db/database.js';
import { ReplyError } from '../../http/handler.js';
import { parseInput, withoutNul } from '../../http/input.js';
import { logPaymentEvent } from '../../payments/events.js';
import { PaymentProviderError } from '../../payments/provider.js';
import { writeAudit } from '../audit.js';
import { operatorOf, type ConsoleContext, type ConsoleHandler } from '../console-context.js';
import { refundState } from '../money-rows.js';

type Input = v.InferOutput<typeof consoleSchemas.refundOrder>;

/** What the provider said: a reference to record, or why nothing can be recorded. */
type ProviderAnswer = { ok: true; reference: string; raw: unknown } | { ok: false; key: string; raw: unknown };

async function askProvider(ctx: ConsoleContext, transactionId: string, amount: number, reason: string): Promise<ProviderAnswer> {
  const provider = ctx.services.payments;
  if (!provider) return { ok: false, key: CONSOLE_PAYMENT_ERRORS.refundProviderUnsupported, raw: { why: 'no payment provider configured' } };
  try {
    const r = await provider.refund(transactionId, amount, reason);
    if (r.ok) return { ok: true, reference: r.reference ?? '', raw: r.raw };
    return { ok: false, key: r.reason === 'unsupported' ? CONSOLE_PAYMENT_ERRORS.refundProviderUnsupported : CONSOLE_PAYMENT_ERRORS.refundProviderFailed, raw: r.raw };
  } catch (e) {
    if (!(e instanceof PaymentProviderError)) throw e;
    return { ok: false, key: CONSOLE_PAYMENT_ERRORS.refundProviderFailed, raw: { kind: e.kind, providerCode: e.providerCode ?? '', message: e.message } };
  }
}

const amountRefusal = (key: string, max: number) => new ReplyError(CODE.VALIDATION, key, { issues: [{ path: 'amount', key, values: { max } }] });

/** Records the refund of `input` (the order is locked and checked); returns the order's new refunded amount. */
async function record(tx: Queryable, ctx: ConsoleContext, input: Input, transactionId: string | null, fully: boolean, reference: string, raw: unknown): Promise<number> {
  const operator = operatorOf(ctx);
  const [order] = await tx.query<{ refunded_amount: number }>(
    'update orders set refunded_amount = refunded_amount + $2 where order_no = $1 and refunded_amount + $2 <= amount returning refunded_amount',
    [input.orderNo, input.amount],
  );
  // Checked under the lock already: this is the table's rule said twice.
  if (!order) throw amountRefusal(CONSOLE_PAYMENT_ERRORS.refundTooMuch, 0);
  if (fully && transactionId) {
    await tx.query("update payments set status = 'refunded', updated_at = $2 where transaction_id = $1 and status = 'accepted'", [transactionId, new Date(ctx.now)]);
  }
  const detail = {
    amount: input.amount, mode: input.mode, reference, reason: withoutNul(input.reason),
    operatorId: operator.operatorId, operator: operator.username, ...(raw === undefined ? {} : { provider: raw }),
  };
  await logPaymentEvent(tx, input.orderNo, transactionId, 'refund', detail);
  await writeAudit(tx, {
    operatorId: operator.operatorId, action: 'order.refund', target: `order:${input.orderNo}`,
    detail: { amount: input.amount, mode: input.mode, reference, reason: input.reason },
  }, ctx.now);
  return Number(order.refunded_amount);
}

const refundOrder: ConsoleHandler<'refundOrder'> = async (raw, ctx) => {
  const operator = operatorOf(ctx);
  const input = parseInput(consoleSchemas.refundOrder, raw, { ownText: ['reason'] });
  const outcome = await ctx.db.transaction(async (tx) => {
    const state = await refundState(tx, input.orderNo, true);
    if (!state) throw new ReplyError(CODE.NOT_FOUND, CONSOLE_PAYMENT_ERRORS.orderNotFound);
    if (!state.received) throw new ReplyError(CODE.VALIDATION, CONSOLE_PAYMENT_ERRORS.refundNothingPaid);
    if (input.amount > state.refundable) throw amountRefusal(CONSOLE_PAYMENT_ERRORS.refundTooMuch, state.refundable);
    const fully = state.refunded + input.amount === state.amount;
    if (input.mode === 'manual') {
      const refunded = await record(tx, ctx, input, state.transactionId, fully, input.reference, undefined);
      return { ok: true as const, refunded, refundable: state.amount - refunded, reference: input.reference };
    }
    if (!state.transactionId) throw new ReplyError(CODE.VALIDATION, CONSOLE_PAYMENT_ERRORS.refundManualOnly, { issues: [{ path: 'mode', key: CONSOLE_PAYMENT_ERRORS.refundManualOnly }] });
    const answer = await askProvider(ctx, state.transactionId, input.amount, input.reason);
    if (!answer.ok) {
      // Journalled, committed, then refused: the console shows why and offers the manual way.
      await logPaymentEvent(tx, input.orderNo, state.transactionId, 'refundFailed', {
        amount: input.amount, operatorId: operator.operatorId, operator: operator.username, provider: answer.raw,
      });
      return { ok: false as const, key: answer.key, raw: answer.raw };
    }
    const refunded = await record(tx, ctx, input, state.transactionId, fully, answer.reference, answer.raw);
    return { ok: true as const, refunded, refundable: state.amount - refunded, reference: answer.reference };
  });
  if (!outcome.ok) throw new ReplyError(CODE.VALIDATION, outcome.key, { issues: [{ path: 'mode', key: outcome.key }], provider: outcome.raw });
  return { orderNo: input.orderNo, refundedAmount: outcome.refunded, refundable: outcome.refundable, mode: input.mode, reference: outcome.reference };
};

export const REFUND_CALLS = { refundOrder };
