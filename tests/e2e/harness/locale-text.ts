// What the app says, read from the locale files the app ships (so a test asserts the real text
// of spec §5/§8 messages in a language without copying it).
import cn from '../../../locales/cn.json' with { type: 'json' };
import en from '../../../locales/en.json' with { type: 'json' };
import fr from '../../../locales/fr.json' with { type: 'json' };

const LOCALES = { cn, en, fr } as const;

/** The message at a dot path ('errors.codeIncorrect'), placeholders filled. */
export function text(lang: keyof typeof LOCALES, key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = LOCALES[lang];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no message ${lang}:${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name] ?? `{{${name}}}`));
}
