// The screens that exist, as dynamic imports (one lazily loaded chunk per src/screens/<group>/,
// see rollup.config.mjs manualChunks). A route without an entry here shows "not available yet".
// The shell owns this map, not the route table: screens import the shell (use-shell.ts) and the
// route types, so a table that imported screens would close a loop through every screen.
import type { ComponentType } from 'react';
import { ROUTES } from '../routes/index.js';
import type { RouteEntry, ScreenProps } from '../routes/route-types.js';

export type ScreenModule = { default: ComponentType<ScreenProps> };
/** A dynamic import() of the screen's chunk (one chunk per src/screens/<group>/). */
export type ScreenLoader = () => Promise<ScreenModule>;

/** Screens bound to one path. */
const PATH_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  '/common/error': () => import('../screens/common-error/index.js'),
  '/h5': () => import('../screens/h5/index.js'),
  '/index': () => import('../screens/home/index.js'),
  '/appDownloadPage': () => import('../screens/app-download/index.js'),
  // Two of the usercenter group's routes; its money routes (myAssets, coupon, exchangecode) are a
  // chunk of their own, so the profile screens do not carry them.
  '/usercenter/userInfo': () => import('../screens/usercenter/index.js'),
  '/usercenter/personalInformation': () => import('../screens/usercenter/index.js'),
  '/usercenter/myAssets': () => import('../screens/user-assets/index.js'),
  '/usercenter/coupon': () => import('../screens/user-assets/index.js'),
  '/usercenter/exchangecode': () => import('../screens/user-assets/index.js'),
  // Publish management and quick publish (spec §2 /common): each its own chunk.
  '/common/publishManage': () => import('../screens/publish-manage/index.js'),
  '/common/quickPublish': () => import('../screens/quick-publish/index.js'),
  // The word check step of the publish flow shares the publish form's chunk (spec §2 "Publish screens").
  '/common/checkWord': () => import('../screens/publish/index.js'),
  // Follows (spec §2 /common myFocus, myFans, focus): one chunk of people lists.
  '/common/myFocus': () => import('../screens/follow/index.js'),
  '/common/myFans': () => import('../screens/follow/index.js'),
  '/common/focus': () => import('../screens/follow/index.js'),
};

/** Screens bound to a whole chunk group (generic module screens: list, details, ...). */
const GROUP_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  list: () => import('../screens/list/index.js'),
  details: () => import('../screens/details/index.js'),
  mine: () => import('../screens/mine/index.js'),
  history: () => import('../screens/history/index.js'),
  collection: () => import('../screens/collection/index.js'),
  publish: () => import('../screens/publish/index.js'),
  'publish-details': () => import('../screens/publish-details/index.js'),
  login: () => import('../screens/login/index.js'),
  'user-security': () => import('../screens/user-security/index.js'),
  'user-auth': () => import('../screens/user-auth/index.js'),
  'user-setting': () => import('../screens/user-setting/index.js'),
  'user-help': () => import('../screens/user-help/index.js'),
  // The money side (spec §2 menberCenter, valueAddedServices, consumptionBill, order; /common pay pages).
  'user-member': () => import('../screens/user-member/index.js'),
  'user-bill': () => import('../screens/user-bill/index.js'),
  'user-order': () => import('../screens/user-order/index.js'),
  pay: () => import('../screens/pay/index.js'),
  // Conversations and the chat (spec §2 /message).
  message: () => import('../screens/message/index.js'),
  // Recruitment's own screens (spec §2 /jobAndRecruit; identities.ts screenGroups): browsing jobs,
  // the job seeker's and the recruiter's screens. Its publish, history and collection are generic.
  jobs: () => import('../screens/jobs/index.js'),
  'jobs-user': () => import('../screens/jobs-user/index.js'),
  'jobs-recruit': () => import('../screens/jobs-recruit/index.js'),
  // Goods trade (spec §2 /saleGoods shopingcar, fillorder, shippingaddress, filladdresss).
  'sale-goods': () => import('../screens/sale-goods/index.js'),
  // Air express (spec §2 /sea).
  sea: () => import('../screens/sea/index.js'),
  // Discover, the community feed (spec §2 /discover).
  discover: () => import('../screens/discover/index.js'),
  // Saved searches and the notification centre (issue: Beyond the spec).
  alerts: () => import('../screens/alerts/index.js'),
};

/** The loader of a route's screen; undefined = not built yet (the "not available yet" screen). */
export function screenOf(route: Pick<RouteEntry, 'path' | 'group'>): ScreenLoader | undefined {
  return PATH_SCREENS[route.path] ?? GROUP_SCREENS[route.group];
}

/** Paths whose screen is not built yet (they show "not available yet"); read by the route report. */
export function notBuiltRoutes(): string[] {
  return ROUTES.filter((r) => !screenOf(r)).map((r) => r.path);
}
