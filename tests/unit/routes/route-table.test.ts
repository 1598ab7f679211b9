import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  findRoute, MODULE_ROUTE_SETS, normalizePath, REDIRECTS, resolvePath, ROUTES,
} from '../../../src/routes/index.js';
import { notBuiltRoutes, screenOf } from '../../../src/app/screens.js';
import { genericKindOf, IDENTITY_LIST, modulePath } from '../../../src/modules/identities.js';
import { MODULES } from '../../../src/modules/registry.js';

const SPEC_PATHS = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../fixtures/routes.txt'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));

/** The shell's loader for a path (src/app/screens.ts), undefined when unknown or not built. */
const screenAt = (path: string) => {
  const route = findRoute(path);
  return route && screenOf(route);
};

describe('route table', () => {
  it('reads a non-trivial fixture', () => {
    expect(SPEC_PATHS.length).toBeGreaterThan(150);
  });

  it.each(SPEC_PATHS)('registers %s', (path) => {
    expect(findRoute(path)?.path).toBe(path);
  });

  it('registers nothing the spec does not list, and no path twice (even by case)', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...SPEC_PATHS].sort());
    expect(new Set(ROUTES.map((r) => r.path.toLowerCase())).size).toBe(ROUTES.length);
  });

  it('opens the same entry for /common/quickPublish and /common/quickpublish', () => {
    const entry = findRoute('/common/quickPublish');
    expect(entry).toBeDefined();
    expect(findRoute('/common/quickpublish')).toBe(entry);
    expect(resolvePath('/common/quickpublish?x=1')).toEqual({ kind: 'route', entry });
  });

  it('redirects / , /usercenter, /jobAndRecruit, /discover, /message and every module root', () => {
    expect(REDIRECTS['/']).toBe('/index');
    expect(REDIRECTS['/usercenter']).toBe('/usercenter/userInfo');
    expect(REDIRECTS['/jobAndRecruit']).toBe('/jobAndRecruit/jobWanted/jobList');
    expect(REDIRECTS['/discover']).toBe('/discover/findPage');
    expect(REDIRECTS['/message']).toBe('/message/list');
    const roots = ['land', 'house', 'housekeep', 'business', 'visa', 'carSales', 'carRental', 'demandMarket', 'article', 'saleGoods'];
    for (const m of roots) expect(resolvePath(`/${m}`)).toEqual({ kind: 'redirect', to: `/${m}/list` });
    // Every redirect lands on a registered route.
    for (const to of Object.values(REDIRECTS)) expect(findRoute(to)?.path).toBe(to);
  });

  it('sends unknown paths nowhere (the shell then goes home)', () => {
    expect(resolvePath('/nope')).toEqual({ kind: 'unknown' });
    expect(resolvePath('/land/unknown')).toEqual({ kind: 'unknown' });
  });

  it('guards exactly /usercenter/userInfo, /message/list, the word check and the sender\'s air-express screens (spec §2 Guards)', () => {
    expect(ROUTES.filter((r) => r.guard === 'auth').map((r) => r.path).sort()).toEqual([
      '/common/checkWord',
      // One's follows and fans, and people to follow (spec §2 /common).
      '/common/focus', '/common/myFans', '/common/myFocus',
      // Discover: writing, one's own posts and saved posts (the issue: login required).
      '/discover/myCollection', '/discover/myShare', '/discover/share',
      '/message/list', '/sea/addadress', '/sea/adresslist', '/sea/details', '/sea/form', '/sea/order', '/sea/pay',
      // The notification centre, saved searches and blocked users (issue: Beyond the spec).
      '/usercenter/notifications', '/usercenter/savedSearches', '/usercenter/userInfo', '/usercenter/userSetting/blockedUsers',
    ]);
  });

  it('shows the app tab bar on home, discover (find, my share), messages and account only', () => {
    expect(ROUTES.filter((r) => r.tabBar).map((r) => r.path).sort()).toEqual(
      ['/discover/findPage', '/discover/myShare', '/index', '/message/list', '/usercenter/userInfo'],
    );
    expect(findRoute('/discover/share')?.tabBar).toBeFalsy();
  });

  it('keeps /index alive and module lists too, but not details', () => {
    expect(findRoute('/index')?.keepAlive).toBe(true);
    expect(findRoute('/house/list')?.keepAlive).toBe(true);
    expect(findRoute('/house/details')?.keepAlive).toBeFalsy();
  });

  it('generates module routes from module × kind with generic chunk groups', () => {
    for (const m of IDENTITY_LIST) {
      for (const routeKind of m.routeKinds) {
        expect(findRoute(`/${m.key}/${routeKind}`)).toMatchObject({ module: m.key, kind: genericKindOf(m, routeKind) });
      }
    }
    expect(findRoute('/land/publishDetails')?.group).toBe('publish-details');
    expect(findRoute('/visa/list')?.group).toBe('list');
    expect(findRoute('/saleGoods/shopingcar')?.group).toBe('sale-goods');
    // Recruitment: generic kinds at its own paths (spec §2 /jobAndRecruit), its own screens elsewhere.
    expect(findRoute('/jobAndRecruit/recruit/publish')).toMatchObject({ kind: 'publish', group: 'publish', guard: 'publishQuota' });
    expect(findRoute('/jobAndRecruit/userCenter/historyList')).toMatchObject({ kind: 'history', group: 'history' });
    expect(findRoute('/jobAndRecruit/jobWanted/jobList')).toMatchObject({ kind: 'list', group: 'jobs', keepAlive: true });
    expect(findRoute('/jobAndRecruit/jobWanted/companyInfo')).toMatchObject({ kind: 'jobWanted/companyInfo', group: 'jobs' });
  });

  it('has route sets for exactly the modules of the registry, and their screens built by kind', () => {
    expect(Object.keys(MODULE_ROUTE_SETS).sort()).toEqual(Object.keys(MODULES).sort());
    // Issue 5: list, details, mine, history and collection are generic screens for every module.
    for (const m of Object.values(MODULES)) {
      for (const kind of ['list', 'details', 'history', 'collection'] as const) expect(screenAt(modulePath(m, kind)), modulePath(m, kind)).toBeTypeOf('function');
      const mine = findRoute(modulePath(m, 'mine'));
      if (mine) expect(screenOf(mine), modulePath(m, 'mine')).toBeTypeOf('function');
      // The generic publish form (issue 14), for every module that has the route.
      if (findRoute(modulePath(m, 'publish'))) expect(screenAt(modulePath(m, 'publish')), modulePath(m, 'publish')).toBeTypeOf('function');
    }
  });

  it('puts module bottom bars on list and mine only; the article bar everywhere but details', () => {
    expect(findRoute('/house/list')?.moduleTabBar).toBe(true);
    expect(findRoute('/house/mine')?.moduleTabBar).toBe(true);
    expect(findRoute('/house/publish')?.moduleTabBar).toBeFalsy();
    expect(findRoute('/article/history')?.moduleTabBar).toBe(true);
    expect(findRoute('/article/details')?.moduleTabBar).toBeFalsy();
  });

  it('lists unbuilt routes; /common/error is built and lazily loads a component', async () => {
    const notBuilt = notBuiltRoutes();
    // Every route of spec §2 has its screen now (the follow lists were the last).
    expect(notBuilt).not.toContain('/discover/findPage');
    expect(notBuilt).not.toContain('/common/myFocus');
    expect(notBuilt).not.toContain('/usercenter/myAssets');
    expect(notBuilt).not.toContain('/login');
    expect(notBuilt).not.toContain('/index');
    expect(notBuilt).not.toContain('/common/error');
    expect(notBuilt.length).toBe(ROUTES.filter((r) => !screenOf(r)).length);
    const loader = screenAt('/common/error');
    expect(loader).toBeTypeOf('function');
    const mod = await loader!();
    expect(mod.default).toBeTypeOf('function');
  });

  it('is pure data: no functions, nothing that names a screen (DESIGN.md §2 routes/)', () => {
    expect(JSON.parse(JSON.stringify(ROUTES))).toEqual(ROUTES);
  });

  it('normalizes query, hash and trailing slashes', () => {
    expect(normalizePath('/land/list/?a=1#x')).toBe('/land/list');
    expect(normalizePath('')).toBe('/');
    expect(findRoute('/index/')?.path).toBe('/index');
  });
});
