// Rows the money read calls show, written straight into the tables (the read tests do not depend
// on the order and delivery code): orders in a given state, coupons, posting-chance batches.
import type { Database } from '../../../examples/server/db/database.js';

const DAY = 86_400_000;

export interface OrderFixture {
  orderNo: string;
  userId: string;
  state: 0 | 1 | 2;
  kind?: 'commodity' | 'membership' | 'publish';
  listAmount?: number;
  discount?: number;
  payType?: number;
  createdAt: number;
  failReason?: string;
  titles?: Record<string, string>;
}

export async function insertOrder(db: Database, o: OrderFixture): Promise<void> {
  const list = o.listAmount ?? 1000;
  const discount = o.discount ?? 0;
  const prefix = /^[a-z]+/.exec(o.orderNo)![0];
  await db.query(
    `insert into orders (order_no, prefix, user_id, kind, titles, list_amount, discount, amount, pay_type, state, fail_reason,
       created_at, expires_at, paid_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      o.orderNo, prefix, o.userId, o.kind ?? 'commodity', JSON.stringify(o.titles ?? { en: `Order ${o.orderNo}`, fr: `Commande ${o.orderNo}`, cn: `订单 ${o.orderNo}` }),
      list, discount, list - discount, o.payType ?? 7, o.state, o.failReason ?? (o.state === 0 ? 'refused' : ''),
      new Date(o.createdAt), new Date(o.createdAt + DAY), o.state === 2 ? new Date(o.createdAt + 60_000) : null,
    ],
  );
}

export async function insertPayment(db: Database, orderNo: string, transactionId: string, status: string, method: string, at: number): Promise<void> {
  await db.query(
    `insert into payments (transaction_id, order_no, provider, amount, currency, status, method, created_at)
     select $1, order_no, 'sandbox', amount, 'XOF', $2, $3, $4 from orders where order_no = $5`,
    [transactionId, status, method, new Date(at), orderNo],
  );
}

export interface CouponFixture {
  id: string;
  userId: string;
  amount: number;
  minAmount?: number;
  expiresAt: number;
  createdAt: number;
  orderNo?: string;
  usedAt?: number;
}

export async function insertCoupon(db: Database, c: CouponFixture): Promise<void> {
  await db.query(
    `insert into coupons (id, user_id, names, amount, min_amount, expires_at, order_no, used_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      c.id, c.userId, JSON.stringify({ en: `Coupon ${c.id}`, fr: `Bon ${c.id}`, cn: `优惠券 ${c.id}` }), c.amount, c.minAmount ?? 0,
      new Date(c.expiresAt), c.orderNo ?? null, c.usedAt === undefined ? null : new Date(c.usedAt), new Date(c.createdAt),
    ],
  );
}

export async function insertChances(db: Database, userId: string, moduleId: number | null, quantity: number, used: number, expiresAt: number): Promise<void> {
  await db.query(
    'insert into posting_chances (user_id, module_id, quantity, used, expires_at) values ($1, $2, $3, $4, $5)',
    [userId, moduleId, quantity, used, new Date(expiresAt)],
  );
}

/**
 * Removes the money rows of `userIds` (the seed writes some: seed/insert-payments.ts), so a test
 * sees exactly the rows it writes.
 */
export async function clearMoney(db: Database, userIds: readonly string[]): Promise<void> {
  const orders = 'select order_no from orders where user_id = any($1::text[])';
  await db.query(`delete from remittances where order_no in (${orders})`, [userIds]);
  await db.query(`delete from payment_events where order_no in (${orders})`, [userIds]);
  await db.query(`delete from payments where order_no in (${orders})`, [userIds]);
  await db.query('delete from coupons where user_id = any($1::text[])', [userIds]);
  await db.query('delete from posting_chances where user_id = any($1::text[])', [userIds]);
  await db.query('delete from orders where user_id = any($1::text[])', [userIds]);
}

export { DAY };
