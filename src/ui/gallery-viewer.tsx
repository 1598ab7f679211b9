// Full-screen picture viewer (spec §2 "image gallery with full-screen preview"; /article "tapping
// an image opens a viewer"). A modal dialog: swipe or arrow keys change the picture, Escape or the
// close button leave, Tab stays inside, and focus returns to what opened it. The arrows at either
// end are aria-disabled rather than disabled, so the focus never falls out of the dialog.
// It is rendered into the app box (.mkt-app, DESIGN.md §6 "portals ... rendered inside the root")
// so it covers the app and never escapes an inline widget into the partner's page.
// Presentational (DESIGN.md §2 ui/): it shows the URLs it is given; the caller resolves server paths.
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from './t-context.js';
import { useFocusTrap } from './use-focus-trap.js';
import { useStyle } from './use-style.js';

const CSS =
  '.mkt-viewer{position:absolute;inset:0;z-index:60;display:flex;flex-direction:column;background:#000;color:#fff;animation:mkt-in .15s both}' +
  '.mkt-viewer-bar{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:4px;padding-top:calc(4px + env(safe-area-inset-top))}' +
  '.mkt-viewer-count{padding:0 12px;font-size:15px;font-variant-numeric:tabular-nums}' +
  '.mkt-viewer-btn{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;padding:0;border:0;border-radius:22px;background:rgba(255,255,255,.14);color:#fff;cursor:pointer}' +
  '.mkt-viewer-btn svg{width:24px;height:24px}' +
  '.mkt-viewer-btn[aria-disabled=true]{opacity:.3;cursor:default}' +
  '.mkt-viewer-stage{position:relative;flex:1;min-height:0;display:flex;align-items:center;justify-content:center;touch-action:pan-y pinch-zoom;user-select:none}' +
  '.mkt-viewer-stage img{max-width:100%;max-height:100%;object-fit:contain}' +
  '.mkt-viewer-nav{display:flex;justify-content:space-between;padding:8px 12px;padding-bottom:calc(12px + env(safe-area-inset-bottom))}';

/** Horizontal travel (px) that counts as a swipe. */
const SWIPE_PX = 40;

const ICON = {
  close: 'M6 6l12 12M18 6L6 18',
  prev: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
};

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
}

export interface GalleryViewerProps {
  /** Picture URLs, ready for <img src> (the caller resolves server paths). */
  images: readonly string[];
  /** Index shown first. */
  start: number;
  onClose(): void;
  /** Accessible name of the dialog (e.g. the listing's title). */
  label: string;
}

export function GalleryViewer({ images, start, onClose, label }: GalleryViewerProps) {
  useStyle('gallery-viewer', CSS);
  const t = useT();
  const count = images.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, start), Math.max(0, count - 1)));
  const anchor = useRef<HTMLSpanElement>(null);
  const [host, setHost] = useState<Element | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const closeBtn = useRef<HTMLButtonElement>(null);
  const swipe = useRef<{ x: number; y: number } | null>(null);

  useLayoutEffect(() => {
    setHost(anchor.current?.closest('.mkt-app') ?? null);
  }, []);

  // Focus moves into the dialog and back to the opener when it closes; keyed by the host, since
  // the dialog is rendered again once it moves into the app box's portal.
  const trapTab = useFocusTrap(dialog, closeBtn, host);

  const go = (step: number) => setIndex((i) => Math.min(Math.max(0, i + step), count - 1));

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    } else {
      trapTab(e);
    }
  };

  const view = (
    <div
      ref={dialog}
      className="mkt-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div className="mkt-viewer-bar">
        <span className="mkt-viewer-count" aria-live="polite">
          {t('details.viewer.position', { index: index + 1, count })}
        </span>
        <button ref={closeBtn} type="button" className="mkt-viewer-btn" aria-label={t('details.viewer.close')} onClick={onClose}>
          <Icon d={ICON.close} />
        </button>
      </div>
      <div
        className="mkt-viewer-stage"
        onPointerDown={(e) => {
          swipe.current = { x: e.clientX, y: e.clientY };
        }}
        onPointerUp={(e) => {
          const from = swipe.current;
          swipe.current = null;
          if (!from) return;
          const dx = e.clientX - from.x;
          if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - from.y)) go(dx < 0 ? 1 : -1);
        }}
        onPointerCancel={() => {
          swipe.current = null;
        }}
      >
        {count > 0 && <img key={index} src={images[index] ?? ''} alt="" draggable={false} />}
      </div>
      {count > 1 && (
        <div className="mkt-viewer-nav">
          <button type="button" className="mkt-viewer-btn" aria-label={t('details.viewer.previous')} aria-disabled={index === 0} onClick={() => go(-1)}>
            <Icon d={ICON.prev} />
          </button>
          <button type="button" className="mkt-viewer-btn" aria-label={t('details.viewer.next')} aria-disabled={index >= count - 1} onClick={() => go(1)}>
            <Icon d={ICON.next} />
          </button>
        </div>
      )}
    </div>
  );

  return (
    <>
      <span ref={anchor} hidden />
      {host ? createPortal(view, host) : view}
    </>
  );
}
