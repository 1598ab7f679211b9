// The one pay screen part (issue "Paying"; spec §4 methods and coupons; §2 return pages), shared by
// the member pay pages, the value-added service details and /common/publishPay: what is bought and
// its list price, the method, the coupon, then "Pay". The request names WHAT is bought, never a
// price: the server makes the order and computes its amount (list price − coupon), and this panel
// shows that amount before the payer leaves for the provider's hosted checkout (mobile money). Bank
// transfer and offline payment lead to the order's details: the remittance instructions and the
// proof upload (spec §2 order/remittance). An order the coupon pays entirely is paid at once: the
// return page says so. The provider sends the payer back to the return page with ?from=, where the
// purchase started (purchase-origin.ts).
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useServices, useShell } from '../../../app/use-shell.js';
import { PAYMENT_ENDPOINTS } from '../../../contract/endpoints/payment.js';
import { PAYMENT_STATE } from '../../../contract/statuses.js';
import type { OrderKind, PaymentReply, PaymentRequest } from '../../../contract/types/payment.js';
import { useT } from '../../../ui/t-context.js';
import { CouponChoice, discountOf } from './coupon-choice.js';
import { MethodChoice } from './method-choice.js';
import { DEFAULT_PAY_TYPE, isOnlineMethod, payTypeName } from './pay-methods.js';
import { returnPageOf, returnPathOf, withFrom } from './purchase-origin.js';
import { useMoney } from './use-money.js';

/** What the paying call names (never a price). */
export type PurchaseBody = Pick<PaymentRequest, 'commodityId' | 'memberLevelId' | 'serviceId' | 'moduleId'>;

export interface Purchase {
  /** payment for packages, memberships and a status-0 listing; the listing calls for publish again and refresh. */
  endpoint: 'payment' | 'republishPayment' | 'refreshPayment';
  body: PurchaseBody;
  kind: OrderKind;
  /** What the summary calls it. */
  name: string;
  /** The list price as the catalogue shows it (the order's own amount is the server's). */
  listAmount: number;
}

type Stage = { step: 'choose' } | { step: 'busy' } | { step: 'created'; reply: PaymentReply };

export interface PayPanelProps {
  purchase: Purchase;
  /** Where the purchase started ('' when unknown): where "continue" leads after paying. */
  from: string;
  /** Why buying is not possible now (shown instead of the pay button); null when it is. */
  blocked?: ReactNode;
}

