// The audit log (admins): every operator action, newest first.
import type { AuditEntry } from '../../../src/contract/console-api.js';
import { formatTime } from '../ui/format.js';
import { Pager } from '../ui/pager.js';
import { refusalText, useConsole } from '../use-console.js';
import { usePaged } from './use-paged.js';

const PAGE_SIZE = 50;

/** A status move first ("4 → 7"), then the other facts as key: value. */
function detailText(detail: Record<string, unknown>): string {
  const { from, to, ...rest } = detail;
  const move = from !== undefined && to !== undefined ? [`${String(from)} → ${String(to)}`] : [];
  return move.concat(Object.entries(rest).map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)).join(' · ');
}

export default function AuditPage() {
  const { t, i18n } = useConsole();
  const log = usePaged('auditLog', PAGE_SIZE);
  return (
    <section className="audit">
      <div className="queue-head">
        <h1>{t('pages.audit')}</h1>
        <span className="spacer" />
        <button type="button" className="btn" onClick={() => void log.reload()} disabled={log.loading}>{t('app.refresh')}</button>
      </div>
      {log.error && <p className="error" role="alert">{refusalText(t, log.error)}</p>}
      {!log.loading && !log.error && log.rows.length === 0 && <p className="muted pad">{t('audit.empty')}</p>}
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr><th>{t('audit.time')}</th><th>{t('audit.operator')}</th><th>{t('audit.action')}</th><th>{t('audit.target')}</th><th>{t('audit.detail')}</th></tr>
          </thead>
          <tbody>
            {log.rows.map((e: AuditEntry) => (
              <tr key={e.id}>
                <td className="nowrap">{formatTime(e.at, i18n.language)}</td>
                <td>{e.operator ?? t('audit.nobody')}</td>
                <td>{t(`audit.actions.${e.action.replace(/\./g, '_')}`, { defaultValue: e.action })}</td>
                <td>{e.target}</td>
                <td className="detail-cell">{detailText(e.detail)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={log.page} pageSize={PAGE_SIZE} total={log.total} onPage={log.setPage} />
    </section>
  );
}
