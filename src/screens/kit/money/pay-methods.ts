// The payment methods the pay screen offers (spec §4: 1 Alipay-like, 2 WeChat-like, 3 PayPal-like,
// 4 bank, 7 mobile money, 8 offline), as data, in the order shown. People in Ivory Coast pay with
// mobile money far more than anything else, so it comes first, naming the operators the hosted
// checkout offers; then bank transfer and offline payment, which wait for a proof and an operator.
// Methods 1, 2 and 3 are not offered: no Alipay, WeChat or PayPal-like wallet is in use here, the
// WeChat-like QR flow (/common/weixinpay) has no provider behind it, and the mobile-money checkout
// already covers the wallets people have. Adding one is a row here (the server accepts them).
import { PAYMENT_METHOD, type PaymentMethod } from '../../../contract/statuses.js';
import type { MessageKey } from '../../../i18n/keys.js';

export interface PayMethodOption {
  payType: PaymentMethod;
  label: MessageKey;
  description: MessageKey;
  /** Online: the browser goes to the provider's hosted page. Otherwise a remittance proof follows. */
  online: boolean;
  /** Small picture of the method (24×24 stroke path). */
  icon: string;
}

export const PAY_METHODS: readonly PayMethodOption[] = [
  {
    payType: PAYMENT_METHOD.mobileMoney, label: 'money.method.mobileMoney', description: 'money.method.mobileMoneyHint', online: true,
    icon: 'M7 2h10v20H7zM11 18h2',
  },
  {
    payType: PAYMENT_METHOD.bank, label: 'money.method.bank', description: 'money.method.bankHint', online: false,
    icon: 'M3 10h18M5 10v8M9 10v8M15 10v8M19 10v8M2 21h20M12 3l9 5H3z',
  },
  {
    payType: PAYMENT_METHOD.offline, label: 'money.method.offline', description: 'money.method.offlineHint', online: false,
    icon: 'M3 7h18v12H3zM3 11h18M7 15h3',
  },
];

export const DEFAULT_PAY_TYPE: PaymentMethod = PAYMENT_METHOD.mobileMoney;

/** The option of a pay type (undefined for methods the screen does not offer). */
export const payMethodOf = (payType: number): PayMethodOption | undefined => PAY_METHODS.find((m) => m.payType === payType);

/** Whether the browser goes to a hosted page for this method (bank and offline wait for a proof). */
export const isOnlineMethod = (payType: number): boolean => payMethodOf(payType)?.online ?? false;

/** The name of any spec §4 method (orders and bills show methods of the past too). */
export const PAY_TYPE_NAMES: Readonly<Record<PaymentMethod, MessageKey>> = {
  [PAYMENT_METHOD.alipay]: 'money.method.alipay',
  [PAYMENT_METHOD.wechat]: 'money.method.wechat',
  [PAYMENT_METHOD.paypal]: 'money.method.paypal',
  [PAYMENT_METHOD.bank]: 'money.method.bank',
  [PAYMENT_METHOD.mobileMoney]: 'money.method.mobileMoney',
  [PAYMENT_METHOD.offline]: 'money.method.offline',
};

export const payTypeName = (payType: number): MessageKey | undefined => PAY_TYPE_NAMES[payType as PaymentMethod];

/**
 * The operator a provider reported (CinetPay payment_method: OM, MOMO, FLOOZ, WAVE, …) as people
 * know it; an unknown code is shown as it came.
 */
const OPERATORS: Readonly<Record<string, string>> = {
  OM: 'Orange Money', OMCIV2: 'Orange Money', MOMO: 'MTN MoMo', MOMOCI: 'MTN MoMo', FLOOZ: 'Moov Money', MOOV: 'Moov Money',
  WAVE: 'Wave', WAVECI: 'Wave', VISAM: 'Visa / Mastercard', CARD: 'Visa / Mastercard',
};
export const operatorName = (code: string): string => OPERATORS[code.trim().toUpperCase()] ?? code.trim();

/** A zero-amount order names no method nor operator (server payments/free-payment.ts). */
const FREE_PAYMENTS: Readonly<Record<string, MessageKey>> = { coupon: 'money.method.coupon', free: 'money.method.free' };

/**
 * How an order or an attempt was paid, as one line: "Mobile Money · Orange Money", "Covered by a
 * coupon"; '' when nothing is known.
 */
export function paidWith(t: (key: MessageKey) => string, payType: number, method: string): string {
  const free = FREE_PAYMENTS[method.trim()];
  if (free) return t(free);
  const name = payTypeName(payType);
  return [name ? t(name) : '', method ? operatorName(method) : ''].filter(Boolean).join(' · ');
}
