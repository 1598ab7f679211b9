// The safety tips (meet in public, never pay in advance, check the item and its papers): the usual
// fraud of classifieds is a deposit asked for a flat or a car that does not exist. Shown once in a
// buyer's new conversation with a seller (message/conversation.tsx) and before a device's first
// contact reveal on a details page (issue: Beyond the spec, "safety tips before the first contact
// reveal"; details/contacts.tsx). The styles travel with the component: both screens load it.
import { useEffect, useId, useRef } from 'react';
import type { MessageKey } from '../../i18n/keys.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';

const TIPS: readonly MessageKey[] = ['chat.tips.meet', 'chat.tips.pay', 'chat.tips.check'];

const TIPS_CSS =
  '.mkt-tips{margin:4px 0 12px;padding:12px 14px;border-radius:14px;background:#fff8e1;border:1px solid #f3d98b;color:#5c4400;font-size:14px;line-height:1.45}' +
  '.mkt-tips h2{display:flex;align-items:center;gap:8px;margin:0 0 6px;font-size:15px}' +
  '.mkt-tips h2 svg{flex:none;width:20px;height:20px}' +
  '.mkt-tips ul{margin:0;padding-left:20px}' +
  '.mkt-tips button{display:block;margin:8px 0 0 auto;min-height:44px;padding:0 18px;border:0;border-radius:22px;background:#5c4400;color:#fff;font:inherit;font-weight:600;cursor:pointer}';

export interface SafetyTipsProps {
  onDismiss(): void;
  /** Focus the tips when they open in answer to a tap (the details reveal), so a screen reader reads them. */
  autoFocus?: boolean;
}

export function SafetyTips({ onDismiss, autoFocus = false }: SafetyTipsProps) {
  useStyle('safety-tips', TIPS_CSS);
  const t = useT();
  const titleId = useId();
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    if (autoFocus) box.current?.focus();
  }, [autoFocus]);
  return (
    <section
      className="mkt-tips"
      aria-labelledby={titleId}
      data-tips="true"
      tabIndex={autoFocus ? -1 : undefined}
      ref={box}
    >
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
