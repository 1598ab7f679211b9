// The two saved lists of a module (spec §2 "History and collection screens", §7 "Common"): the
// same screen fed by this table. Favourites and history are paged `{ totalCount, pageBreakList }`
// replies (spec §3 "Page object and list replies"); each has its own delete call.
import type { ApiClient } from '../../api/index.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { Reply } from '../../contract/envelope.js';
import type { PageBreakReply } from '../../contract/types/common.js';
import type { SavedItem } from '../../contract/types/listing-summaries.js';
import type { MessageKey } from '../../i18n/keys.js';
import { historyModuleOf } from '../../modules/index.js';
import type { ListingModule } from '../../modules/types.js';

export type SavedKindName = 'history' | 'collection';

export interface SavedKind {
  name: SavedKindName;
  title: MessageKey;
  empty: MessageKey;
  /** "Viewed on …" / "Saved on …" under each row. */
  time: MessageKey;
  /** 24×24 stroke icon of the empty placeholder (the same as the article tab bar's). */
  icon: string;
  /**
   * The module whose id the list asks for and whose details route its rows open. History uses
   * the descriptor's historyModuleKey (spec §9 quirk: business history is filed under, and links
   * to, housekeeping); favourites are the module's own.
   */
  source(m: ListingModule): ListingModule;
  fetch(api: ApiClient, body: { page: { index: number; size: number }; userId: string; moduleId: number }): Promise<Reply<PageBreakReply<SavedItem>>>;
  remove(api: ApiClient, m: ListingModule, item: SavedItem, userId: string): Promise<Reply<null>>;
}

export const SAVED_KINDS: Readonly<Record<SavedKindName, SavedKind>> = {
  history: {
    name: 'history',
    title: 'saved.history.title',
    empty: 'saved.history.empty',
    time: 'saved.history.time',
    icon: 'M12 7v5l3 2M21 12a9 9 0 1 1-9-9 9 9 0 0 1 9 9z',
    source: historyModuleOf,
    fetch: (api, body) => api.call(ENDPOINTS.getMyHistory, body),
    remove: (api, _m, item, userId) => api.call(ENDPOINTS.deleteMyHistory, { userId, serviceIds: [item.serviceId] }),
  },
  collection: {
    name: 'collection',
    title: 'saved.collection.title',
    empty: 'saved.collection.empty',
    time: 'saved.collection.time',
    icon: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
    source: (m) => m,
    fetch: (api, body) => api.call(ENDPOINTS.getMyFavorite, body),
    // spec §7: cancelMyFavorite {userId, serviceIds[], esInfoIds for articles} — every module whose
    // listings carry an esInfoId (descriptor `esInfoId`: articles, goods) names it too.
    remove: (api, m, item, userId) =>
      api.call(ENDPOINTS.cancelMyFavorite, {
        userId,
        serviceIds: [item.serviceId],
        ...(m.esInfoId && item.esInfoId ? { esInfoIds: [item.esInfoId] } : {}),
      }),
  },
};
