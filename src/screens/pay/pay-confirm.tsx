// /common/payConfirmReal and /common/payConfirmVirtual?orderNo=…&from=… (spec §2 "Payment return
// addresses … on the product's own origin"; §8 "Payment failed", "Order is expired"): where the
// provider sends the payer back. The page asks the server (use-payment-result.ts) and shows only
// what it answered: "confirming" while the payment waits, success with the next step once the
// order is paid, "Payment failed" with a new attempt, "Order is expired" with "buy again".
// Virtual (memberships, packages, TOP, listing payments — granted on payment): the next step is
// where the purchase started (?from=, purchase-origin.ts). Real (goods, shipped afterwards): the
// order itself.
import { useState } from 'react';
import { Link } from 'wouter';
import { useServices } from '../../app/use-shell.js';
import { PAYMENT_ENDPOINTS } from '../../contract/endpoints/payment.js';
import { ORDER_STATE, PAYMENT_STATE } from '../../contract/statuses.js';
import type { PaymentReply } from '../../contract/types/payment.js';
import type { MessageKey } from '../../i18n/keys.js';
import { useT } from '../../ui/t-context.js';
import { ORDER_NO_PATTERN } from '../../contract/validation/money-reads.js';
import { AccountFrame } from '../kit/account-frame.js';
import { useMoneyStyle } from '../kit/money/money-styles.js';
import { isOnlineMethod } from '../kit/money/pay-methods.js';
import { defaultNextStep, RETURN_PATH, safeFrom, storeOf, withFrom, type ReturnPage } from '../kit/money/purchase-origin.js';
import { useMoney } from '../kit/money/use-money.js';
import { ResultIcon } from './result-icons.js';
import { usePaymentResult } from './use-payment-result.js';

/** What each kind of purchase gives, said on success. */
const DONE_TEXT: Readonly<Record<PaymentReply['kind'], MessageKey>> = {
  commodity: 'money.result.doneCommodity',
  membership: 'money.result.doneMembership',
  publish: 'money.result.donePublish',
  republish: 'money.result.doneRepublish',
  refresh: 'money.result.doneRefresh',
  express: 'money.result.doneExpress',
  goods: 'money.result.doneGoods',
};

const orderHref = (orderNo: string, from: string) => withFrom(`/usercenter/order/details?orderNo=${encodeURIComponent(orderNo)}`, from);

export function PayConfirmScreen({ query, page }: { query: URLSearchParams; page: ReturnPage }) {
  const t = useT();
  useMoneyStyle();
  const orderNo = (query.get('orderNo') ?? '').trim();
  const from = safeFrom(query.get('from'));
  return (
    <AccountFrame title={t('money.result.title')} fallback="/usercenter/order/ibuy" className="mkt-money mkt-pay-confirm">
      {ORDER_NO_PATTERN.test(orderNo) ? <Outcome key={orderNo} orderNo={orderNo} from={from} page={page} /> : <Missing />}
    </AccountFrame>
  );
}

function Outcome({ orderNo, from, page }: { orderNo: string; from: string; page: ReturnPage }) {
  const { view, checkAgain } = usePaymentResult(orderNo);
  if (view.status === 'missing') return <Missing />;
  if (view.status !== 'final') return <Waiting orderNo={orderNo} from={from} last={view.last} stopped={view.status === 'stopped'} onCheck={checkAgain} />;
  const r = view.last;
  if (r.payState === PAYMENT_STATE.success) return <Paid reply={r} from={from} page={page} />;
  if (r.orderState === ORDER_STATE.failed && (r.failReason === 'expired' || r.failReason === 'cancelled')) return <Closed reply={r} reason={r.failReason} from={from} />;
  return <Failed reply={r} from={from} page={page} />;
}

function Waiting({ orderNo, from, last, stopped, onCheck }: { orderNo: string; from: string; last: PaymentReply | null; stopped: boolean; onCheck(): void }) {
  const t = useT();
  // Bank transfer and offline orders wait for an operator, not for the provider.
  const remit = last !== null && !isOnlineMethod(last.payType);
  return (
    <div className="mkt-result" data-tone="wait" data-outcome={stopped ? 'stopped' : 'checking'} role="status" aria-live="polite">
      <ResultIcon kind="wait" spin={!stopped && !remit} />
      <h1>{t(remit ? 'money.result.remitTitle' : stopped ? 'money.result.stoppedTitle' : 'money.result.checkingTitle')}</h1>
      <p>{t(remit ? 'money.result.remitText' : stopped ? 'money.result.stoppedText' : 'money.result.checkingText')}</p>
      <p className="mkt-muted">{t('money.order.numberIs', { orderNo })}</p>
      {stopped && !remit && <button type="button" className="mkt-btn" data-action="check-again" onClick={onCheck}>{t('money.result.checkAgain')}</button>}
      <Link href={orderHref(orderNo, from)} className="mkt-btn mkt-btn-ghost">{t('money.order.view')}</Link>
    </div>
  );
}

