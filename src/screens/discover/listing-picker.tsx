// "Link one of my listings" (the issue: a post may link one of its author's listings, shown as a
// card): a full-screen sheet (ui/picker) of the caller's published listings, every publishing
// module at once, grouped by module: a user rarely remembers in which module they published.
// Only published ones: the server refuses any other (validation/discover.ts, its database check).
import { useEffect, useState } from 'react';
import { useServices } from '../../app/use-shell.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import { PUBLISH_STATUS } from '../../contract/statuses.js';
import type { MyReleaseItem } from '../../contract/types/commons.js';
import type { ShareListingCard } from '../../contract/types/discover.js';
import type { MessageKey } from '../../i18n/keys.js';
import { MODULE_LIST } from '../../modules/registry.js';
import type { ListingModule } from '../../modules/types.js';
import { PickerSheet } from '../../ui/picker/picker-sheet.js';
import { PickerLoading, PickerMessage } from '../../ui/picker/picker-states.js';
import { useT } from '../../ui/t-context.js';
import { ListingCard } from './listing-card.js';

/** How many of one module's listings the sheet offers (the newest first). */
const PER_MODULE = 20;

type Group = { module: ListingModule; items: ShareListingCard[] };
type Load = { status: 'loading' } | { status: 'ok'; groups: Group[] } | { status: 'error' };

export const cardOf = (item: MyReleaseItem): ShareListingCard => ({
  moduleId: item.moduleId, serviceId: item.serviceId, title: item.title, imgPath: item.imgPath,
  ...(item.price !== null ? { price: item.price, priceFlag: item.priceFlag } : {}),
});

const PUBLISHING = MODULE_LIST.filter((m) => m.publishes);

export function ListingPicker({ open, userId, onPick, onClose }: { open: boolean; userId: string; onPick(card: ShareListingCard): void; onClose(): void }) {
  const t = useT();
  return (
    <PickerSheet open={open} title={t('discover.compose.pickListing')} onClose={onClose}>
      <PickerBody userId={userId} onPick={onPick} />
    </PickerSheet>
  );
}

function PickerBody({ userId, onPick }: { userId: string; onPick(card: ShareListingCard): void }) {
  const t = useT();
  const { api } = useServices();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    void Promise.all(PUBLISHING.map(async (module) => {
      const reply = await api.call(ENDPOINTS.getMyRelease, { userId, moduleId: module.moduleId, status: PUBLISH_STATUS.published, page: { index: 1, size: PER_MODULE } }, { silent: true });
      return reply.code === 200 ? { module, items: (reply.customData?.resultList ?? []).map(cardOf) } : null;
    })).then((groups) => {
      if (!live) return;
      const ok = groups.filter((g): g is Group => g !== null);
      setLoad(ok.length === 0 && groups.length > 0 ? { status: 'error' } : { status: 'ok', groups: ok.filter((g) => g.items.length > 0) });
    });
    return () => { live = false; };
  }, [userId, round]);

  if (load.status === 'loading') return <PickerLoading />;
  if (load.status === 'error') return <PickerMessage text={t('discover.compose.listingsFailed')} onRetry={() => setRound((n) => n + 1)} />;
  if (load.groups.length === 0) return <PickerMessage text={t('discover.compose.noListings')} />;
  return (
    <div className="mkt-picker-body mkt-dcc-picker">
      {load.groups.map((g) => (
        <section key={g.module.key}>
          <h3>{t(`listScreen.titles.${g.module.key}` as MessageKey)}</h3>
          <ul>
            {g.items.map((card) => (
              <li key={`${card.moduleId}:${card.serviceId}`}>
                <button type="button" className="mkt-dcc-pick" data-pick-listing={String(card.serviceId)} onClick={() => onPick(card)}>
                  <ListingCard card={card} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
