// The payment methods of spec §4 (1 Alipay-like, 2 WeChat-like, 3 PayPal-like, 4 bank, 7 mobile
// money, 8 offline) as the marketplace serves them in Ivory Coast. The spec names kinds of methods,
// not providers; the mapping to CinetPay's channels is ours:
//   7 mobile money → MOBILE_MONEY (Orange Money, MTN MoMo, Moov, Wave: how people here pay);
//   1 Alipay-like  → ALL (a wallet-first hosted checkout offering every channel);
//   2 WeChat-like  → WALLET (CinetPay's wallets, the QR-code flow of /common/weixinpay);
//   3 PayPal-like  → CREDIT_CARD (cards);
//   4 bank, 8 offline → no provider: the order waits for a remittance proof (spec §2
//     order/remittance) and an operator's decision.
import { PAYMENT_METHOD, type PaymentMethod } from '../../../src/contract/statuses.js';
import type { CreatePayment } from './provider.js';
import { PAYMENT_LIMITS } from './limits.js';

export const CHANNEL_OF: Readonly<Record<PaymentMethod, CreatePayment['channels'] | null>> = {
  [PAYMENT_METHOD.alipay]: 'ALL',
  [PAYMENT_METHOD.wechat]: 'WALLET',
  [PAYMENT_METHOD.paypal]: 'CREDIT_CARD',
  [PAYMENT_METHOD.bank]: null,
  [PAYMENT_METHOD.mobileMoney]: 'MOBILE_MONEY',
  [PAYMENT_METHOD.offline]: null,
};

/** The provider channel of an online method; null for bank and offline (a remittance). */
export const channelOf = (payType: number): CreatePayment['channels'] | null => CHANNEL_OF[payType as PaymentMethod] ?? null;

export const isOnline = (payType: number): boolean => channelOf(payType) !== null;

/**
 * How long a new order of this method waits for its money (limits.ts says why): online, the
 * configured lifetime (payment-times.ts); bank and offline, the days a transfer and its proof take.
 */
export const orderLifetimeMs = (payType: number, onlineOrderMs: number): number => (isOnline(payType) ? onlineOrderMs : PAYMENT_LIMITS.offlineOrderMs);
