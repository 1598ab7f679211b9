// The attempts of orders as their payer reads them (types/payment.ts OrderAttempt; spec §2
// usercenter/order details): every trip to the provider, newest first, with the method it was made
// with, the operator the provider reported, the amount and what became of it. Read-only. Only
// attempts at a provider: a zero-amount order's record (free-payment.ts, 0 FCFA, no provider asked)
// is not one — no provider takes 0 (limits.ts minOnlineAmount).
import type { AttemptStatus, OrderAttempt } from '../../../src/contract/types/payment.js';
import type { Queryable } from '../db/database.js';
import { isoOf } from './catalogue/texts.js';

interface AttemptRow {
  order_no: string;
  transaction_id: string;
  pay_type: number;
  method: string;
  amount: number;
  status: AttemptStatus;
  created_at: Date | string;
}

const attemptOf = (r: AttemptRow): OrderAttempt => ({
  reference: r.transaction_id,
  payType: Number(r.pay_type),
  method: r.method,
  amount: Number(r.amount),
  status: r.status,
  createTime: isoOf(r.created_at),
});

/** The attempts of `orderNos`, by order number (an order without any is absent from the map). */
export async function readAttempts(q: Queryable, orderNos: readonly string[]): Promise<Map<string, OrderAttempt[]>> {
  const byOrder = new Map<string, OrderAttempt[]>();
  if (orderNos.length === 0) return byOrder;
  const rows = await q.query<AttemptRow>(
    `select p.order_no, p.transaction_id, coalesce(p.pay_type, o.pay_type) as pay_type, p.method, p.amount, p.status, p.created_at
     from payments p join orders o on o.order_no = p.order_no
     where p.order_no = any($1::text[]) and p.amount > 0
     order by p.created_at desc, p.transaction_id desc`,
    [orderNos],
  );
  for (const r of rows) {
    const list = byOrder.get(r.order_no);
    if (list) list.push(attemptOf(r));
    else byOrder.set(r.order_no, [attemptOf(r)]);
  }
  return byOrder;
}

