// /usercenter/consumptionBill/consumptionBillList (spec §2 consumptionBill): what the caller paid, or
// tried to pay and failed, newest first, 15 per page (spec §9), each leading to its details.
import { Link } from 'wouter';
import { useServices } from '../../app/use-shell.js';
import { USERCENTER_ENDPOINTS } from '../../contract/endpoints/usercenter.js';
import type { Bill } from '../../contract/types/usercenter.js';
import { InfiniteList } from '../../ui/infinite-list.js';
import { useT } from '../../ui/t-context.js';
import { useInfiniteList } from '../../ui/use-infinite-list.js';
import { AccountFrame } from '../kit/account-frame.js';
import { formatTime } from '../kit/format-time.js';
import { useMoneyStyle } from '../kit/money/money-styles.js';
import { KIND_NAMES } from '../kit/money/order-states.js';
import { payTypeName } from '../kit/money/pay-methods.js';
import { useMoney } from '../kit/money/use-money.js';
import { useLanguage } from '../kit/price.js';
import { BillStateBadge } from './bill-state.js';

export const billHref = (billId: string): string => `/usercenter/consumptionBill/consumptionBillDetails?billId=${encodeURIComponent(billId)}`;

export function BillListScreen() {
  const t = useT();
  useMoneyStyle();
  return (
    <AccountFrame title={t('money.bills.title')} fallback="/usercenter/userInfo" className="mkt-money mkt-bills">
      <Bills />
    </AccountFrame>
  );
}

function Bills() {
  const t = useT();
  const { api } = useServices();
  const lang = useLanguage();
  const list = useInfiniteList<Bill>({
    resetKey: lang,
    fetchPage: async ({ index, size }) => {
      const reply = await api.call(USERCENTER_ENDPOINTS.getBillList, { page: { index, size } });
      return { code: reply.code, items: reply.code === 200 ? (reply.customData?.resultList ?? []) : [] };
    },
  });
  return <InfiniteList list={list} itemKey={(b) => b.billId} renderItem={(b) => <BillRow bill={b} />} empty={<p className="mkt-empty">{t('money.bills.empty')}</p>} />;
}

function BillRow({ bill }: { bill: Bill }) {
  const t = useT();
  const lang = useLanguage();
  const { money } = useMoney();
  const method = payTypeName(bill.payType);
  return (
    <Link href={billHref(bill.billId)} className="mkt-mrow" data-bill={bill.billId}>
      <span className="mkt-mrow-body">
        <span className="mkt-mrow-title">{bill.title}</span>
        <span className="mkt-muted">{t(KIND_NAMES[bill.kind])}{method ? ` · ${t(method)}` : ''}</span>
        <span className="mkt-muted">{formatTime(bill.payTime || bill.createTime, lang)}</span>
      </span>
      <span className="mkt-mrow-side">
        <span className="mkt-money-amount">{money(bill.amount)}</span>
        <BillStateBadge bill={bill} />
      </span>
    </Link>
  );
}
