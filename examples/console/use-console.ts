// What every console page reads from the shell: the translator, the language, the operator.
import { createContext, useContext } from 'react';
import type { i18n as I18next, TFunction } from 'i18next';
import type { OperatorView } from '../../src/contract/console-api.js';

export interface ConsoleShell {
  t: TFunction;
  i18n: I18next;
  operator: OperatorView | null;
}

export const ConsoleContext = createContext<ConsoleShell | null>(null);

export function useConsole(): ConsoleShell {
  const shell = useContext(ConsoleContext);
  if (!shell) throw new Error('useConsole outside the console shell');
  return shell;
}

/** The text of a server refusal: its key in the console's locale, else a general failure. */
export function refusalText(t: TFunction, message: string, values: Record<string, unknown> = {}): string {
  return t([message, 'errors.unknown'], values);
}
