// The provider's notification route (CinetPay's IPN: a form-encoded POST to notify_url with an
// x-token signature; cinetpay/notification.ts). Not an envelope endpoint: a plain route whose body
// the server hands over as a string (app.ts). A notification is only a reason to ask:
//   - not verified (bad signature, another site, missing fields): 401/400, journaled as 'forged'
//     (within per-address limits: refused-journal.ts), nothing else happens;
//   - verified: journaled as 'notified', then the attempt is checked with the provider and settled
//     (settle.ts: delivered only when the check says ACCEPTED with the order's amount and currency).
// A verified notification is answered 200 within notifyAnswerMs whatever the check does (CinetPay
// retries otherwise); whatever is left undone is finished by the reconciliation job, which finds
// the attempt still pending. Duplicates, replays and late ones are harmless: delivery is once.
// CinetPay also pings notify_url with a GET: answered 200.
import type { FastifyInstance } from 'fastify';
import { logPaymentEvent } from './events.js';
import { PAYMENT_LIMITS } from './limits.js';
import { PAYMENTS_NOTIFY_PATH, parseNotificationForm } from './cinetpay/notification.js';
import { journalRefused } from './refused-journal.js';
import { settlePayment, type PaymentDeps } from './settle.js';

const TRANSACTION_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The order an attempt belongs to ('' for an id that is not one of our attempts). */
async function orderOfAttempt(deps: PaymentDeps, transactionId: string | undefined): Promise<string> {
  if (!transactionId || !TRANSACTION_ID.test(transactionId)) return '';
  const [row] = await deps.db.query<{ order_no: string }>('select order_no from payments where transaction_id = $1', [transactionId]);
  return row?.order_no ?? '';
}

const within = (ms: number, work: Promise<unknown>): Promise<unknown> =>
  Promise.race([work, new Promise((resolve) => setTimeout(resolve, ms).unref())]);

export function registerPaymentWebhook(app: FastifyInstance, deps: PaymentDeps, path = PAYMENTS_NOTIFY_PATH): void {
  app.get(path, async (_req, reply) => reply.code(200).type('text/plain; charset=utf-8').send('OK'));
  app.post(path, async (req, reply) => {
    const text = (status: number, body: string) => reply.code(status).type('text/plain; charset=utf-8').send(body);
    const provider = deps.services.payments;
    if (!provider) return text(503, 'payments are not configured');
    const fields = parseNotificationForm(req.body);
    const verified = provider.verifyNotification(fields, req.headers);
    if (!verified.ok) {
      const transactionId = fields.cpm_trans_id;
      // Journaled for the console within limits per address (refused-journal.ts: a flood is refused
      // without filling the table); a refusal is answered the same either way, and even if the
      // journal cannot be written.
      const journaled = await journalRefused(deps.db, {
        orderNo: await orderOfAttempt(deps, transactionId),
        transactionId: transactionId && TRANSACTION_ID.test(transactionId) ? transactionId : null,
        ip: req.ip,
        detail: { reason: verified.reason, fields },
      }, deps.services.clock()).catch((e: unknown) => {
        req.log.error({ err: e }, 'payments: journaling a refused notification failed');
        return false;
      });
      if (journaled) req.log.warn({ reason: verified.reason, ip: req.ip }, 'payments: refused notification');
      return text(verified.reason === 'signature' ? 401 : 400, 'refused');
    }
    const { transactionId } = verified.notification;
    const orderNo = await orderOfAttempt(deps, transactionId);
    if (!orderNo) {
      await logPaymentEvent(deps.db, '', transactionId, 'unknownTransaction', { fields: verified.notification.fields });
      return text(200, 'OK');
    }
    // Journaled first: a crash after this line loses nothing (the attempt is still pending and the
    // reconciliation job asks the provider about it).
    await logPaymentEvent(deps.db, orderNo, transactionId, 'notified', { fields: verified.notification.fields });
    const settling = settlePayment(deps, transactionId)
      .then(async (outcome) => {
        // Already decided (a duplicate or a replay): journaled, nothing else.
        if (outcome.kind === 'settled') await logPaymentEvent(deps.db, orderNo, transactionId, 'duplicate', {});
      })
      .catch((e: unknown) => {
        req.log.error({ err: e, transactionId }, 'payments: settling a notified payment failed');
      });
    await within(PAYMENT_LIMITS.notifyAnswerMs, settling);
    return text(200, 'OK');
  });
}
