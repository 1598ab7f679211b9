// Theme variables handed over by the host page (issue 4 "SDK" 3, DESIGN.md §6): CSS custom
// properties of the app (`--mkt-accent`, ...). The SDK validates them with actionable messages; the
// embedded app checks them again, because in iframe mode they arrive from another origin.
//
// Applied through the CSSOM (rule.style.setProperty), never by concatenating CSS text, so a value
// can at worst be an invalid colour, never a new rule. The <style> carries the CSP nonce.
import type { ThemeVars } from '../../bridge/methods.js';

export type { ThemeVars };

/** Names the app defines or reads; anything else under --mkt- is allowed for forward compatibility. */
export const THEME_NAME = /^--mkt-[a-z][a-z0-9-]{0,40}$/;
export const MAX_THEME_VARS = 32;
const MAX_VALUE = 200;
/** Characters that could end a declaration or a rule, or open a comment or markup. */
const FORBIDDEN = /[;{}<>\\]|\/\*/;

/** Why a theme value is refused, or null when it is acceptable. */
export function themeValueProblem(value: unknown): string | null {
  if (typeof value !== 'string') return 'must be a string';
  if (value.trim() === '') return 'must not be empty';
  if (value.length > MAX_VALUE) return `must be at most ${MAX_VALUE} characters`;
  if (FORBIDDEN.test(value)) return 'must not contain ; { } < > \\ or /*';
  return null;
}

const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x) && Object.getPrototypeOf(x) === Object.prototype;

/** The valid entries of an untrusted theme object (app side: drop, do not fail). */
export function sanitizeTheme(raw: unknown): ThemeVars {
  const out: Record<string, string> = {};
  if (!isPlainObject(raw)) return out;
  for (const [name, value] of Object.entries(raw).slice(0, MAX_THEME_VARS)) {
    if (THEME_NAME.test(name) && themeValueProblem(value) === null) out[name] = value as string;
  }
  return out;
}

/**
 * Beats the app's own `.mkt-app{--mkt-accent:...}` by specificity (two classes), whatever the
 * order of the <style> elements.
 */
const SELECTOR = '.mkt-root .mkt-app';

export interface ThemeStyle {
  set(vars: ThemeVars): void;
  remove(): void;
}

/** Adds one <style> to `parent` (document.head or a shadow root) holding the theme variables. */
export function applyTheme(parent: ParentNode & Node, vars: ThemeVars, nonce?: string): ThemeStyle {
  const doc = parent.ownerDocument ?? (parent as unknown as Document);
  const style = doc.createElement('style');
  if (nonce) style.nonce = nonce;
  style.setAttribute('data-mkt', 'theme');
  parent.append(style);
  const set = (next: ThemeVars) => {
    const sheet = style.sheet;
    if (!sheet) return;
    while (sheet.cssRules.length) sheet.deleteRule(0);
    sheet.insertRule(`${SELECTOR}{}`, 0);
    const rule = sheet.cssRules[0] as CSSStyleRule | undefined;
    for (const [name, value] of Object.entries(sanitizeTheme(next))) rule?.style.setProperty(name, value);
  };
  set(vars);
  return { set, remove: () => style.remove() };
}
