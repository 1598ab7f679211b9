// The offline banner (issue: Beyond the spec, item 4 "opens offline with a clear offline banner"):
// a thin line above the app saying that what shows is the last data kept, announced politely
// (role=status). Plain DOM with CSSOM styles (CSP-safe, no style element), loaded only when the
// device first goes offline or a call fails for want of a network (start-offline.ts).
// The app box is given the height left below the banner (--mkt-height, src/app/styles.ts), so
// nothing of the app (its header, its tab bar) slides under the banner.

export interface OfflineBanner {
  show(): void;
  hide(): void;
  /** Removes the banner and gives the app its full height back. */
  destroy(): void;
}

export function createOfflineBanner(root: HTMLElement, text: () => string): OfflineBanner {
  const doc = root.ownerDocument;
  const el = doc.createElement('div');
  el.setAttribute('role', 'status');
  el.className = 'mkt-offline-banner';
  el.hidden = true;
  Object.assign(el.style, {
    background: '#1d1d1f', color: '#fff', font: '13px/1.35 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif',
    padding: '6px 12px', textAlign: 'center', overflowWrap: 'anywhere',
  } satisfies Partial<CSSStyleDeclaration>);
  root.before(el);
  const fit = () => {
    if (el.hidden) root.style.removeProperty('--mkt-height');
    else root.style.setProperty('--mkt-height', `calc(100dvh - ${el.offsetHeight}px)`);
  };
  const onResize = () => fit();
  doc.defaultView?.addEventListener('resize', onResize);
  return {
    show() {
      el.textContent = text();
      el.hidden = false;
      fit();
    },
    hide() {
      el.hidden = true;
      fit();
    },
    destroy() {
      doc.defaultView?.removeEventListener('resize', onResize);
      el.remove();
      root.style.removeProperty('--mkt-height');
    },
  };
}
