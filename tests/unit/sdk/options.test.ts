// Options validation (issue 4 "SDK" 3): every wrong option is refused with a message saying what
// was expected and what came; valid options are normalized with their defaults.
import { describe, expect, it } from 'vitest';
import { checkUpdate, resolveOptions, type MountOptions } from '../../../sdk/options.js';
import { SdkError } from '../../../sdk/sdk-error.js';

const server = 'https://market.example.com';
const fails = (o: unknown, defaultServer?: string): SdkError => {
  try {
    resolveOptions(o, defaultServer);
  } catch (e) {
    expect(e).toBeInstanceOf(SdkError);
    expect((e as SdkError).code).toBe('INVALID_OPTIONS');
    return e as SdkError;
  }
  throw new Error(`accepted ${JSON.stringify(o)}`);
};

describe('resolveOptions: one actionable message per wrong option', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['mode', { mode: 'frame' }, "MarketplaceSDK: options.mode must be 'iframe' or 'inline', got 'frame'"],
    ['serverUrl relative', { serverUrl: '/market' }, "options.serverUrl must be an absolute http(s) URL without query or hash, such as 'https://market.example.com', got '/market'"],
    ['serverUrl other scheme', { serverUrl: 'ftp://x.example' }, "options.serverUrl must be an absolute http(s) URL without query or hash, such as 'https://market.example.com', got 'ftp://x.example'"],
    ['serverUrl query', { serverUrl: 'https://x.example/?a=1' }, "got 'https://x.example/?a=1'"],
    ['language', { language: 'de' }, "options.language must be 'cn' or 'en' or 'fr', got 'de'"],
    ['language zh', { language: 'zh' }, "options.language must be 'cn', 'en' or 'fr' (Chinese is 'cn'), got 'zh'"],
    ['areaId', { areaId: 'C I V' }, "options.areaId must be an area code of 1 to 32 letters, digits, '-' or '_', such as 'CIV', got 'C I V'"],
    ['initialRoute', { initialRoute: 'land/list' }, "options.initialRoute must be an app path starting with one '/', such as '/land/list', got 'land/list'"],
    ['initialRoute protocol-relative', { initialRoute: '//evil.example' }, "got '//evil.example'"],
    ['routing', { routing: 'browser' }, "options.routing must be 'memory' or 'hash' or 'path', got 'browser'"],
    ['syncQueryKey with hash', { routing: 'hash', syncQueryKey: 'mkt' }, "options.syncQueryKey only applies with routing 'memory' (routing is 'hash'), got 'mkt'"],
    ['syncQueryKey chars', { syncQueryKey: 'a b' }, "options.syncQueryKey must be a query key of 1 to 32 letters, digits, '.', '-' or '_', such as 'mkt', got 'a b'"],
    ['basePath without path routing', { basePath: '/m/' }, "options.basePath only applies with routing 'path' (routing is 'memory'), got '/m/'"],
    ['basePath', { routing: 'path', basePath: 'm' }, "options.basePath must be a path starting with one '/', such as '/market/', got 'm'"],
    ['theme not object', { theme: 'dark' }, "options.theme must be an object of CSS custom properties, such as {'--mkt-accent': '#0a7d4f'}, got 'dark'"],
    ['theme name', { theme: { color: 'red' } }, "options.theme['color'] is not a theme variable of the app: names look like '--mkt-accent', got 'color'"],
    ['theme value injection', { theme: { '--mkt-accent': 'red;}body{display:none' } }, "options.theme['--mkt-accent'] must not contain ; { } < > \\ or /*, got 'red;}body{display:none'"],
    ['theme value type', { theme: { '--mkt-accent': 3 } }, "options.theme['--mkt-accent'] must be a string, got 3"],
    ['zIndex', { zIndex: 1.5 }, 'options.zIndex must be an integer z-index, got 1.5'],
    ['breakpoint', { breakpoint: -1 }, 'options.breakpoint must be a width in CSS px from 0 (never full screen) to 10000, got -1'],
    ['nonce', { nonce: "abc'" }, "options.nonce must be the base64 nonce of your Content-Security-Policy, got 'abc''"],
    ['allowedOrigins type', { allowedOrigins: 'https://a.example' }, "options.allowedOrigins must be an array of origins, such as ['https://cdn.example.com'], got 'https://a.example'"],
    ['allowedOrigins wildcard', { allowedOrigins: ['https://a.example', 'https://*.example.com'] }, "options.allowedOrigins[1] must be an exact origin such as 'https://cdn.example.com' (no path, no wildcard), got 'https://*.example.com'"],
    ['allowedOrigins path', { allowedOrigins: ['https://a.example/x'] }, "options.allowedOrigins[0] must be an exact origin"],
    ['loginToken type', { loginToken: 'abc' }, "options.loginToken must be {userId, authorization, refreshToken?} or null, got 'abc'"],
    ['loginToken userId', { loginToken: { authorization: 't' } }, 'options.loginToken.userId must be the user id (a string or number), got undefined'],
    ['loginToken authorization', { loginToken: { userId: '1', authorization: '' } }, "options.loginToken.authorization must be the Authorization token (a non-empty string), got ''"],
    ['loginToken extra field', { loginToken: { userId: '1', authorization: 't', password: 'x' } }, "options.loginToken.password is not a login token field (userId, authorization, refreshToken), got 'x'"],
    ['instanceKey', { instanceKey: 'a:b' }, "options.instanceKey must be 1 to 40 letters, digits, '-' or '_', such as 'shop-1', got 'a:b'"],
    ['title', { title: '' }, "options.title must be a non-empty text of at most 200 characters, got ''"],
    ['callback', { onReady: 'go' }, "options.onReady must be a function, got 'go'"],
    ['unknown option with hint', { serverURL: server }, "MarketplaceSDK: unknown option 'serverURL' (did you mean 'serverUrl'?)"],
    ['unknown option typo', { langauge: 'fr' }, "unknown option 'langauge' (did you mean 'language'?)"],
    ['unknown option', { color: 'red' }, "MarketplaceSDK: unknown option 'color'"],
  ];
  it.each(cases)('%s', (_name, o, message) => {
    const e = fails({ serverUrl: server, ...o });
    expect(e.message).toContain(message);
  });

  it('refuses a non-object and a missing server URL', () => {
    expect(fails(null).message).toBe('MarketplaceSDK: options must be an object, got null');
    expect(fails([]).message).toBe('MarketplaceSDK: options must be an object, got an array');
    expect(fails({}).message).toMatch(/options\.serverUrl is required/);
  });

  it('does not treat inherited names as options', () => {
    expect(fails({ serverUrl: server, toString: 'x' }).message).toContain("unknown option 'toString'");
  });
});

