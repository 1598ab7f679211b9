// The read calls of the money screens (spec §2 menberCenter, valueAddedServices, coupon,
// consumptionBill, myAssets): membership levels and their benefits, packages and prices, the
// caller's coupons, assets and bills. Reads only: orders, payments and their changes are the
// payments domain's (payments/*.ts). Registered in examples/server/handlers.ts.
import type { HandlerTable } from '../../http/handler.js';
import { getMyAssets } from './assets.js';
import { getBillDetail, getBillList } from './bills.js';
import { getCommodityDetail, getCommodityList } from './commodities.js';
import { getCouponList } from './coupons.js';
import { getMemberBenefits } from './member-benefits.js';

/** Boundary cast: each handler answers its endpoint's reply type (the contract cases check the shapes). */
export const MONEY_READ_HANDLERS = {
  getMemberBenefits, getCommodityList, getCommodityDetail, getCouponList, getMyAssets, getBillList, getBillDetail,
} as HandlerTable;
