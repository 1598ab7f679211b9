// The result area of the /h5 page (role=status, announced politely): idle, waiting, the JSON
// result of the last call, or its bridge error code (bridge/errors.ts ERROR_CODES) and message.
import type { BridgeError } from '../../../bridge/errors.js';
import { useT } from '../../ui/t-context.js';
import { S } from './h5-styles.js';

export type Outcome =
  | { state: 'idle' }
  | { state: 'waiting'; label: string }
  | { state: 'ok'; label: string; result: unknown }
  | { state: 'error'; label: string; error: BridgeError };

/**
 * JSON for display. A picked photo's File (web fallback only, never sent over a bridge) shows as
 * its name, type and size instead of "{}".
 */
export function toDisplayJson(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, v: unknown) => (typeof Blob !== 'undefined' && v instanceof Blob
      ? { name: (v as Partial<File>).name ?? '', type: v.type, size: v.size }
      : v),
    2,
  ) ?? String(value);
}

export function OutcomeView({ outcome }: { outcome: Outcome }) {
  const t = useT();
  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-state={outcome.state}>
      {outcome.state === 'idle' && <p style={S.muted}>{t('h5.idle')}</p>}
      {outcome.state === 'waiting' && <p style={S.status}>{t('h5.waiting', { method: outcome.label })}</p>}
      {outcome.state === 'ok' && (
        <>
          <p style={S.status}>{t('h5.succeeded', { method: outcome.label })}</p>
          <pre style={S.code} data-result>{toDisplayJson(outcome.result)}</pre>
        </>
      )}
      {outcome.state === 'error' && (
        <>
          <p style={S.status} data-error-code={outcome.error.code}>
            {t('h5.failed', { method: outcome.label, code: outcome.error.code })}
          </p>
          {outcome.error.message && <p style={S.error}>{outcome.error.message}</p>}
        </>
      )}
    </div>
  );
}
