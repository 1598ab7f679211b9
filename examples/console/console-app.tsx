// The console's shell: who is logged in (asked once with `me`), the login page otherwise, the
// header (pages the role allows, language switch, operator, logout) and the page router under
// /console (wouter, as the app). Any call answered 4001 brings the login page back.
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, Redirect, Route, Router, Switch } from 'wouter';
import type { i18n as I18next } from 'i18next';
import { CONSOLE_BASE, type OperatorView } from '../../src/contract/console-api.js';
import type { LanguageCode } from '../../src/contract/envelope.js';
import { consoleCall, setLoggedOutHandler } from './console-api.js';
import { CONSOLE_LANGUAGES, LANGUAGE_NAMES, switchLanguage } from './console-i18n.js';
import { pagesFor } from './pages.js';
import { LoginPage } from './pages/login-page.js';
import { ConsoleContext, useConsole, type ConsoleShell } from './use-console.js';
import { useHeaderHeight } from './ui/use-header-height.js';

type Session = { state: 'checking' } | { state: 'out' } | { state: 'in'; operator: OperatorView };

function LanguageSwitch() {
  const { t, i18n } = useConsole();
  return (
    <label className="lang">
      <span className="sr-only">{t('app.language')}</span>
      <select value={i18n.language} aria-label={t('app.language')} onChange={(e) => void switchLanguage(i18n, e.currentTarget.value as LanguageCode)}>
        {CONSOLE_LANGUAGES.map((l) => <option key={l} value={l}>{LANGUAGE_NAMES[l]}</option>)}
      </select>
    </label>
  );
}

function Header({ operator, onLogout }: { operator: OperatorView; onLogout: () => void }) {
  const { t } = useConsole();
  const ref = useHeaderHeight<HTMLElement>();
  return (
    <header className="top" ref={ref}>
      <span className="brand">{t('app.title')}</span>
      <nav className="tabs" aria-label={t('app.nav')}>
        {pagesFor(operator).map((p) => (
          <Link key={p.path} href={p.path} className={(active) => (active ? 'tab active' : 'tab')}>{t(p.titleKey)}</Link>
        ))}
      </nav>
      <span className="spacer" />
      <LanguageSwitch />
      <span className="who">{operator.username} · {t(`roles.${operator.role}`, { defaultValue: operator.role })}</span>
      <button type="button" className="btn" onClick={onLogout}>{t('app.logout')}</button>
    </header>
  );
}

function Pages({ operator }: { operator: OperatorView }) {
  const { t } = useConsole();
  const pages = pagesFor(operator);
  return (
    <Suspense fallback={<p className="muted pad">{t('app.loading')}</p>}>
      <Switch>
        {pages.map((p) => <Route key={p.path} path={p.path} component={p.component} />)}
        <Route>{pages[0] ? <Redirect to={pages[0].path} replace /> : <p className="pad">{t('errors.forbidden')}</p>}</Route>
      </Switch>
    </Suspense>
  );
}

export function ConsoleApp({ i18n }: { i18n: I18next }) {
  const [language, setLanguage] = useState(i18n.language);
  const [session, setSession] = useState<Session>({ state: 'checking' });

  useEffect(() => {
    const changed = (l: string) => setLanguage(l);
    i18n.on('languageChanged', changed);
    return () => i18n.off('languageChanged', changed);
  }, [i18n]);

  useEffect(() => {
    setLoggedOutHandler(() => setSession({ state: 'out' }));
    void consoleCall('me').then((r) => setSession(r.ok ? { state: 'in', operator: r.data } : { state: 'out' }));
  }, []);

  useEffect(() => {
    document.title = i18n.t('app.title');
  }, [i18n, language]);

  const logout = useCallback(() => {
    void consoleCall('logout').then(() => setSession({ state: 'out' }));
  }, []);

  const operator = session.state === 'in' ? session.operator : null;
  // A new value when the language changes, so every page re-renders its texts.
  const shell = useMemo<ConsoleShell>(() => ({ t: i18n.getFixedT(language), i18n, operator }), [i18n, language, operator]);

  return (
    <ConsoleContext.Provider value={shell}>
      <Router base={CONSOLE_BASE}>
        {session.state === 'checking' && <p className="muted pad">{shell.t('app.loading')}</p>}
        {session.state === 'out' && <LoginPage onLoggedIn={(o) => setSession({ state: 'in', operator: o })} languageSwitch={<LanguageSwitch />} />}
        {operator && (
          <div className="shell">
            <Header operator={operator} onLogout={logout} />
            <main className="main">
              <Pages operator={operator} />
            </main>
          </div>
        )}
      </Router>
    </ConsoleContext.Provider>
  );
}
