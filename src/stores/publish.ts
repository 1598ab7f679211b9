// The publish drafts (spec §3 "Draft form shared across modules ... restored when the form reopens
// with a title"; "Tag name and billing-cycle name are kept in the draft"). One draft per user and
// module, and one per listing being edited, so a half-typed house ad survives a reload, a crash or
// going offline, and never turns up in another module or another account's form.
// Each draft is its own storage key (a keystroke rewrites one small entry, and another tab's write
// of one draft does not touch the others); clear() removes them all (logout, spec §8 4029/4030/4033).
import type { PrefixedStorage } from './storage.js';
import { isFiniteNumber, isRecord } from './guards.js';

/** Storage keys of drafts start with this. */
export const DRAFT_PREFIX = 'publishDraft:';
/** The single shared draft of earlier versions: dropped, it has no owner or module. */
const LEGACY_KEY = 'publishDraft';

/** Whose draft of what: a new listing of a module, or an edit of one listing. */
export interface DraftRef {
  userId: string;
  moduleKey: string;
  /** Set when editing a listing (its own draft, apart from the new-listing one). */
  serviceId?: string;
}

/** What is stored: the form's values as they were (text, picked ids and their names, pictures). */
export interface PublishDraft {
  values: Record<string, unknown>;
  /** Epoch ms of the last write. */
  savedAt: number;
}

export interface PublishStore {
  read(ref: DraftRef): PublishDraft | null;
  write(ref: DraftRef, values: Record<string, unknown>): void;
  /** Drops one draft (published, or discarded by its owner). */
  discard(ref: DraftRef): void;
  /** Drops every draft of this app instance (logout, cleared session). */
  clear(): void;
}

/** `${userId}:${moduleKey}`, plus `:${serviceId}` for an edit. */
export const draftKey = (ref: DraftRef): string =>
  `${DRAFT_PREFIX}${ref.userId}:${ref.moduleKey}${ref.serviceId ? `:${ref.serviceId}` : ''}`;

/** A draft worth giving back: it has a title (spec §3). */
export const isRestorable = (draft: PublishDraft | null): draft is PublishDraft =>
  draft !== null && typeof draft.values.title === 'string' && draft.values.title.trim() !== '';

const isDraft = (v: unknown): v is PublishDraft => isRecord(v) && isRecord(v.values) && isFiniteNumber(v.savedAt);

export function createPublishStore(storage: PrefixedStorage, now: () => number = Date.now): PublishStore {
  storage.remove(LEGACY_KEY);
  return {
    read(ref) {
      const raw = storage.get(draftKey(ref));
      if (raw === null) return null;
      try {
        const value: unknown = JSON.parse(raw);
        return isDraft(value) ? value : null;
      } catch {
        return null;
      }
    },
    write(ref, values) {
      // A user id is needed: a visitor's draft would have no owner to be restored to.
      if (!ref.userId) return;
      storage.set(draftKey(ref), JSON.stringify({ values, savedAt: now() } satisfies PublishDraft));
    },
    discard(ref) {
      storage.remove(draftKey(ref));
    },
    clear() {
      for (const key of storage.keys()) if (key.startsWith(DRAFT_PREFIX)) storage.remove(key);
    },
  };
}
