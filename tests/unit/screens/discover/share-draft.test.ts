// The post being written (src/screens/discover/share-draft.ts; the issue: "draft kept"): what is
// read back from storage, whose it is, and that it survives a new store on the same storage (a reload).
import { describe, expect, it } from 'vitest';
import { draftBelongs, draftHasContent, EMPTY_SHARE_DRAFT, isShareDraft, shareDraftStore, type ShareDraft } from '../../../../src/screens/discover/share-draft.js';
import { persistentAtom, jsonCodec } from '../../../../src/stores/persistent-atom.js';
import { createPrefixedStorage } from '../../../../src/stores/storage.js';

const DRAFT: ShareDraft = {
  userId: 'u1', shareId: '', content: 'Du bon attiéké à Yopougon ce matin',
  imgList: [{ imgPath: '/uploads/a.webp', sort: 1 }], hashtags: ['attieke'],
  listing: { moduleId: 10, serviceId: 'L12', title: 'Villa à Cocody', imgPath: '', price: 100, priceFlag: 'XOF' },
};

/** A Storage in memory, as the browser's localStorage is to the app. */
function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() { return m.size; },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => { m.delete(k); },
    setItem: (k, v) => { m.set(k, v); },
  };
}

describe('isShareDraft', () => {
  it('accepts a draft and the empty one', () => {
    expect(isShareDraft(DRAFT)).toBe(true);
    expect(isShareDraft(EMPTY_SHARE_DRAFT)).toBe(true);
    expect(isShareDraft({ ...DRAFT, listing: null })).toBe(true);
  });
  it('refuses what an older version or another hand left', () => {
    expect(isShareDraft(null)).toBe(false);
    expect(isShareDraft({ ...DRAFT, hashtags: 'a' })).toBe(false);
    expect(isShareDraft({ ...DRAFT, imgList: [{ imgPath: 1, sort: 1 }] })).toBe(false);
    expect(isShareDraft({ ...DRAFT, listing: { title: 'x' } })).toBe(false);
    const { shareId: _s, ...noShareId } = DRAFT;
    expect(isShareDraft(noShareId)).toBe(false);
  });
});

describe('ownership', () => {
  it('is this user’s draft of this post only', () => {
    expect(draftBelongs(DRAFT, 'u1', '')).toBe(true);
    expect(draftBelongs(DRAFT, 'u2', '')).toBe(false);
    expect(draftBelongs(DRAFT, 'u1', 'sh1')).toBe(false);
    expect(draftBelongs(EMPTY_SHARE_DRAFT, '', '')).toBe(false);
  });
  it('knows an empty draft', () => {
    expect(draftHasContent(EMPTY_SHARE_DRAFT)).toBe(false);
    expect(draftHasContent({ ...EMPTY_SHARE_DRAFT, hashtags: ['a'] })).toBe(true);
    expect(draftHasContent(DRAFT)).toBe(true);
  });
});

describe('shareDraftStore', () => {
  it('keeps the draft in storage: a new store on the same storage reads it back (a reload)', () => {
    const backend = memoryStorage();
    const store = shareDraftStore(createPrefixedStorage('t1:', backend), 'new');
    store.set(DRAFT);
    const reloaded = persistentAtom(createPrefixedStorage('t1:', backend), 'shareDraft.new', EMPTY_SHARE_DRAFT, jsonCodec(isShareDraft));
    expect(reloaded.get()).toEqual(DRAFT);
  });
  it('keeps the new post and the edited post apart, and forgets on clear', () => {
    const storage = createPrefixedStorage('t2:', memoryStorage());
    const fresh = shareDraftStore(storage, 'new');
    const edit = shareDraftStore(storage, 'edit');
    fresh.set(DRAFT);
    edit.set({ ...DRAFT, shareId: 'sh7', content: 'Une autre publication de vingt caractères' });
    expect(fresh.get().content).toBe(DRAFT.content);
    fresh.set(EMPTY_SHARE_DRAFT);
    expect(storage.get('shareDraft.new')).toBeNull();
    expect(edit.get().shareId).toBe('sh7');
  });
  it('reads a damaged value as empty', () => {
    const backend = memoryStorage();
    backend.setItem('t3:shareDraft.new', '{"userId":1');
    expect(shareDraftStore(createPrefixedStorage('t3:', backend), 'new').get()).toEqual(EMPTY_SHARE_DRAFT);
  });
});
