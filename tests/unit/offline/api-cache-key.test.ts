// The key of the service worker's offline copies (issue: Beyond the spec, item 4): the same list or
// details request made at another time, from another page load, finds the copy; another request
// (page, filter, listing, language, user) never does.
import { describe, expect, it } from 'vitest';
import { encodeRequest, type MetaData } from '../../../src/contract/envelope.js';
import { API_CACHE_PREFIX, apiCacheKey } from '../../../src/offline/api-cache-key.js';
import { CACHEABLE_PATHS } from '../../../src/offline/cacheable-paths.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { LISTING_ENDPOINTS } from '../../../src/contract/listing-endpoints.js';

const meta = (over: Partial<MetaData> = {}): MetaData => ({
  requestTime: 1_700_000_000_000, systemCode: 'MKT', language: 'fr', areaId: 'CIV', userId: '42',
  platform: { container: 'web', userAgent: 'UA', screen: '360x740', appVersion: '1' },
  deviceId: 'dev-1', timezone: 'Africa/Abidjan', webp: true, ...over,
});
const PATH = LISTING_ENDPOINTS.house.search.path;
const key = (m: MetaData, customData: unknown) => apiCacheKey(PATH, JSON.stringify(encodeRequest({ metaData: m, customData })));

describe('apiCacheKey', () => {
  const body = { page: { index: 1, size: 15 }, tagId: '3', keyWords: 'villa' };

  it('drops what changes at every call or says nothing of the answer', () => {
    const a = key(meta(), body);
    const b = key(meta({ requestTime: 1_800_000_000_000, deviceId: 'dev-2', timezone: 'UTC', platform: { container: 'web', userAgent: 'other', screen: '1x1', appVersion: '2' } }), body);
    expect(a).not.toBeNull();
    expect(a).toBe(b);
    expect(a!.startsWith(`${API_CACHE_PREFIX}${PATH}?k=`)).toBe(true);
    expect(decodeURIComponent(a!)).not.toContain('requestTime');
  });

  it('does not depend on the order of the fields', () => {
    expect(key(meta(), { keyWords: 'villa', tagId: '3', page: { size: 15, index: 1 } })).toBe(key(meta(), body));
  });

  it('tells apart different requests, languages, countries and users', () => {
    const base = key(meta(), body);
    const others = [
      key(meta(), { ...body, page: { index: 2, size: 15 } }),
      key(meta(), { ...body, keyWords: 'studio' }),
      key(meta({ language: 'en' }), body),
      key(meta({ areaId: 'SEN' }), body),
      key(meta({ userId: '43' }), body),
      key(meta({ webp: false }), body),
      apiCacheKey(LISTING_ENDPOINTS.house.detail.path, JSON.stringify(encodeRequest({ metaData: meta(), customData: body }))),
    ];
    expect(new Set([base, ...others]).size).toBe(others.length + 1);
  });

  it('answers null for a body that is no envelope', () => {
    expect(apiCacheKey(PATH, 'not json')).toBeNull();
    expect(apiCacheKey(PATH, JSON.stringify({ data: 'e30=' }))).toBeNull();
  });
});

describe('CACHEABLE_PATHS', () => {
  it('holds the browsing calls and nothing private or written', () => {
    expect(CACHEABLE_PATHS.has(LISTING_ENDPOINTS.house.search.path)).toBe(true);
    expect(CACHEABLE_PATHS.has(LISTING_ENDPOINTS.land.detail.path)).toBe(true);
    expect(CACHEABLE_PATHS.has(ENDPOINTS.getHomeInfo.path)).toBe(true);
    for (const e of [ENDPOINTS.login, ENDPOINTS.insertFavorite, ENDPOINTS.getMyFavorite, LISTING_ENDPOINTS.house.mineDetail!, LISTING_ENDPOINTS.house.update!]) {
      expect(CACHEABLE_PATHS.has(e.path), e.path).toBe(false);
    }
  });
});
