// The safety tips a buyer sees once in a new conversation with a seller (meet in public, never pay
// in advance): the usual fraud of classifieds is a deposit asked for a flat or a car that does not
// exist.
import { useId } from 'react';
import type { MessageKey } from '../../i18n/keys.js';
import { useT } from '../../ui/t-context.js';

const TIPS: readonly MessageKey[] = ['chat.tips.meet', 'chat.tips.pay', 'chat.tips.check'];

export function SafetyTips({ onDismiss }: { onDismiss(): void }) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="mkt-tips" aria-labelledby={titleId} data-tips="true">
      <h2 id={titleId}>
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
          <path d="M9 12l2 2 4-4" strokeLinecap="round" />
        </svg>
        {t('chat.tips.title')}
      </h2>
      <ul>
        {TIPS.map((k) => <li key={k}>{t(k)}</li>)}
      </ul>
      <button type="button" onClick={onDismiss}>{t('chat.tips.ok')}</button>
    </section>
  );
}
