// The console's search pages (orders, goods orders, parcels): a search form over every item, newest
// first, the results paged on the left and the chosen one whole on the right (alone on a phone). The
// pages differ only in their fields, their row and their detail pane: this is the rest, once. The
// form's own fields show a refusal of theirs (refusedAt); any other refusal shows under the form.
import type { ReactNode } from 'react';
import type { Paged } from '../pages/use-paged.js';
import { Pager } from './pager.js';
import { refusalText, useConsole } from '../use-console.js';

export interface SearchSplitTexts {
  /** The results' accessible name, the page's title, the count line, the submit button, none found, none chosen. */
  list: string;
  title: string;
  count: string;
  search: string;
  empty: string;
  select: string;
}

export interface SearchSplitProps<R> {
  /** Extra classes of the layout (the page's own styles). */
  className?: string;
  texts: SearchSplitTexts;
  results: Paged<R>;
  pageSize: number;
  keyOf(r: R): string;
  selected: string | null;
  onSelect(key: string | null): void;
  /** The form was submitted (the page searches what it holds). */
  onSubmit(): void;
  /** The form's fields. */
  fields: ReactNode;
  /** The refusal was shown at one of the fields: not again under the form. */
  refusedAtField: boolean;
  /** What a result's button shows. */
  row(r: R): ReactNode;
  /** The chosen item whole. */
  detail(key: string): ReactNode;
}

export function SearchSplit<R>(p: SearchSplitProps<R>) {
  const { t } = useConsole();
  const { results, selected } = p;
  return (
    <div className={['split', p.className, selected ? 'has-selection' : ''].filter(Boolean).join(' ')}>
      <section className="queue" aria-label={p.texts.list}>
        <div className="queue-head">
          <h1>{p.texts.title}</h1>
          {!results.error && <span className="muted">{p.texts.count}</span>}
          <span className="spacer" />
          <button type="button" className="btn" onClick={() => void results.reload()} disabled={results.loading}>{t('app.refresh')}</button>
        </div>
        <form className="search-form" noValidate onSubmit={(e) => {
          e.preventDefault();
          p.onSelect(null);
          p.onSubmit();
        }}>
          {p.fields}
          <button type="submit" className="btn primary wide" disabled={results.loading}>{p.texts.search}</button>
        </form>
        {results.error && !p.refusedAtField && <p className="error pad" role="alert">{refusalText(t, results.error)}</p>}
        {!results.loading && !results.error && results.rows.length === 0 && <p className="muted pad">{p.texts.empty}</p>}
        {!results.error && (
          <ul className="rows">
            {results.rows.map((r) => {
              const key = p.keyOf(r);
              return (
                <li key={key}>
                  <button type="button" className={`row${key === selected ? ' selected' : ''}`} aria-current={key === selected} onClick={() => p.onSelect(key)}>
                    {p.row(r)}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <Pager page={results.page} pageSize={p.pageSize} total={results.total} onPage={results.setPage} />
      </section>
      <section className="pane">
        {selected ? p.detail(selected) : <p className="muted pad">{p.texts.select}</p>}
      </section>
    </div>
  );
}

/** A text field of a search form, with the refusal of its value under it. */
export function SearchField(p: {
  name: string; label: string; value: string; maxLength: number; inputMode?: 'text' | 'tel';
  refusal: string; onInput(value: string): void;
}) {
  const { t } = useConsole();
  return (
    <label className="field">
      <span>{p.label}</span>
      <input name={p.name} value={p.value} inputMode={p.inputMode} maxLength={p.maxLength} autoComplete="off"
        aria-invalid={p.refusal !== ''} onInput={(e) => p.onInput(e.currentTarget.value)} />
      {p.refusal && <span className="field-error" role="alert">{refusalText(t, p.refusal)}</span>}
    </label>
  );
}
