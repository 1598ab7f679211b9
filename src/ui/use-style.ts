// Styles of lazily loaded screen chunks. A chunk's CSS is injected once per mount root as a
// <style> carrying the instance's CSP nonce (DESIGN.md §6), next to the shell's own style, so it
// works in the standalone page, the iframe and inside an inline widget's shadow root alike.
// Unlike style objects, real CSS gives screens :focus-visible, media queries and animations
// (skeletons), and it costs the initial bundle nothing: it travels in the screen's chunk.
import { createContext, useContext, useLayoutEffect } from 'react';

export interface StyleTarget {
  /** Where the shell put its own <style> (an element or a shadow root). */
  parent: ParentNode & Node;
  nonce?: string;
}

export const StyleContext = createContext<StyleTarget | null>(null);

/** Ids already injected, per mount root; the <style> stays until the root is unmounted. */
const injected = new WeakMap<Node, Map<string, HTMLStyleElement>>();

export function injectStyle(target: StyleTarget, id: string, css: string): void {
  let ids = injected.get(target.parent);
  if (!ids) injected.set(target.parent, (ids = new Map()));
  const existing = ids.get(id);
  if (existing?.isConnected) return;
  const doc = target.parent.ownerDocument ?? document;
  const style = doc.createElement('style');
  if (target.nonce) style.nonce = target.nonce;
  style.dataset.mkt = id;
  style.textContent = css;
  target.parent.appendChild(style);
  ids.set(id, style);
}

/**
 * `useStyle('list', LIST_CSS)`: the chunk's CSS is in the document before the first paint of the
 * component (layout effect), so nothing flashes unstyled. Without a provider (unit tests that
 * render a screen alone) nothing is injected.
 */
export function useStyle(id: string, css: string): void {
  const target = useContext(StyleContext);
  useLayoutEffect(() => {
    if (target) injectStyle(target, id, css);
  }, [target, id, css]);
}

/** Removes every style injected into `parent` (app unmount). */
export function removeStyles(parent: Node): void {
  injected.get(parent)?.forEach((style) => style.remove());
  injected.delete(parent);
}
