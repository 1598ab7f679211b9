// A horizontally scrolling row of tabs (spec §2 "Category tabs"): a tablist whose current tab is
// aria-selected, with a roving tab stop (one Tab key press enters the row, arrows move inside it,
// Enter/Space choose — manual activation, so moving focus does not start a search per tab).
// The chosen tab is scrolled into view when it changes (e.g. after the All reset).
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  key: string;
  label: string;
}

interface TabStripProps {
  items: readonly TabItem[];
  current: string;
  onSelect(key: string): void;
  /** Accessible name of the row. */
  label: string;
  /** 'tabs' (first level, underlined) or 'chips' (second level, pills). */
  variant: 'tabs' | 'chips';
  /** Trailing content (e.g. skeleton tabs while the tags load). */
  children?: ReactNode;
}

const MOVES: Readonly<Record<string, (i: number, n: number) => number>> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function TabStrip({ items, current, onSelect, label, variant, children }: TabStripProps) {
  const row = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const strip = row.current;
    const tab = strip?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!strip || !tab) return;
    // Only the strip scrolls (scrollIntoView could also scroll the page vertically).
    const left = tab.offsetLeft - strip.offsetLeft;
    if (left < strip.scrollLeft) strip.scrollLeft = Math.max(0, left - 16);
    else if (left + tab.offsetWidth > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = left + tab.offsetWidth - strip.clientWidth + 16;
  }, [current, items.length]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[e.key];
    const tabs = [...(row.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const at = tabs.indexOf(e.target as HTMLElement);
    if (!move || at < 0) return;
    e.preventDefault();
    tabs[move(at, tabs.length)]?.focus();
  };

  // The row stays reachable by Tab even when the current key is not (yet) among the items.
  const stop = items.some((i) => i.key === current) ? current : items[0]?.key;

  return (
    <div ref={row} className={`mkt-list-strip mkt-list-${variant}`} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const selected = item.key === current;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            className="mkt-list-tab"
            aria-selected={selected}
            tabIndex={item.key === stop ? 0 : -1}
            onClick={() => onSelect(item.key)}
          >
            <span>{item.label}</span>
          </button>
        );
      })}
      {children}
    </div>
  );
}
