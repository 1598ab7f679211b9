import { describe, expect, it } from 'vitest';
import { JUMP_ROUTES, MODULE_ROUTE_BASES, jumpRoute, moduleBase } from '../../../bridge/jump-routes.js';
import { PAGE_TYPES, type JumpParams, type PageType } from '../../../bridge/methods.js';
import { PARAM_CHECKS } from '../../../bridge/param-checks.js';
import { IDENTITY_LIST } from '../../../src/modules/identities.js';
import { appRoutes } from '../../../src/routes/app-routes.js';
import { moduleRoutes } from '../../../src/routes/module-routes.js';

/** One example per pageType of spec §7 and the route of spec §2 it must open. */
const EXPECTED: Record<PageType, [JumpParams, string]> = {
  homePage: [{ pageType: 'homePage' }, '/index'],
  list: [{ pageType: 'list', module: 'house' }, '/house/list'],
  detail: [{ pageType: 'detail', module: 'land', serviceId: 'L-9', title: 'Plot 9' }, '/land/details?serviceId=L-9&title=Plot+9'],
  alreadyBuyService: [{ pageType: 'alreadyBuyService' }, '/usercenter/myAssets'],
  goodsBuy: [{ pageType: 'goodsBuy', memberLevelId: 2 }, '/usercenter/valueAddedServices/list?memberLevelId=2'],
  certifyEnterprise: [{ pageType: 'certifyEnterprise' }, '/usercenter/auth/authEnt'],
  certifyPersonal: [{ pageType: 'certifyPersonal' }, '/usercenter/auth/personal'],
  account: [{ pageType: 'account' }, '/usercenter/userInfo'],
  focusCountry: [{ pageType: 'focusCountry' }, '/common/focus'],
  consume: [{ pageType: 'consume' }, '/usercenter/consumptionBill/consumptionBillList'],
  coupon: [{ pageType: 'coupon' }, '/usercenter/coupon'],
  exchangeCertificate: [{ pageType: 'exchangeCertificate' }, '/usercenter/exchangecode'],
  airExpress: [{ pageType: 'airExpress' }, '/sea/order'],
};

const APP_PATHS = new Set([...appRoutes(), ...moduleRoutes()].map((r) => r.path));
const pathOf = (route: string) => route.split('?')[0] ?? route;

describe('jump web fallback: pageType -> app route', () => {
  it.each(PAGE_TYPES.map((t) => [t] as const))('%s', (pageType) => {
    const [params, route] = EXPECTED[pageType];
    expect(jumpRoute(params)).toBe(route);
    expect(APP_PATHS.has(pathOf(route))).toBe(true); // a real route of the app (src/routes)
    expect(PARAM_CHECKS.jump?.(params)).toBeNull();
  });

  it('covers exactly the page types of spec §7', () => {
    expect(Object.keys(JUMP_ROUTES).sort()).toEqual([...PAGE_TYPES].sort());
  });

  it('maps every module, by name or numeric id (spec §3), to its list and details', () => {
    for (const [id, base] of Object.entries(MODULE_ROUTE_BASES)) {
      for (const module of [base, Number(id), id]) {
        const list = jumpRoute({ pageType: 'list', module }) ?? '';
        const detail = jumpRoute({ pageType: 'detail', module, serviceId: 5 }) ?? '';
        expect(APP_PATHS.has(pathOf(list))).toBe(true);
        expect(APP_PATHS.has(pathOf(detail))).toBe(true);
        if (base !== 'jobAndRecruit') {
          expect(list).toBe(`/${base}/list`);
          expect(detail).toBe(`/${base}/details?serviceId=5`);
        }
      }
    }
    expect(moduleBase(6)).toBe('house');
    expect(moduleBase('41')).toBe('demandMarket');
  });

  it('knows every listing module of the app (the bridge imports nothing from src/, so its table is a checked copy)', () => {
    for (const m of IDENTITY_LIST) {
      expect(MODULE_ROUTE_BASES[m.moduleId], m.key).toBe(m.key);
      const detail = jumpRoute({ pageType: 'detail', module: m.moduleId, serviceId: 'S', esInfoId: 'E' }) ?? '';
      expect(detail.includes('esInfoId=E'), m.key).toBe(m.adLinkEsInfoId === true);
    }
  });

  it('passes esInfoId for articles only, and splits recruit ids as ad links do (spec §2)', () => {
    expect(jumpRoute({ pageType: 'detail', module: 1, serviceId: 'A1', esInfoId: 'es-7' }))
      .toBe('/article/details?serviceId=A1&esInfoId=es-7');
    expect(jumpRoute({ pageType: 'detail', module: 'visa', serviceId: 'V1', esInfoId: 'es-7' }))
      .toBe('/visa/details?serviceId=V1');
    expect(jumpRoute({ pageType: 'detail', module: 8, serviceId: 'RIR123' }))
      .toBe('/jobAndRecruit/recruit/recruitDetails?recruitingResumeId=RIR123');
    expect(jumpRoute({ pageType: 'detail', module: 8, serviceId: 'J77' }))
      .toBe('/jobAndRecruit/jobWanted/jobDetails?recruitingInfoId=J77');
    expect(jumpRoute({ pageType: 'list', module: 8 })).toBe('/jobAndRecruit/jobWanted/jobList');
  });

  it('returns null for what names no page, and the param check says why', () => {
    const bad: JumpParams[] = [
      { pageType: 'list', module: 'casino' },
      { pageType: 'list', module: 99 },
      { pageType: 'list' },
      { pageType: 'detail', module: 'land' },
      { pageType: 'list', module: '../admin' },
      { pageType: '__proto__' as PageType },
      { pageType: 'toString' as PageType },
    ];
    for (const p of bad) {
      expect(jumpRoute(p)).toBeNull();
      expect(PARAM_CHECKS.jump?.(p)).toMatch(/expected/);
    }
  });

  it('takes overrides entry by entry', () => {
    const routes = { coupon: () => '/usercenter/myAssets?tab=coupons' };
    expect(jumpRoute({ pageType: 'coupon' }, routes)).toBe('/usercenter/myAssets?tab=coupons');
    expect(jumpRoute({ pageType: 'account' }, routes)).toBe('/usercenter/userInfo');
  });
});
