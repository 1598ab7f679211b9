// Human translation (spec §1 mode 2): the listings that wait for one — failed machine
// translations (8) first, then those published in their original language only — on the left;
// the chosen one side by side on the right: the publisher's text, and a form per language.
import { useState } from 'react';
import type { TranslationItem } from '../../../src/contract/console-api.js';
import { formatTime } from '../ui/format.js';
import { Pager } from '../ui/pager.js';
import { QueueHead } from '../ui/queue-head.js';
import { refusalText, useConsole } from '../use-console.js';
import { TranslationDetail } from './translation-detail.js';
import { StatusBadge } from './status-badge.js';
import { usePaged } from './use-paged.js';

const PAGE_SIZE = 20;

export default function TranslationPage() {
  const { t, i18n } = useConsole();
  const queue = usePaged('translationQueue', PAGE_SIZE);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = queue.rows.find((r) => r.serviceId === selectedId) ?? null;

  /** After a save: the list as it is now; the listing stays chosen while languages are missing. */
  const saved = async (missing: string[]) => {
    const rows = await queue.reload();
    if (missing.length === 0) setSelectedId(rows[0]?.serviceId ?? null);
  };

  return (
    <div className={`split${selected ? ' has-selection' : ''}`}>
      <section className="queue" aria-label={t('translation.list')}>
        <QueueHead title={t('pages.translation')} count={t('translation.waiting', { count: queue.total })} queue={queue} />
        {queue.error && <p className="error" role="alert">{refusalText(t, queue.error)}</p>}
        {!queue.loading && !queue.error && queue.rows.length === 0 && <p className="muted pad">{t('translation.empty')}</p>}
        <ul className="rows">
          {queue.rows.map((item: TranslationItem) => (
            <li key={item.serviceId}>
              <button type="button" className={`row${item.serviceId === selectedId ? ' selected' : ''}`} aria-current={item.serviceId === selectedId} onClick={() => setSelectedId(item.serviceId)}>
                <span className="row-top">
                  <StatusBadge status={item.status} />
                  <span className="muted">{t(`modules.${item.module}`, { defaultValue: item.module })}</span>
                  <span className="spacer" />
                  <span className="muted small">{formatTime(item.updatedAt, i18n.language)}</span>
                </span>
                <span className="row-title" lang={item.original.language}>{item.original.title}</span>
                <span className="muted small">{t('translation.missing', { languages: item.missing.map((l) => t(`languages.${l}`)).join(', ') })}</span>
              </button>
            </li>
          ))}
        </ul>
        <Pager page={queue.page} pageSize={PAGE_SIZE} total={queue.total} onPage={queue.setPage} />
      </section>
      <section className="pane">
        {selected ? <TranslationDetail key={selected.serviceId} item={selected} onSaved={saved} onBack={() => setSelectedId(null)} /> : <p className="muted pad">{t('translation.select')}</p>}
      </section>
    </div>
  );
}
