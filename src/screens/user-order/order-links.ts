// Links between the order screens (spec §2 usercenter/order: ibuy, isale, details, remittance).
import { withFrom } from '../kit/money/purchase-origin.js';

export const ORDERS_PATH = '/usercenter/order/ibuy';

/** Purchases of services (payment orders): the second kind of ibuy (order-list.tsx Purchases). */
export const SERVICE_ORDERS_PATH = '/usercenter/order/ibuy?kind=services';

export const orderDetailsHref = (orderNo: string, from = ''): string =>
  withFrom(`/usercenter/order/details?orderNo=${encodeURIComponent(orderNo)}`, from);

export const remittanceHref = (orderNo: string, from = ''): string =>
  withFrom(`/usercenter/order/remittance?orderNo=${encodeURIComponent(orderNo)}`, from);
