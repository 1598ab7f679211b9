// Multilingual names as the catalogue stores them (jsonb {cn, en, fr}, 002-core), and the
// small helper the seed data files use to write them in one line each.
import type { LanguageCode } from '../../../src/contract/envelope.js';

export type Names = Readonly<Record<LanguageCode, string>>;

/** Names in the order cn, en, fr. */
export const n = (cn: string, en: string, fr: string): Names => ({ cn, en, fr });

/** The same text in every language (brand names, symbols). */
export const same = (text: string): Names => ({ cn: text, en: text, fr: text });
