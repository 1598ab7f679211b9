// The entries of userInfo (issue 6 "entries to every user-centre section", spec §2 "User centre"),
// as data: grouped rows with an icon, a label and where they lead. Payment sections (member centre,
// value-added services, orders, bills, assets, coupons, exchange codes) are listed like the others.
import type { MessageKey } from '../../i18n/keys.js';
import { BELL } from '../kit/notice-bell.js';

/** SVG path data of 24×24 stroke icons. */
export const ICONS = {
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  badge: 'M12 3l7 3v6c0 4.5-3 7.7-7 9-4-1.3-7-4.5-7-9V6zM9 12l2 2 4-4',
  building: 'M4 21V5l8-3v19M12 8h8v13M8 8v.01M8 12v.01M8 16v.01M16 12v.01M16 16v.01M2 21h20',
  crown: 'M3 8l4 4 5-7 5 7 4-4-2 11H5z',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  bag: 'M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2',
  parcel: 'M12 2l9 5v10l-9 5-9-5V7zM3 7l9 5 9-5M12 12v10M7.5 4.5l9 5',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  wallet: 'M3 7h18v13H3zM3 7l3-4h12l3 4M16 14h2',
  ticket: 'M3 8a2 2 0 0 0 0 4v0a2 2 0 0 1 0 4v3h18v-3a2 2 0 0 1 0-4 2 2 0 0 1 0-4V5H3zM14 5v14',
  gift: 'M4 11h16v10H4zM2 7h20v4H2zM12 7v14M12 7c-2-4-6-4-6-1s6 1 6 1zm0 0c2-4 6-4 6-1s-6 1-6 1z',
  scan: 'M4 8V4h4M16 4h4v4M20 16v4h-4M8 20H4v-4M4 12h16',
  post: 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4',
  bell: BELL,
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17v.01',
  gear: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-2.9 1.2V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-2.9-1.2l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1A1.7 1.7 0 0 0 3 15H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.2-2.9l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1A1.7 1.7 0 0 0 10 3.1V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 2.9 1.2l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0 1.2 2.9H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
} as const;

export type IconName = keyof typeof ICONS;

/** What a row shows on its right, computed by the screen. */
export type EntryValue = 'personalAuth' | 'enterpriseAuth';

export interface Entry {
  id: string;
  label: MessageKey;
  icon: IconName;
  /** A route; `{level}` is the member level id (spec §2 "buy package at .../list?memberLevelId={level}"). */
  href?: string;
  /** An action of the screen instead of a route. */
  action?: 'scanLogin';
  value?: EntryValue;
}

export interface EntryGroup {
  title: MessageKey;
  entries: readonly Entry[];
}

export const ENTRY_GROUPS: readonly EntryGroup[] = [
  {
    title: 'usercenter.groups.account',
    entries: [
      { id: 'profile', label: 'usercenter.entries.profile', icon: 'person', href: '/usercenter/personalInformation' },
      { id: 'personalAuth', label: 'usercenter.entries.personalAuth', icon: 'badge', href: '/usercenter/auth/personal', value: 'personalAuth' },
      { id: 'enterpriseAuth', label: 'usercenter.entries.enterpriseAuth', icon: 'building', href: '/usercenter/auth/authEnt', value: 'enterpriseAuth' },
    ],
  },
  {
    title: 'usercenter.groups.membership',
    entries: [
      { id: 'member', label: 'usercenter.entries.member', icon: 'crown', href: '/usercenter/menberCenter/index' },
      { id: 'services', label: 'usercenter.entries.services', icon: 'star', href: '/usercenter/valueAddedServices/list?memberLevelId={level}' },
      { id: 'orders', label: 'usercenter.entries.orders', icon: 'bag', href: '/usercenter/order/ibuy' },
      // Air-express parcels (spec §2 /sea order): sent and followed from here, next to the orders.
      { id: 'parcels', label: 'usercenter.entries.parcels', icon: 'parcel', href: '/sea/order' },
      // Discover (spec §2 /discover myShare, myCollection): one's posts and the posts one saved.
      { id: 'myPosts', label: 'usercenter.entries.myPosts', icon: 'post', href: '/discover/myShare' },
      { id: 'myPostCollection', label: 'usercenter.entries.myPostCollection', icon: 'star', href: '/discover/myCollection' },
      // Saved searches and their alerts (issue: Beyond the spec); the notification centre is the bell above.
      { id: 'savedSearches', label: 'alerts.entry', icon: 'bell', href: '/usercenter/savedSearches' },
      { id: 'bills', label: 'usercenter.entries.bills', icon: 'receipt', href: '/usercenter/consumptionBill/consumptionBillList' },
      { id: 'assets', label: 'usercenter.entries.assets', icon: 'wallet', href: '/usercenter/myAssets' },
      { id: 'coupons', label: 'usercenter.entries.coupons', icon: 'ticket', href: '/usercenter/coupon' },
      { id: 'exchange', label: 'usercenter.entries.exchange', icon: 'gift', href: '/usercenter/exchangecode' },
    ],
  },
  {
    title: 'usercenter.groups.more',
    entries: [
      { id: 'scanLogin', label: 'usercenter.entries.scanLogin', icon: 'scan', action: 'scanLogin' },
      { id: 'help', label: 'usercenter.entries.help', icon: 'help', href: '/usercenter/serviceAndHelp/serviceAndHelpMenuList' },
      { id: 'settings', label: 'usercenter.entries.settings', icon: 'gear', href: '/usercenter/userSetting/settingIndex' },
    ],
  },
];
