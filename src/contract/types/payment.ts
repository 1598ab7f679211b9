// Payment and orders (spec §4 payment state/methods, order prefixes/states; spec §2 payConfirmReal
// and payConfirmVirtual). Shapes not shown in spec §7; ours.
import type { PageRequest, ServiceId } from './common.js';
import type { OrderPrefix } from '../statuses.js';

/** Buy a package / membership, or pay the publish of a listing. */
export interface PaymentRequest {
  /** A commodity (package) or a membership level. */
  commodityId?: number;
  memberLevelId?: number;
  /** Pay the publish of this listing. */
  serviceId?: ServiceId;
  moduleId?: number;
  /** statuses.PAYMENT_METHOD. */
  payType: number;
  couponId?: string;
  /** Our own origin + /common/payConfirmReal or /common/payConfirmVirtual (spec §2). */
  returnUrl: string;
}

export interface PaymentReply {
  /** Starts with one of the order prefixes (co, mo, iko, ao). */
  orderNo: string;
  /** Where to send the user to pay; absent for offline or zero-amount orders. */
  payUrl?: string;
  /** statuses.PAYMENT_STATE. */
  payState: number;
}

/** Publish again / refresh a listing (spec §4 order actions). */
export interface RepublishPaymentRequest {
  serviceId: ServiceId;
  moduleId: number;
  payType: number;
  returnUrl: string;
}

/** Pay several unpaid orders at once. */
export interface OrderListPaymentRequest {
  orderNos: string[];
  payType: number;
  returnUrl: string;
}

export interface PaymentResultRequest {
  orderNo: string;
}

export interface Order {
  orderNo: string;
  prefix: OrderPrefix;
  title: string;
  amount: number;
  priceFlag: string;
  /** statuses.ORDER_STATE or TRADE_ORDER_STATE for goods. */
  state: number;
  payType: number;
  createTime: string;
  serviceId?: ServiceId;
  moduleId?: number;
}

export interface OrderListRequest extends PageRequest {
  /** 'buy' (ibuy) or 'sale' (isale), spec §2 usercenter/order. */
  side: 'buy' | 'sale';
  state?: number;
}

export interface ExchangeCodeRequest {
  code: string;
}

/** Remittance (bank / offline) proof. */
export interface RemittanceRequest {
  orderNo: string;
  voucherImg: string;
  remark?: string;
}
