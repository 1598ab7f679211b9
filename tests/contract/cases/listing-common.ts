// Contract cases of the cross-module listing calls (spec §7 "Common"): the home goods list,
// release ability, publish quota, and the refusals of upload, favourites and history.
import { expect } from 'vitest';
import { translate } from '../../../examples/server/http/messages.js';
import { MODULE_ID } from '../../../src/contract/constants.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { MODULES } from '../../../src/modules/index.js';
import { type Case } from '../support/cases.js';
import { uploadPicture } from '../support/payloads.js';
import { expectFields, SHAPES } from '../support/shapes.js';
import { pngBlob } from '../support/world.js';
import { PUBLISHER, targetOf, VIEWER, type ListingState } from './listing-state.js';

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
    body: (w) => ({ userId: seller, serviceId: targetOf(w, house).serviceId, moduleId: MODULE_ID.recruitment }), expect: { code: 4422, key: MSG.choose },
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
];
