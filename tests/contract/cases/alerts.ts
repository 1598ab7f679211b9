// Contract cases of saved searches and notices (issue: Beyond the spec, item 1;
// endpoints/alerts.ts): the real client against the reference server, on the seed
// (seed/insert-alerts.ts: u-buyer's search 'Cocody' and one read notice). u-member saves a list
// (refused first for a range upside down), saves it again (the same search), renames it, opens its
// results, and deletes it; u-buyer reads the notification centre.
import { expect } from 'vitest';
import { MODULE_ID } from '../../../src/contract/constants.js';
import type { AppNotice, NoticeUnreadReply, SavedSearch } from '../../../src/contract/types/alerts.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { data, type Case } from '../support/cases.js';
import { S, shapeOf } from '../support/shapes.js';
import type { World } from '../support/world.js';

export interface AlertState {
  searchId?: string;
}
export const newAlertState = (): AlertState => ({});
type W = World<AlertState>;
type C = Case<AlertState>;

const num = S.nullable(S.number);
const searchShape = shapeOf<SavedSearch>()({
  searchId: S.string, moduleId: S.number, keyWords: S.string, tagId: num, priceMin: num, priceMax: num, sizeMin: num, sizeMax: num,
  bedroomNum: num, countryId: S.string, title: S.string, daily: S.boolean, unseen: S.number, createdAt: S.string,
});
const noticeShape = shapeOf<AppNotice>()({
  noticeId: S.string, kind: S.literal('searchMatch', 'searchDigest'), searchId: S.string, searchTitle: S.string, moduleId: S.number,
  serviceId: S.string, listingTitle: S.string, imgPath: S.string, count: S.number, read: S.boolean, createdAt: S.string,
});
const unreadShape = shapeOf<NoticeUnreadReply>()({ unread: S.number });
const pageOf = (item: ReturnType<typeof S.object>, min = 0) => S.object({ totalCount: S.number, resultList: S.array(item, min) });

const LIST = { moduleId: MODULE_ID.house, keyWords: 'villa', tagId: null, priceMin: 50_000, priceMax: 300_000, bedroomNum: 2, countryId: 'CIV', title: 'Villas · 2 ch.' };
const saved = (w: W): string => {
  if (!w.state.searchId) throw new Error('the search is saved by an earlier case');
  return w.state.searchId;
};

export const ALERT_CASES: readonly C[] = [
  {
    endpoint: 'saveSearch', kind: 'bad', name: 'a price range upside down', as: 'member', language: 'fr',
    body: () => ({ ...LIST, priceMin: 400_000 }),
    expect: { code: 4422, key: MSG.minMaxNumber },
  },
  {
    endpoint: 'saveSearch', kind: 'happy', name: 'u-member saves the house list', as: 'member', language: 'fr',
    body: () => LIST,
    expect: { code: 200, shape: searchShape, check: (r, w) => { w.state.searchId = data<SavedSearch>(r).searchId; } },
  },
  {
    endpoint: 'saveSearch', kind: 'happy', name: 'the same list again answers the same search', as: 'member', language: 'cn',
    body: () => ({ ...LIST, keyWords: 'VILLA', title: 'Autre' }),
    expect: { code: 200, shape: searchShape, check: (r, w) => expect(data<SavedSearch>(r)).toMatchObject({ searchId: saved(w), title: LIST.title }) },
  },
  {
    endpoint: 'getSavedSearches', kind: 'happy', name: 'u-member lists the saved searches', as: 'member',
    body: () => ({ page: { index: 1, size: 20 } }),
    expect: { code: 200, shape: pageOf(searchShape, 1), check: (r, w) => expect(data<SearchReply<SavedSearch>>(r).resultList[0]!.searchId).toBe(saved(w)) },
  },
  { endpoint: 'getSavedSearches', kind: 'bad', name: 'a visitor', body: () => ({}), expect: { code: 4001 } },
  {
    endpoint: 'updateSavedSearch', kind: 'bad', name: "someone else's search", as: 'buyer', language: 'fr',
    body: (w) => ({ searchId: saved(w), title: 'À moi' }),
    expect: { code: 4404, key: 'errors.notFound' },
  },
  {
    endpoint: 'updateSavedSearch', kind: 'happy', name: 'renamed, and a daily digest', as: 'member', language: 'fr',
    body: (w) => ({ searchId: saved(w), title: 'Villas', daily: true }),
    expect: { code: 200, shape: searchShape, check: (r) => expect(data<SavedSearch>(r)).toMatchObject({ title: 'Villas', daily: true }) },
  },
  {
    endpoint: 'markSearchSeen', kind: 'happy', name: 'the results were opened', as: 'member',
    body: (w) => ({ searchId: saved(w) }),
    expect: { code: 200 },
  },
  { endpoint: 'markSearchSeen', kind: 'bad', name: 'a malformed search id', as: 'member', language: 'cn', body: () => ({ searchId: 'x1' }), expect: { code: 4422, key: MSG.checkWarning } },
  {
    endpoint: 'deleteSavedSearch', kind: 'bad', name: "someone else's search", as: 'buyer',
    body: (w) => ({ searchId: saved(w) }),
    expect: { code: 4404, key: 'errors.notFound' },
  },
  {
    endpoint: 'deleteSavedSearch', kind: 'happy', name: 'u-member deletes it', as: 'member',
    body: (w) => ({ searchId: saved(w) }),
    expect: { code: 200 },
  },
  {
    endpoint: 'getNotices', kind: 'happy', name: 'u-buyer reads the notification centre', as: 'buyer', language: 'fr',
    body: () => ({ page: { index: 1, size: 20 } }),
    expect: { code: 200, shape: pageOf(noticeShape, 1), check: (r) => expect(data<SearchReply<AppNotice>>(r).resultList[0]).toMatchObject({ kind: 'searchMatch', searchTitle: 'Maisons · Cocody' }) },
  },
  { endpoint: 'getNotices', kind: 'bad', name: 'a page that is not an object', as: 'buyer', body: () => ({ page: 3 }), expect: { code: 4422, key: MSG.checkWarning } },
  { endpoint: 'getUnreadCount', kind: 'happy', name: 'the bell of u-buyer', as: 'buyer', body: () => ({}), expect: { code: 200, shape: unreadShape } },
  { endpoint: 'getUnreadCount', kind: 'bad', name: 'a visitor', body: () => ({}), expect: { code: 4001 } },
  {
    endpoint: 'readNotices', kind: 'happy', name: 'u-buyer reads every notice', as: 'buyer',
    body: () => ({ noticeIds: [] }),
    expect: { code: 200, shape: unreadShape, check: (r) => expect(data<NoticeUnreadReply>(r).unread).toBe(0) },
  },
  { endpoint: 'readNotices', kind: 'bad', name: 'an id that is no notice id', as: 'buyer', language: 'fr', body: () => ({ noticeIds: ['ss1'] }), expect: { code: 4422, key: MSG.checkWarning } },
];
