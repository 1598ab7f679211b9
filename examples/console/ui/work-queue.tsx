// A work queue page's frame (review, authentication, translation, transfer proofs): the waiting
// items on the left — head with count and refresh, an optional filter, the last decision's
// notice, the rows, paging — and the chosen one in full on the right. On a phone (console.css) the
// list and the chosen item take turns. useQueueSelection keeps the choice by key across reloads
// and, after a decision, moves on to the item that now stands where the decided one stood.
import { useRef, useState, type ReactNode } from 'react';
import type { Paged } from '../pages/use-paged.js';
import { refusalText, useConsole } from '../use-console.js';
import { Pager } from './pager.js';
import { QueueHead } from './queue-head.js';

export type Notice = { kind: 'ok' | 'error'; text: string } | null;

export interface QueueSelection<R> {
  selected: R | null;
  selectedKey: string | null;
  select(key: string | null): void;
  /** Reloads the list and chooses the item after `done` (or the first one left). */
  moveOn(done: R): Promise<void>;
}

export function useQueueSelection<R>(queue: Paged<R>, keyOf: (r: R) => string): QueueSelection<R> {
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  // The choice as it is now, read after the reload: state captured by moveOn would be stale.
  const current = useRef<string | null>(null);
  const select = (key: string | null) => {
    current.current = key;
    setSelectedKey(key);
  };
  const selected = queue.rows.find((r) => keyOf(r) === selectedKey) ?? null;
  const moveOn = async (done: R) => {
    const key = keyOf(done);
    const index = queue.rows.findIndex((row) => keyOf(row) === key);
    const rows = await queue.reload();
    // The operator opened another item while the list reloaded: theirs wins over "the next one".
    if (current.current !== key) return;
    const next = rows.find((row, i) => i >= index && keyOf(row) !== key) ?? rows[0] ?? null;
    select(next ? keyOf(next) : null);
  };
  return { selected, selectedKey, select, moveOn };
}

export interface WorkQueueProps<R> {
  /** 'review': list and detail; 'split': the detail is a wide side-by-side editor. */
  layout: 'review' | 'split';
  texts: { list: string; title: string; count: string; empty: string; select: string };
  queue: Paged<R>;
  pageSize: number;
  selection: QueueSelection<R>;
  keyOf(r: R): string;
  /** What a row shows, inside its button. */
  row(r: R): ReactNode;
  /** The chosen item in full. */
  detail(r: R): ReactNode;
  filter?: ReactNode;
  notice?: Notice;
}

export function WorkQueue<R>(p: WorkQueueProps<R>) {
  const { t } = useConsole();
  const { queue, selection } = p;
  return (
    <div className={`${p.layout}${selection.selected ? ' has-selection' : ''}`}>
      <section className="queue" aria-label={p.texts.list}>
        <QueueHead title={p.texts.title} count={p.texts.count} queue={queue} />
        {p.filter}
        {p.notice && <p className={`notice ${p.notice.kind}`} role="status">{p.notice.text}</p>}
        {queue.error && <p className="error" role="alert">{refusalText(t, queue.error)}</p>}
        {!queue.loading && !queue.error && queue.rows.length === 0 && <p className="muted pad">{p.texts.empty}</p>}
        <ul className="rows">
          {queue.rows.map((item) => {
            const key = p.keyOf(item);
            const chosen = key === selection.selectedKey;
            return (
              <li key={key}>
                <button type="button" className={`row${chosen ? ' selected' : ''}`} aria-current={chosen} onClick={() => selection.select(key)}>
                  {p.row(item)}
                </button>
              </li>
            );
          })}
        </ul>
        <Pager page={queue.page} pageSize={p.pageSize} total={queue.total} onPage={queue.setPage} />
      </section>
      <section className="pane">
        {selection.selected ? p.detail(selection.selected) : <p className="muted pad">{p.texts.select}</p>}
      </section>
    </div>
  );
}
