// The app shell: router per location mode, the route outlet, and the dialog / toast hosts.
import { useMemo } from 'react';
import { Router, type AroundNavHandler } from 'wouter';
import type { Dialogs } from '../ui/dialogs.js';
import { TContext, type TranslateFn } from '../ui/t-context.js';
import { LazyHosts } from '../ui/lazy-hosts.js';
import { StyleContext, type StyleTarget } from '../ui/use-style.js';
import { isLanguageCode, toHtmlLang } from '../i18n/resolve-language.js';
import type { AppContext } from './context.js';
import type { ShellLocation } from './location.js';
import { Outlet } from './outlet.js';
import type { PublishGate } from './publish-gate.js';
import { ShellContext, type Shell } from './use-shell.js';

export interface AppProps {
  ctx: AppContext;
  dialogs: Dialogs;
  location: ShellLocation;
  /** The publish quota guard every navigation passes (publish-gate.ts). */
  gate: PublishGate;
  /** Where screen chunks inject their styles; absent in shell-only tests (then nothing is injected). */
  styles?: StyleTarget;
}

export function App({ ctx, dialogs, location, gate, styles }: AppProps) {
  const { i18n, stores, services, onRouteChange } = ctx;
  const language = i18n.language;
  // A new function per language, so every translated component re-renders on a language change
  // even when the i18n object is the same instance.
  const t = useMemo<TranslateFn>(() => (key, opts) => i18n.t(key, opts), [i18n, language]);
  const shell = useMemo<Shell>(
    () => ({ stores, i18n, dialogs, services, gate, navigate: (to, o) => gate.open(to, () => location.navigate(to, o)) }),
    [stores, i18n, dialogs, services, location, gate],
  );
  // Every <Link>, useLocation()'s navigate and <Redirect> pass here; `to` carries the router's base.
  const aroundNav = useMemo<AroundNavHandler>(
    () => (go, to, options) => gate.open(to.startsWith(location.base) ? to.slice(location.base.length) || '/' : to, () => go(to, options)),
    [gate, location],
  );

  return (
    <ShellContext.Provider value={shell}>
      <StyleContext.Provider value={styles ?? null}>
        <TContext.Provider value={t}>
          <div className="mkt-app" lang={isLanguageCode(language) ? toHtmlLang(language) : language}>
            <Router hook={location.hook} searchHook={location.searchHook} base={location.base} aroundNav={aroundNav}>
              <Outlet stores={stores} gate={gate} onRouteChange={onRouteChange} />
            </Router>
            <LazyHosts dialogs={dialogs} />
          </div>
        </TContext.Provider>
      </StyleContext.Provider>
    </ShellContext.Provider>
  );
}
