// Payments and orders (spec §7 "payment, republishPayment, refreshPayment, orderListPayment" named
// after /user/v1/commons/; "payment and product calls"; spec §4 states). Shapes are ours.
import { endpoint } from '../endpoint.js';
import type { SearchReply } from '../types/common.js';
import type {
  ExchangeCodeReply, ExchangeCodeRequest, Order, OrderListPaymentRequest, OrderListRequest, PaymentReply, PaymentRequest,
  PaymentResultRequest, RemittanceRequest, RepublishPaymentRequest,
} from '../types/payment.js';

export const PAYMENT_ENDPOINTS = {
  payment: endpoint<PaymentRequest, PaymentReply>()('/user/v1/commons/payment', { origin: 'named', auth: true }),
  republishPayment: endpoint<RepublishPaymentRequest, PaymentReply>()('/user/v1/commons/republishPayment', { origin: 'named', auth: true }),
  refreshPayment: endpoint<RepublishPaymentRequest, PaymentReply>()('/user/v1/commons/refreshPayment', { origin: 'named', auth: true }),
  orderListPayment: endpoint<OrderListPaymentRequest, PaymentReply>()('/user/v1/commons/orderListPayment', { origin: 'named', auth: true }),
  /** payConfirmReal / payConfirmVirtual poll this (spec §2). */
  getPaymentResult: endpoint<PaymentResultRequest, PaymentReply>()('/user/v1/order/getPaymentResult', { origin: 'ours', auth: true }),
  getOrderList: endpoint<OrderListRequest, SearchReply<Order>>()('/user/v1/order/getOrderList', { origin: 'ours', list: true, auth: true }),
  getOrderDetail: endpoint<PaymentResultRequest, Order>()('/user/v1/order/getOrderDetail', { origin: 'ours', auth: true }),
  /** spec §4 order action "remove": the payer cancels a waiting order (state 1 → 0 'cancelled'); the order as it now stands. */
  cancelOrder: endpoint<PaymentResultRequest, Order>()('/user/v1/order/cancelOrder', { origin: 'ours', auth: true }),
  /** spec §4 order action "delete": a finished order leaves the payer's lists (the record stays). */
  deleteOrder: endpoint<PaymentResultRequest, null>()('/user/v1/order/deleteOrder', { origin: 'ours', auth: true }),
  submitRemittance: endpoint<RemittanceRequest, null>()('/user/v1/order/remittance', { origin: 'ours', auth: true }),
  exchangeCode: endpoint<ExchangeCodeRequest, ExchangeCodeReply>()('/user/v1/order/exchangeCode', { origin: 'ours', auth: true }),
} as const;
