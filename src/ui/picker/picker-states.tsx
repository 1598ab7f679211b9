// What a picker shows instead of rows (spec §4 list states): loading, a failed load with a retry
// (for the area codes the only sign of the silently swallowed failure, spec §7), nothing to choose,
// no match for the search, or a picker that cannot load yet (a city before a country, spec §5).
import { useT } from '../t-context.js';

const SKELETON_ROWS = 8;

export function PickerLoading() {
  const t = useT();
  return (
    <div className="mkt-picker-body mkt-picker-skeleton" role="status">
      <span className="mkt-sr">{t('list.loading')}</span>
      {Array.from({ length: SKELETON_ROWS }, (_, i) => <span key={i} className="mkt-picker-skel" aria-hidden="true" />)}
    </div>
  );
}

export function PickerMessage({ text, onRetry }: { text: string; onRetry?: (() => void) | undefined }) {
  const t = useT();
  return (
    <div className="mkt-picker-body mkt-picker-message">
      <p>{text}</p>
      {onRetry && (
        <button type="button" className="mkt-btn" onClick={onRetry}>
          {t('list.retry')}
        </button>
      )}
    </div>
  );
}
