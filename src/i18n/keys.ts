// Typed message keys (DESIGN.md §7: "Locale keys typed from locales/en.json").
// en.json is the reference: every dotted path to a string leaf is a MessageKey, so a typo in
// t('errors.networkBusy') is a compile error. Type-only import: nothing of en.json is bundled here.
import type en from '../../locales/en.json';

/** Dotted paths of every string leaf of T ('a.b.c'); nested objects recurse, other values are dropped. */
export type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : T[K] extends Record<string, unknown>
      ? LeafPaths<T[K], `${Prefix}${K}.`>
      : never;
}[keyof T & string];

/** The shape every locale file has (the English one is the reference). */
export type Messages = typeof en;

/** Every translatable key, e.g. 'errors.networkBusy'. */
export type MessageKey = LeafPaths<Messages>;

/** Values interpolated into {{placeholders}}; `count` also selects plural forms (i18next). */
export type MessageOptions = Readonly<Record<string, string | number>>;
