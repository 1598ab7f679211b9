// Views of a listing (issue: Beyond the spec, "counted as contact events the publisher sees per
// listing (views, ...)"): a 200 details read counts one view per viewer, listing and day
// (record-event.ts). It is counted where every details read passes, AFTER the reply is made and
// without being waited for, so the read is no slower: the envelope route (a visitor's read may be
// answered by the reply cache, where no handler runs) and the standalone page's first view
// (http/visitor-read.ts: the page carries the reply and the app makes no call).
import * as v from 'valibot';
import { ENDPOINT_BY_PATH, type EndpointName } from '../../../src/contract/endpoints.js';
import { listingDetailRequestSchema } from '../../../src/contract/validation/listing-requests.js';
import { MODULE_LIST } from '../../../src/modules/registry.js';
import type { Queryable } from '../db/database.js';
import { recordContactEvent } from './record-event.js';
import { viewerKey, type ViewerSource } from './viewer.js';

/** The details call of each module, with its module key (null when modules share the call). */
const DETAIL_CALLS: ReadonlyMap<EndpointName, string | null> = (() => {
  const calls = new Map<EndpointName, string | null>();
  for (const m of MODULE_LIST) {
    const name = ENDPOINT_BY_PATH.get(m.endpoints.detail.path);
    if (name) calls.set(name, calls.has(name) ? null : m.key);
  }
  return calls;
})();

export const isDetailCall = (name: EndpointName): boolean => DETAIL_CALLS.has(name);

/**
 * Counts the view of a 200 details read of `name` (nothing for other calls). Never throws into
 * the read: the caller does not wait, and a failure is only logged by `onError`.
 */
export function countDetailView(
  db: Queryable,
  name: EndpointName,
  customData: unknown,
  who: ViewerSource,
  now: number,
  onError: (err: unknown) => void,
): void {
  if (!DETAIL_CALLS.has(name)) return;
  const parsed = v.safeParse(listingDetailRequestSchema, customData);
  if (!parsed.success) return;
  const moduleKey = DETAIL_CALLS.get(name) ?? null;
  const event = { listingId: parsed.output.serviceId, moduleKey, event: 'view' as const, viewer: viewerKey(who), userId: who.userId, now };
  recordContactEvent(db, event).catch(onError);
}
