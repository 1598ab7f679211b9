// A parcel's payment orders (migration 028: orders kind 'express', prefix 'ao'): the price, made
// with the parcel (createParcel), and the supplement of a measure heavier than declared, made on
// receipt at the warehouse (console receiveParcel) and paid before departure. One insert for both,
// so the two cannot differ in how the app's payment screens and the payments' journal read them.
// The amount is rounded DOWN to a sum the provider takes, the rounding counted as the discount
// (goods/payment-amounts.ts roundedAmounts): the sender never pays more than the price.
import { PAYMENT_METHOD } from '../../../src/contract/statuses.js';
import type { Queryable } from '../db/database.js';
import { roundedAmounts } from '../goods/payment-amounts.js';
import { newOrderNo } from '../payments/order-number.js';

/** What a parcel's payment order pays for. */
export type ExpressPaymentKind = 'price' | 'supplement';

/** Its title in each language (bills and the pay page show it), the goods' name after it. */
const TITLES: Readonly<Record<ExpressPaymentKind, Record<'cn' | 'en' | 'fr', string>>> = {
  price: { cn: '航空快递', en: 'Air express', fr: 'Express aérien' },
  supplement: { cn: '航空快递补差价', en: 'Air express supplement', fr: 'Supplément express aérien' },
};

export const expressPaymentTitles = (kind: ExpressPaymentKind, goodsName: string): Record<'cn' | 'en' | 'fr', string> => ({
  cn: `${TITLES[kind].cn} · ${goodsName}`,
  en: `${TITLES[kind].en} · ${goodsName}`,
  fr: `${TITLES[kind].fr} · ${goodsName}`,
});

export interface NewExpressPaymentOrder {
  kind: ExpressPaymentKind;
  /** The sender, who pays it. */
  userId: string;
  goodsName: string;
  /** The francs it is for (the price, or the difference). */
  listAmount: number;
  now: number;
  /** When an unpaid order fails (the payments' reconciliation closes it then). */
  expiresAt: Date;
}

/** Inserts the payment order (to be paid by mobile money); its number and the amount asked. */
export async function insertExpressPaymentOrder(tx: Queryable, o: NewExpressPaymentOrder): Promise<{ orderNo: string; amount: number }> {
  const orderNo = newOrderNo('ao', o.now);
  const amounts = roundedAmounts(o.listAmount, 0);
  await tx.query(
    `insert into orders (order_no, prefix, user_id, kind, titles, quantity, valid_days, list_amount, discount, amount, pay_type,
       return_path, created_at, expires_at)
     values ($1, 'ao', $2, 'express', $3::jsonb, 1, 0, $4, $5, $6, $7, '', $8, $9)`,
    [orderNo, o.userId, JSON.stringify(expressPaymentTitles(o.kind, o.goodsName)), amounts.listAmount, amounts.discount, amounts.amount,
      PAYMENT_METHOD.mobileMoney, new Date(o.now), o.expiresAt],
  );
  return { orderNo, amount: amounts.amount };
}
