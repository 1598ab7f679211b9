// Personal and enterprise authentication review (spec §2 auth: personal, authEnt; §9 "Enterprise
// review within 24 hours"): the submissions waiting for a decision (oldest first, both kinds or
// one) on the left, the chosen one in full on the right with its papers; a decision refreshes the
// list and moves on to the next submission, as the listing review does (review-page.tsx).
import { useState } from 'react';
import { CODE } from '../../../src/contract/codes.js';
import { CONSOLE_ERRORS, type AuthenticationItem } from '../../../src/contract/console-api.js';
import { consoleCall, messageValues } from '../console-api.js';
import { formatTime } from '../ui/format.js';
import { useQueueSelection, WorkQueue, type Notice } from '../ui/work-queue.js';
import { refusalText, useConsole } from '../use-console.js';
import { AuthenticationDetail, nameOf, type DecideAuthentication } from './authentication-detail.js';
import { usePaged } from './use-paged.js';

const PAGE_SIZE = 20;
/** The queue's filter: '' both kinds. */
const KINDS = ['', 'personal', 'enterprise'] as const;
type KindFilter = (typeof KINDS)[number];

const keyOf = (i: AuthenticationItem) => `${i.userId}/${i.kind}`;

/** Refusals that mean the queue changed under the operator: the list is asked again. */
const STALE: readonly string[] = [CONSOLE_ERRORS.authenticationState, CONSOLE_ERRORS.authenticationNotFound];

export default function AuthenticationPage() {
  const { t, i18n } = useConsole();
  const [kind, setKind] = useState<KindFilter>('');
  const queue = usePaged('authQueue', PAGE_SIZE, { kind });
  const selection = useQueueSelection(queue, keyOf);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const decide: DecideAuthentication = async (decision, reason = '') => {
    const selected = selection.selected;
    if (!selected) return;
    setBusy(true);
    const r = await consoleCall('reviewAuthentication', {
      userId: selected.userId, kind: selected.kind, decision, submittedAt: selected.submittedAt, ...(decision === 'reject' ? { reason } : {}),
    });
    setBusy(false);
    const name = nameOf(selected);
    if (r.ok) setNotice({ kind: 'ok', text: t(decision === 'pass' ? 'authentication.passed' : 'authentication.rejected', { name }) });
    else setNotice({ kind: 'error', text: refusalText(t, r.message, messageValues(r.customData)) });
    // Refused for what was sent (a reason, the personal authentication first): stay on it.
    if (!r.ok && !(r.code === CODE.NOT_FOUND || STALE.includes(r.message))) return;
    await selection.moveOn(selected);
  };

  const filter = (
    <div className="kind-filter" role="group" aria-label={t('authentication.filter')}>
      {KINDS.map((k) => (
        <button key={k || 'all'} type="button" className="lang-tab" aria-pressed={kind === k} onClick={() => setKind(k)}>
          {k === '' ? t('authentication.all') : t(`authentication.kind_${k}`)}
        </button>
      ))}
    </div>
  );

  return (
    <WorkQueue
      layout="review" queue={queue} pageSize={PAGE_SIZE} selection={selection} keyOf={keyOf} notice={notice} filter={filter}
      texts={{ list: t('authentication.list'), title: t('pages.authentication'), count: t('authentication.waiting', { count: queue.total }), empty: t('authentication.empty'), select: t('authentication.select') }}
      row={(item) => (
        <>
          <span className="row-top">
            <span className={`badge ${item.kind}`}>{t(`authentication.kind_${item.kind}`)}</span>
            <span className="spacer" />
            <span className="muted small">{formatTime(item.submittedAt, i18n.language)}</span>
          </span>
          <span className="row-title">{nameOf(item)}</span>
          <span className="muted small">{item.user.nickname} · {item.user.areaId}</span>
        </>
      )}
      detail={(item) => <AuthenticationDetail item={item} busy={busy} decide={decide} onBack={() => selection.select(null)} />}
    />
  );
}
