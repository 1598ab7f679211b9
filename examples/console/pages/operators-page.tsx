// Operator accounts (admins): who may work in the console and with which role (src/contract/
// console-api.ts CONSOLE_CALLS). Create an account with a first password the admin hands over,
// change a role, disable or enable, set a new password (which ends that operator's sessions).
// Passwords leave the browser only as their SHA-256, as at login; the server refuses an admin
// disabling or demoting themselves.
import { useState } from 'react';
import { OPERATOR_PASSWORD_MIN, OPERATOR_ROLES, OPERATOR_USERNAME, type OperatorItem } from '../../../src/contract/console-api.js';
import { sha256Hex } from '../../../src/features/sha256.js';
import { consoleCall, messageValues } from '../console-api.js';
import { QueueHead } from '../ui/queue-head.js';
import { formatTime } from '../ui/format.js';
import { Pager } from '../ui/pager.js';
import { refusalText, useConsole } from '../use-console.js';
import { usePaged } from './use-paged.js';

const PAGE_SIZE = 50;

type Notice = { kind: 'ok' | 'error'; text: string } | null;

/** The typed password's own rule (ours: OPERATOR_PASSWORD_MIN characters, no outer spaces); '' when fine. */
const passwordProblem = (p: string): string => (p.length < OPERATOR_PASSWORD_MIN || p !== p.trim() ? 'operators.passwordRule' : '');

function CreateForm({ onCreated }: { onCreated: (o: OperatorItem) => void }) {
  const { t } = useConsole();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<string>('reviewer');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: Event) => {
    e.preventDefault();
    if (!OPERATOR_USERNAME.test(username.trim())) return setError(t('operators.usernameRule'));
    const problem = passwordProblem(password);
    if (problem) return setError(t(problem, { min: OPERATOR_PASSWORD_MIN }));
    setBusy(true);
    const r = await consoleCall('createOperator', { username: username.trim(), role, password: await sha256Hex(password) });
    setBusy(false);
    if (!r.ok) return setError(refusalText(t, r.message, messageValues(r.customData)));
    setUsername('');
    setPassword('');
    setError('');
    onCreated(r.data);
  };

  return (
    <form className="card operator-create" onSubmit={(e) => void submit(e as unknown as Event)} noValidate>
      <h2>{t('operators.create')}</h2>
      <label className="field">
        <span>{t('login.username')}</span>
        <input name="username" autoComplete="off" value={username} maxLength={64} onInput={(e) => setUsername(e.currentTarget.value)} />
      </label>
      <label className="field">
        <span>{t('operators.role')}</span>
        <select name="role" value={role} onChange={(e) => setRole(e.currentTarget.value)}>
          {OPERATOR_ROLES.map((r) => <option key={r} value={r}>{t(`operators.roles.${r}`)}</option>)}
        </select>
      </label>
      <label className="field">
        <span>{t('operators.firstPassword')}</span>
        <input name="password" type="password" autoComplete="new-password" value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
      </label>
      {error && <p className="error" role="alert">{error}</p>}
      <button type="submit" className="btn primary" disabled={busy}>{t('operators.createSubmit')}</button>
    </form>
  );
}

function PasswordForm({ operator, onDone }: { operator: OperatorItem; onDone: (n: Notice) => void }) {
  const { t } = useConsole();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    const problem = passwordProblem(password);
    if (problem) return setError(t(problem, { min: OPERATOR_PASSWORD_MIN }));
    setBusy(true);
    const r = await consoleCall('resetOperatorPassword', { operatorId: operator.id, password: await sha256Hex(password) });
    setBusy(false);
    if (!r.ok) return setError(refusalText(t, r.message, messageValues(r.customData)));
    onDone({ kind: 'ok', text: t('operators.passwordSet', { username: operator.username }) });
  };
  return (
    <form className="inline-form" onSubmit={(e) => void submit(e as unknown as Event)} noValidate>
      <input type="password" name="newPassword" autoComplete="new-password" aria-label={t('operators.newPasswordFor', { username: operator.username })}
        value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
      <button type="submit" className="btn primary" disabled={busy}>{t('operators.setPassword')}</button>
      <button type="button" className="btn" onClick={() => onDone(null)}>{t('words.cancel')}</button>
      {error && <span className="field-error" role="alert">{error}</span>}
    </form>
  );
}

export default function OperatorsPage() {
  const { t, i18n, operator: me } = useConsole();
  const list = usePaged('operatorList', PAGE_SIZE);
  const [notice, setNotice] = useState<Notice>(null);
  const [passwordFor, setPasswordFor] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const update = async (o: OperatorItem, change: { role?: string; disabled?: boolean }) => {
    setBusy(true);
    const r = await consoleCall('updateOperator', { operatorId: o.id, ...change });
    setBusy(false);
    setNotice(r.ok ? { kind: 'ok', text: t('operators.updated', { username: o.username }) } : { kind: 'error', text: refusalText(t, r.message, messageValues(r.customData)) });
    await list.reload();
  };

  return (
    <section className="operators">
      <QueueHead title={t('pages.operators')} count={t('operators.count', { count: list.total })} queue={list} />
      <CreateForm onCreated={(o) => { setNotice({ kind: 'ok', text: t('operators.created', { username: o.username }) }); void list.reload(); }} />
      {notice && <p className={`notice ${notice.kind}`} role="status">{notice.text}</p>}
      {list.error && <p className="error" role="alert">{refusalText(t, list.error)}</p>}
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr><th>{t('login.username')}</th><th>{t('operators.role')}</th><th>{t('operators.state')}</th><th>{t('operators.lastSeen')}</th><th><span className="sr-only">{t('operators.actions')}</span></th></tr>
          </thead>
          <tbody>
            {list.rows.map((o: OperatorItem) => {
              const self = o.id === me?.id;
              return (
                <tr key={o.id} className={o.disabled ? 'muted' : undefined}>
                  <td>{o.username}{self && <span className="muted"> · {t('operators.you')}</span>}</td>
                  <td>
                    <select aria-label={t('operators.roleOf', { username: o.username })} value={o.role} disabled={busy || self}
                      onChange={(e) => void update(o, { role: e.currentTarget.value })}>
                      {OPERATOR_ROLES.map((r) => <option key={r} value={r}>{t(`operators.roles.${r}`)}</option>)}
                    </select>
                  </td>
                  <td>{t(o.disabled ? 'operators.disabled' : 'operators.enabled')}</td>
                  <td className="nowrap muted">{o.lastSeenAt ? formatTime(o.lastSeenAt, i18n.language) : t('operators.never')}</td>
                  <td className="row-actions">
                    {passwordFor === o.id ? (
                      <PasswordForm operator={o} onDone={(n) => { setPasswordFor(null); if (n) setNotice(n); void list.reload(); }} />
                    ) : (
                      <>
                        <button type="button" className="btn link" onClick={() => setPasswordFor(o.id)}>{t('operators.setPassword')}</button>
                        {!self && (
                          <button type="button" className={o.disabled ? 'btn link' : 'btn link danger-link'} disabled={busy}
                            onClick={() => void update(o, { disabled: !o.disabled })}>
                            {t(o.disabled ? 'operators.enable' : 'operators.disable')}
                          </button>
                        )}
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pager page={list.page} pageSize={PAGE_SIZE} total={list.total} onPage={list.setPage} />
    </section>
  );
}
