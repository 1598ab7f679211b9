// The head of a work queue (review, translation): its title, how many wait, and a refresh.
import { useConsole } from '../use-console.js';

export function QueueHead({ title, count, queue }: { title: string; count: string; queue: { loading: boolean; reload(): Promise<unknown> } }) {
  const { t } = useConsole();
  return (
    <div className="queue-head">
      <h1>{title}</h1>
      <span className="muted">{count}</span>
      <span className="spacer" />
      <button type="button" className="btn" onClick={() => void queue.reload()} disabled={queue.loading}>{t('app.refresh')}</button>
    </div>
  );
}