function Paid({ reply, from, page }: { reply: PaymentReply; from: string; page: ReturnPage }) {
  const t = useT();
  const { money } = useMoney();
  // A parcel has its own page (spec §2 /sea details: its tracking), which is where its payment started.
  const ownPage = reply.kind === 'express' && from;
  const next = page === 'real' && !ownPage ? orderHref(reply.orderNo, from) : from || defaultNextStep(reply.kind, reply.moduleId, reply.serviceId);
  return (
    <div className="mkt-result" data-tone="ok" data-outcome="paid" role="status">
      <ResultIcon kind="ok" />
      <h1>{t('money.result.paidTitle')}</h1>
      <p>{t(DONE_TEXT[reply.kind])}</p>
      <p className="mkt-money-amount">{money(reply.amount)}</p>
      <Link href={next} className="mkt-btn" data-action="continue">{t('money.result.continue')}</Link>
      {page === 'virtual' && <Link href={orderHref(reply.orderNo, '')} className="mkt-btn mkt-btn-ghost">{t('money.order.view')}</Link>}
    </div>
  );
}

/** A declined attempt (the order is still payable) or a failed order: "Payment failed" and a new try. */
function Failed({ reply, from, page }: { reply: PaymentReply; from: string; page: ReturnPage }) {
  const t = useT();
  const { api, media } = useServices();
  const [busy, setBusy] = useState(false);
  const payable = reply.orderState === ORDER_STATE.waitPay;
  const rejected = reply.failReason === 'rejected';
  const retry = async () => {
    setBusy(true);
    const again = await api.call(PAYMENT_ENDPOINTS.orderListPayment, {
      orderNos: [reply.orderNo], payType: reply.payType, returnUrl: media(withFrom(RETURN_PATH[page], from)),
    });
    setBusy(false);
    if (again.code === 200 && again.customData?.payUrl) window.location.assign(again.customData.payUrl);
  };
  return (
    <div className="mkt-result" data-tone="bad" data-outcome="failed" role="alert">
      <ResultIcon kind="bad" />
      <h1>{t(rejected ? 'money.result.rejectedTitle' : 'errors.paymentFailed')}</h1>
      <p>{t(rejected ? 'money.result.rejectedText' : payable ? 'money.result.failedText' : 'money.result.failedClosed')}</p>
      {payable && !rejected && isOnlineMethod(reply.payType) && (
        <button type="button" className="mkt-btn" disabled={busy} aria-busy={busy || undefined} data-action="retry" onClick={() => void retry()}>
          {t('money.result.retry')}
        </button>
      )}
      <Link href={orderHref(reply.orderNo, from)} className="mkt-btn mkt-btn-ghost">{t(payable ? 'money.result.otherMethod' : 'money.order.view')}</Link>
    </div>
  );
}

/** An order that can no longer be paid: it timed out ("Order is expired", spec §8) or its payer removed it. */
const CLOSED: Readonly<Record<'expired' | 'cancelled', { title: MessageKey; text: MessageKey }>> = {
  expired: { title: 'errors.orderExpired', text: 'money.result.expiredText' },
  cancelled: { title: 'money.result.cancelledTitle', text: 'money.order.cancelledNote' },
};

function Closed({ reply, reason, from }: { reply: PaymentReply; reason: keyof typeof CLOSED; from: string }) {
  const t = useT();
  const again = storeOf(reply.kind, from, reply.moduleId);
  return (
    <div className="mkt-result" data-tone="bad" data-outcome={reason} role="alert">
      <ResultIcon kind="bad" />
      <h1>{t(CLOSED[reason].title)}</h1>
      <p>{t(CLOSED[reason].text)}</p>
      {/* Which order: the number the payer may quote to support, and the order itself. */}
      <p className="mkt-muted">{t('money.order.numberIs', { orderNo: reply.orderNo })}</p>
      <Link href={again} className="mkt-btn" data-action="buy-again">{t('money.result.buyAgain')}</Link>
      <Link href={orderHref(reply.orderNo, from)} className="mkt-btn mkt-btn-ghost" data-action="view-order">{t('money.order.view')}</Link>
    </div>
  );
}

function Missing() {
  const t = useT();
  return (
    <div className="mkt-result" data-tone="bad" data-outcome="missing" role="alert">
      <ResultIcon kind="bad" />
      <h1>{t('money.result.missingTitle')}</h1>
      <p>{t('money.result.missingText')}</p>
      <Link href="/usercenter/order/ibuy" className="mkt-btn">{t('money.orders.title')}</Link>
    </div>
  );
}
