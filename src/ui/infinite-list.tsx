// Infinite-scroll list (spec §2 "Infinite-scroll list", §4 "Lists", §8 "List calls with non-200:
// error state with the request-failed retry text"). A sentinel below the items asks for the next
// page when it comes near the viewport; without IntersectionObserver a "load more" button does.
import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from './t-context.js';
import type { InfiniteListApi } from './use-infinite-list.js';

export interface InfiniteListProps<T> {
  list: InfiniteListApi<T>;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => string | number;
  /** Shown when the list finished with no item (spec §2 "empty placeholder"). */
  empty?: ReactNode;
  className?: string;
}

export function InfiniteList<T>({ list, renderItem, itemKey, empty, className }: InfiniteListProps<T>) {
  const t = useT();
  const { items, status } = list;
  return (
    <div className={className ? `mkt-list ${className}` : 'mkt-list'}>
      {items.length > 0 && (
        <ul className="mkt-list-items">
          {items.map((item, i) => (
            <li key={itemKey(item, i)}>{renderItem(item, i)}</li>
          ))}
        </ul>
      )}
      {status === 'loading' && <p className="mkt-list-foot" role="status">{t('list.loading')}</p>}
      {status === 'error' && (
        <button type="button" className="mkt-list-foot mkt-list-retry" onClick={list.retry}>
          {t('list.requestFailed')}
        </button>
      )}
      {status === 'finished' && items.length === 0 && (empty ?? <p className="mkt-empty">{t('list.empty')}</p>)}
      {status === 'finished' && items.length > 0 && <p className="mkt-list-foot">{t('list.finished')}</p>}
      {status === 'idle' && <Sentinel onVisible={list.loadMore} label={t('list.loadMore')} />}
    </div>
  );
}

/** Mounted only while idle, so each new page re-observes it and a still-visible sentinel fires again. */
function Sentinel({ onVisible, label }: { onVisible: () => void; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const supported = typeof IntersectionObserver === 'function';

  useEffect(() => {
    const el = ref.current;
    if (!supported || !el) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onVisible(), {
      rootMargin: '0px 0px 300px 0px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [supported, onVisible]);

  return supported ? (
    <div ref={ref} className="mkt-list-sentinel" aria-hidden="true" />
  ) : (
    <button type="button" className="mkt-list-foot mkt-list-more" onClick={onVisible}>
      {label}
    </button>
  );
}
