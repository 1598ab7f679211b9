// The bridge's param rules for every native and host method (bridge/param-checks.ts), held to
// what the SDK sends (sdk/mount.ts, sdk/iframe-mode.ts) and what the app accepts
// (src/embed/host-api.ts READ_PARAMS): one definition for both sides of the wire.
import { describe, expect, it } from 'vitest';
import { HOST_METHODS, NATIVE_METHODS } from '../../../bridge/methods.js';
import { AREA_ID, isAppRoute, PARAM_CHECKS } from '../../../bridge/param-checks.js';
import { READ_PARAMS } from '../../../src/embed/host-api.js';

const check = (method: string, params: unknown) => {
  const fn = PARAM_CHECKS[method];
  if (!fn) throw new Error(`no check for ${method}`);
  return fn(params);
};

describe('PARAM_CHECKS', () => {
  it('has a rule for exactly the native and host methods', () => {
    expect(Object.keys(PARAM_CHECKS).sort()).toEqual([...NATIVE_METHODS, ...HOST_METHODS].sort());
    expect(HOST_METHODS).toEqual(['navigate', 'setLanguage', 'setUserToken', 'setArea', 'setTheme', 'forget']);
  });

  // What sdk/mount.ts and sdk/iframe-mode.ts send (see tests/unit/sdk/mount-iframe.test.ts).
  const SENT_BY_SDK: ReadonlyArray<[string, unknown]> = [
    ['navigate', { path: '/land/details?serviceId=3' }],
    ['setLanguage', { language: 'cn' }],
    ['setUserToken', { token: { userId: '7', authorization: 'Bearer abc' } }],
    ['setUserToken', { token: { userId: '7', authorization: 'Bearer abc', refreshToken: 'r-1' } }],
    ['setUserToken', { token: null }],
    ['setArea', { areaId: 'SEN' }],
    ['setTheme', { theme: { '--mkt-accent': 'red' } }],
    ['forget', {}],
  ];

  it.each(SENT_BY_SDK)('accepts what the SDK sends: %s %j', (method, params) => {
    expect(check(method, params)).toBeNull();
  });

  const REFUSED: ReadonlyArray<[string, unknown, RegExp]> = [
    ['navigate', { path: '//evil.example' }, /expected \{path: '\/route'\}/],
    ['navigate', { path: '/a b' }, /received "\/a b"/],
    ['navigate', { path: '/\\evil' }, /expected/],
    ['setLanguage', { language: 'de' }, /cn \| en \| fr.*received "de"/],
    // The old bare-string token of the bridge is refused: the login carries the user id.
    ['setUserToken', { token: 'bare-string' }, /\{userId, authorization, refreshToken\?\} \| null.*received token "bare-string"/],
    ['setUserToken', {}, /received object/],
    ['setUserToken', { token: { userId: '', authorization: 'a' } }, /userId must be a string of 1-64 characters/],
    ['setUserToken', { token: { userId: '1', authorization: 5 } }, /authorization must be a non-empty string, received number/],
    ['setUserToken', { token: { userId: '1', authorization: 'a', refreshToken: '' } }, /refreshToken must be a non-empty string/],
    ['setArea', { areaId: '<x>' }, /expected \{areaId: .*received "<x>"/],
    ['setArea', 'CIV', /received "CIV"/],
    ['setTheme', { theme: 'red' }, /expected \{theme: .*received "red"/],
    ['setTheme', { vars: { '--mkt-accent': 'red' } }, /received undefined/],
    ['forget', 'x', /expected no params or an object/],
  ];

  it.each(REFUSED)('refuses %s %j, saying what was expected and what came', (method, params, message) => {
    expect(check(method, params)).toMatch(message);
  });

  it('agrees with the app side (READ_PARAMS) on every sample, accepted or refused', () => {
    for (const [method, params] of [...SENT_BY_SDK, ...REFUSED.map(([m, p]) => [m, p] as const)]) {
      const read = (READ_PARAMS as Record<string, (p: unknown) => unknown>)[method];
      expect(read?.(params) !== null, `${method} ${JSON.stringify(params)}`).toBe(check(method, params) === null);
    }
  });

  it('isAppRoute and AREA_ID are the rules of navigate and setArea', () => {
    for (const path of ['/', '/index', '/land/list?x=1', '//x', 'land', '/a b', '/\\x', '/' + 'a'.repeat(2048)]) {
      expect(check('navigate', { path }) === null).toBe(isAppRoute(path));
    }
    for (const areaId of ['CIV', 'sen_1', '', 'a b', 'x'.repeat(33)]) {
      expect(check('setArea', { areaId }) === null).toBe(AREA_ID.test(areaId));
    }
  });
});
