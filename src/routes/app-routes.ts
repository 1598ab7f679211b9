// The non-module routes of spec §2 as plain data: [chunk group, parent path, children].
import type { RouteEntry } from './route-types.js';

type Group = readonly [group: string, parent: string, children: readonly string[]];

const GROUPS: readonly Group[] = [
  ['home', '', ['index']],
  ['login', '', ['login', 'resetPassword', 'register']],
  ['app-download', '', ['appDownloadPage']],
  ['h5', '', ['h5']],
  ['discover', '/discover', ['findPage', 'myShare', 'myCollection', 'share', 'otherShare', 'posts']],
  ['message', '/message', ['list', 'chat']],
  ['usercenter', '/usercenter', ['userInfo', 'personalInformation', 'myAssets', 'coupon', 'exchangecode']],
  // Ours (issue: Beyond the spec): the notification centre and the saved searches.
  ['alerts', '/usercenter', ['notifications', 'savedSearches']],
  // blockedUsers is ours (issue: Beyond the spec, "block on every user").
  ['user-setting', '/usercenter/userSetting', ['settingIndex', 'changeLanguage', 'feedback', 'blockedUsers']],
  ['user-security', '/usercenter/userSetting/accountAndSecurity', [
    'accountAndSecurityIndex', 'accountLogs', 'cancelAccount', 'changePassword',
    'deviceManagement', 'lockAccount', 'replaceEmail', 'replacePhone',
  ]],
  ['user-auth', '/usercenter/auth', ['personal', 'authEnt']],
  ['user-bill', '/usercenter/consumptionBill', ['consumptionBillList', 'consumptionBillDetails']],
  ['user-help', '/usercenter/serviceAndHelp', ['serviceAndHelpMenuList', 'commonProblemList', 'problemDetails']],
  ['user-member', '/usercenter/menberCenter', ['index', 'renewIndex', 'buyMenber/entMenberPay', 'buyMenber/personalMenberPay']],
  ['user-member', '/usercenter/valueAddedServices', ['list', 'details']],
  ['user-order', '/usercenter/order', ['ibuy', 'isale', 'details', 'remittance']],
  ['common', '/common', ['myFans', 'myFocus', 'checkWord', 'publishManage', 'quickPublish', 'focus']],
  ['pay', '/common', ['publishPay', 'weixinpay', 'payConfirmReal', 'payConfirmVirtual']],
  ['common-error', '/common', ['error']],
  ['sea', '/sea', ['order', 'details', 'form', 'adresslist', 'transitadress', 'productinfo', 'pay', 'addadress', 'privacy']],
];

/** Per-path flags. Spec §2: "/index (kept alive)"; guards; "Tab bar on findPage and myShare". */
const FLAGS: Readonly<Record<string, Partial<RouteEntry>>> = {
  '/index': { keepAlive: true, firstPaint: true, tabBar: true, title: 'tabs.home' },
  '/discover/findPage': { keepAlive: true, tabBar: true, title: 'tabs.discover' },
  // Writing, one's own posts and saved posts are a signed-in user's (the issue: login required).
  '/discover/myShare': { tabBar: true, guard: 'auth' },
  '/discover/share': { guard: 'auth' },
  '/discover/myCollection': { guard: 'auth' },
  '/message/list': { guard: 'auth', tabBar: true, title: 'tabs.message' },
  '/usercenter/userInfo': { guard: 'auth', tabBar: true, title: 'tabs.account' },
  '/usercenter/notifications': { guard: 'auth' },
  '/usercenter/savedSearches': { guard: 'auth' },
  '/usercenter/userSetting/blockedUsers': { guard: 'auth' },
  '/login': { title: 'tabs.login' },
  '/common/error': { title: 'app.errorTitle' },
  // The word check reads the user's draft and calls with the session (spec §2 "Publish screens").
  '/common/checkWord': { guard: 'auth' },
  // One's follows and fans, and people to follow, are a signed-in user's (spec §2 /common).
  '/common/myFocus': { guard: 'auth' },
  '/common/myFans': { guard: 'auth' },
  '/common/focus': { guard: 'auth' },
  // The CV list behaves like a module list: kept alive for "back from details" (the job lists are module lists).
  '/jobAndRecruit/recruit/recruitList': { keepAlive: true },
  // Air express (spec §2 /sea): the sender's screens are a signed-in user's; the warehouses, the
  // goods form and the terms are public (a visitor may look before signing up).
  '/sea/form': { guard: 'auth' },
  '/sea/pay': { guard: 'auth' },
  '/sea/adresslist': { guard: 'auth' },
  '/sea/addadress': { guard: 'auth' },
  '/sea/order': { guard: 'auth' },
  '/sea/details': { guard: 'auth' },
};

export function appRoutes(): RouteEntry[] {
  return GROUPS.flatMap(([group, parent, children]) =>
    children.map((child): RouteEntry => {
      const path = `${parent}/${child}`;
      return { path, group, ...FLAGS[path] };
    }),
  );
}

/** Spec §2 redirects that are not module roots. */
export const APP_REDIRECTS: Readonly<Record<string, string>> = {
  '/': '/index',
  '/usercenter': '/usercenter/userInfo',
  '/discover': '/discover/findPage',
  '/message': '/message/list',
};
