// A bill's outcome (spec §4 "Payment state: 1 success, 2 failed") as a badge; a failed bill says
// why (expired, declined at the provider, proof rejected, removed by the payer).
import { PAYMENT_STATE } from '../../contract/statuses.js';
import type { Bill } from '../../contract/types/usercenter.js';
import type { MessageKey } from '../../i18n/keys.js';
import { useT } from '../../ui/t-context.js';

const FAILED: Readonly<Record<Bill['failReason'], MessageKey>> = {
  '': 'money.state.failed',
  expired: 'money.state.expired',
  declined: 'money.state.failed',
  rejected: 'money.state.rejected',
  cancelled: 'money.state.cancelled',
};

export function BillStateBadge({ bill }: { bill: Pick<Bill, 'payState' | 'failReason'> }) {
  const t = useT();
  const ok = bill.payState === PAYMENT_STATE.success;
  return <span className="mkt-mbadge" data-tone={ok ? 'ok' : 'bad'} data-pay-state={bill.payState}>{t(ok ? 'money.state.paid' : FAILED[bill.failReason])}</span>;
}
