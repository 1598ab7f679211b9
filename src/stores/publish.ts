// The publish draft of spec §3 "Draft form shared across modules": one draft for all listing
// modules, persisted, "restored when the form reopens with a title" (hence `restorable`).
// Tag and billing-cycle names are kept too (spec §3 "Business and visa ... kept in the draft").
import { computed, type ReadableAtom } from 'nanostores';
import { hasFields, isFiniteNumber, isRecord, isString } from './guards.js';
import { jsonCodec, persistentAtom, type PersistentAtom } from './persistent-atom.js';
import type { PrefixedStorage } from './storage.js';

/** An uploaded picture (spec §3 "fileList (imgPath, sort)"). */
export interface DraftFile {
  imgPath: string;
  sort: number;
}

export interface PublishDraft {
  userId: string;
  areaId: string;
  location: string;
  title: string;
  content: string;
  contacts: string;
  mail: string;
  /** Comma-joined phones, as in the publish payloads (spec §3). */
  tel: string;
  originalLanguageId: string;
  fileList: DraftFile[];
  /** Comma-joined area ids for multi-country publishing. */
  areaIds: string;
  tagId?: string;
  tagName?: string;
  billingCycleId?: string;
  billingCycleName?: string;
}

export interface PublishStore {
  draft: PersistentAtom<PublishDraft | null>;
  /** A draft worth offering back: it has a title (spec §3). */
  restorable: ReadableAtom<boolean>;
  /** Merges fields into the draft (creates it if needed). */
  save(fields: Partial<PublishDraft>): void;
  clear(): void;
}

export const EMPTY_DRAFT: Readonly<PublishDraft> = {
  userId: '',
  areaId: '',
  location: '',
  title: '',
  content: '',
  contacts: '',
  mail: '',
  tel: '',
  originalLanguageId: '',
  fileList: [],
  areaIds: '',
};

const isDraftFile = (v: unknown): boolean => isRecord(v) && isString(v.imgPath) && isFiniteNumber(v.sort);

const STRING_FIELDS = ['userId', 'areaId', 'location', 'title', 'content', 'contacts', 'mail', 'tel', 'originalLanguageId', 'areaIds'] as const;
const OPTIONAL_FIELDS = ['tagId', 'tagName', 'billingCycleId', 'billingCycleName'] as const;

const isDraft = (v: unknown): v is PublishDraft | null =>
  v === null ||
  (isRecord(v) &&
    hasFields(
      v,
      {
        ...Object.fromEntries([...STRING_FIELDS, ...OPTIONAL_FIELDS].map((f) => [f, isString])),
        fileList: (x) => Array.isArray(x) && x.every(isDraftFile),
      },
      OPTIONAL_FIELDS,
    ));

export function createPublishStore(storage: PrefixedStorage): PublishStore {
  const draft = persistentAtom<PublishDraft | null>(storage, 'publishDraft', null, jsonCodec(isDraft));
  return {
    draft,
    restorable: computed(draft, (d) => d !== null && d.title.trim() !== ''),
    save: (fields) => draft.set({ ...EMPTY_DRAFT, ...draft.get(), ...fields }),
    clear: () => draft.set(null),
  };
}
