// Favourites toggled offline (issue: Beyond the spec, item 4 "queues favourites ... made offline
// until the connection is back (nothing lost, nothing doubled)"): the star changes at once and the
// user's intent waits here, in storage, per listing — the last intent wins, and one that comes
// back to what the server already has (add then remove) is dropped, so nothing is sent for it.
// flush() sends what is left when the device is back online (start-offline.ts, and the next
// start); the server's insert and cancel are idempotent (listings/saved.ts: `on conflict do
// nothing`, a delete), so a replay whose reply was lost stores nothing twice.
import { atom, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../api/index.js';
import { CODE } from '../contract/codes.js';
import { COMMON_ENDPOINTS } from '../contract/endpoints/commons.js';
import { isRecord } from '../contract/is-record.js';
import type { CancelFavoriteRequest, InsertFavoriteRequest } from '../contract/types/commons.js';
import type { YesNo } from '../contract/types/common.js';
import type { PrefixedStorage } from '../stores/storage.js';

/** Where a user's waiting intents are kept (offline/start-offline.ts looks there before loading this module). */
export const favoriteOutboxKey = (userId: string): string => `favorites:outbox:${userId}`;

/** One listing's waiting intent: `to` is what the star shows, `from` what the server had. */
export interface PendingFavorite {
  serviceId: string;
  from: YesNo;
  to: YesNo;
  insert: InsertFavoriteRequest;
  cancel: CancelFavoriteRequest;
}

export type PendingFavorites = Readonly<Record<string, PendingFavorite>>;

export interface FavoriteOutbox {
  pending: ReadableAtom<PendingFavorites>;
  /** The user moved the star from `from` to `to` while offline. */
  record(entry: PendingFavorite): void;
  /** Sends every waiting intent, one after the other; resolves when done (or the network failed again). */
  flush(): Promise<void>;
}

export interface FavoriteOutboxDeps {
  api: Pick<ApiClient, 'call'>;
  storage: PrefixedStorage;
  userId: string;
}

const isYesNo = (v: unknown): v is YesNo => v === 0 || v === 1;
const isPending = (v: unknown): v is PendingFavorite =>
  isRecord(v) && typeof v.serviceId === 'string' && isYesNo(v.from) && isYesNo(v.to) && isRecord(v.insert) && isRecord(v.cancel);

/** Storage key of one user's waiting favourites. */

function load(storage: PrefixedStorage, key: string): PendingFavorites {
  try {
    const value: unknown = JSON.parse(storage.get(key) ?? '{}');
    return isRecord(value) ? Object.fromEntries(Object.entries(value).filter(([, v]) => isPending(v))) as PendingFavorites : {};
  } catch {
    return {};
  }
}

export function createFavoriteOutbox({ api, storage, userId }: FavoriteOutboxDeps): FavoriteOutbox {
  const key = favoriteOutboxKey(userId);
  const pending = atom<PendingFavorites>(load(storage, key));
  const save = (next: PendingFavorites) => {
    pending.set(next);
    if (Object.keys(next).length === 0) storage.remove(key);
    else storage.set(key, JSON.stringify(next));
  };
  const without = (id: string): PendingFavorites => {
    const { [id]: _gone, ...rest } = pending.get();
    return rest;
  };
  let running: Promise<void> | null = null;

  async function sendAll(): Promise<void> {
    for (;;) {
      const entry = Object.values(pending.get())[0];
      if (!entry) return;
      // Silent: the star already shows the intent; a refusal (listing gone, logged out) drops it.
      const reply = entry.to === 1
        ? await api.call(COMMON_ENDPOINTS.insertFavorite, entry.insert, { silent: true })
        : await api.call(COMMON_ENDPOINTS.cancelMyFavorite, entry.cancel, { silent: true });
      if (reply.code === CODE.SYSTEM_ERROR) return; // still no network: kept for the next flush
      // The server now has entry.to (or refused it for good). The star moved back meanwhile: that
      // intent stays, measured against the server's new state.
      const now = pending.get()[entry.serviceId];
      if (now) save(now.to === entry.to ? without(entry.serviceId) : { ...pending.get(), [entry.serviceId]: { ...now, from: entry.to } });
    }
  }

  return {
    pending,
    record(entry) {
      const before = pending.get()[entry.serviceId];
      const from = before ? before.from : entry.from;
      // Back to what the server has: nothing to send.
      if (entry.to === from) save(without(entry.serviceId));
      else save({ ...pending.get(), [entry.serviceId]: { ...entry, from } });
    },
    flush() {
      running ??= sendAll().finally(() => {
        running = null;
      });
      return running;
    },
  };
}

/** One outbox per API client (= app instance) and user, shared by the stars and start-offline.ts. */
const outboxes = new WeakMap<object, Map<string, FavoriteOutbox>>();

export function favoriteOutboxFor(deps: FavoriteOutboxDeps): FavoriteOutbox {
  let byUser = outboxes.get(deps.api);
  if (!byUser) outboxes.set(deps.api, (byUser = new Map()));
  let box = byUser.get(deps.userId);
  if (!box) byUser.set(deps.userId, (box = createFavoriteOutbox(deps)));
  return box;
}
