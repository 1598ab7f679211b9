// Coupons and exchange codes (issue "Payments": "issue coupons and exchange-code batches"): give a
// coupon to one user (coupon-form.tsx); make a batch of codes and take them away this once
// (batch-form.tsx, batch-codes.tsx); and the batches made so far, newest first, with how many
// codes were redeemed and who made them.
import { useState } from 'react';
import type { CreatedBatch, ExchangeBatchItem } from '../../../src/contract/console-payments.js';
import { formatMoney, formatTime } from '../ui/format.js';
import { textIn } from '../ui/money.js';
import { Pager } from '../ui/pager.js';
import { refusalText, useConsole } from '../use-console.js';
import { BatchCodes } from './batch-codes.js';
import { BatchForm } from './batch-form.js';
import { CouponForm } from './coupon-form.js';
import { usePaged } from './use-paged.js';

const PAGE_SIZE = 20;

function grantText(b: ExchangeBatchItem, t: (k: string, o?: Record<string, unknown>) => string, language: string): string {
  if (b.grant.kind === 'chances') return textIn(b.grant.names, language) || t('codes.grant_chances');
  const values = { amount: formatMoney(b.grant.amount, language), min: formatMoney(b.grant.minAmount, language), days: b.grant.validDays };
  return t(b.grant.minAmount > 0 ? 'codes.couponGrant' : 'codes.couponGrantAny', values);
}

export default function CouponsPage() {
  const { t, i18n } = useConsole();
  const batches = usePaged('exchangeBatches', PAGE_SIZE);
  const [made, setMade] = useState<CreatedBatch | null>(null);

  return (
    <section className="money-page">
      <div className="queue-head">
        <h1>{t('pages.coupons')}</h1>
        <span className="spacer" />
        <button type="button" className="btn" onClick={() => void batches.reload()} disabled={batches.loading}>{t('app.refresh')}</button>
      </div>
      <div className="money-body">
        <div className="money-cards">
          <CouponForm />
          {made ? <BatchCodes batch={made} onClose={() => setMade(null)} /> : <BatchForm onCreated={(b) => { setMade(b); void batches.reload(); }} />}
        </div>
        <h2>{t('codes.batches')}</h2>
        {batches.error && <p className="error" role="alert">{refusalText(t, batches.error)}</p>}
        {!batches.loading && !batches.error && batches.rows.length === 0 && <p className="muted">{t('codes.noBatches')}</p>}
        {batches.rows.length > 0 && (
          <div className="table-wrap">
            <table className="table batches-table">
              <thead>
                <tr><th>{t('codes.label')}</th><th>{t('codes.grants')}</th><th>{t('codes.redeemed')}</th><th>{t('codes.expires')}</th><th>{t('codes.by')}</th></tr>
              </thead>
              <tbody>
                {batches.rows.map((b: ExchangeBatchItem) => (
                  <tr key={b.batchId}>
                    <td><strong>{b.label}</strong><div className="muted small">#{b.batchId} · {formatTime(b.createdAt, i18n.language)}</div></td>
                    <td>{grantText(b, t, i18n.language)}</td>
                    <td className="nowrap">{t('codes.redeemedOf', { redeemed: b.redeemed, count: b.count })}</td>
                    <td className="nowrap">{formatTime(b.expiresAt, i18n.language)}</td>
                    <td>{b.createdBy || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager page={batches.page} pageSize={PAGE_SIZE} total={batches.total} onPage={batches.setPage} />
      </div>
    </section>
  );
}
