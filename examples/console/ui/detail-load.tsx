// The detail panes' loading (orders, goods orders, parcels): one call read on open and again after
// each move, its refusal kept to show; and what a pane shows until its first answer (a back link,
// then "loading" or the refusal). One place, so the panes differ only in what they show once read.
import { useCallback, useEffect, useState } from 'react';
import type { ConsoleCall, ConsoleReplies } from '../../../src/contract/console-api.js';
import { consoleCall } from '../console-api.js';
import { refusalText, useConsole } from '../use-console.js';

export interface DetailLoad<C extends ConsoleCall> {
  detail: ConsoleReplies[C] | null;
  /** The last refusal's message key ('' after a good answer). */
  error: string;
  load(): Promise<void>;
}

/** Reads `call` with `body` now and whenever `key` (what the body is made of) changes. */
export function useDetailLoad<C extends ConsoleCall>(call: C, body: Record<string, unknown>, key: string): DetailLoad<C> {
  const [detail, setDetail] = useState<ConsoleReplies[C] | null>(null);
  const [error, setError] = useState('');
  // `key` stands for the body: a new object each render must not read again.
  const load = useCallback(async () => {
    const r = await consoleCall(call, body);
    if (r.ok) {
      setDetail(r.data);
      setError('');
    } else setError(r.message);
  }, [call, key]);
  useEffect(() => {
    void load();
  }, [load]);
  return { detail, error, load };
}

/** The pane before its first answer: back, then the refusal or "loading". */
export function DetailPending({ back, error, onBack }: { back: string; error: string; onBack(): void }) {
  const { t } = useConsole();
  return (
    <article className="detail">
      <button type="button" className="btn link back" onClick={onBack}>← {back}</button>
      {error ? <p className="error" role="alert">{refusalText(t, error)}</p> : <p className="muted">{t('app.loading')}</p>}
    </article>
  );
}
