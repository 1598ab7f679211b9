// Element queries and user actions on a rendered root, shared by every screen test. Actions run
// inside act() so the renders they cause are flushed before the test reads the DOM again.
import { act } from 'preact/test-utils';

export type Target = string | Element;

export interface Queries {
  /** The one element matching `selector`; throws when there is none. */
  $(selector: string): HTMLElement;
  $$(selector: string): HTMLElement[];
  /** Trimmed text of the root, or of the first match of `selector` ('' when there is none). */
  text(selector?: string): string;
  click(target: Target): void;
  /** Types into an input the way a user does (value + input event). */
  type(target: Target, value: string): void;
  submit(target: Target): void;
  key(target: Target, key: string, init?: KeyboardEventInit): void;
  /** The first match of `selector` whose trimmed text is `text`; throws naming the candidates. */
  byText(selector: string, text: string): HTMLElement;
  /** A button by its trimmed text, inside `scope` when given. */
  button(text: string, scope?: string): HTMLElement;
}

export function queries(root: ParentNode): Queries {
  const $ = (selector: string): HTMLElement => {
    const found = root.querySelector<HTMLElement>(selector);
    if (!found) throw new Error(`no ${selector}`);
    return found;
  };
  const $$ = (selector: string): HTMLElement[] => [...root.querySelectorAll<HTMLElement>(selector)];
  const byText = (selector: string, text: string): HTMLElement => {
    const all = $$(selector);
    const found = all.find((e) => e.textContent?.trim() === text);
    if (!found) throw new Error(`no "${text}" in ${selector}: ${all.map((e) => e.textContent?.trim()).join(', ')}`);
    return found;
  };
  const el = (target: Target): HTMLElement => (typeof target === 'string' ? $(target) : (target as HTMLElement));
  return {
    $,
    $$,
    text: (selector) => ((selector ? root.querySelector(selector) : root)?.textContent ?? '').trim(),
    click: (target) => act(() => el(target).click()),
    type(target, value) {
      const input = el(target) as HTMLInputElement;
      act(() => {
        input.value = value;
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    },
    submit: (target) => act(() => void el(target).dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))),
    key: (target, key, init = {}) =>
      act(() => void el(target).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, composed: true, ...init }))),
    byText,
    button: (text, scope = '') => byText(`${scope} button`.trim(), text),
  };
}
