// The parcel being written (spec §2 /sea form, productinfo, transitadress, adresslist): the picked
// addresses and warehouse, the goods, the measures and the note. The form is spread over several
// screens, so it lives in a small store mirrored in sessionStorage: going to a picker and back, or
// a reload, loses nothing; closing the tab forgets it (a half-written parcel is not kept for
// days). It belongs to the user who wrote it: another login starts empty. Cleared once created.
import { useStore } from '@nanostores/react';
import type { ParcelGoods, ParcelMeasures } from '../../contract/types/air-express.js';
import { hasFields, isFiniteNumber, isRecord, isString } from '../../stores/guards.js';
import { jsonCodec, persistentAtom, type PersistentAtom } from '../../stores/persistent-atom.js';
import { createPrefixedStorage } from '../../stores/storage.js';
import { useServices } from '../../app/use-shell.js';

export interface ParcelDraft {
  userId: string;
  senderAddressId: string;
  receiverAddressId: string;
  warehouseId: string;
  goods: ParcelGoods | null;
  measures: ParcelMeasures | null;
  remark: string;
}

export const EMPTY_DRAFT: ParcelDraft = {
  userId: '', senderAddressId: '', receiverAddressId: '', warehouseId: '', goods: null, measures: null, remark: '',
};

const isGoods = (v: unknown) => isRecord(v) && hasFields(v, { name: isString, categoryId: isFiniteNumber, quantity: isFiniteNumber, declaredValue: isFiniteNumber });
const isMeasures = (v: unknown) => isRecord(v) && hasFields(v, { weightG: isFiniteNumber, lengthCm: isFiniteNumber, widthCm: isFiniteNumber, heightCm: isFiniteNumber });

export const isDraft = (v: unknown): v is ParcelDraft =>
  isRecord(v) && hasFields(v, {
    userId: isString, senderAddressId: isString, receiverAddressId: isString, warehouseId: isString, remark: isString,
    goods: (g) => g === null || isGoods(g),
    measures: (m) => m === null || isMeasures(m),
  });

/** window.sessionStorage if usable (sandboxed frames throw), else null: the draft then lives in memory. */
function sessionBackend(): Storage | null {
  try {
    const s = globalThis.sessionStorage;
    if (!s) return null;
    s.setItem('__mkt_probe__', '1');
    s.removeItem('__mkt_probe__');
    return s;
  } catch {
    return null;
  }
}

/** One draft per app instance (its storage prefix: two widgets never share a parcel). */
const drafts = new Map<string, PersistentAtom<ParcelDraft>>();

export function parcelDraftStore(prefix: string): PersistentAtom<ParcelDraft> {
  let store = drafts.get(prefix);
  if (!store) {
    store = persistentAtom(createPrefixedStorage(prefix, sessionBackend()), 'parcelDraft', EMPTY_DRAFT, jsonCodec(isDraft));
    drafts.set(prefix, store);
  }
  return store;
}

export interface DraftApi {
  draft: ParcelDraft;
  update(part: Partial<Omit<ParcelDraft, 'userId'>>): void;
  clear(): void;
}

/** The signed-in user's draft (another user's is read as empty, and replaced on the first change). */
export function useParcelDraft(): DraftApi {
  const { stores } = useServices();
  const store = parcelDraftStore(stores.storage.prefix);
  const stored = useStore(store);
  const userId = useStore(stores.session.userId);
  const draft = stored.userId === userId ? stored : { ...EMPTY_DRAFT, userId };
  return {
    draft,
    update: (part) => {
      const now = store.get();
      store.set({ ...(now.userId === userId ? now : { ...EMPTY_DRAFT, userId }), ...part });
    },
    clear: () => store.set(EMPTY_DRAFT),
  };
}
