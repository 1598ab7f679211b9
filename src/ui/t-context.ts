// The translate function the presentational components use. The app shell provides it (from its
// i18n input); ui/ never imports the i18n module itself so it stays a leaf (DESIGN.md §2).
// Keys are typed from locales/en.json (a type-only import: ui/ stays free of i18next).
import { createContext, useContext } from 'react';
import type { MessageKey, MessageOptions } from '../i18n/keys.js';

export type TranslateFn = (key: MessageKey, opts?: MessageOptions) => string;

/** Without a provider the key itself is shown, which is visible in tests and harmless in prod. */
export const TContext = createContext<TranslateFn>((key) => key);

/** The translate function of the app shell, which re-renders it on a language change. */
export const useT = (): TranslateFn => useContext(TContext);
