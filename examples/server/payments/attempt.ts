// One attempt at paying a waiting order online: a payments row with a transaction id of its own,
// the provider's hosted checkout created for it (notify_url = our webhook, return_url = our
// pay-confirm page), both the request and the answer written to the journal. A provider failure
// is a coded refusal ("Payment failed" or "Network busy"); the order stays payable and the next
// attempt gets a new transaction id. The attempt row is written BEFORE the provider is called, so
// an attempt the provider knows about is never unknown to the reconciliation job.
import { CODE } from '../../../src/contract/codes.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { ORDER_STATE } from '../../../src/contract/statuses.js';
import { ReplyError } from '../http/handler.js';
import { logPaymentEvent } from './events.js';
import { PAYMENT_LIMITS } from './limits.js';
import { newTransactionId } from './order-number.js';
import { channelOf } from './pay-types.js';
import { PaymentProviderError, type CreatePayment } from './provider.js';
import type { PaymentDeps } from './settle.js';
import { returnUrlFor, type ReturnTarget } from './site.js';
import type { ServerServices } from '../http/handler.js';

interface AttemptOrder {
  order_no: string;
  user_id: string;
  amount: number;
  currency: string;
  state: number;
  pay_type: number;
  expires_at: Date | string;
  titles: Record<string, string>;
}

interface Customer {
  pet_name: string;
  phone: string | null;
  mobile_code: string | null;
  mail: string | null;
}

/** Online payments need a provider and our site (PUBLIC_ORIGIN or this machine); refused otherwise. */
export function onlinePayments(services: Pick<ServerServices, 'payments' | 'paymentSite'>) {
  const provider = services.payments;
  const site = services.paymentSite;
  if (!provider || !site) throw new ReplyError(CODE.PAYMENT_PROVIDER, 'errors.onlinePayUnavailable');
  return { provider, site };
}

/** Starts an attempt at paying `orderNo` (the caller's, waiting); the hosted page's URL. */
export async function startAttempt(
  deps: PaymentDeps & { services: Pick<ServerServices, 'paymentSite'> },
  orderNo: string,
  target: ReturnTarget,
  language: LanguageCode,
): Promise<string> {
  const { provider, site } = onlinePayments(deps.services);
  const { db } = deps;
  const now = deps.services.clock();
  const [order] = await db.query<AttemptOrder>(
    'select order_no, user_id, amount, currency, state, pay_type, expires_at, titles from orders where order_no = $1',
    [orderNo],
  );
  if (!order) throw new ReplyError(CODE.NOT_FOUND, 'errors.notFound');
  if (order.state === ORDER_STATE.paid) throw new ReplyError(CODE.VALIDATION, 'errors.orderPaid');
  if (order.state !== ORDER_STATE.waitPay || new Date(order.expires_at).getTime() <= now) throw new ReplyError(CODE.VALIDATION, 'errors.orderExpired');
  const channels = channelOf(order.pay_type);
  if (!channels) throw new ReplyError(CODE.VALIDATION, 'errors.orderNotOnline');
  // Never a checkout the provider refuses (CinetPay: under 100 XOF). A 0 was delivered at once
  // (orders.ts) and a coupon never leaves less than the minimum (coupons.ts): only a list price
  // below it gets here.
  if (order.amount < PAYMENT_LIMITS.minOnlineAmount) throw new ReplyError(CODE.PAYMENT_PROVIDER, 'errors.paymentFailed');
  const [customer] = await db.query<Customer>('select pet_name, phone, mobile_code, mail from users where id = $1', [order.user_id]);

  const transactionId = newTransactionId(orderNo);
  const lang = language === 'fr' ? 'fr' : 'en';
  const request: CreatePayment = {
    transactionId,
    amount: order.amount,
    currency: 'XOF',
    description: order.titles[lang] ?? order.titles.en ?? orderNo,
    notifyUrl: site.notifyUrl,
    returnUrl: returnUrlFor(target, orderNo),
    channels,
    customer: {
      id: order.user_id,
      ...(customer?.pet_name ? { name: customer.pet_name } : {}),
      ...(customer?.phone ? { phone: `${customer.mobile_code ?? ''}${customer.phone}` } : {}),
      ...(customer?.mail ? { email: customer.mail } : {}),
    },
    lang,
  };
  await db.transaction(async (tx) => {
    // Written under the order's lock while it still waits: the payer's cancelOrder takes the same
    // lock (order-removal.ts), so no attempt opens at the provider for an order cancelled meanwhile.
    const [waiting] = await tx.query(`select 1 from orders where order_no = $1 and state = ${ORDER_STATE.waitPay} for update`, [orderNo]);
    if (!waiting) throw new ReplyError(CODE.VALIDATION, 'errors.orderExpired');
    await tx.query(
      `insert into payments (transaction_id, order_no, provider, amount, currency, return_url, next_check_at, pay_type)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [transactionId, orderNo, provider.label, order.amount, order.currency, request.returnUrl, new Date(now + PAYMENT_LIMITS.firstCheckMs), order.pay_type],
    );
    await logPaymentEvent(tx, orderNo, transactionId, 'create', { ...request, customer: { id: order.user_id } });
  });
  try {
    const created = await provider.create(request);
    await db.transaction(async (tx) => {
      await tx.query('update payments set payment_url = $2, payment_token = $3, updated_at = now() where transaction_id = $1', [
        transactionId, created.paymentUrl, created.paymentToken,
      ]);
      await logPaymentEvent(tx, orderNo, transactionId, 'created', { paymentUrl: created.paymentUrl, paymentToken: created.paymentToken });
    });
    return created.paymentUrl;
  } catch (e) {
    const err = e instanceof PaymentProviderError ? e : new PaymentProviderError('unavailable', undefined, String(e));
    // The attempt stays pending: if the provider did make it (an answer lost on the way back),
    // the reconciliation job learns its fate; otherwise it expires with the order.
    await logPaymentEvent(db, orderNo, transactionId, 'createFailed', { kind: err.kind, code: err.providerCode ?? '', message: err.message });
    if (err.kind === 'credentials') console.error(`payments: the provider refused our credentials (${err.message}); online payments fail until the configuration is fixed`);
    throw new ReplyError(CODE.PAYMENT_PROVIDER, err.messageKey);
  }
}
