// A modal that asks for something before a move is made (a reason, a courier, a new price): the
// spec §8 confirm has no fields, so this is its own layer, drawn like it (ui-styles.ts .mkt-dialog)
// and held the same way: rendered into the app box (ui/picker/picker-sheet.tsx says why), focus on
// its title, Tab kept inside, Escape and a backdrop tap close it, a route change (a §8 redirect)
// closes it. The goods orders' moves and a parcel's cancel use it; what differs is their form.
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'wouter';
import { useFocusTrap } from '../../ui/use-focus-trap.js';

/** `children` rendered into the app box (inline when there is none), while not null. */
export function AppLayer({ children }: { children: ReactNode | null }) {
  const anchor = useRef<HTMLSpanElement>(null);
  const [host, setHost] = useState<Element | 'inline' | null>(null);
  useLayoutEffect(() => setHost(anchor.current?.closest('.mkt-app') ?? 'inline'), []);
  const layer = children !== null && host !== null ? children : null;
  return (
    <>
      <span ref={anchor} hidden />
      {layer && (host === 'inline' ? layer : createPortal(layer, host!))}
    </>
  );
}

export interface FormDialogProps {
  /** The dialog's own class (its styles) and data attributes (tests and styles find it by them). */
  className: string;
  data?: Record<`data-${string}`, string>;
  title: string;
  onClose(): void;
  onSubmit(e: Event): void;
  /** What the dialog says, its fields and the form's own message. */
  children: ReactNode;
  back: string;
  submit: string;
  busy: boolean;
}

export function FormDialog(p: FormDialogProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLHeadingElement>(null);
  const trapTab = useFocusTrap(box, first);
  const close = useRef(p.onClose);
  close.current = p.onClose;
  const [path] = useLocation();
  const openedAt = useRef(path);
  useEffect(() => {
    if (path !== openedAt.current) close.current();
  }, [path]);
  return (
    <div className="mkt-backdrop" onClick={(e) => e.target === e.currentTarget && p.onClose()}>
      <div ref={box} className={`mkt-dialog ${p.className}`} role="dialog" aria-modal="true" aria-labelledby={titleId} {...p.data}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            p.onClose();
          } else trapTab(e as unknown as KeyboardEvent);
        }}>
        <form className="mkt-form" noValidate onSubmit={(e) => p.onSubmit(e as unknown as Event)}>
          <h2 id={titleId} ref={first} tabIndex={-1}>{p.title}</h2>
          {p.children}
          <div className="mkt-dialog-actions">
            <button type="button" className="mkt-btn mkt-btn-ghost" data-choice="back" onClick={p.onClose}>{p.back}</button>
            <button type="submit" className="mkt-btn" data-choice="submit" disabled={p.busy} aria-busy={p.busy || undefined}>{p.submit}</button>
          </div>
        </form>
      </div>
    </div>
  );
}
