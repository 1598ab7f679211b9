// The standalone page's inline first reply (src/boot/first-reply.ts): used once, for the same call,
// language and country, and only while nobody is logged in; anything else goes to the server.
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientSession } from '../../../src/api/index.js';
import { readFirstReply } from '../../../src/boot/first-reply.js';
import { FIRST_REPLY_ID, type FirstReply } from '../../../src/contract/first-reply.js';

const HOME = '/user/v2/home/getHomeInfo';
const seed: FirstReply = { path: HOME, body: {}, language: 'en', areaId: 'CIV', data: { ad1: 'banner' } };

function page(text: string): Document {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = FIRST_REPLY_ID;
  el.textContent = text;
  document.body.append(el);
  return document;
}
afterEach(() => document.getElementById(FIRST_REPLY_ID)?.remove());

const session = (over: Partial<Record<'language' | 'areaId' | 'authorization', string>> = {}): ClientSession => ({
  getAuthorization: () => over.authorization ?? '',
  getRefreshToken: () => '',
  getUserId: () => '',
  getLanguage: () => (over.language ?? 'en') as 'en',
  getAreaId: () => over.areaId ?? 'CIV',
  getDeviceId: () => 'd',
  setTokens: () => undefined,
  clearAll: () => undefined,
});

describe('readFirstReply', () => {
  it('answers the matching call once, as a 200 reply; the next call of it goes to the server', () => {
    const first = readFirstReply(page(JSON.stringify(seed)));
    expect(first('/other', {}, session())).toBeUndefined();
    expect(first(HOME, {}, session())).toEqual({ code: 200, message: '', customData: { ad1: 'banner' } });
    expect(first(HOME, {}, session())).toBeUndefined();
  });

  it.each([
    ['another language', HOME, {}, session({ language: 'fr' })],
    ['another country', HOME, {}, session({ areaId: 'SEN' })],
    ['a logged-in caller', HOME, {}, session({ authorization: 'Bearer x' })],
    ['another request', HOME, { page: 2 }, session()],
  ])('is not used for %s, and not later either', (_name, path, body, s) => {
    const first = readFirstReply(page(JSON.stringify(seed)));
    expect(first(path, body, s)).toBeUndefined();
    expect(first(HOME, {}, session())).toBeUndefined();
  });

  it('says when its own call is declined, and only then (the first view overlay goes: boot/first-paint.ts)', () => {
    let declined = 0;
    const first = readFirstReply(page(JSON.stringify(seed)), () => declined++);
    expect(first('/other', {}, session())).toBeUndefined();
    expect(declined).toBe(0);
    expect(first(HOME, {}, session({ language: 'fr' }))).toBeUndefined();
    expect(declined).toBe(1);
    // Used up: a later call is the server's, not a second decline.
    first(HOME, {}, session({ language: 'fr' }));
    expect(declined).toBe(1);
    document.getElementById(FIRST_REPLY_ID)?.remove();
    const used = readFirstReply(page(JSON.stringify(seed)), () => declined++);
    expect(used(HOME, {}, session())).toBeDefined();
    expect(declined).toBe(1);
  });

  it('is nothing on a page without one or with a damaged one', () => {
    expect(readFirstReply(document)(HOME, {}, session())).toBeUndefined();
    expect(readFirstReply(page('{"path": "/user/v2/home/getHo'))(HOME, {}, session())).toBeUndefined();
  });
});
