// Names are stored as jsonb {cn, en, fr} (002-core). A reply shows the name in the wanted
// language, falling back to English, then French, then Chinese, so a row missing one
// translation still shows a name and never an empty label.
import { CODE } from '../../../src/contract/codes.js';
import { ReplyError } from '../http/handler.js';

/** SQL of the name in the language given as parameter $param. `column` is ours, never input. */
export const nameSql = (column: string, param: number): string =>
  `coalesce(nullif(${column}->>$${param}, ''), nullif(${column}->>'en', ''), nullif(${column}->>'fr', ''), ${column}->>'cn', '')`;

/** nameSql's rule in the process, for names kept in memory (lookup-names.ts). */
export function nameIn(names: Readonly<Record<string, unknown>> | undefined, language: string): string {
  for (const code of [language, 'en', 'fr']) {
    const v = names?.[code];
    if (typeof v === 'string' && v !== '') return v;
  }
  const cn = names?.cn;
  return typeof cn === 'string' ? cn : '';
}

/** numeric columns come back as strings from both drivers; null stays null. */
export const toNumber = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** 4404 for a lookup key that names nothing (unknown country, ad location, app type ...). */
export const notFound = (): ReplyError => new ReplyError(CODE.NOT_FOUND, 'errors.notFound');
