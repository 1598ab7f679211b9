import { describe, expect, expectTypeOf, it } from 'vitest';
import { ENDPOINT_BY_PATH, ENDPOINT_GROUPS, ENDPOINTS } from '../../../src/contract/endpoints.js';
import { fillPath, pathParams, type RequestOf, type ResponseOf } from '../../../src/contract/endpoint.js';
import { LISTING_ENDPOINTS, LISTING_MODULE_KEYS } from '../../../src/contract/listing-endpoints.js';
import { MODULE_ID } from '../../../src/contract/constants.js';
import type { HomeData } from '../../../src/contract/types/home.js';
import type { LoginRequest, LoginResult } from '../../../src/contract/types/account.js';
import { SPEC_NAMED_CALLS, SPEC_PATHS } from './spec-paths.js';

const entries = Object.entries(ENDPOINTS);
const paths = entries.map(([, e]) => e.path);

describe('endpoint table', () => {
  it('every path starts with "/" and has no blanks or trailing slash', () => {
    for (const [name, e] of entries) {
      expect(e.path, name).toMatch(/^\/[A-Za-z0-9/:_]+$/);
      expect(e.path.endsWith('/'), name).toBe(false);
    }
  });

  it('has no duplicate path and no name defined twice across the domain groups', () => {
    expect(new Set(paths).size).toBe(paths.length);
    const groupNames = Object.values(ENDPOINT_GROUPS).flatMap((g) => Object.keys(g));
    expect(new Set(groupNames).size).toBe(groupNames.length);
    expect(Object.keys(ENDPOINTS).sort()).toEqual([...groupNames].sort());
  });

  it('contains every path spec §7 writes out, exactly', () => {
    const missing = SPEC_PATHS.filter((p) => !paths.includes(p));
    expect(missing).toEqual([]);
  });

  it('contains every call spec §7 only names (as the last path segment)', () => {
    const lastSegments = new Set(paths.map((p) => p.split('/').pop()));
    expect(SPEC_NAMED_CALLS.filter((n) => !lastSegments.has(n))).toEqual([]);
  });

  it('every path is either shown by the spec or flagged with its origin, never both', () => {
    const spec = new Set<string>(SPEC_PATHS);
    expect(entries.filter(([, e]) => e.origin === undefined && !spec.has(e.path)).map(([n]) => n)).toEqual([]);
    expect(entries.filter(([, e]) => e.origin !== undefined && spec.has(e.path)).map(([n]) => n)).toEqual([]);
  });

  it('flags as "named" only calls spec §7 names, with the name as the last segment', () => {
    // "chat-translate info and flag" (spec §7) is named in prose, not as identifiers.
    const names = new Set<string>([...SPEC_NAMED_CALLS, 'getChatTranslateInfo', 'updateChatTranslateFlag']);
    const named = entries.filter(([, e]) => e.origin === 'named');
    expect(named.filter(([, e]) => !names.has(e.path.split('/').pop() ?? '')).map(([n]) => n)).toEqual([]);
    // every call the spec names is flagged 'named', except the ones it also writes out in full
    const shown = new Set(SPEC_PATHS.map((p) => p.split('/').pop()));
    const namedLast = new Set(named.map(([, e]) => e.path.split('/').pop()));
    expect(SPEC_NAMED_CALLS.filter((n) => !namedLast.has(n) && !shown.has(n))).toEqual([]);
  });

  it('keeps the spec\'s odd paths as written', () => {
    expect(ENDPOINTS.getRentingHouseTags.path).toBe('/custom/v1/custom/rentingHouse/getRentingHouseTags');
    expect(ENDPOINTS.searchHouseDetailById.path).toBe('/rentingHouse/v1/search/searchDetailById');
    expect(ENDPOINTS.updateVisaService.path).toBe('/visaServices/v1/visaServices/updateVisaService');
    expect(ENDPOINTS.checkWordAndOriginal.path).toBe('/user/v1/commons/CheckWordAndOriginal');
  });

  it('marks transports: uploads multipart, queue credentials GET, the rest JSON', () => {
    const multipart = entries.filter(([, e]) => e.transport === 'multipart').map(([n]) => n).sort();
    expect(multipart).toEqual(['uploadAvatar', 'uploadChatImg', 'uploadFile', 'uploadImg', 'uploadPrivateImg']);
    const gets = entries.filter(([, e]) => e.transport === 'get').map(([n]) => n);
    expect(gets).toEqual(['getQueueCredentials']);
    // the GET carries the access-system code and never the user id in the path (spec §7)
    expect(pathParams(ENDPOINTS.getQueueCredentials.path)).toEqual(['systemCode']);
  });

  it('marks paged calls as lists: every search / favourite / history call, no mutation', () => {
    for (const [name, e] of entries) {
      if (/^search.*ByTerms$|^getMy(Favorite|History)$|^searchGoodsWithoutAd$/.test(name)) expect(e.list, name).toBe(true);
      if (/^(update|insert|cancel|delete|send|login|register|reset)/.test(name)) expect(e.list, name).toBeUndefined();
    }
  });

  it('requires login for own data and none for public browsing', () => {
    for (const name of ['getMyFavorite', 'insertFavorite', 'updateLandDeal', 'getLandDealMineDetail', 'uploadImg', 'getQueueCredentials'] as const) {
      expect(ENDPOINTS[name].auth, name).toBe(true);
    }
    for (const name of ['getHomeInfo', 'searchLandDealByTerms', 'searchHouseDetailById', 'login', 'loginCheck', 'generateToken'] as const) {
      expect(ENDPOINTS[name].auth, name).toBeUndefined();
    }
  });

  it('maps paths back to names', () => {
    expect(ENDPOINT_BY_PATH.get('/user/v2/home/getHomeInfo')).toBe('getHomeInfo');
    expect(ENDPOINT_BY_PATH.size).toBe(entries.length);
  });

  it('carries request and response types', () => {
    expectTypeOf<ResponseOf<typeof ENDPOINTS.getHomeInfo>>().toEqualTypeOf<HomeData>();
    expectTypeOf<RequestOf<typeof ENDPOINTS.login>>().toEqualTypeOf<LoginRequest>();
    expectTypeOf<ResponseOf<typeof ENDPOINTS.login>>().toEqualTypeOf<LoginResult>();
    expectTypeOf<ResponseOf<typeof ENDPOINTS.login>>().toHaveProperty('refreshToken');
  });
});

