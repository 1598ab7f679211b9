// The codes of a batch just made, shown this once (only their hashes are kept: they cannot be
// shown again): a warning, the codes, a copy button and a .csv made in the browser — nothing is
// asked of the server again, and the codes never sit in a URL the server sees.
import { useEffect, useMemo, useState } from 'react';
import type { CreatedBatch } from '../../../src/contract/console-payments.js';
import { formatTime } from '../ui/format.js';
import { useConsole } from '../use-console.js';

/** One code a line, with the batch's label and expiry (a CSV field quoted as RFC 4180 says). */
function csvOf(batch: CreatedBatch): string {
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  return ['code,batch,label,expires', ...batch.codes.map((c) => [c, String(batch.batchId), quote(batch.label), batch.expiresAt].join(','))].join('\r\n') + '\r\n';
}

/** A file name from the label: letters and digits only. */
const fileName = (batch: CreatedBatch) => `codes-${batch.batchId}-${batch.label.normalize('NFD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'batch'}.csv`;

export function BatchCodes({ batch, onClose }: { batch: CreatedBatch; onClose(): void }) {
  const { t, i18n } = useConsole();
  const [copied, setCopied] = useState<'' | 'ok' | 'failed'>('');
  const text = batch.codes.join('\n');
  // A BOM so spreadsheet programs read the label's accents as UTF-8.
  const href = useMemo(() => URL.createObjectURL(new Blob(['\ufeff', csvOf(batch)], { type: 'text/csv;charset=utf-8' })), [batch]);
  useEffect(() => () => URL.revokeObjectURL(href), [href]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('ok');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <section className="card money-card codes-once" aria-labelledby="codes-title">
      <h2 id="codes-title">{t('codes.madeTitle', { count: batch.codes.length, label: batch.label })}</h2>
      <p className="notice error" role="alert">{t('codes.once')}</p>
      <p className="muted small">{t('codes.until', { time: formatTime(batch.expiresAt, i18n.language) })}</p>
      <textarea className="codes" readOnly rows={Math.min(12, batch.codes.length)} value={text} aria-label={t('codes.list')} onFocus={(e) => e.currentTarget.select()} />
      <div className="actions-row">
        <button type="button" className="btn" onClick={() => void copy()}>{t('codes.copy')}</button>
        <a className="btn" href={href} download={fileName(batch)}>{t('codes.download')}</a>
        <span className="spacer" />
        <button type="button" className="btn primary" onClick={onClose}>{t('codes.done')}</button>
      </div>
      {copied && <p className={`notice ${copied === 'ok' ? 'ok' : 'error'}`} role="status">{t(copied === 'ok' ? 'codes.copied' : 'codes.copyFailed')}</p>}
    </section>
  );
}