describe('resolveOptions: defaults and normalization', () => {
  it('fills in the defaults', () => {
    const o = resolveOptions({ serverUrl: `${server}/market/` });
    expect(o).toMatchObject({
      serverUrl: `${server}/market`,
      serverOrigin: server,
      mode: 'iframe',
      routing: 'memory',
      zIndex: 2147483000,
      breakpoint: 640,
      allowedOrigins: [server],
      theme: {},
      title: 'Marketplace',
    });
    expect(o.loginToken).toBeUndefined();
  });

  it('takes the loader default server, keeps undefined values absent, normalizes the token', () => {
    const onReady = () => undefined;
    const o = resolveOptions(
      { mode: 'inline', language: undefined, allowedOrigins: ['https://cdn.example.com', server], loginToken: { userId: 7, authorization: 'tok' }, onReady },
      'https://loader.example',
    );
    expect(o.serverUrl).toBe('https://loader.example');
    expect(o.allowedOrigins).toEqual(['https://loader.example', 'https://cdn.example.com', server]);
    expect(o.language).toBeUndefined();
    expect(o.loginToken).toEqual({ userId: '7', authorization: 'tok' });
    expect(o.callbacks.onReady).toBe(onReady);
  });

  it('keeps an explicit null token (log out) apart from no token', () => {
    expect(resolveOptions({ serverUrl: server, loginToken: null }).loginToken).toBeNull();
  });

  it('makes basePath end with a slash', () => {
    expect(resolveOptions({ serverUrl: server, routing: 'path', basePath: '/shop' }).basePath).toBe('/shop/');
  });
});

describe('checkUpdate', () => {
  const mounted: MountOptions = { serverUrl: server, mode: 'iframe' };
  it('accepts the options that may change', () => {
    expect(checkUpdate({ language: 'fr', zIndex: 5, theme: { '--mkt-accent': '#c00' } }, mounted as Record<string, unknown>)).toEqual({
      language: 'fr',
      zIndex: 5,
      theme: { '--mkt-accent': '#c00' },
    });
  });
  it('accepts a fixed option repeated with its value, refuses a change with what to do instead', () => {
    expect(() => checkUpdate({ mode: 'iframe' }, mounted as Record<string, unknown>)).not.toThrow();
    expect(() => checkUpdate({ mode: 'inline' }, mounted as Record<string, unknown>)).toThrow(
      "MarketplaceSDK: options.mode cannot change after mount (call destroy() and mount again), got 'inline'",
    );
    expect(() => checkUpdate({ initialRoute: '/land' }, mounted as Record<string, unknown>)).toThrow('use handle.navigate(path) instead');
  });
  it('validates the values too', () => {
    expect(() => checkUpdate({ language: 'xx' }, mounted as Record<string, unknown>)).toThrow("options.language must be 'cn' or 'en' or 'fr', got 'xx'");
  });
});