describe('fillPath', () => {
  it('fills and encodes :name segments', () => {
    expect(fillPath('/chat/v1/mq/getMqAccount/:systemCode', { systemCode: 'H5' })).toBe('/chat/v1/mq/getMqAccount/H5');
    expect(fillPath('/a/:x/b/:y', { x: 'a b', y: 2 })).toBe('/a/a%20b/b/2');
    expect(fillPath('/plain', {})).toBe('/plain');
    const req: RequestOf<typeof ENDPOINTS.getQueueCredentials> = { systemCode: 'H5' };
    expect(fillPath(ENDPOINTS.getQueueCredentials.path, req)).toBe('/chat/v1/mq/getMqAccount/H5');
    expect(fillPath('/a/:x', {})).toBe('/a/');
  });
});

describe('listing families', () => {
  it('has one family per listing module, each pointing at entries of ENDPOINTS', () => {
    expect(Object.keys(LISTING_ENDPOINTS).sort()).toEqual([...LISTING_MODULE_KEYS].sort());
    const all = new Set<unknown>(Object.values(ENDPOINTS));
    for (const [key, family] of Object.entries(LISTING_ENDPOINTS)) {
      for (const [role, e] of Object.entries(family)) {
        if (role === 'moduleId' || e === null) continue;
        expect(all.has(e), `${key}.${role}`).toBe(true);
      }
      expect(family.search.list, key).toBe(true);
    }
  });

  it('uses the module ids of spec §3', () => {
    expect(LISTING_ENDPOINTS.house.moduleId).toBe(6);
    expect(LISTING_ENDPOINTS.housekeep.moduleId).toBe(5);
    expect(LISTING_ENDPOINTS.business.moduleId).toBe(10);
    expect(LISTING_ENDPOINTS.visa.moduleId).toBe(9);
    expect(LISTING_ENDPOINTS.demandMarket.moduleId).toBe(MODULE_ID.purchase);
    expect(LISTING_ENDPOINTS.carSales.moduleId).toBe(7);
  });

  it('gives every user-published module a mine-detail and an update call, articles neither', () => {
    for (const key of LISTING_MODULE_KEYS) {
      const f = LISTING_ENDPOINTS[key];
      if (key === 'article') {
        expect(f.mineDetail).toBeNull();
        expect(f.update).toBeNull();
      } else {
        expect(f.mineDetail?.auth, key).toBe(true);
        expect(f.update?.auth, key).toBe(true);
      }
    }
    expect(LISTING_ENDPOINTS.land.detail.path).toBe('/landDeal/v1/search/searchLandDealDetailById');
    expect(LISTING_ENDPOINTS.housekeep.secondTags.path).toBe('/custom/v1/tags/getHouseKeepingSecondTags');
  });
});
