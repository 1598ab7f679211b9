// What screens read from the shell: stores, i18n, dialogs and navigation.
import { createContext, useContext } from 'react';
import type { Dialogs } from '../ui/dialogs.js';
import type { AppServices, NavigateOptions, ShellI18n, ShellStores } from './context.js';
import type { PublishGate } from './publish-gate.js';

export interface Shell {
  stores: ShellStores;
  i18n: ShellI18n;
  dialogs: Dialogs;
  services: AppServices | undefined;
  /**
   * The publish quota guard: its `pending` path makes an entry show it is waiting (spec §4).
   * Absent only in shells a test builds by hand.
   */
  gate?: PublishGate;
  navigate(path: string, options?: NavigateOptions): void;
}

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell: render inside <App> (createApp().mount)');
  return shell;
}

/** The API client and full stores, for screens that load data. */
export function useServices(): AppServices {
  const { services } = useShell();
  if (!services) throw new Error('useServices: the app was created without services (src/boot wires them)');
  return services;
}
