// The listings domain of the reference server (issue 3), generated from the module registry
// (DESIGN.md §3: "the reference server builds its search/detail/mine/update/favourite/history
// handlers from the same table"): one loop over MODULES, no per-module code.
//
// Choices the spec leaves open (documented here once):
// - New and edited listings wait for an operator's review (spec §4 statuses 4/5), then are published
//   (7) or refused (6). Every status change goes through lifecycle.ts (the table:
//   src/contract/listing-lifecycle.ts); visitors see status 7 only. Paying for a status-0 listing
//   (publishPay) is the payments domain's (payments/pay-handlers.ts, deliver.ts).
// - Bodies carrying a userId other than the caller's are refused with 4403 (errors.incorrectAccount).
// - Publish quota (spec §6 "memberLevelId decides the publish quota"): the active level's free
//   listings per module plus posting chances, from the payments data (payments/quota.ts); a new
//   listing with none left is kept as 0 "not paid" (update.ts).
// - Content HTML is sanitized on write (sanitize.ts); images must be our own uploads.
import type { AnyEndpoint } from '../../../src/contract/endpoint.js';
import { ENDPOINT_BY_PATH, type EndpointName } from '../../../src/contract/endpoints.js';
import { MODULE_LIST, MODULES, publishSchemaOf } from '../../../src/modules/index.js';
import type { Handler, HandlerTable } from '../http/handler.js';
import { detailHandler } from './detail.js';
import { mineDetailHandler } from './mine-detail.js';
import { CHECK_WORD_HANDLERS } from './check-word.js';
import { OWN_LISTING_HANDLERS } from './own-listings.js';
import { RELEASE_HANDLERS } from './release.js';
import { SAVED_HANDLERS } from './saved.js';
import { searchHandler } from './search.js';
import { updateHandler } from './update.js';
import { UPLOAD_HANDLERS } from './upload.js';

const nameOf = (e: AnyEndpoint): EndpointName => {
  const name = ENDPOINT_BY_PATH.get(e.path);
  if (!name) throw new Error(`listing endpoint ${e.path} is not in the contract table`);
  return name;
};

function moduleHandlers(): Partial<Record<EndpointName, Handler>> {
  const table: Partial<Record<EndpointName, Handler>> = {};
  for (const m of MODULE_LIST) {
    table[nameOf(m.endpoints.search)] = searchHandler(m);
    table[nameOf(m.endpoints.detail)] = detailHandler(m);
    if (m.endpoints.mineDetail) table[nameOf(m.endpoints.mineDetail)] = mineDetailHandler(m);
    const schema = publishSchemaOf(m);
    if (m.endpoints.update && schema) table[nameOf(m.endpoints.update)] = updateHandler(m, schema);
  }
  return table;
}

/**
 * Boundary cast: the generated handlers answer each module's contract shapes (built from the
 * descriptor's field lists, checked against the contract types in src/modules), which TypeScript
 * cannot follow through the loop.
 */
export const LISTING_HANDLERS: HandlerTable = {
  ...(moduleHandlers() as HandlerTable),
  ...SAVED_HANDLERS,
  ...RELEASE_HANDLERS,
  ...CHECK_WORD_HANDLERS,
  ...OWN_LISTING_HANDLERS,
  ...UPLOAD_HANDLERS,
  // The home page's goods list (spec §2 /index, §7 "Home and goods"): the goods search with paging
  // only, whose rows are the goods summaries.
  searchGoodsWithoutAd: searchHandler(MODULES.saleGoods) as HandlerTable['searchGoodsWithoutAd'],
};
