// DOM helpers of the picker tests: a screen field that opens a picker, and the picker's sheet,
// which is portalled out of the host. Services come from the one harness (renderInShell).
import { useState, type ReactNode } from 'react';
import { act } from 'preact/test-utils';
import { queries } from '../../harness/queries.js';

/** The one element matching `selector` under `root`; throws when there is none. */
export const $ = <E extends Element = HTMLElement>(root: ParentNode, selector: string): E => queries(root).$(selector) as Element as E;

export const $$ = (root: ParentNode, selector: string): HTMLElement[] => queries(root).$$(selector);

export const typeInto = (input: HTMLInputElement, value: string) => queries(document).type(input, value);

export const key = (el: Element, k: string, init: KeyboardEventInit = {}) => queries(document).key(el, k, init);

/** Text of the visible rows, group by group: [letter, [row texts]]. */
export const shownGroups = (root: ParentNode) =>
  $$(root, '[data-letter]').map((s) => [s.dataset.letter, $$(s, '[data-picker-row]').map((r) => r.closest('li')?.textContent ?? '')]);

/** A button that opens what it renders, as a screen's field would; `close` is the picker's onClose. */
export function WithOpener({ children }: { children: (open: boolean, close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="opener" onClick={() => setOpen(true)}>open</button>
      {children(open, () => setOpen(false))}
    </>
  );
}

/** Focuses and clicks the opener (focus must return to it when the picker closes). */
export function openPicker(root: ParentNode): HTMLElement {
  const opener = $(root, '.opener');
  act(() => {
    opener.focus();
    opener.click();
  });
  return opener;
}

/** The open sheet, wherever it was rendered. */
export const sheet = () => document.querySelector<HTMLElement>('[role="dialog"]');
