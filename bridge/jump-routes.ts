// The web fallback of the native `jump` (spec §7 "Native bridge page"): pageType -> app route
// (spec §2), as a table the app can override. With no native shell the app navigates itself.
// Kept as data inside the bridge (which imports nothing from src/): the route strings are the
// paths of spec §2 and must match src/routes (a unit test of the app can check them).
import type { JumpParams, PageType } from './methods.js';

/** Module route bases of spec §2 "Module routes", keyed by the numeric ids of spec §3. */
export const MODULE_ROUTE_BASES: Readonly<Record<number, string>> = {
  1: 'article',
  2: 'land',
  3: 'carRental',
  4: 'saleGoods',
  5: 'housekeep',
  6: 'house',
  7: 'carSales',
  8: 'jobAndRecruit',
  9: 'visa',
  10: 'business',
  41: 'demandMarket',
};

const BASES = new Set(Object.values(MODULE_ROUTE_BASES));

/** The route base for a module given by name or numeric id; null when unknown. */
export function moduleBase(module: string | number | undefined): string | null {
  if (typeof module === 'number') return MODULE_ROUTE_BASES[module] ?? null;
  if (typeof module === 'string') {
    if (BASES.has(module)) return module;
    // Native shells often send ids as strings ("6").
    if (/^\d{1,4}$/.test(module)) return MODULE_ROUTE_BASES[Number(module)] ?? null;
  }
  return null;
}

const text = (x: unknown): string | null =>
  (typeof x === 'string' && x.length > 0) || (typeof x === 'number' && Number.isFinite(x)) ? String(x) : null;

/** path?k=v&... with only the values that are present. */
function withQuery(path: string, query: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    const s = text(v);
    if (s !== null) q.set(k, s);
  }
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Jobs have their own list and details (spec §2 "/jobAndRecruit"); spec §2 "Ad link jumping":
 * recruit ids starting "RIR" open recruitDetails with recruitingResumeId, others jobDetails.
 */
function jobDetails(id: string, title: unknown): string {
  return id.startsWith('RIR')
    ? withQuery('/jobAndRecruit/recruit/recruitDetails', { recruitingResumeId: id, title })
    : withQuery('/jobAndRecruit/jobWanted/jobDetails', { recruitingInfoId: id, title });
}

export type JumpRouteBuilder = (p: JumpParams) => string | null;

const fixed = (path: string): JumpRouteBuilder => () => path;

/**
 * pageType -> route. Spec §7 names the page types but not their pages; each choice below names the
 * spec §2 screen that shows the same thing.
 */
export const JUMP_ROUTES: Readonly<Record<PageType, JumpRouteBuilder>> = {
  homePage: fixed('/index'),
  list: (p) => {
    const base = moduleBase(p.module);
    if (!base) return null;
    return base === 'jobAndRecruit' ? '/jobAndRecruit/jobWanted/jobList' : `/${base}/list`;
  },
  detail: (p) => {
    const base = moduleBase(p.module);
    const id = text(p.serviceId);
    if (!base || id === null) return null;
    if (base === 'jobAndRecruit') return jobDetails(id, p.title);
    // Articles also pass esInfoId (spec §2 "Ad link jumping", "/article/details (esInfoId, ...)").
    const esInfoId = base === 'article' ? p.esInfoId : undefined;
    return withQuery(`/${base}/details`, { serviceId: id, esInfoId, title: p.title });
  },
  // The services the user already bought are listed in "my assets" (spec §2 User centre).
  alreadyBuyService: fixed('/usercenter/myAssets'),
  // Buying a service package: the value-added services list (spec §2 "Mine screen": buy package).
  goodsBuy: (p) => withQuery('/usercenter/valueAddedServices/list', { memberLevelId: p.memberLevelId }),
  certifyEnterprise: fixed('/usercenter/auth/authEnt'),
  certifyPersonal: fixed('/usercenter/auth/personal'),
  account: fixed('/usercenter/userInfo'),
  focusCountry: fixed('/common/focus'),
  consume: fixed('/usercenter/consumptionBill/consumptionBillList'),
  coupon: fixed('/usercenter/coupon'),
  exchangeCertificate: fixed('/usercenter/exchangecode'),
  // Air and sea freight live under /sea (spec §2); its entry screen is the order form.
  airExpress: fixed('/sea/order'),
};

const own = <T>(table: Readonly<Partial<Record<string, T>>>, key: string): T | undefined =>
  Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;

/**
 * The app route for a jump, or null when the params do not name a page (unknown pageType or
 * module, missing id). `overrides` replaces single entries of JUMP_ROUTES.
 */
export function jumpRoute(
  p: JumpParams,
  overrides: Readonly<Partial<Record<PageType, JumpRouteBuilder>>> = {},
): string | null {
  const build = own(overrides, p.pageType) ?? own(JUMP_ROUTES, p.pageType);
  return build ? build(p) : null;
}
