// Swipe-to-delete row (spec §2 "History and collection screens: swipe-to-delete", §4 "Swipe delete
// on history or collection removes the item on code 200"). A horizontal touch/pointer drag slides
// the row left and reveals a Delete button behind it. Swiping is not accessible (screen readers
// take over gestures; keyboards cannot swipe), so every row also has a real delete button, visually
// hidden until it receives focus, that deletes at once. The caller removes the row when its
// onDelete call succeeds; this component only reports the intent.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStyle } from './use-style.js';

/**
 * Width of the revealed action (px): one button, comfortably above the 44 px target size, and wide
 * enough for the longest word it says (French « Supprimer » at 15 px broke in two at 88 and 96 px).
 */
const ACTION_W = 104;
/** Movement (px) before a gesture is read as a horizontal swipe or a vertical scroll. */
const SLOP = 8;

const CSS =
  '.mkt-swipe{position:relative;overflow:hidden;background:#d93025}' +
  '.mkt-swipe-act{position:absolute;top:0;right:0;bottom:0;display:flex;align-items:center;justify-content:center;width:' + ACTION_W + 'px;' +
  'padding:0 8px;border:0;background:#d93025;color:#fff;font-size:15px;font-weight:600;line-height:1.2;text-align:center;overflow-wrap:anywhere;cursor:pointer}' +
  // pan-y: the browser keeps vertical scrolling; horizontal moves come to us as pointer events.
  '.mkt-swipe-front{position:relative;z-index:1;background:#fff;touch-action:pan-y;transition:transform .2s ease}' +
  '.mkt-swipe-drag .mkt-swipe-front{transition:none}' +
  '@media (prefers-reduced-motion:reduce){.mkt-swipe-front{transition:none}}' +
  // The keyboard / screen-reader delete: off screen until focused, then a visible button on the row.
  '.mkt-swipe-key{position:absolute;z-index:2;top:50%;right:8px;min-width:44px;min-height:44px;padding:0 14px;border:0;border-radius:22px;' +
  'background:#d93025;color:#fff;font-size:14px;cursor:pointer;transform:translateY(-50%)}' +
  '.mkt-swipe-key:not(:focus){width:1px;height:1px;min-width:0;min-height:0;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}';

export interface SwipeRowProps {
  /** The row's content (usually a link to the listing). */
  children: ReactNode;
  /** Visible text of the revealed button ("Delete"). */
  deleteText: string;
  /** Accessible name of the delete buttons, naming the item ("Delete “Villa in Cocody”"). */
  deleteLabel: string;
  /** While true the delete buttons are disabled (a deletion is in flight). */
  busy?: boolean;
  onDelete(): void;
}

type Gesture = { id: number; x: number; y: number; base: number; mode: 'pending' | 'swipe' | 'scroll'; moved: boolean };

export function SwipeRow({ children, deleteText, deleteLabel, busy = false, onDelete }: SwipeRowProps) {
  useStyle('swipe-row', CSS);
  const [open, setOpen] = useState(false);
  const [dragging, setDragging] = useState(false);
  const front = useRef<HTMLDivElement>(null);
  const gesture = useRef<Gesture | null>(null);
  /** Set when a drag just ended, so the click that follows does not open the listing. */
  const swallowClick = useRef(false);

  const place = (x: number) => {
    if (front.current) front.current.style.transform = x ? `translateX(${-x}px)` : '';
  };
  useEffect(() => place(open ? ACTION_W : 0), [open]);

  const onPointerDown = (e: PointerEvent) => {
    if (e.button !== 0) return;
    // A touch drag is followed by no click: forget the flag of an earlier drag.
    swallowClick.current = false;
    gesture.current = { id: e.pointerId, x: e.clientX, y: e.clientY, base: open ? ACTION_W : 0, mode: 'pending', moved: false };
  };

  const onPointerMove = (e: PointerEvent) => {
    const g = gesture.current;
    if (!g || g.id !== e.pointerId || g.mode === 'scroll') return;
    const dx = e.clientX - g.x;
    const dy = e.clientY - g.y;
    if (g.mode === 'pending') {
      if (Math.abs(dy) > SLOP && Math.abs(dy) >= Math.abs(dx)) {
        g.mode = 'scroll';
        return;
      }
      if (Math.abs(dx) <= SLOP) return;
      g.mode = 'swipe';
      setDragging(true);
      // Keep receiving moves when the finger leaves the row (not in every test DOM).
      front.current?.setPointerCapture?.(e.pointerId);
    }
    g.moved = true;
    place(Math.min(ACTION_W, Math.max(0, g.base - dx)));
  };

  const onPointerEnd = (e: PointerEvent) => {
    const g = gesture.current;
    if (!g || g.id !== e.pointerId) return;
    gesture.current = null;
    if (g.mode !== 'swipe') return;
    setDragging(false);
    swallowClick.current = g.moved;
    const shown = g.base - (e.clientX - g.x);
    const next = e.type !== 'pointercancel' && shown > ACTION_W / 2;
    setOpen(next);
    place(next ? ACTION_W : 0);
  };

  // A mouse drag ends with a click on the row (a touch drag does not): that one is swallowed. A tap
  // on an open row closes it rather than opening the listing.
  const onClickCapture = (e: MouseEvent) => {
    if (swallowClick.current) {
      swallowClick.current = false;
      e.preventDefault();
    } else if (open) {
      e.preventDefault();
      setOpen(false);
    }
  };

  const remove = () => {
    if (busy) return;
    onDelete();
  };

  return (
    <div
      className={dragging ? 'mkt-swipe mkt-swipe-drag' : 'mkt-swipe'}
      onKeyDown={(e) => e.key === 'Escape' && open && setOpen(false)}
    >
      {/* Reached by pointer only once revealed; keyboard and screen readers use the button below. */}
      <button type="button" className="mkt-swipe-act" tabIndex={-1} aria-hidden="true" disabled={busy} onClick={remove}>
        {deleteText}
      </button>
      <div
        ref={front}
        className="mkt-swipe-front"
        data-open={open ? 'true' : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        // Capture phase: runs before the link inside, whose click then sees defaultPrevented and stays.
        onClickCapture={onClickCapture}
        // A mouse drag would otherwise pick up the link or picture as a native drag-and-drop.
        onDragStart={(e) => e.preventDefault()}
      >
        {children}
      </div>
      <button type="button" className="mkt-swipe-key" aria-label={deleteLabel} disabled={busy} onClick={remove}>
        {deleteText}
      </button>
    </div>
  );
}
