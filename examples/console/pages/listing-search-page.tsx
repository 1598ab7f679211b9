// The listing search (read-only): a form (listing number, publisher user id, publisher phone —
// at least one) and the listings found, newest first, with their spec §4 status, deleted ones
// marked; choosing one shows its history (listing-history.tsx) on the right, or alone on a phone.
import { useState } from 'react';
import type { ListingSearchItem } from '../../../src/contract/console-api.js';
import { formatTime } from '../ui/format.js';
import { Pager } from '../ui/pager.js';
import { refusalText, useConsole } from '../use-console.js';
import { ListingHistory } from './listing-history.js';
import { usePaged } from './use-paged.js';

const PAGE_SIZE = 20;
const FIELDS = ['serviceId', 'userId', 'phone'] as const;
type Criteria = Record<(typeof FIELDS)[number], string>;
const EMPTY: Criteria = { serviceId: '', userId: '', phone: '' };
const INPUT_MODE = { serviceId: 'numeric', userId: 'text', phone: 'tel' } as const;

/** The field a refusal names (`issues[0].path`). */
const fieldOf = (customData: unknown): string => (customData as { issues?: { path?: string }[] } | null)?.issues?.[0]?.path ?? '';

/** Criteria another page linked with (the reports queue: ?serviceId=…), null when none. */
function linkedCriteria(): Criteria | null {
  const query = new URLSearchParams(window.location.search);
  const linked = { ...EMPTY, ...Object.fromEntries(FIELDS.flatMap((f) => (query.get(f) ? [[f, query.get(f)!]] : []))) };
  return FIELDS.some((f) => linked[f] !== '') ? linked : null;
}

export default function ListingSearchPage() {
  const { t, i18n } = useConsole();
  const [form, setForm] = useState<Criteria>(() => linkedCriteria() ?? EMPTY);
  /** What was searched (null before the first search): the list follows it, not the typing. */
  const [asked, setAsked] = useState<Criteria | null>(linkedCriteria);
  const results = usePaged('listingSearch', PAGE_SIZE, asked);
  const [selected, setSelected] = useState<ListingSearchItem | null>(null);
  const refusedPath = results.error ? fieldOf(results.errorData) : '';
  /** A refusal of one of the form's fields shows there; any other above the results. */
  const refusedAt = (FIELDS as readonly string[]).includes(refusedPath) ? refusedPath : '';

  const submit = (e: Event) => {
    e.preventDefault();
    setSelected(null);
    setAsked({ ...form });
  };

  return (
    <div className={`split${selected ? ' has-selection' : ''}`}>
      <section className="queue" aria-label={t('search.list')}>
        <div className="queue-head">
          <h1>{t('pages.listings')}</h1>
          {asked && !results.error && <span className="muted">{t('search.results', { count: results.total })}</span>}
        </div>
        <form className="search-form" onSubmit={(e) => void submit(e as unknown as Event)} noValidate>
          {FIELDS.map((f) => (
            <label key={f} className="field">
              <span>{t(`search.${f}`)}</span>
              <input name={f} value={form[f]} inputMode={INPUT_MODE[f]} maxLength={f === 'userId' ? 64 : 24}
                aria-invalid={refusedAt === f} onInput={(e) => setForm({ ...form, [f]: e.currentTarget.value })} />
              {refusedAt === f && <span className="field-error" role="alert">{refusalText(t, results.error)}</span>}
            </label>
          ))}
          <p className="muted small">{t('search.hint')}</p>
          <button type="submit" className="btn primary wide" disabled={results.loading && asked !== null}>{t('search.submit')}</button>
        </form>
        {results.error && refusedAt === '' && <p className="error pad" role="alert">{refusalText(t, results.error)}</p>}
        {asked && !results.loading && !results.error && results.rows.length === 0 && <p className="muted pad">{t('search.empty')}</p>}
        {!results.error && (
          <ul className="rows">
            {results.rows.map((item: ListingSearchItem) => (
              <li key={item.serviceId}>
                <button type="button" className={`row${item.serviceId === selected?.serviceId ? ' selected' : ''}`} aria-current={item.serviceId === selected?.serviceId} onClick={() => setSelected(item)}>
                  <span className="row-top">
                    <span className={`badge status-${item.status}`}>{t(`statuses.${item.status}`)}</span>
                    {item.deleted && <span className="badge failed">{t('search.deleted')}</span>}
                    <span className="muted">{t(`modules.${item.module}`, { defaultValue: item.module })}</span>
                    <span className="spacer" />
                    <span className="muted small">{t('review.number', { id: item.serviceId })}</span>
                  </span>
                  <span className="row-title" lang={item.language}>{item.title}</span>
                  <span className="muted small">{[item.publisher.name, item.publisher.userId, item.publisher.phone].filter(Boolean).join(' · ')}</span>
                  <span className="muted small">{t('search.created', { time: formatTime(item.createdAt, i18n.language) })} · {t('search.updated', { time: formatTime(item.updatedAt, i18n.language) })}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <Pager page={results.page} pageSize={PAGE_SIZE} total={results.total} onPage={results.setPage} />
      </section>
      <section className="pane">
        {selected ? <ListingHistory key={selected.serviceId} item={selected} onBack={() => setSelected(null)} /> : <p className="muted pad">{t('search.select')}</p>}
      </section>
    </div>
  );
}
