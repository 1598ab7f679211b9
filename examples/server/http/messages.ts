// Server-side text of a locale key in the caller's language (metaData.language), from the same
// locales/*.json the app ships: a toast of a server message (spec §8: send-code and favourite
// messages show as toasts) then reads in the user's language.
import cn from '../../../locales/cn.json';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import type { LanguageCode } from '../../../src/contract/envelope.js';

const LOCALES: Readonly<Record<LanguageCode, unknown>> = { cn, en, fr };

function lookup(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text of `key`, with {{name}} placeholders filled; the key itself when unknown. */
export function translate(key: string, language: LanguageCode, values: Record<string, string | number> = {}): string {
  const text = lookup(LOCALES[language], key) ?? lookup(LOCALES.en, key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
}
