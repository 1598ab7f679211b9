// Money seen by the seed users on a first start (issue "Payments": orders, bills, coupons, assets):
// - u-member ("Koffi Member"): the level-1 membership it holds, paid by mobile money, and a paid
//   package of 5 posting chances with its chances granted (bills, order list, assets);
// - u-personal ("Awa Kouassi", no membership): coupons to choose from (usable, one with a
//   minimum, one expired) and an order that expired — but NO posting chances: the contract and
//   e2e suites rely on this account having no publish left in any module.
// Paid orders carry an accepted attempt of the 'seed' provider and the journal a real one would,
// so the console's order detail shows a complete story. Written with the rest of the seed, once.
import type { Queryable } from '../db/database.js';

const DAY = 86_400_000;
const MINUTE = 60_000;

interface SeedOrder {
  orderNo: string;
  prefix: 'co' | 'mo';
  userId: string;
  kind: 'commodity' | 'membership';
  /** commodities.kind 'chances' row by its sort, or a member level id. */
  commodity?: number;
  level?: number;
  daysAgo: number;
  payType: number;
  state: 0 | 2;
}

const ORDERS: readonly SeedOrder[] = [
  { orderNo: 'mo202601050000000001', prefix: 'mo', userId: 'u-member', kind: 'membership', level: 1, daysAgo: 20, payType: 7, state: 2 },
  { orderNo: 'co202601060000000002', prefix: 'co', userId: 'u-member', kind: 'commodity', commodity: 1, daysAgo: 10, payType: 7, state: 2 },
  { orderNo: 'co202601070000000003', prefix: 'co', userId: 'u-personal', kind: 'commodity', commodity: 1, daysAgo: 3, payType: 7, state: 0 },
];

const names = (cn: string, en: string, fr: string) => JSON.stringify({ cn, en, fr });

export async function insertSeedPayments(tx: Queryable, now: number): Promise<void> {
  for (const o of ORDERS) {
    const at = new Date(now - o.daysAgo * DAY);
    const [item] = o.kind === 'membership'
      ? await tx.query<{ id: number; names: unknown; price: number; quantity: number; valid_days: number; module_id: number | null }>(
        'select id, names, price, 1 as quantity, valid_days, null::int as module_id from member_levels where id = $1', [o.level ?? 0])
      : await tx.query<{ id: number; names: unknown; price: number; quantity: number; valid_days: number; module_id: number | null }>(
        "select id, names, price, quantity, valid_days, module_id from commodities where kind = 'chances' and member_level_id = 0 order by sort, id limit 1 offset $1",
        [o.commodity! - 1]);
    if (!item) continue;
    const paid = o.state === 2;
    await tx.query(
      `insert into orders (order_no, prefix, user_id, kind, commodity_id, member_level_id, titles, quantity, valid_days, list_amount, discount, amount,
         pay_type, state, fail_reason, return_path, created_at, expires_at, paid_at, delivered_at)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, 0, $10, $11, $12, $13, '/common/payConfirmVirtual', $14, $15, $16, $16)`,
      [
        o.orderNo, o.prefix, o.userId, o.kind, o.kind === 'commodity' ? item.id : null, o.kind === 'membership' ? item.id : null,
        JSON.stringify(item.names), item.quantity, item.valid_days, item.price, o.payType, o.state, paid ? '' : 'expired', at,
        new Date(at.getTime() + 30 * MINUTE), paid ? new Date(at.getTime() + 2 * MINUTE) : null,
      ],
    );
    const transactionId = `${o.orderNo}-000001`;
    await tx.query(
      `insert into payments (transaction_id, order_no, provider, amount, currency, status, method, created_at, updated_at)
       values ($1, $2, 'seed', $3, 'XOF', $4, $5, $6, $7)`,
      [transactionId, o.orderNo, item.price, paid ? 'accepted' : 'expired', paid ? 'OM' : '', at, new Date(at.getTime() + 2 * MINUTE)],
    );
    const journal: [string, Record<string, unknown>][] = paid
      ? [['create', { amount: item.price, currency: 'XOF', channels: 'MOBILE_MONEY' }], ['notified', {}], ['checked', { status: 'accepted', amount: item.price, currency: 'XOF', paymentMethod: 'OM' }], ['delivered', { source: 'payment' }]]
      : [['create', { amount: item.price, currency: 'XOF', channels: 'MOBILE_MONEY' }], ['expired', {}]];
    for (const [kind, detail] of journal) {
      await tx.query('insert into payment_events (order_no, transaction_id, kind, detail, at) values ($1, $2, $3, $4::jsonb, $5)', [
        o.orderNo, kind === 'expired' ? null : transactionId, kind, JSON.stringify(detail), at,
      ]);
    }
    if (paid && o.kind === 'commodity') {
      await tx.query(
        'insert into posting_chances (user_id, module_id, quantity, used, order_no, granted_at, expires_at) values ($1, $2, $3, 1, $4, $5, $6)',
        [o.userId, item.module_id, item.quantity, o.orderNo, at, new Date(at.getTime() + item.valid_days * DAY)],
      );
    }
  }
  const coupons: [string, string, string, number, number, number][] = [
    ['cp-seed-awa-500', 'u-personal', names('500西非法郎优惠券', '500 FCFA off', '500 FCFA de réduction'), 500, 0, 60],
    ['cp-seed-awa-2000', 'u-personal', names('满5000减2000', '2,000 FCFA off 5,000 FCFA', '2 000 FCFA de réduction dès 5 000 FCFA'), 2000, 5000, 90],
    ['cp-seed-awa-old', 'u-personal', names('过期优惠券', 'Expired coupon', 'Bon expiré'), 300, 0, -5],
  ];
  for (const [id, userId, title, amount, minAmount, days] of coupons) {
    await tx.query(
      `insert into coupons (id, user_id, names, amount, min_amount, expires_at, source, created_at) values ($1, $2, $3::jsonb, $4, $5, $6, 'seed', $7)`,
      [id, userId, title, amount, minAmount, new Date(now + days * DAY), new Date(now - 10 * DAY)],
    );
  }
}
