// The body of a picker: rows grouped under sticky letter headings with a side index (spec §2 "Other
// pieces"). One row holds the tab stop (roving tabindex), so Tab goes search → list → index
// instead of through 200 countries; Up/Down/Home/End move between rows and typing a letter jumps
// to its group. Screen-reader users still browse every row: they are real buttons or checkboxes.
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useT } from '../t-context.js';
import { foldText, OTHER_GROUP, type Group } from './group-items.js';
import { LetterIndex } from './letter-index.js';

/** Spread on a row's focusable element (the button, or the checkbox). */
export interface RowProps {
  tabIndex: 0 | -1;
  'data-picker-row': string;
}

export interface GroupedListProps<T> {
  groups: readonly Group<T>[];
  /** Accessible name of the list region (e.g. the picker's title). */
  label: string;
  keyOf(item: T): string;
  /** The chosen row: scrolled into view when the list first shows, and first holder of the tab stop. */
  currentKey?: string | undefined;
  renderRow(item: T, row: RowProps): ReactNode;
  /** Rows above the groups (the checklist's "all countries"). */
  before?: ReactNode;
}

const MOVES: Readonly<Record<string, (at: number, count: number) => number>> = {
  ArrowDown: (at, n) => Math.min(n - 1, at + 1),
  ArrowUp: (at) => Math.max(0, at - 1),
  Home: () => 0,
  End: (_at, n) => n - 1,
};

export function GroupedList<T>({ groups, label, keyOf, currentKey, renderRow, before }: GroupedListProps<T>) {
  const t = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const [focusKey, setFocusKey] = useState<string | undefined>(undefined);

  const keys = useMemo(() => new Set(groups.flatMap((g) => g.items.map(keyOf))), [groups, keyOf]);
  const firstKey = groups[0]?.items[0] === undefined ? undefined : keyOf(groups[0].items[0]);
  const stopKey = [focusKey, currentKey, firstKey].find((k) => k !== undefined && keys.has(k));

  const rows = (): HTMLElement[] => [...(scroller.current?.querySelectorAll<HTMLElement>('[data-picker-row]') ?? [])];
  const sectionOf = (letter: string) =>
    [...(scroller.current?.querySelectorAll<HTMLElement>('[data-letter]') ?? [])].find((s) => s.dataset.letter === letter);

  // Show the chosen row (centred) the first time rows are shown.
  const shown = useRef(false);
  useLayoutEffect(() => {
    const box = scroller.current;
    if (shown.current || !box || keys.size === 0) return;
    shown.current = true;
    const row = [...box.querySelectorAll<HTMLElement>('[data-key]')].find((li) => li.dataset.key === currentKey);
    if (row) box.scrollTop = Math.max(0, row.offsetTop - (box.clientHeight - row.offsetHeight) / 2);
  }, [keys, currentKey]);

  const jump = (letter: string, focus: boolean) => {
    const box = scroller.current;
    const section = sectionOf(letter);
    if (!box || !section) return;
    box.scrollTop = section.offsetTop;
    if (focus) section.querySelector<HTMLElement>('[data-picker-row]')?.focus({ preventScroll: true });
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const target = e.target as HTMLElement;
    if (!target.hasAttribute('data-picker-row') || e.altKey || e.ctrlKey || e.metaKey) return;
    const move = MOVES[e.key];
    if (move) {
      const all = rows();
      const next = all[move(all.indexOf(target), all.length)];
      e.preventDefault();
      next?.focus();
      next?.scrollIntoView?.({ block: 'nearest' });
      return;
    }
    // Type-to-jump: a letter key goes to that letter's group (folded: "é" jumps to E).
    const letter = e.key.length === 1 ? foldText(e.key).toUpperCase() : '';
    if (letter >= 'A' && letter <= 'Z' && letter.length === 1 && sectionOf(letter)) {
      e.preventDefault();
      jump(letter, true);
    }
  };

  return (
    <div className="mkt-picker-body">
      <div
        ref={scroller}
        className="mkt-picker-scroll"
        role="region"
        aria-label={label}
        onKeyDown={onKeyDown}
        onFocusIn={(e) => {
          const key = (e.target as HTMLElement).getAttribute('data-picker-row');
          if (key !== null) setFocusKey(key);
        }}
      >
        {before}
        {groups.map((group) => (
          <section key={group.letter} className="mkt-picker-group" data-letter={group.letter}>
            <h3 className="mkt-picker-letter">
              {group.letter === OTHER_GROUP
                ? <><span aria-hidden="true">#</span><span className="mkt-sr">{t('pickers.other')}</span></>
                : group.letter}
            </h3>
            <ul className="mkt-picker-rows">
              {group.items.map((item) => {
                const key = keyOf(item);
                return (
                  <li key={key} data-key={key}>
                    {renderRow(item, { tabIndex: key === stopKey ? 0 : -1, 'data-picker-row': key })}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      {groups.length > 1 && <LetterIndex letters={groups.map((g) => g.letter)} onJump={jump} />}
    </div>
  );
}
