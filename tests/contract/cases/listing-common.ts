// Contract cases of the cross-module listing calls (spec §7 "Common"): the home goods list,
// release ability, publish quota, the refusals of upload, favourites and history, and publish
// management (own listings, checkRelease).
import { expect } from 'vitest';
import { translate } from '../../../examples/server/http/messages.js';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { MODULE_ID } from '../../../src/contract/constants.js';
import { AUDIT_STATUS, PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { MyReleaseItem } from '../../../src/contract/types/commons.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { MODULES } from '../../../src/modules/index.js';
import { data, type Case } from '../support/cases.js';
import { uploadPicture } from '../support/payloads.js';
import { expectFields, SHAPES } from '../support/shapes.js';
import { pngBlob } from '../support/world.js';
import { need, PUBLISHER, targetOf, VIEWER, type ListingState, type LW } from './listing-state.js';

type C = Case<ListingState>;
const house = MODULES.house;
const goods = MODULES.saleGoods;
const seller = VIEWER.id;

export const LISTING_COMMON_CASES: readonly C[] = [
  {
    endpoint: 'searchGoodsWithoutAd', kind: 'happy', name: 'home goods list: goods rows, page size 15', body: () => ({ page: { index: 1, size: 15 } }),
    expect: {
      code: 200, shape: SHAPES.searchPage,
      check: (r) => {
        const list = r.customData as SearchReply<Record<string, unknown>>;
        expect(list.resultList.length).toBeGreaterThan(0);
        expect(list.resultList.length).toBeLessThanOrEqual(15);
        for (const row of list.resultList) expectFields(row, goods.summaryFields);
      },
    },
  },
  { endpoint: 'searchGoodsWithoutAd', kind: 'bad', name: 'page not an object', language: 'fr', body: () => ({ page: 'x' }), expect: { code: 4422, key: MSG.checkWarning } },

  {
    endpoint: 'getMineReleaseAbility', kind: 'happy', name: 'the member may publish in 3 countries', as: 'member', body: () => ({ userId: PUBLISHER.id, moduleId: house.moduleId }),
    expect: { code: 200, shape: SHAPES.releaseAbility, check: (r) => expect(r.customData).toEqual({ releaseAreaNum: PUBLISHER.releaseAreaNum }) },
  },
  { endpoint: 'getMineReleaseAbility', kind: 'bad', name: 'moduleId 0', as: 'member', body: () => ({ userId: PUBLISHER.id, moduleId: 0 }), expect: { code: 4422, key: MSG.choose } },
  { endpoint: 'getMineReleaseAbility', kind: 'bad', name: 'logged out', body: () => ({ userId: PUBLISHER.id, moduleId: house.moduleId }), expect: { code: 4001, key: 'errors.notLoggedIn' } },
  {
    endpoint: 'checkReleaseNum', kind: 'happy', name: 'an active member may publish', as: 'member', body: () => ({ userId: PUBLISHER.id, moduleId: house.moduleId }),
    expect: { code: 200, shape: SHAPES.quota, check: (r) => expect(r.customData).toEqual({ hasReleaseNum: true }) },
  },
  {
    endpoint: 'checkReleaseNum', kind: 'happy', name: 'a non-member with 3 listings may not', as: 'personal', body: () => ({ moduleId: house.moduleId }),
    expect: { code: 200, shape: SHAPES.quota, check: (r) => expect(r.customData).toEqual({ hasReleaseNum: false }) },
  },
  {
    endpoint: 'checkWordAndOriginal', kind: 'happy', name: 'a seeded sensitive word, found as typed', as: 'member', language: 'fr',
    body: () => ({ moduleId: house.moduleId, title: 'Appartement sans ARNAQUE', content: '<p>Trois chambres à Cocody, très calme, avec parking.</p>' }),
    expect: {
      code: 200, shape: SHAPES.checkWord,
      check: (r) => expect(r.customData).toMatchObject({ sensitiveWords: ['ARNAQUE'], originalLanguageId: 'fr', hits: [{ field: 'title', word: 'arnaque', start: 17, end: 24 }] }),
    },
  },
  {
    endpoint: 'checkWordAndOriginal', kind: 'happy', name: 'a clean text', as: 'member', body: () => ({ moduleId: house.moduleId, title: 'Bright flat in Cocody', content: '<p>Close to the shops and the school.</p>' }),
    expect: { code: 200, shape: SHAPES.checkWord, check: (r) => expect(r.customData).toEqual({ sensitiveWords: [], hits: [], originalLanguageId: 'en' }) },
  },
  { endpoint: 'checkWordAndOriginal', kind: 'bad', name: 'title over 200', as: 'member', language: 'cn', body: () => ({ moduleId: house.moduleId, title: 'x'.repeat(201) }), expect: { code: 4422, key: MSG.titleLength } },
  { endpoint: 'checkWordAndOriginal', kind: 'bad', name: 'logged out', body: () => ({ moduleId: house.moduleId, title: 'Villa' }), expect: { code: 4001, key: 'errors.notLoggedIn' } },
  { endpoint: 'checkReleaseNum', kind: 'bad', name: 'moduleId not a module', as: 'member', language: 'cn', body: () => ({ userId: PUBLISHER.id, moduleId: 'x' }), expect: { code: 4422, key: MSG.choose } },
  { endpoint: 'checkReleaseNum', kind: 'bad', name: "another user's quota", as: 'member', body: () => ({ userId: seller, moduleId: house.moduleId }), expect: { code: 4403, key: 'errors.incorrectAccount' } },

  {
    endpoint: 'uploadImg', kind: 'bad', name: 'text bytes named .png', as: 'member', language: 'fr',
    send: (c) => uploadPicture(c, house, new Blob(['not a picture at all'], { type: 'image/png' }), 'fake.png', c.session.language),
    expect: { code: 4415, key: 'errors.fileType' },
  },
  {
    endpoint: 'uploadImg', kind: 'bad', name: 'picture over 2 MB', as: 'member', language: 'cn',
    send: async (c) => {
      const head = new Uint8Array(await pngBlob().arrayBuffer());
      return uploadPicture(c, house, new Blob([head, new Uint8Array(2 * 1024 * 1024)], { type: 'image/png' }), 'big.png', c.session.language);
    },
    expect: { code: 4415, message: (lang) => translate('errors.fileTooLarge', lang, { max: '2 MB' }) },
  },
  { endpoint: 'uploadImg', kind: 'bad', name: 'logged out', send: (c) => uploadPicture(c, house, pngBlob(), 'photo.png'), expect: { code: 4001, key: 'errors.notLoggedIn' } },

  { endpoint: 'insertFavorite', kind: 'bad', name: 'serviceId not an id', as: 'seller', body: () => ({ userId: seller, serviceId: 'x', moduleId: house.moduleId }), expect: { code: 4422, key: MSG.checkWarning } },
  {
    endpoint: 'insertFavorite', kind: 'bad', name: 'moduleId of no listing module', as: 'seller', language: 'fr',
    body: (w) => ({ userId: seller, serviceId: targetOf(w, house).serviceId, moduleId: MODULE_ID.feedback }), expect: { code: 4422, key: MSG.choose },
  },
  {
    endpoint: 'insertFavorite', kind: 'bad', name: "another user's favourites", as: 'seller',
    body: (w) => ({ userId: PUBLISHER.id, serviceId: targetOf(w, house).serviceId, moduleId: house.moduleId }), expect: { code: 4403, key: 'errors.incorrectAccount' },
  },
  {
    endpoint: 'insertFavorite', kind: 'bad', name: 'a listing of another module', as: 'seller', language: 'cn',
    body: (w) => ({ userId: seller, serviceId: targetOf(w, house).serviceId, moduleId: MODULES.land.moduleId }), expect: { code: 4404, key: 'errors.listingNotFound' },
  },
  { endpoint: 'insertFavorite', kind: 'bad', name: 'logged out', body: (w) => ({ serviceId: targetOf(w, house).serviceId, moduleId: house.moduleId }), expect: { code: 4001, key: 'errors.notLoggedIn' } },
  { endpoint: 'getMyFavorite', kind: 'bad', name: 'moduleId not a number', as: 'seller', body: () => ({ userId: seller, moduleId: 'abc', page: { index: 1, size: 15 } }), expect: { code: 4422, key: MSG.choose } },
  { endpoint: 'getMyFavorite', kind: 'bad', name: 'logged out', body: () => ({ moduleId: house.moduleId, page: { index: 1, size: 15 } }), expect: { code: 4001, key: 'errors.notLoggedIn' } },
  { endpoint: 'cancelMyFavorite', kind: 'bad', name: 'nothing named', as: 'seller', language: 'fr', body: () => ({ userId: seller, serviceIds: [] }), expect: { code: 4422, key: MSG.checkWarning } },
  { endpoint: 'getMyHistory', kind: 'bad', name: 'negative page index', as: 'seller', body: () => ({ userId: seller, moduleId: house.moduleId, page: { index: -1, size: 15 } }), expect: { code: 4422, key: MSG.checkWarning } },
  { endpoint: 'deleteMyHistory', kind: 'bad', name: 'serviceIds not a list', as: 'seller', language: 'cn', body: () => ({ userId: seller, serviceIds: 'x' }), expect: { code: 4422, key: MSG.checkWarning } },
  { endpoint: 'deleteMyHistory', kind: 'bad', name: 'logged out', body: () => ({ serviceIds: ['1'] }), expect: { code: 4001, key: 'errors.notLoggedIn' } },

  // Publish management (spec §2 /common/publishManage, §4 order actions), on the member's house
  // listing the module cases published and approved: list, take down, publish again, refresh, delete.
  {
    endpoint: 'getMyRelease', kind: 'happy', name: "the member's house listings with their state", as: 'member', language: 'fr',
    body: () => ({ userId: PUBLISHER.id, moduleId: house.moduleId, page: { index: 1, size: 15 } }),
    expect: {
      code: 200, shape: SHAPES.myReleasePage,
      check: (r, w) => {
        const list = data<SearchReply<MyReleaseItem>>(r);
        expect(list.resultList.find((i) => i.serviceId === targetOf(w, house).serviceId)).toMatchObject({
          title: targetOf(w, house).title, status: PUBLISH_STATUS.published, auditStatus: AUDIT_STATUS.passed, invalid: 0, reviewReason: '', languageIds: ['fr'],
        });
      },
    },
  },
  { endpoint: 'getMyRelease', kind: 'bad', name: 'status outside 0-8', as: 'member', body: () => ({ moduleId: house.moduleId, status: 9 }), expect: { code: 4422, key: MSG.choose } },
  { endpoint: 'getMyRelease', kind: 'bad', name: 'logged out', language: 'cn', body: () => ({ moduleId: house.moduleId }), expect: { code: 4001, key: 'errors.notLoggedIn' } },
  {
    endpoint: 'checkRelease', kind: 'happy', name: "an active member publishes within the level's free listings", as: 'member', body: () => ({ userId: PUBLISHER.id, moduleId: house.moduleId }),
    expect: {
      code: 200, shape: SHAPES.checkRelease,
      check: (r) => {
        const reply = r.customData as { releaseNum: number; consumes: boolean };
        // Level 1 (member_levels, 017-payments): 10 free listings per module; the member has a few.
        expect(reply.consumes).toBe(true);
        expect(reply.releaseNum).toBeGreaterThan(0);
      },
    },
  },
  {
    endpoint: 'checkRelease', kind: 'happy', name: 'an edit of a non-member with no chance left spends none', as: 'personal', language: 'fr',
    body: async (w) => ({ moduleId: house.moduleId, serviceId: await personalListing(w) }),
    expect: { code: 200, shape: SHAPES.checkRelease, check: (r) => expect(r.customData).toEqual({ releaseNum: 0, consumes: false }) },
  },
  { endpoint: 'checkRelease', kind: 'bad', name: 'a new listing of a non-member with no chance left', as: 'personal', body: () => ({ moduleId: house.moduleId }), expect: { code: 4403, key: 'errors.deductionNotEnough' } },
  { endpoint: 'checkRelease', kind: 'bad', name: "someone else's listing", as: 'seller', language: 'cn', body: (w) => ({ moduleId: house.moduleId, serviceId: targetOf(w, house).serviceId }), expect: { code: 4403, key: 'errors.notYourListing' } },
  { endpoint: 'releaseInfoOff', kind: 'bad', name: "someone else's listing", as: 'seller', body: (w) => ({ moduleId: house.moduleId, serviceId: targetOf(w, house).serviceId }), expect: { code: 4403, key: 'errors.notYourListing' } },
  {
    endpoint: 'releaseInfoOff', kind: 'happy', name: 'takes the house listing offline', as: 'member', body: (w) => ({ moduleId: house.moduleId, serviceId: targetOf(w, house).serviceId }),
    expect: { code: 200, shape: SHAPES.null, check: async (_r, w) => expect(await publicCode(w)).toBe(4404) },
  },
  { endpoint: 'releaseInfoOff', kind: 'bad', name: 'twice', as: 'member', language: 'fr', body: (w) => ({ moduleId: house.moduleId, serviceId: targetOf(w, house).serviceId }), expect: { code: 4422, key: 'errors.listingState' } },
  { endpoint: 'refreshMyRelease', kind: 'bad', name: 'a listing that is not published', as: 'member', body: (w) => ({ moduleId: house.moduleId, serviceId: targetOf(w, house).serviceId }), expect: { code: 4422, key: 'errors.listingState' } },
  {
    endpoint: 'republishMyRelease', kind: 'happy', name: 'publishes the house listing again', as: 'member', language: 'cn', body: (w) => ({ moduleId: house.moduleId, serviceId: targetOf(w, house).serviceId }),
    expect: { code: 200, shape: SHAPES.null, check: async (_r, w) => expect(await publicCode(w)).toBe(200) },
  },
  { endpoint: 'republishMyRelease', kind: 'bad', name: 'a published listing', as: 'member', body: (w) => ({ moduleId: house.moduleId, serviceId: targetOf(w, house).serviceId }), expect: { code: 4422, key: 'errors.listingState' } },
  { endpoint: 'refreshMyRelease', kind: 'happy', name: 'moves the house listing up', as: 'member', body: (w) => ({ moduleId: house.moduleId, serviceId: targetOf(w, house).serviceId }), expect: { code: 200, shape: SHAPES.null } },
  { endpoint: 'refreshMyRelease', kind: 'bad', name: 'twice within 24 hours', as: 'member', language: 'fr', body: (w) => ({ moduleId: house.moduleId, serviceId: targetOf(w, house).serviceId }), expect: { code: 4429, key: 'errors.refreshTooSoon', shape: SHAPES.refreshTooSoon } },
  { endpoint: 'deleteMyRelease', kind: 'bad', name: 'serviceId not an id', as: 'member', body: () => ({ moduleId: house.moduleId, serviceId: 'x' }), expect: { code: 4422, key: MSG.checkWarning } },
  { endpoint: 'deleteMyRelease', kind: 'bad', name: "someone else's listing", as: 'seller', language: 'cn', body: (w) => ({ moduleId: house.moduleId, serviceId: targetOf(w, house).serviceId }), expect: { code: 4403, key: 'errors.notYourListing' } },
  {
    endpoint: 'deleteMyRelease', kind: 'happy', name: 'deletes the house listing', as: 'member', language: 'fr', body: (w) => ({ moduleId: house.moduleId, serviceId: targetOf(w, house).serviceId }),
    expect: { code: 200, key: 'errors.deleteSuccess', shape: SHAPES.null, check: async (_r, w) => expect(await publicCode(w)).toBe(4404) },
  },
  { endpoint: 'deleteMyRelease', kind: 'bad', name: 'a deleted listing', as: 'member', body: (w) => ({ moduleId: house.moduleId, serviceId: targetOf(w, house).serviceId }), expect: { code: 4404, key: 'errors.listingNotFound' } },
];

/** The code a visitor gets for the house target's details (200 published, 4404 otherwise). */
async function publicCode(w: LW): Promise<number> {
  const visitor = await w.caller('visitor');
  return (await visitor.api.call(house.endpoints.detail, { serviceId: targetOf(w, house).serviceId })).code;
}

/** One of the seeded non-member's house listings (the seed gives them at least 3 per module). */
async function personalListing(w: LW): Promise<string> {
  const [row] = await w.db.query<{ id: string }>(
    `select id::text as id from listings where user_id = $1 and module_key = $2 and not deleted order by id limit 1`, [SEED_USERS.personal.id, house.key]);
  return need(row, 'a seeded house listing of the personal user').id;
}
