// Human translation (spec §1 mode 2): the listings that wait for one — failed machine
// translations (8) first, then those published in their original language only — on the left;
// the chosen one side by side on the right: the publisher's text, and a form per language.
import type { TranslationItem } from '../../../src/contract/console-api.js';
import { formatTime } from '../ui/format.js';
import { useQueueSelection, WorkQueue } from '../ui/work-queue.js';
import { useConsole } from '../use-console.js';
import { TranslationDetail } from './translation-detail.js';
import { StatusBadge } from './status-badge.js';
import { usePaged } from './use-paged.js';

const PAGE_SIZE = 20;
const keyOf = (i: TranslationItem) => i.serviceId;

export default function TranslationPage() {
  const { t, i18n } = useConsole();
  const queue = usePaged('translationQueue', PAGE_SIZE);
  const selection = useQueueSelection(queue, keyOf);

  /** After a save: the list as it is now; the listing stays chosen while languages are missing. */
  const saved = async (missing: string[]) => {
    const rows = await queue.reload();
    if (missing.length === 0) selection.select(rows[0]?.serviceId ?? null);
  };

  return (
    <WorkQueue
      layout="split" queue={queue} pageSize={PAGE_SIZE} selection={selection} keyOf={keyOf}
      texts={{ list: t('translation.list'), title: t('pages.translation'), count: t('translation.waiting', { count: queue.total }), empty: t('translation.empty'), select: t('translation.select') }}
      row={(item: TranslationItem) => (
        <>
          <span className="row-top">
            <StatusBadge status={item.status} />
            <span className="muted">{t(`modules.${item.module}`, { defaultValue: item.module })}</span>
            <span className="spacer" />
            <span className="muted small">{formatTime(item.updatedAt, i18n.language)}</span>
          </span>
          <span className="row-title" lang={item.original.language}>{item.original.title}</span>
          <span className="muted small">{t('translation.missing', { languages: item.missing.map((l) => t(`languages.${l}`)).join(', ') })}</span>
        </>
      )}
      detail={(item) => <TranslationDetail key={item.serviceId} item={item} onSaved={saved} onBack={() => selection.select(null)} />}
    />
  );
}
