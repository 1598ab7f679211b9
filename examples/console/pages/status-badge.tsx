// A listing's status in the translation queue: 7 published (original only), 8 machine failed.
import { useConsole } from '../use-console.js';

export function StatusBadge({ status }: { status: number }) {
  const { t } = useConsole();
  return <span className={`badge ${status === 8 ? 'failed' : 'published'}`}>{t(`translation.status_${status}`)}</span>;
}
