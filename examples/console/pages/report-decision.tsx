// The decision on an open report (src/contract/console-moderation.ts): dismiss, warn the reported
// user (the note is the warning they read), hide one of their listings (the note is the reason the
// publisher reads), or suspend the account (closing their other open reports too). The note is
// required except to dismiss (1–REPORT_NOTE_MAX characters, checked here before the server checks
// it again); a suspension asks for a confirmation. A discover post's report may also hide the post
// (the note is the reason its author reads), a comment's report hide the post or remove the comment;
// a chat report offers neither. A listing's report decides the listing's case (all its open
// reports): restore instead of dismiss, and hideListing takes down that listing.
import { useState } from 'react';
import { CODE } from '../../../src/contract/codes.js';
import {
  CONSOLE_MODERATION_ERRORS, REPORT_ACTIONS, REPORT_ACTIONS_WITHOUT_NOTE, REPORT_NOTE_MAX, reportActionApplies, type ReportAction, type ReportItem,
  type ReportedListing,
} from '../../../src/contract/console-moderation.js';
import { consoleCall } from '../console-api.js';
import type { Notice } from '../ui/work-queue.js';
import { refusalText, useConsole } from '../use-console.js';


export function ReportDecision({ report, listings, onDecided }: {
  report: ReportItem;
  listings: ReportedListing[];
  onDecided(text: string, kind: NonNullable<Notice>['kind']): Promise<void>;
}) {
  const { t } = useConsole();
  const [action, setAction] = useState<ReportAction>(REPORT_ACTIONS.find((a) => reportActionApplies(a, report.subject)) ?? 'dismiss');
  const [note, setNote] = useState('');
  // A listing's case takes down the reported listing itself (held ones are not among the published).
  const caseListing = report.subject === 'listing';
  const [serviceId, setServiceId] = useState(caseListing ? report.serviceId : listings[0]?.serviceId ?? '');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const needsNote = !REPORT_ACTIONS_WITHOUT_NOTE.includes(action);
  const noteOk = !needsNote || (note.trim().length > 0 && note.trim().length <= REPORT_NOTE_MAX);

  const submit = async () => {
    if (!noteOk) return setError(t('reports.noteRequired', { max: REPORT_NOTE_MAX }));
    if (action === 'suspend' && !confirming) return setConfirming(true);
    setBusy(true);
    const r = await consoleCall('decideReport', { id: report.id, action, note: note.trim(), ...(action === 'hideListing' ? { serviceId } : {}) });
    setBusy(false);
    setConfirming(false);
    if (r.ok && action === 'suspend') return onDecided(t(r.data.closed > 0 ? 'reports.done_suspendClosed' : 'reports.done_suspend', { count: r.data.closed }), 'ok');
    if (r.ok) return onDecided([t(`reports.done_${action}`), r.data.closed > 0 ? t('reports.done_listingCase', { count: r.data.closed }) : ''].join(' ').trim(), 'ok');
    // Decided by someone else meanwhile: move on; anything else is about what was sent: stay.
    if (r.code === CODE.VALIDATION && r.message === CONSOLE_MODERATION_ERRORS.reportState) return onDecided(refusalText(t, r.message), 'error');
    setError(refusalText(t, r.message, { max: REPORT_NOTE_MAX }));
  };

  return (
    <section className="report-decision" aria-labelledby="decision-title">
      <h3 id="decision-title">{t('reports.decide')}</h3>
      <fieldset className="modes">
        <legend className="sr-only">{t('reports.decide')}</legend>
        {REPORT_ACTIONS.filter((a) => reportActionApplies(a, report.subject)).map((a) => (
          <label key={a} className="radio">
            <input type="radio" name="action" value={a} checked={action === a} disabled={a === 'hideListing' && !caseListing && listings.length === 0}
              onChange={() => { setAction(a); setError(''); setConfirming(false); }} />
            <span>{t(caseListing && a === 'hideListing' ? 'reports.takeDownListing' : `reports.actions.${a}`)}</span>
          </label>
        ))}
      </fieldset>
      {action === 'hideListing' && !caseListing && (
        <label className="field">
          <span>{t('reports.listing')}</span>
          <select name="serviceId" value={serviceId} onChange={(e) => setServiceId(e.currentTarget.value)}>
            {listings.map((l) => <option key={l.serviceId} value={l.serviceId}>{l.title || l.serviceId} ({l.serviceId})</option>)}
          </select>
        </label>
      )}
      {needsNote && (
        <label className="field">
          <span>{t(`reports.noteFor_${action}`)}</span>
          <textarea name="note" rows={3} maxLength={REPORT_NOTE_MAX} value={note} aria-invalid={error !== ''}
            onInput={(e) => { setNote(e.currentTarget.value); setError(''); }} />
        </label>
      )}
      {error && <p className="field-error" role="alert">{error}</p>}
      {confirming && <p className="notice warn" role="alert">{t('reports.confirmSuspend', { name: report.reported.name || report.reported.userId })}</p>}
      <div className="actions">
        <button type="button" className={`btn ${action === 'suspend' ? 'danger' : 'primary'}`} disabled={busy} onClick={() => void submit()}>
          {t(confirming ? 'reports.confirm' : `reports.submit_${action}`)}
        </button>
        {confirming && <button type="button" className="btn" onClick={() => setConfirming(false)}>{t('reports.cancel')}</button>}
      </div>
    </section>
  );
}
