// What a value-added service gives, worded per kind (issue "Value-added services": posting chances,
// TOP — listed first in its module for N days, marked —, refresh, single publish), as data.
import type { Commodity, CommodityKind } from '../../contract/types/usercenter.js';
import type { MessageKey } from '../../i18n/keys.js';

export const KIND_ORDER: readonly CommodityKind[] = ['chances', 'top', 'refresh', 'publish'];

export const KIND_TITLES: Readonly<Record<CommodityKind, MessageKey>> = {
  chances: 'money.vas.kinds.chances',
  top: 'money.vas.kinds.top',
  refresh: 'money.vas.kinds.refresh',
  publish: 'money.vas.kinds.publish',
};

/** The "gives" line of a package: its quantity and validity in words. */
export const GIVES: Readonly<Record<CommodityKind, MessageKey>> = {
  chances: 'money.vas.gives.chances',
  top: 'money.vas.gives.top',
  refresh: 'money.vas.gives.refresh',
  publish: 'money.vas.gives.publish',
};

/** Kinds bought for one listing: the buyer picks it (its status must be the one named here). */
export const LISTING_STATUS: Readonly<Partial<Record<CommodityKind, number>>> = { top: 7, refresh: 7, publish: 0 };

export const givesValues = (c: Commodity) => ({ count: c.quantity, days: c.validDays });