export function PayPanel({ purchase, from, blocked }: PayPanelProps) {
  const t = useT();
  const { api, media } = useServices();
  const { navigate } = useShell();
  const { money, discount } = useMoney();
  const [payType, setPayType] = useState<number>(DEFAULT_PAY_TYPE);
  const [couponId, setCouponId] = useState('');
  const [off, setOff] = useState(0);
  const [stage, setStage] = useState<Stage>({ step: 'choose' });

  const pay = async () => {
    setStage({ step: 'busy' });
    const returnUrl = media(returnPathOf(returnPageOf(purchase.kind), from));
    const request = { ...purchase.body, payType, returnUrl, ...(couponId ? { couponId } : {}) };
    const reply = purchase.endpoint === 'payment'
      ? await api.call(PAYMENT_ENDPOINTS.payment, request)
      : await api.call(PAYMENT_ENDPOINTS[purchase.endpoint], {
        serviceId: purchase.body.serviceId ?? '', moduleId: purchase.body.moduleId ?? 0, payType, returnUrl, ...(couponId ? { couponId } : {}),
      });
    // Any refusal was shown by the client (spec §8: toast or alert); the choice stays as it was.
    if (reply.code !== 200 || !reply.customData) {
      setStage({ step: 'choose' });
      return;
    }
    const made = reply.customData;
    if (made.payState === PAYMENT_STATE.success) {
      navigate(`${returnPathOf(returnPageOf(made.kind), from)}${from ? '&' : '?'}orderNo=${encodeURIComponent(made.orderNo)}`);
      return;
    }
    if (!made.payUrl) {
      // Bank transfer or offline: the order waits for its proof (spec §2 order/remittance).
      navigate(withFrom(`/usercenter/order/details?orderNo=${encodeURIComponent(made.orderNo)}`, from));
      return;
    }
    setStage({ step: 'created', reply: made });
  };

  if (stage.step === 'created') return <Created reply={stage.reply} from={from} />;
  const estimate = Math.max(0, purchase.listAmount - off);
  const busy = stage.step === 'busy';
  return (
    <>
      <section className="mkt-mcard" aria-labelledby="mkt-pay-title" data-pay-panel="choose">
        <h2 id="mkt-pay-title">{t('money.pay.title')}</h2>
        {blocked ? <div className="mkt-mnote" role="note">{blocked}</div> : (
          <>
            <MethodChoice value={payType} onChange={setPayType} />
            <CouponChoice listAmount={purchase.listAmount} value={couponId} onChange={(id, c) => { setCouponId(id); setOff(discountOf(c, purchase.listAmount)); }} />
            <dl className="mkt-dl">
              <dt>{purchase.name}</dt>
              <dd>{money(purchase.listAmount)}</dd>
              {off > 0 && (<><dt>{t('money.pay.discount')}</dt><dd data-discount={off}>{discount(off)}</dd></>)}
              <dt className="mkt-dl-total">{t('money.pay.estimate')}</dt>
              <dd className="mkt-dl-total" data-estimate={estimate}>{money(estimate)}</dd>
            </dl>
            <p className="mkt-muted">{t(isOnlineMethod(payType) ? 'money.pay.onlineNote' : 'money.pay.remitNote')}</p>
          </>
        )}
      </section>
      {!blocked && (
        // The total and "Pay" stay in reach while the methods and coupons scroll (a 360 px phone).
        <div className="mkt-paybar">
          <div>
            <span className="mkt-muted">{t('money.pay.estimate')}</span>
            <span className="mkt-money-amount">{money(estimate)}</span>
          </div>
          <button type="button" className="mkt-btn" disabled={busy} aria-busy={busy || undefined} data-action="pay" onClick={() => void pay()}>
            {busy ? t('money.pay.creating') : t('money.pay.pay')}
          </button>
        </div>
      )}
    </>
  );
}

/** The order the server made: its number and the amount IT computed, then off to the hosted page. */
function Created({ reply, from }: { reply: PaymentReply; from: string }) {
  const t = useT();
  const { money } = useMoney();
  const method = payTypeName(reply.payType);
  return (
    <section className="mkt-mcard" aria-labelledby="mkt-pay-made" data-pay-panel="created" data-order-no={reply.orderNo}>
      <h2 id="mkt-pay-made">{t('money.pay.created')}</h2>
      <p className="mkt-muted mkt-orderno">{t('money.order.numberIs', { orderNo: reply.orderNo })}</p>
      <dl className="mkt-dl">
        {method && (<><dt>{t('money.order.method')}</dt><dd>{t(method)}</dd></>)}
        <dt className="mkt-dl-total">{t('money.pay.toPay')}</dt>
        <dd className="mkt-dl-total" data-amount={reply.amount}>{money(reply.amount)}</dd>
      </dl>
      <p className="mkt-muted">{t('money.pay.leaveNote')}</p>
      <div className="mkt-mactions">
        {/* A plain link: the hosted checkout is the provider's page, outside the app's router. */}
        <a className="mkt-btn mkt-submit" href={reply.payUrl} data-action="go-pay">{t('money.pay.goPay', { amount: money(reply.amount) })}</a>
        <Link className="mkt-btn mkt-btn-ghost" href={withFrom(`/usercenter/order/details?orderNo=${encodeURIComponent(reply.orderNo)}`, from)}>
          {t('money.pay.otherWay')}
        </Link>
      </div>
    </section>
  );
}
