// Previous / next over a paged console list ({totalCount, resultList}).
import { useConsole } from '../use-console.js';

export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const { t } = useConsole();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pager">
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('app.prev')}</button>
      <span>{t('app.page', { page, pages })}</span>
      <button type="button" className="btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('app.next')}</button>
    </nav>
  );
}
