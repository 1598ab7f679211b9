// The swipe-to-delete row (spec §2 "swipe-to-delete"): pointer drag reveals Delete; a keyboard /
// screen-reader button deletes without swiping.
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SwipeRow } from '../../../src/ui/swipe-row.js';
import { cleanup, click, mount } from './render.js';

afterEach(cleanup);

function row(onDelete = vi.fn(), busy = false) {
  const onOpen = vi.fn((e: MouseEvent) => e.preventDefault());
  const host = mount(
    <SwipeRow deleteText="Delete" deleteLabel="Delete “Villa”" busy={busy} onDelete={onDelete}>
      <a href="/house/details?serviceId=1" onClick={(e) => !e.defaultPrevented && onOpen(e as unknown as MouseEvent)}>Villa</a>
    </SwipeRow>,
  );
  const $ = (sel: string) => host.querySelector<HTMLElement>(sel)!;
  return { host, onDelete, onOpen, $, front: $('.mkt-swipe-front'), link: $('a') };
}

const pointer = (el: HTMLElement, type: string, clientX: number, clientY = 10) =>
  act(() => {
    el.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX, clientY, pointerId: 1, button: 0 }));
  });

/** A tap as a touch screen sends it: pointer down and up in place, then click. */
const tap = (front: HTMLElement, target: HTMLElement) => {
  pointer(front, 'pointerdown', 120);
  pointer(front, 'pointerup', 120);
  click(target);
};

describe('SwipeRow', () => {
  it('has a focusable delete button named after the item that deletes at once', () => {
    const r = row();
    const key = r.$('.mkt-swipe-key');
    expect(key.tagName).toBe('BUTTON');
    expect(key.getAttribute('aria-label')).toBe('Delete “Villa”');
    expect(key.tabIndex).toBe(0);
    // The revealed button is for pointers only: hidden from the keyboard and screen readers.
    expect(r.$('.mkt-swipe-act').tabIndex).toBe(-1);
    expect(r.$('.mkt-swipe-act').getAttribute('aria-hidden')).toBe('true');
    key.focus();
    act(() => {
      key.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    click(key);
    expect(r.onDelete).toHaveBeenCalledTimes(1);
    expect(r.onOpen).not.toHaveBeenCalled();
  });

  it('does nothing while busy', () => {
    const r = row(vi.fn(), true);
    expect(r.$('.mkt-swipe-key').hasAttribute('disabled')).toBe(true);
    click(r.$('.mkt-swipe-key'));
    expect(r.onDelete).not.toHaveBeenCalled();
  });

  it('a left drag past half the action opens the row; the click ending the drag does not open the link', () => {
    const r = row();
    pointer(r.front, 'pointerdown', 200);
    pointer(r.front, 'pointermove', 150);
    expect(r.front.style.transform).toBe('translateX(-50px)');
    pointer(r.front, 'pointermove', 60);
    // Never beyond the action's width.
    expect(r.front.style.transform).toBe('translateX(-104px)');
    pointer(r.front, 'pointerup', 60);
    expect(r.front.getAttribute('data-open')).toBe('true');
    click(r.link);
    expect(r.onOpen).not.toHaveBeenCalled();
    click(r.$('.mkt-swipe-act'));
    expect(r.onDelete).toHaveBeenCalledTimes(1);
  });

  it('a short drag springs back; a tap on an open row closes it; Escape closes it', () => {
    const r = row();
    pointer(r.front, 'pointerdown', 200);
    pointer(r.front, 'pointermove', 180);
    pointer(r.front, 'pointerup', 180);
    expect(r.front.hasAttribute('data-open')).toBe(false);
    expect(r.front.style.transform).toBe('');
    // A touch drag opens it (no click follows); a tap then closes it instead of navigating.
    pointer(r.front, 'pointerdown', 200);
    pointer(r.front, 'pointermove', 100);
    pointer(r.front, 'pointerup', 100);
    expect(r.front.getAttribute('data-open')).toBe('true');
    tap(r.front, r.link);
    expect(r.front.hasAttribute('data-open')).toBe(false);
    expect(r.front.style.transform).toBe('');
    expect(r.onOpen).not.toHaveBeenCalled();
    // Open again, then Escape.
    pointer(r.front, 'pointerdown', 200);
    pointer(r.front, 'pointermove', 100);
    pointer(r.front, 'pointerup', 100);
    act(() => {
      r.link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(r.front.hasAttribute('data-open')).toBe(false);
    // Closed: a plain tap opens the link.
    tap(r.front, r.link);
    expect(r.onOpen).toHaveBeenCalledTimes(1);
  });

  it('a vertical move is left to scrolling', () => {
    const r = row();
    pointer(r.front, 'pointerdown', 200, 10);
    pointer(r.front, 'pointermove', 195, 60);
    pointer(r.front, 'pointermove', 100, 70);
    pointer(r.front, 'pointerup', 100, 70);
    expect(r.front.style.transform).toBe('');
    expect(r.front.hasAttribute('data-open')).toBe(false);
    click(r.link);
    expect(r.onOpen).toHaveBeenCalledTimes(1);
  });
});
