// Bank-transfer and offline proofs (spec §4 methods 4 and 8; spec §2 usercenter/order/remittance):
// the proofs waiting for a decision, oldest first, on the left; the chosen one on the right with
// its picture (remittance-detail.tsx). Confirming delivers the order; rejecting sends the payer
// the reason and the order keeps waiting for a new proof. A decision refreshes the list and moves
// on to the next proof, as the review queue does.
import { useState } from 'react';
import { CODE } from '../../../src/contract/codes.js';
import { CONSOLE_PAYMENT_ERRORS, MONEY_REASON_MAX, type RemittanceItem } from '../../../src/contract/console-payments.js';
import { consoleCall, messageValues } from '../console-api.js';
import { formatMoney, formatTime } from '../ui/format.js';
import { textIn } from '../ui/money.js';
import { useQueueSelection, WorkQueue, type Notice } from '../ui/work-queue.js';
import { refusalText, useConsole } from '../use-console.js';
import { RemittanceDetail } from './remittance-detail.js';
import { usePaged } from './use-paged.js';

const PAGE_SIZE = 20;
const keyOf = (i: RemittanceItem) => i.orderNo;

export default function RemittancesPage() {
  const { t, i18n } = useConsole();
  const queue = usePaged('remittanceQueue', PAGE_SIZE);
  const selection = useQueueSelection(queue, keyOf);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const decide = async (decision: 'confirm' | 'reject', reason = '') => {
    const selected = selection.selected;
    if (!selected) return;
    setBusy(true);
    const r = await consoleCall('decideRemittance', { orderNo: selected.orderNo, decision, ...(decision === 'reject' ? { reason } : {}) });
    setBusy(false);
    if (r.ok) {
      const key = r.data.status === 'rejected' ? 'remittances.rejected' : r.data.outcome === 'delivered' ? 'remittances.confirmed' : 'remittances.confirmedRefundDue';
      setNotice({ kind: r.data.outcome === 'delivered' || r.data.status === 'rejected' ? 'ok' : 'error', text: t(key, { orderNo: selected.orderNo }) });
    } else {
      setNotice({ kind: 'error', text: refusalText(t, r.message, { max: MONEY_REASON_MAX, ...messageValues(r.customData) }) });
      // Refused for what was sent (the reason): stay on it. Decided by someone else: move on.
      if (r.code === CODE.VALIDATION && r.message !== CONSOLE_PAYMENT_ERRORS.remittanceState) return;
    }
    await selection.moveOn(selected);
  };

  return (
    <WorkQueue
      layout="review" queue={queue} pageSize={PAGE_SIZE} selection={selection} keyOf={keyOf} notice={notice}
      texts={{ list: t('remittances.list'), title: t('pages.remittances'), count: t('remittances.waiting', { count: queue.total }), empty: t('remittances.empty'), select: t('remittances.select') }}
      row={(item: RemittanceItem) => (
        <>
          <span className="row-top">
            <span className="badge proof">{t(`money.payTypes.${item.payType}`, { defaultValue: String(item.payType) })}</span>
            {item.state !== 1 && <span className="badge failed">{t(`money.states.${item.state}`)}</span>}
            <span className="spacer" />
            <strong className="nowrap">{formatMoney(item.amount, i18n.language)}</strong>
          </span>
          <span className="row-title">{textIn(item.titles, i18n.language)}</span>
          <span className="muted small">{item.orderNo}</span>
          <span className="muted small">{item.user.name || item.user.userId} · {formatTime(item.submittedAt, i18n.language)}</span>
        </>
      )}
      detail={(item) => <RemittanceDetail item={item} busy={busy} decide={decide} onBack={() => selection.select(null)} />}
    />
  );
}
