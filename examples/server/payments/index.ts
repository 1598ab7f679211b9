// The money core (issue "Payments, memberships and value-added services"; spec §4 payment states,
// methods, order prefixes and states; §5/§6 membership rules and quota; §7 payment calls): orders,
// attempts at the provider, the webhook, delivery, reconciliation, remittances and exchange codes.
// One file per idea; this is the handler table. Decisions (ours, the spec shows none):
// - order expiry: 30 minutes online, 7 days by bank or offline (limits.ts);
// - methods 1/2/3/7 go to the provider (channels ALL/WALLET/CREDIT_CARD/MOBILE_MONEY), 4 and 8
//   wait for a remittance proof and an operator (pay-types.ts);
// - orderListPayment pays one order per call (pay-handlers.ts);
// - a new listing with no publish place left is saved as 0 "not paid" (listings/update.ts).
import type { HandlerTable } from '../http/handler.js';
import { exchangeCode } from './exchange-codes.js';
import { orderListPayment, payment, refreshPayment, republishPayment } from './pay-handlers.js';
import { cancelOrder, deleteOrder } from './order-removal.js';
import { submitRemittance } from './remittance.js';
import { getOrderDetail, getOrderList, getPaymentResult } from './result.js';

/** Boundary cast: each handler answers its endpoint's reply type (the contract cases check the shapes). */
export const PAYMENT_HANDLERS = {
  payment, republishPayment, refreshPayment, orderListPayment, getPaymentResult, getOrderList, getOrderDetail, submitRemittance, exchangeCode,
  cancelOrder, deleteOrder,
} as HandlerTable;
