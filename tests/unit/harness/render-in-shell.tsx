// A single component inside the contexts the shell gives it (ShellContext, translator, router),
// with the same services as openRoute. For parts a route cannot reach with chosen props (a home
// block, a picker in its opener); whole screens are opened with openRoute.
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useMemo, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ShellContext, type Shell } from '../../../src/app/use-shell.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { createDialogs, type Dialogs } from '../../../src/ui/dialogs.js';
import { TContext, type TranslateFn } from '../../../src/ui/t-context.js';
import { mount } from '../ui/render.js';
import { queries, type Queries } from './queries.js';
import { testServices, type ServiceOptions, type TestServices } from './test-services.js';

export interface RenderOptions extends ServiceOptions {
  /** The router's location; default /index. */
  path?: string;
}

export interface Rendered extends Queries, Omit<TestServices, 'services'> {
  host: HTMLElement;
  dialogs: Dialogs;
  /** Paths the component navigated to, in order (the router's memory history). */
  history: string[];
  /** Switches the shell's language, as a language change does after mount. */
  setLanguage(language: LanguageCode): void;
  callsTo(path: string): TestServices['calls'];
}

export function renderInShell(node: ReactNode, options: RenderOptions = {}): Rendered {
  const built = testServices(options);
  const dialogs = createDialogs();
  const memory = memoryLocation({ path: options.path ?? '/index', record: true });
  const language = atom<string>(built.i18n.language);
  const stores = { userId: built.stores.session.userId, totalUnread: built.stores.chat.unreadTotal };
  function Root() {
    const current = useStore(language);
    const shell = useMemo<Shell>(
      () => ({ stores, i18n: { ...built.i18n, language: current }, dialogs, services: built.services, navigate: (to) => memory.navigate(to) }),
      [current],
    );
    return (
      <ShellContext.Provider value={shell}>
        <TContext.Provider value={built.i18n.t as TranslateFn}>
          <Router hook={memory.hook} searchHook={memory.searchHook}>
            <div className="mkt-app">
              <div className="mkt-page">{node}</div>
            </div>
          </Router>
        </TContext.Provider>
      </ShellContext.Provider>
    );
  }
  const host = mount(<Root />);
  const { services: _services, ...rest } = built;
  return {
    ...rest,
    ...queries(host),
    host,
    dialogs,
    history: memory.history,
    setLanguage: (l) => language.set(l),
    callsTo: (p) => built.calls.filter((c) => c.path === p),
  };
}
