// The screens that exist, as dynamic imports (one lazily loaded chunk per src/screens/<group>/,
// see rollup.config.mjs manualChunks). A route without an entry here shows "not available yet".
import type { ScreenLoader } from './route-types.js';

/** Screens bound to one path. */
export const PATH_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  '/common/error': () => import('../screens/common-error/index.js'),
  '/h5': () => import('../screens/h5/index.js'),
  '/index': () => import('../screens/home/index.js'),
  '/appDownloadPage': () => import('../screens/app-download/index.js'),
  // Two of the usercenter group's routes; myAssets, coupon and exchangecode come with payments.
  '/usercenter/userInfo': () => import('../screens/usercenter/index.js'),
  '/usercenter/personalInformation': () => import('../screens/usercenter/index.js'),
};

/** Screens bound to a whole chunk group (generic module screens: list, details, ...). */
export const GROUP_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  list: () => import('../screens/list/index.js'),
  details: () => import('../screens/details/index.js'),
  mine: () => import('../screens/mine/index.js'),
  history: () => import('../screens/history/index.js'),
  collection: () => import('../screens/collection/index.js'),
  login: () => import('../screens/login/index.js'),
  'user-security': () => import('../screens/user-security/index.js'),
  'user-auth': () => import('../screens/user-auth/index.js'),
  'user-setting': () => import('../screens/user-setting/index.js'),
  'user-help': () => import('../screens/user-help/index.js'),
};
