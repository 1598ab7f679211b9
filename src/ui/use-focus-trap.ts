// Focus handling of every modal layer (the alert / confirm dialog of spec §8, the full-screen
// pickers and the picture viewer of spec §2 "Other pieces"), after the WAI-ARIA modal dialog
// pattern: focus moves in when the layer opens, Tab and Shift+Tab wrap around inside it, and focus
// goes back to what had it (the opener) when the layer closes. Between the first and the last stop
// the browser's own Tab order applies; only the two ends are taken over.
import { useLayoutEffect, type RefObject } from 'react';

/** What Tab can reach; filtered below by tabIndex (roving rows sit at -1) and [hidden]. */
const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]';

/** The Tab stops of `box` in document order. */
export function tabStops(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0 && !el.closest('[hidden]'));
}

/** The focused element of the tree `node` is in (a document, or the inline widget's shadow root). */
const activeIn = (node: Node): Element | null => (node.getRootNode() as Document | ShadowRoot).activeElement;

/**
 * Traps focus in `box` while `initial` is rendered: focuses `initial` (a layout effect, so a key
 * pressed right after opening already lands inside), and gives focus back on unmount or when
 * `key` changes (a new dialog in the same host, the viewer moving into its portal).
 * Returns the keydown handler that keeps Tab inside; the layer calls it from its own onKeyDown
 * (which handles Escape and its other keys).
 */
export function useFocusTrap(
  box: RefObject<HTMLElement | null>,
  initial: RefObject<HTMLElement | null>,
  key?: unknown,
): (e: KeyboardEvent) => void {
  useLayoutEffect(() => {
    const target = initial.current;
    if (!target) return;
    const opener = activeIn(target);
    target.focus();
    return () => {
      // The opener may be gone (a redirect replaced the screen): then focus stays where it falls.
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [key]);

  return (e: KeyboardEvent) => {
    const root = box.current;
    if (e.key !== 'Tab' || !root) return;
    const stops = tabStops(root);
    const first = stops[0];
    const last = stops[stops.length - 1];
    const active = activeIn(root);
    if (!first || !last) {
      e.preventDefault();
    } else if (active === (e.shiftKey ? first : last)) {
      e.preventDefault();
      (e.shiftKey ? last : first).focus();
    }
  };
}
