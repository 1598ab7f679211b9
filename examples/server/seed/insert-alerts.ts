// Saved searches on a first start (issue: Beyond the spec, item 1), so the user centre's list and
// the notification centre are not empty: u-buyer holds the searches the module seeds declare
// (SeedModule.savedSearch: the houses of Ivory Coast, keywords 'Cocody') and one notice each,
// already read, about the newest matching listing of another user. The key and keyword query are
// built as saveSearch builds them (alerts/criteria.ts, alerts/match.ts).
import { LISTING_ENDPOINTS } from '../../../src/contract/listing-endpoints.js';
import type { SavedSearchQuery } from '../../../src/contract/types/alerts.js';
import { PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import type { Queryable } from '../db/database.js';
import { KEYWORD_QUERY, queryKey } from '../alerts/criteria.js';
import { SEED_MODULES } from './listings/index.js';

const HOUR = 3_600_000;
const BUYER = 'u-buyer';

export async function insertAlertSeed(tx: Queryable, now: number): Promise<void> {
  for (const m of SEED_MODULES) {
    if (!m.savedSearch) continue;
    const { keyWords, countryId, title } = m.savedSearch;
    const query: SavedSearchQuery = {
      moduleId: LISTING_ENDPOINTS[m.key].moduleId, keyWords, tagId: null, priceMin: null, priceMax: null, sizeMin: null, sizeMax: null, bedroomNum: null, countryId,
    };
    const [search] = await tx.query<{ id: string }>(
      `insert into saved_searches (user_id, module_id, key_words, key_query, country_id, query_key, title, daily, unseen, created_at)
       values ($1, $2, $3, ${KEYWORD_QUERY('$3')}, $4, $5, $6, false, 1, $7) returning id`,
      [BUYER, query.moduleId, keyWords, countryId, queryKey(query), title, new Date(now - 48 * HOUR)],
    );
    await tx.query(
      `insert into notices (user_id, kind, search_id, search_title, module_id, listing_id, listing_title, img_path, count, read, created_at)
       select $1, 'searchMatch', $2, $3, l.module_id, l.id, x.title, coalesce(l.images->0->>'imgPath', ''), 1, true, $4
       from listings l join listing_texts x on x.listing_id = l.id and x.language = l.original_language
       where l.module_id = $5 and l.user_id <> $1 and l.status = ${PUBLISH_STATUS.published} and not l.deleted
         and l.search_doc @@ search_query($7, array[$8], $6)
       order by l.release_time desc, l.id desc limit 1`,
      [BUYER, search!.id, title, new Date(now - 24 * HOUR), query.moduleId, keyWords, m.key, countryId],
    );
  }
}
