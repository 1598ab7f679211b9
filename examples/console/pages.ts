// The console's pages as data (issue "Publishing": later issues add translation, word lists,
// listing search, authentication review…): a page is its path under /console, the locale key of
// its title, the call that gates it, and its component, loaded when first opened. An operator sees
// the pages whose call the role table (src/contract/console-api.ts CONSOLE_CALLS) allows them, so
// the menu and the server agree on who may do what; the server still checks every call. The first
// page a role may open is where it lands: work queues come first (a cashier lands on the proofs).
import { lazy, type ComponentType } from 'react';
import type { ConsoleCall, OperatorView } from '../../src/contract/console-api.js';

export interface ConsolePageDef {
  path: string;
  titleKey: string;
  /** The page is shown to operators whose role may make this call. */
  call: ConsoleCall;
  component: ComponentType;
}

export const CONSOLE_PAGES: readonly ConsolePageDef[] = [
  { path: '/review', titleKey: 'pages.review', call: 'reviewQueue', component: lazy(() => import('./pages/review-page.js')) },
  { path: '/posts', titleKey: 'pages.posts', call: 'shareReviewQueue', component: lazy(() => import('./pages/share-review-page.js')) },
  { path: '/authentication', titleKey: 'pages.authentication', call: 'authQueue', component: lazy(() => import('./pages/authentication-page.js')) },
  { path: '/translation', titleKey: 'pages.translation', call: 'translationQueue', component: lazy(() => import('./pages/translation-page.js')) },
  { path: '/words', titleKey: 'pages.words', call: 'wordList', component: lazy(() => import('./pages/words-page.js')) },
  { path: '/service', titleKey: 'pages.service', call: 'serviceQueue', component: lazy(() => import('./pages/service-desk-page.js')) },
  { path: '/reports', titleKey: 'pages.reports', call: 'reportQueue', component: lazy(() => import('./pages/reports-page.js')) },
  { path: '/help', titleKey: 'pages.help', call: 'helpMenus', component: lazy(() => import('./pages/help-page.js')) },
  { path: '/remittances', titleKey: 'pages.remittances', call: 'remittanceQueue', component: lazy(() => import('./pages/remittances-page.js')) },
  { path: '/orders', titleKey: 'pages.orders', call: 'orderSearch', component: lazy(() => import('./pages/orders-page.js')) },
  { path: '/goods-orders', titleKey: 'pages.tradeOrders', call: 'tradeOrderList', component: lazy(() => import('./pages/trade-orders-page.js')) },
  { path: '/parcels', titleKey: 'parcels.page', call: 'parcelList', component: lazy(() => import('./pages/parcel-list-page.js')) },
  { path: '/coupons', titleKey: 'pages.coupons', call: 'issueCoupon', component: lazy(() => import('./pages/coupons-page.js')) },
  { path: '/products', titleKey: 'pages.products', call: 'productList', component: lazy(() => import('./pages/products-page.js')) },
  { path: '/listings', titleKey: 'pages.listings', call: 'listingSearch', component: lazy(() => import('./pages/listing-search-page.js')) },
  { path: '/operators', titleKey: 'pages.operators', call: 'operatorList', component: lazy(() => import('./pages/operators-page.js')) },
  { path: '/audit', titleKey: 'pages.audit', call: 'auditLog', component: lazy(() => import('./pages/audit-page.js')) },
];

export const pagesFor = (operator: OperatorView): ConsolePageDef[] => CONSOLE_PAGES.filter((p) => operator.calls.includes(p.call));
