// The console's own login (operator accounts, not marketplace users). The password leaves the
// browser only as its SHA-256, as the app's login sends it (spec §5; src/features/sha256.ts).
import { useState, type ReactNode } from 'react';
import type { OperatorView } from '../../../src/contract/console-api.js';
import { sha256Hex } from '../../../src/features/sha256.js';
import { consoleCall, messageValues } from '../console-api.js';
import { refusalText, useConsole } from '../use-console.js';

export function LoginPage({ onLoggedIn, languageSwitch }: { onLoggedIn: (o: OperatorView) => void; languageSwitch: ReactNode }) {
  const { t } = useConsole();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (e: Event) => {
    e.preventDefault();
    if (busy) return;
    if (!username.trim()) return setError(t('validation.pleaseInput'));
    if (!password) return setError(t('validation.passwordRequired'));
    setBusy(true);
    setError('');
    const r = await consoleCall('login', { username: username.trim(), password: await sha256Hex(password) });
    setBusy(false);
    if (r.ok) return onLoggedIn(r.data);
    setPassword('');
    setError(refusalText(t, r.message, messageValues(r.customData)));
  };

  return (
    <div className="login-wrap">
      <form className="card login" onSubmit={(e) => void submit(e as unknown as Event)} noValidate>
        <div className="login-head">
          <h1>{t('login.title')}</h1>
          {languageSwitch}
        </div>
        <p className="muted">{t('login.hint')}</p>
        <label className="field">
          <span>{t('login.username')}</span>
          <input name="username" autoComplete="username" value={username} onInput={(e) => setUsername(e.currentTarget.value)} autoFocus />
        </label>
        <label className="field">
          <span>{t('login.password')}</span>
          <input name="password" type="password" autoComplete="current-password" value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
        </label>
        {error && <p className="error" role="alert">{error}</p>}
        <button type="submit" className="btn primary wide" disabled={busy}>{busy ? t('login.busy') : t('login.submit')}</button>
      </form>
    </div>
  );
}
