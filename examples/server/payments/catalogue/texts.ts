// Texts of the money tables ({cn, en, fr} jsonb columns written by the operator console) in the
// caller's language (metaData.language), English when a text lacks it, as help.ts reads its menus.
// The language is always the query's $1.

/** SQL of the text of jsonb `column` in language $1. */
export const localized = (column: string): string => `coalesce(${column}->>$1, ${column}->>'en', '')`;

/** The currency flag the money replies carry (XOF: whole francs CFA, spec §9 "formatted by the current locale"). */
export const PRICE_FLAG = 'FCFA';

/** ISO text of a timestamp column ('' for null). */
export const isoOf = (t: Date | string | null | undefined): string => (t === null || t === undefined ? '' : new Date(t).toISOString());
