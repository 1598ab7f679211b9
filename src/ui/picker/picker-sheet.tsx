// The full-screen sheet every picker opens in (spec §2 "Other pieces": full-screen pickers): a
// modal dialog with a back/close button and a title, then the picker's search, list and footer.
//
// It is rendered into the app box (`.mkt-app`) rather than where the opener sits: pages are scroll
// containers (`.mkt-page`), so an absolutely positioned sheet inside one would start at the top of
// the scrolled content, not of the screen. Absolute, not fixed, positioning keeps it inside the
// app when the app is inline in a partner page (DESIGN.md §6). Outside an app box (a unit test
// rendering a picker alone) it renders in place.
//
// Focus: the title gets it on open (a long list should not start with the on-screen keyboard or
// in the middle of the list), Tab stays inside, Escape closes, and focus returns to the opener.
// The sheet closes when the route changes (a §8 redirect, a back gesture): a kept-alive opener
// stays mounted while hidden, and its sheet would otherwise cover the next screen.
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'wouter';
import { useT } from '../t-context.js';
import { useFocusTrap } from '../use-focus-trap.js';
import { usePickerStyle } from './picker-styles.js';

export interface PickerSheetProps {
  open: boolean;
  title: string;
  onClose(): void;
  /** The search, list and any footer, in order; mounted only while open. */
  children: ReactNode;
}

const BACK_ICON = 'M15 5l-7 7 7 7';

type Host = Element | 'inline' | null;

export function PickerSheet({ open, title, onClose, children }: PickerSheetProps) {
  usePickerStyle();
  const anchor = useRef<HTMLSpanElement>(null);
  const [host, setHost] = useState<Host>(null);
  useLayoutEffect(() => setHost(anchor.current?.closest('.mkt-app') ?? 'inline'), []);

  return (
    <>
      <span ref={anchor} hidden />
      {open && host !== null && (host === 'inline'
        ? <Sheet title={title} onClose={onClose}>{children}</Sheet>
        : createPortal(<Sheet title={title} onClose={onClose}>{children}</Sheet>, host))}
    </>
  );
}

function Sheet({ title, onClose, children }: Omit<PickerSheetProps, 'open'>) {
  const t = useT();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // Mounted = open: the title takes focus (before the first key can arrive: Escape right after
  // opening closes), Tab stays inside, focus goes back to the opener on close. Rows off the roving
  // tab stop (tabindex -1) are no Tab stops, so they cannot end the cycle.
  const trapTab = useFocusTrap(box, heading);

  const [path] = useLocation();
  const openedAt = useRef(path);
  useEffect(() => {
    if (path !== openedAt.current) closeRef.current();
  }, [path]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      e.preventDefault();
      onClose();
    } else {
      trapTab(e);
    }
  };

  return (
    <div ref={box} className="mkt-picker" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <div className="mkt-picker-head">
        <button type="button" className="mkt-picker-icon" aria-label={t('pickers.close')} onClick={onClose}>
          <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d={BACK_ICON} />
          </svg>
        </button>
        <h2 ref={heading} id={titleId} tabIndex={-1}>{title}</h2>
      </div>
      {children}
    </div>
  );
}
