// The post being written (spec §2 /discover share; the issue: "draft kept"): text, pictures,
// hashtags and the linked listing live in a small store mirrored in the instance's storage, so
// leaving the screen, a reload or a crash loses nothing. Two slots: the new post, and the post being
// edited (an edit never overwrites a new post's text). A slot belongs to the user who wrote it:
// another login reads it as empty. Cleared after a successful release or update.
import { useStore } from '@nanostores/react';
import type { FileRef } from '../../contract/types/common.js';
import type { ShareListingCard } from '../../contract/types/discover.js';
import { hasFields, isFiniteNumber, isRecord, isString } from '../../stores/guards.js';
import { jsonCodec, persistentAtom, type PersistentAtom } from '../../stores/persistent-atom.js';
import type { PrefixedStorage } from '../../stores/storage.js';
import { useServices } from '../../app/use-shell.js';

export interface ShareDraft {
  userId: string;
  /** The post being edited; '' for a new post. */
  shareId: string;
  content: string;
  imgList: FileRef[];
  hashtags: string[];
  listing: ShareListingCard | null;
}

export const EMPTY_SHARE_DRAFT: ShareDraft = { userId: '', shareId: '', content: '', imgList: [], hashtags: [], listing: null };

const isFileRef = (v: unknown) => isRecord(v) && hasFields(v, { imgPath: isString, sort: isFiniteNumber });
const isCard = (v: unknown) => isRecord(v) && hasFields(v, { moduleId: isFiniteNumber, serviceId: (s) => isString(s) || isFiniteNumber(s), title: isString, imgPath: isString });

export const isShareDraft = (v: unknown): v is ShareDraft =>
  isRecord(v) && hasFields(v, {
    userId: isString, shareId: isString, content: isString,
    imgList: (l) => Array.isArray(l) && l.every(isFileRef),
    hashtags: (l) => Array.isArray(l) && l.every(isString),
    listing: (c) => c === null || isCard(c),
  });

export type DraftSlot = 'new' | 'edit';

/** One store per app instance and slot (two widgets never share a post). */
const drafts = new Map<string, PersistentAtom<ShareDraft>>();

export function shareDraftStore(storage: PrefixedStorage, slot: DraftSlot): PersistentAtom<ShareDraft> {
  const id = `${storage.prefix}|${slot}`;
  let store = drafts.get(id);
  if (!store) {
    store = persistentAtom(storage, `shareDraft.${slot}`, EMPTY_SHARE_DRAFT, jsonCodec(isShareDraft));
    drafts.set(id, store);
  }
  return store;
}

/** Whether the stored draft is this user's draft of this post (a new post: shareId ''). */
export const draftBelongs = (d: ShareDraft, userId: string, shareId: string): boolean =>
  userId !== '' && d.userId === userId && d.shareId === shareId;

/** A draft holds something worth keeping (an edit's slot is seeded from the post itself). */
export const draftHasContent = (d: ShareDraft): boolean =>
  d.content.trim() !== '' || d.imgList.length > 0 || d.hashtags.length > 0 || d.listing !== null;

export interface ShareDraftApi {
  draft: ShareDraft;
  /** Whether the slot already holds this user's draft of this post. */
  own: boolean;
  update(part: Partial<Omit<ShareDraft, 'userId' | 'shareId'>>): void;
  /** Starts the slot from these values (an edit: the post as saved). */
  seed(values: Omit<ShareDraft, 'userId' | 'shareId'>): void;
  clear(): void;
}

export function useShareDraft(shareId: string): ShareDraftApi {
  const { stores } = useServices();
  const store = shareDraftStore(stores.storage, shareId ? 'edit' : 'new');
  const stored = useStore(store);
  const userId = useStore(stores.session.userId);
  const own = draftBelongs(stored, userId, shareId);
  const fresh: ShareDraft = { ...EMPTY_SHARE_DRAFT, userId, shareId };
  return {
    draft: own ? stored : fresh,
    own,
    update: (part) => {
      const now = store.get();
      store.set({ ...(draftBelongs(now, userId, shareId) ? now : fresh), ...part });
    },
    seed: (values) => store.set({ ...values, userId, shareId }),
    clear: () => store.set(EMPTY_SHARE_DRAFT),
  };
}
