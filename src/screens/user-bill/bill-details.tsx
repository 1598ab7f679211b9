// /usercenter/consumptionBill/consumptionBillDetails?billId=… (spec §2 consumptionBill): one bill —
// what was bought, the list price, the coupon, the amount, the method and the operator the
// provider reported, the times, a refund if an operator made one — and the order it comes from.
import { Link } from 'wouter';
import { CODE } from '../../contract/codes.js';
import { USERCENTER_ENDPOINTS } from '../../contract/endpoints/usercenter.js';
import type { Bill } from '../../contract/types/usercenter.js';
import { ORDER_NO_PATTERN } from '../../contract/validation/money-reads.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame, LoadError } from '../kit/account-frame.js';
import { formatTime } from '../kit/format-time.js';
import { useMoneyStyle } from '../kit/money/money-styles.js';
import { KIND_NAMES } from '../kit/money/order-states.js';
import { paidWith } from '../kit/money/pay-methods.js';
import { useMoney } from '../kit/money/use-money.js';
import { useLanguage } from '../kit/price.js';
import { useCall } from '../kit/use-call.js';
import { BillStateBadge } from './bill-state.js';

const LIST = '/usercenter/consumptionBill/consumptionBillList';
const INLINE: readonly number[] = [CODE.NOT_FOUND, CODE.VALIDATION];

export function BillDetailsScreen({ query }: { query: URLSearchParams }) {
  const t = useT();
  useMoneyStyle();
  const billId = (query.get('billId') ?? '').trim();
  return (
    <AccountFrame title={t('money.bills.detailsTitle')} fallback={LIST} className="mkt-money mkt-bill">
      {ORDER_NO_PATTERN.test(billId) ? <Details key={billId} billId={billId} /> : <Missing />}
    </AccountFrame>
  );
}

function Missing() {
  const t = useT();
  return (
    <div className="mkt-result" data-outcome="missing" role="alert">
      <h1>{t('money.bills.missing')}</h1>
      <Link href={LIST} className="mkt-btn">{t('money.bills.title')}</Link>
    </div>
  );
}

function Details({ billId }: { billId: string }) {
  const t = useT();
  const lang = useLanguage();
  const call = useCall(USERCENTER_ENDPOINTS.getBillDetail, { billId }, `${billId}:${lang}`, INLINE);
  if (call.state.status === 'loading') return <p className="mkt-list-foot" role="status">{t('app.loading')}</p>;
  if (call.state.status === 'error') return INLINE.includes(call.state.code) ? <Missing /> : <LoadError retry={call.retry} />;
  return <BillCard bill={call.state.data} />;
}

function BillCard({ bill }: { bill: Bill }) {
  const t = useT();
  const lang = useLanguage();
  const { money, discount } = useMoney();
  const how = paidWith(t, bill.payType, bill.method);
  return (
    <>
      <section className="mkt-mcard" aria-labelledby="mkt-bill-title" data-bill={bill.billId}>
        <div className="mkt-mhead">
          <span className="mkt-muted">{t(KIND_NAMES[bill.kind])}</span>
          <BillStateBadge bill={bill} />
        </div>
        <h2 id="mkt-bill-title">{bill.title}</h2>
        <p className="mkt-money-amount mkt-money-big">{money(bill.amount)}</p>
        <p className="mkt-muted mkt-orderno">{t('money.order.numberIs', { orderNo: bill.orderNo })}</p>
        <dl className="mkt-dl">
          <dt>{t('money.order.listPrice')}</dt>
          <dd>{money(bill.listAmount)}</dd>
          {bill.discount > 0 && (<><dt>{t('money.pay.discount')}</dt><dd>{discount(bill.discount)}</dd></>)}
          {how && (<><dt>{t('money.order.method')}</dt><dd>{how}</dd></>)}
          <dt>{t('money.order.created')}</dt>
          <dd>{formatTime(bill.createTime, lang)}</dd>
          {bill.payTime && (<><dt>{t('money.order.paidAt')}</dt><dd>{formatTime(bill.payTime, lang)}</dd></>)}
          {bill.refundedAmount > 0 && (<><dt>{t('money.bills.refunded')}</dt><dd>{money(bill.refundedAmount)}</dd></>)}
        </dl>
      </section>
      <div className="mkt-mactions mkt-mpad">
        <Link href={`/usercenter/order/details?orderNo=${encodeURIComponent(bill.orderNo)}`} className="mkt-btn mkt-btn-ghost">{t('money.order.view')}</Link>
      </div>
    </>
  );
}
