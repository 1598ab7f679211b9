// The small line under a message the reader's translation applies to (spec §1 "original or
// translated" toggle): flip between the translation and the original, "translating…" while it is
// on its way, or a quiet retry when the provider could not translate it.
import { useT } from '../../ui/t-context.js';
import type { TranslationView } from './translate-state.js';

export function TranslationLine({ view, onFlip, onRetry }: { view: TranslationView; onFlip(): void; onRetry(): void }) {
  const t = useT();
  if (view.status === 'pending') return <span className="mkt-bub-tr" role="status" data-translation="pending">{t('chat.translate.translating')}</span>;
  if (view.status === 'failed') {
    return (
      <span className="mkt-bub-tr" data-translation="failed">
        {t('chat.translate.failed')} · <button type="button" onClick={onRetry}>{t('chat.translate.retry')}</button>
      </span>
    );
  }
  return (
    <span className="mkt-bub-tr" data-translation={view.showing}>
      <button type="button" aria-pressed={view.showing === 'original'} onClick={onFlip}>
        {t(view.showing === 'translated' ? 'chat.translate.showOriginal' : 'chat.translate.showTranslation')}
      </button>
    </span>
  );
}
