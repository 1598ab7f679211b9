// The operator console's goods orders (issue "Goods orders and air express", operator console:
// "goods orders: view, arbitrate a dispute (refund through the payments issue)"): their calls, who
// may make each, their inputs as valibot schemas and their replies. Spread into console-api.ts
// (CONSOLE_CALLS, consoleSchemas, ConsoleReplies), which imports this file; so this file imports
// nothing of console-api.ts (no cycle, type-only included).
//
// Who: the money roles of console-payments.ts (a dispute's refund is money going back, as a
// refund of any order is a cashier's decision). The trade states and who moves them are
// src/contract/trade-moves.ts; an operator's only move is deciding an open dispute: refund (the
// order closes 'refunded' and its total goes back to the buyer) or release (the order completes
// and the seller keeps the money). The spec has no back office: every shape here is ours.
import * as v from 'valibot';
import { MSG } from './validation/messages.js';
import { TRADE_ORDER_PREFIX, TRADE_ORDER_STATE } from './statuses.js';
import type { MoneyUser } from './console-payments.js';
import type { SearchReply } from './types/common.js';
import type { DeliveryMethod, ShippingAddress, TradeCloseReason, TradeOrderEvent, TradeOrderLine, TradePayMode } from './types/goods-order.js';

const CASHIERS = ['cashier', 'admin'] as const;

/** The goods orders' part of the role table (console-api.ts CONSOLE_CALLS). */
export const CONSOLE_TRADE_CALLS = {
  tradeOrderList: CASHIERS,
  tradeOrderDetail: CASHIERS,
  decideDispute: CASHIERS,
} as const;

/** Console message keys the goods-order calls answer with (locales/console/*.json "errors"). */
export const CONSOLE_TRADE_ERRORS = {
  tradeOrderNotFound: 'errors.tradeOrderNotFound',
  /** decideDispute: the order has no open dispute (another operator decided it meanwhile, or none was opened). */
  disputeState: 'errors.disputeState',
} as const;

/** Longest decision note (as a refund reason, console-payments.ts MONEY_REASON_MAX). */
export const DISPUTE_NOTE_MAX = 500;
/** A goods order's number: the 'go' prefix and the same body as payment orders' (payments/order-number.ts). */
export const TRADE_ORDER_NO_PATTERN = new RegExp(`^${TRADE_ORDER_PREFIX}[0-9A-Za-z]{4,40}$`);

/** The state filter: 0 every state, else statuses.TRADE_ORDER_STATE. */
export const TRADE_STATE_FILTERS = [0, ...Object.values(TRADE_ORDER_STATE)] as const;
/** The dispute filter: '' any order, 'open' a dispute waiting for an operator, 'decided' one decided. */
export const DISPUTE_FILTERS = ['', 'open', 'decided'] as const;
export type DisputeFilter = (typeof DISPUTE_FILTERS)[number];

export const DISPUTE_DECISIONS = ['refund', 'release'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];

const PAGE_MAX = 10_000;
const int = (min: number, max: number) =>
  v.pipe(v.number(MSG.checkWarning), v.integer(MSG.checkWarning), v.minValue(min, MSG.checkWarning), v.maxValue(max, MSG.checkWarning));

const orderNo = v.pipe(v.string(MSG.checkWarning), v.trim(), v.regex(TRADE_ORDER_NO_PATTERN, MSG.checkWarning));
/** An order number (goods or payment) or a buyer's or seller's user id; '' for none. */
const QUERY = /^[^\p{Cc}]{1,64}$/u;

export const consoleTradeSchemas = {
  /** Newest first; `query` matches the order number, its payment order number, the buyer's or the seller's id. */
  tradeOrderList: v.object({
    state: v.optional(v.picklist(TRADE_STATE_FILTERS, MSG.checkWarning), 0),
    dispute: v.optional(v.picklist(DISPUTE_FILTERS, MSG.checkWarning), ''),
    query: v.optional(v.pipe(v.string(MSG.checkWarning), v.trim(), v.maxLength(64, MSG.inputLimit), v.check((s) => s === '' || QUERY.test(s), MSG.checkWarning)), ''),
    pageNum: v.optional(int(1, PAGE_MAX), 1),
    pageSize: v.optional(int(1, 100), 20),
  }),
  tradeOrderDetail: v.object({ orderNo }),
  /** A refund needs the note (the journal's and the audit's why); a release may go without. */
  decideDispute: v.pipe(
    v.object({
      orderNo,
      decision: v.picklist(DISPUTE_DECISIONS, MSG.choose),
      note: v.optional(v.pipe(v.string(MSG.reviewReason), v.check((s) => !s.includes('\u0000'), MSG.reviewReason), v.trim(), v.maxLength(DISPUTE_NOTE_MAX, MSG.reviewReason)), ''),
    }),
    v.forward(v.check((i) => i.decision === 'release' || i.note.length > 0, MSG.reviewReason), ['note']),
  ),
} as const;

export type TradeDisputeStatus = 'open' | 'refunded' | 'released';

/** One goods order as the console lists it. */
export interface TradeOrderItem {
  orderNo: string;
  /** statuses.TRADE_ORDER_STATE. */
  state: number;
  buyer: MoneyUser;
  seller: MoneyUser;
  /** The first line's title; `lineCount` says how many lines there are. */
  title: string;
  lineCount: number;
  /** What the buyer owes the seller (after a price change); XOF. */
  total: number;
  payMode: TradePayMode;
  delivery: DeliveryMethod;
  closeReason: TradeCloseReason;
  /** null: never disputed. */
  dispute: TradeDisputeStatus | null;
  createdAt: string;
}

/** The payment order that paid a goods order online (its page: the console's orders page). */
export interface TradePaymentView {
  orderNo: string;
  /** statuses.ORDER_STATE. */
  state: number;
  /** The whole payment order (it may pay several goods orders of one checkout). */
  amount: number;
  refundedAmount: number;
}

/** An event with the operator's name when an operator made it. */
export type TradeOrderEventView = TradeOrderEvent & { operator?: string };

export interface TradeOrderDetail {
  order: TradeOrderItem & {
    goodsAmount: number;
    deliveryFee: number;
    remark: string;
    courier: string;
    trackingNo: string;
    /** Copied when ordered; null for pickup. */
    address: Omit<ShippingAddress, 'addressId' | 'isDefault'> | null;
    /** ISO; '' when not (yet) so. */
    payBy: string;
    paidAt: string;
    shippedAt: string;
    receiveBy: string;
    extended: boolean;
    completedAt: string;
    closedAt: string;
    closeNote: string;
  };
  lines: TradeOrderLine[];
  /** Oldest first. */
  events: TradeOrderEventView[];
  /** The operator's name once decided ('' while open). */
  dispute: { status: TradeDisputeStatus; reason: string; openedAt: string; decidedAt: string; operator: string } | null;
  /** null for an order paid on delivery (or not paid online). */
  payment: TradePaymentView | null;
}

/**
 * What a refund decision did with the money: 'refunded' the provider paid the total back;
 * 'refundDue' the provider could not (CinetPay has no refund API): recorded as due on the payment
 * order for a cashier (the orders page's "refund due"); 'none' paid in cash on delivery, nothing
 * went through us. null for a release.
 */
export type DisputeRefund = 'refunded' | 'refundDue' | 'none';

export interface ConsoleTradeReplies {
  tradeOrderList: SearchReply<TradeOrderItem>;
  tradeOrderDetail: TradeOrderDetail;
  decideDispute: { orderNo: string; state: number; dispute: 'refunded' | 'released'; refund: DisputeRefund | null };
}
