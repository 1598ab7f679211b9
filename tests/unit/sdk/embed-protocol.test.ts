// What crosses from the host page to the embedded app (issue 4 "SDK" 3, 4): the iframe URL
// parameters, the host method params and the theme are checked on the app side too, because in
// iframe mode they come from another origin.
import { describe, expect, it } from 'vitest';
import { decodeEmbedParams, encodeEmbedParams, isExactOrigin } from '../../../src/embed/embed-params.js';
import { READ_EVENT, READ_PARAMS } from '../../../src/embed/host-api.js';
import { applyTheme, sanitizeTheme } from '../../../src/embed/theme.js';

describe('embed URL parameters', () => {
  it('round-trip', () => {
    const p = { host: 'https://shop.example:8443', key: 'shop-1', language: 'cn' as const, areaId: 'SEN', route: '/land/details?serviceId=3', theme: { '--mkt-accent': '#123456' } };
    expect(decodeEmbedParams('#' + encodeEmbedParams(p))).toEqual(p);
  });

  it('refuse a missing or malformed host, key or version', () => {
    const ok = { host: 'https://a.example', key: 'w1' };
    expect(decodeEmbedParams(encodeEmbedParams(ok))).toEqual(ok);
    expect(decodeEmbedParams('v=1&key=w1')).toBeNull();
    expect(decodeEmbedParams('v=1&host=*&key=w1')).toBeNull();
    expect(decodeEmbedParams('v=1&host=https%3A%2F%2Fa.example%2Fpath&key=w1')).toBeNull();
    expect(decodeEmbedParams('v=1&host=null&key=w1')).toBeNull();
    expect(decodeEmbedParams('v=1&host=https%3A%2F%2Fa.example&key=a%3Ab')).toBeNull();
    expect(decodeEmbedParams('v=2&host=https%3A%2F%2Fa.example&key=w1')).toBeNull();
  });

  it('drop bad optional parts and keep the rest', () => {
    const q = new URLSearchParams({ v: '1', host: 'https://a.example', key: 'w1', lang: 'de', area: 'x y', route: '//evil.example', theme: '{"--mkt-accent":"red;}","color":"red","--mkt-bg":"#fff"}' });
    expect(decodeEmbedParams(q.toString())).toEqual({ host: 'https://a.example', key: 'w1', theme: { '--mkt-bg': '#fff' } });
    q.set('theme', '{not json');
    expect(decodeEmbedParams(q.toString())).toEqual({ host: 'https://a.example', key: 'w1' });
  });

  it('exact origins only', () => {
    expect(isExactOrigin('http://localhost:3000')).toBe(true);
    for (const bad of ['https://a.example/', 'https://*.a.example', 'file:///x', 'javascript:alert(1)', '', 'null', 42]) expect(isExactOrigin(bad)).toBe(false);
  });
});

describe('host method params (app side)', () => {
  it('accept well-formed params, copying only known fields', () => {
    expect(READ_PARAMS.navigate({ path: '/land/list?x=1' })).toEqual({ path: '/land/list?x=1' });
    expect(READ_PARAMS.setLanguage({ language: 'fr' })).toEqual({ language: 'fr' });
    expect(READ_PARAMS.setUserToken({ token: { userId: '1', authorization: 'a', refreshToken: 'r', admin: true } })).toEqual({ token: { userId: '1', authorization: 'a', refreshToken: 'r' } });
    expect(READ_PARAMS.setUserToken({ token: null })).toEqual({ token: null });
    expect(READ_PARAMS.setArea({ areaId: 'CIV' })).toEqual({ areaId: 'CIV' });
    expect(READ_PARAMS.setTheme({ theme: { '--mkt-accent': 'red', color: 'blue' } })).toEqual({ theme: { '--mkt-accent': 'red' } });
  });

  it('refuse malformed params', () => {
    for (const p of [undefined, null, 'x', { path: 'land' }, { path: '//evil.example' }, { path: '/a b' }, { path: '/\\evil' }]) expect(READ_PARAMS.navigate(p)).toBeNull();
    expect(READ_PARAMS.setLanguage({ language: 'de' })).toBeNull();
    expect(READ_PARAMS.setUserToken({ token: 'bare-string' })).toBeNull();
    expect(READ_PARAMS.setUserToken({ token: { userId: '', authorization: 'a' } })).toBeNull();
    expect(READ_PARAMS.setUserToken({})).toBeNull();
    expect(READ_PARAMS.setArea({ areaId: '<x>' })).toBeNull();
    expect(READ_PARAMS.setTheme({ theme: 'red' })).toBeNull();
  });
});

describe('app events (host side)', () => {
  it('accept well-formed data and drop the rest', () => {
    expect(READ_EVENT.ready({ path: '/index', userId: '', unread: 2, language: 'en', extra: 1 })).toEqual({ path: '/index', userId: '', unread: 2, language: 'en' });
    expect(READ_EVENT.ready({ path: '/index', userId: '', unread: -1, language: 'en' })).toBeNull();
    expect(READ_EVENT.unread({ count: 1.5 })).toBeNull();
    expect(READ_EVENT.login({ userId: 5 })).toBeNull();
    expect(READ_EVENT.error({ code: 'X', message: 'm'.repeat(2000) })?.message).toHaveLength(1000);
  });
});

describe('theme', () => {
  it('sanitizeTheme keeps only --mkt- names with safe values, and ignores non-plain objects', () => {
    expect(sanitizeTheme({ '--mkt-accent': 'red', '--other': 'x', '--mkt-bg': 'url(x)/*', '--mkt-fg': '' })).toEqual({ '--mkt-accent': 'red' });
    expect(sanitizeTheme(Object.create({ '--mkt-accent': 'red' }))).toEqual({});
    expect(sanitizeTheme(['red'])).toEqual({});
  });

  it('applyTheme writes through the CSSOM into one rule, replaces it on set() and removes its style', () => {
    const holder = document.createElement('div');
    document.body.append(holder);
    const root = holder.attachShadow({ mode: 'open' });
    const theme = applyTheme(root, { '--mkt-accent': 'rgb(1, 2, 3)' }, 'abc=');
    const style = root.querySelector('style')!;
    expect(style.nonce).toBe('abc=');
    expect(style.sheet!.cssRules).toHaveLength(1);
    theme.set({ '--mkt-bg': 'white' });
    const rule = style.sheet!.cssRules[0] as CSSStyleRule;
    expect(style.sheet!.cssRules).toHaveLength(1);
    expect(rule.style.getPropertyValue('--mkt-accent')).toBe('');
    expect(rule.style.getPropertyValue('--mkt-bg')).toBe('white');
    theme.remove();
    expect(root.querySelector('style')).toBeNull();
    holder.remove();
  });
});
