// Delivery logic on its own (payments/deliver.ts, grants.ts, settle.ts): what each kind of order
// grants, once; what happens when the thing bought no longer applies at delivery (paid, nothing
// granted, a refund recorded); amount and currency checks. The provider here is a small scripted
// one (the end-to-end tests use the real adapter and the sandbox: webhook.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_USERS, seedUsers } from '../../../examples/server/accounts/index.js';
import type { Database } from '../../../examples/server/db/database.js';
import { upsertListingText } from '../../../examples/server/db/listing-text.js';
import { deliverOrder } from '../../../examples/server/payments/deliver.js';
import { createOrder } from '../../../examples/server/payments/orders.js';
import { DEFAULT_PAYMENT_TIMES } from '../../../examples/server/payments/payment-times.js';
import type { CheckedPayment, PaymentProvider } from '../../../examples/server/payments/provider.js';
import type { Purchase } from '../../../examples/server/payments/purchase.js';
import { settlePayment } from '../../../examples/server/payments/settle.js';
import { ORDER_STATE, PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import { TEST_DATABASES } from '../databases.js';

const DAY = 86_400_000;
const USER = SEED_USERS.seller.id;
const titles = { cn: '测试', en: 'Test', fr: 'Test' };

describe.each(TEST_DATABASES)('delivery on $name', (target) => {
  let db: Database;
  let answer: CheckedPayment = { status: 'accepted', amount: 1000, currency: 'XOF', raw: {} };
  const provider: PaymentProvider = {
    label: 'scripted',
    create: async () => ({ paymentUrl: 'http://127.0.0.1/pay', paymentToken: 't' }),
    check: async () => answer,
    verifyNotification: () => ({ ok: false, reason: 'signature' }),
    refund: async () => ({ ok: false, raw: {} }),
  };
  const deps = () => ({ db, services: { payments: provider, clock: Date.now } });

  beforeAll(async () => {
    db = await target.open();
    await db.query(`insert into countries (id, names, mobile_code, country_code) values ('CIV', '{"en":"Ivory Coast"}', '225', 'CI') on conflict do nothing`);
    await seedUsers(db, Date.now());
  });
  afterAll(async () => {
    await db?.close();
    await target.cleanup();
  });

  const listing = async (status: number) => {
    const [row] = await db.query<{ id: string }>(
      `insert into listings (module_key, module_id, user_id, area_ids, original_language, es_info_id, status) values ('house', 6, $1, '{CIV}', 'fr', $2, $3) returning id::text as id`,
      [USER, `es-${Math.random()}`, status],
    );
    await upsertListingText(db, { listingId: row!.id, language: 'fr', title: 'Maison', content: '<p>Une belle maison à louer.</p>', translationType: 3 });
    return row!.id;
  };
  const commodity = async (kind: string) => (await db.query<{ id: number; quantity: number; valid_days: number; price: number }>(
    'select id, quantity, valid_days, price from commodities where kind = $1 and member_level_id = 0 order by sort limit 1', [kind]))[0]!;
  const order = async (p: Partial<Purchase> & Pick<Purchase, 'kind' | 'prefix'>) => {
    const purchase: Purchase = { commodityId: null, memberLevelId: null, listingId: null, moduleId: null, titles, quantity: 1, validDays: 30, listAmount: 1000, ...p };
    return (await db.transaction((tx) => createOrder(tx, purchase, { userId: USER, payType: 4, couponId: undefined, returnPath: '/common/payConfirmVirtual', now: Date.now(), onlineOrderMs: DEFAULT_PAYMENT_TIMES.onlineOrderMs }))).orderNo;
  };
  const deliver = (orderNo: string) => db.transaction((tx) => deliverOrder(tx, orderNo, { kind: 'free' }, Date.now()));
  const events = async (orderNo: string) => (await db.query<{ kind: string; detail: Record<string, unknown> }>('select kind, detail from payment_events where order_no = $1 order by id', [orderNo]));

  it('grants each kind once: chances, TOP (extended), refresh, publish, publish again, membership', async () => {
    const chances = await commodity('chances');
    const co = await order({ prefix: 'co', kind: 'commodity', commodityId: chances.id, quantity: chances.quantity, validDays: chances.valid_days });
    expect((await deliver(co)).outcome).toBe('delivered');
    expect((await deliver(co)).outcome).toBe('notWaiting');
    expect((await db.query('select 1 from posting_chances where order_no = $1', [co])).length).toBe(1);

    const top = await commodity('top');
    const boosted = await listing(PUBLISH_STATUS.published);
    for (let i = 0; i < 2; i++) {
      const o = await order({ prefix: 'co', kind: 'commodity', commodityId: top.id, listingId: boosted, moduleId: 6, quantity: 7, validDays: 7 });
      expect(await deliver(o)).toMatchObject({ outcome: 'delivered', publicChange: true });
    }
    const [boost] = await db.query<{ until: Date }>('select until from listing_boosts where listing_id = $1::bigint', [boosted]);
    expect(Math.round((new Date(boost!.until).getTime() - Date.now()) / DAY)).toBe(14);

    const notPaid = await listing(PUBLISH_STATUS.notPaid);
    expect((await deliver(await order({ prefix: 'iko', kind: 'publish', listingId: notPaid, moduleId: 6 }))).outcome).toBe('delivered');
    const down = await listing(PUBLISH_STATUS.toBeReleased);
    expect((await deliver(await order({ prefix: 'iko', kind: 'republish', listingId: down, moduleId: 6 }))).outcome).toBe('delivered');
    expect((await deliver(await order({ prefix: 'iko', kind: 'refresh', listingId: down, moduleId: 6 }))).outcome).toBe('delivered');
    const statuses = await db.query<{ id: string; status: number; refreshed: boolean }>(
      'select id::text as id, status, refreshed_at is not null as refreshed from listings where id = any($1::bigint[]) order by id', [[notPaid, down]]);
    expect(statuses).toEqual([{ id: notPaid, status: PUBLISH_STATUS.onReviewFirst, refreshed: false }, { id: down, status: PUBLISH_STATUS.published, refreshed: true }]);
    const trail = await db.query<{ event: string; actor_kind: string }>('select event, actor_kind from listing_events where listing_id = $1::bigint order by id', [down]);
    expect(trail).toEqual([{ event: 'publishAgain', actor_kind: 'system' }, { event: 'refresh', actor_kind: 'system' }]);

    const mo = await order({ prefix: 'mo', kind: 'membership', memberLevelId: 2, validDays: 90 });
    expect((await deliver(mo)).outcome).toBe('delivered');
    const [u] = await db.query<{ member_level_id: number; is_member: boolean; release_area_num: number }>('select member_level_id, is_member, release_area_num from users where id = $1', [USER]);
    expect(u).toEqual({ member_level_id: 2, is_member: true, release_area_num: 5 });
  });

  it('what no longer applies at delivery is not granted: the order is paid and a refund recorded', async () => {
    // The listing was deleted while its publish was being paid.
    const gone = await listing(PUBLISH_STATUS.notPaid);
    const o1 = await order({ prefix: 'iko', kind: 'publish', listingId: gone, moduleId: 6 });
    await db.query('update listings set deleted = true where id = $1::bigint', [gone]);
    expect((await deliver(o1)).outcome).toBe('notDelivered');
    // A refresh of a listing taken down meanwhile.
    const off = await listing(PUBLISH_STATUS.published);
    const o2 = await order({ prefix: 'iko', kind: 'refresh', listingId: off, moduleId: 6 });
    await db.query('update listings set status = 3 where id = $1::bigint', [off]);
    expect((await deliver(o2)).outcome).toBe('notDelivered');
    // A lower level paid after a higher one was delivered (level 2 from the test above).
    const o3 = await order({ prefix: 'mo', kind: 'membership', memberLevelId: 1, validDays: 30 });
    expect((await deliver(o3)).outcome).toBe('notDelivered');
    for (const o of [o1, o2, o3]) {
      const row = (await db.query<{ state: number; delivered: boolean }>('select state, delivered_at is not null as delivered from orders where order_no = $1', [o]))[0]!;
      expect(row).toEqual({ state: ORDER_STATE.paid, delivered: false });
      const last = (await events(o)).at(-1)!;
      expect(last.kind).toBe('notDelivered');
      expect(last.detail.refundDue).toBe(true);
    }
    expect((await events(o3)).at(-1)!.detail.reason).toBe('errors.membershipLower');
    const [u] = await db.query<{ member_level_id: number }>('select member_level_id from users where id = $1', [USER]);
    expect(u!.member_level_id).toBe(2);
  });

  it('settles only an accepted check with the order\'s amount and currency', async () => {
    const chances = await commodity('chances');
    const o = await order({ prefix: 'co', kind: 'commodity', commodityId: chances.id, quantity: 5, validDays: 30 });
    const attempt = async (id: string) => db.query(`insert into payments (transaction_id, order_no, provider, amount, currency) values ($1, $2, 'scripted', 1000, 'XOF')`, [id, o]);
    await attempt(`${o}-000001`);
    answer = { status: 'accepted', amount: 1000, currency: 'XAF', raw: {} };
    expect((await settlePayment(deps(), `${o}-000001`)).kind).toBe('mismatch');
    await attempt(`${o}-000002`);
    answer = { status: 'accepted', amount: 999, currency: 'XOF', raw: {} };
    expect((await settlePayment(deps(), `${o}-000002`)).kind).toBe('mismatch');
    await attempt(`${o}-000003`);
    answer = { status: 'pending', amount: 1000, currency: 'XOF', raw: {} };
    expect((await settlePayment(deps(), `${o}-000003`)).kind).toBe('pending');
    answer = { status: 'refused', amount: 1000, currency: 'XOF', raw: {} };
    expect((await settlePayment(deps(), `${o}-000003`)).kind).toBe('refused');
    expect((await db.query<{ state: number }>('select state from orders where order_no = $1', [o]))[0]!.state).toBe(ORDER_STATE.waitPay);
    await attempt(`${o}-000004`);
    answer = { status: 'accepted', amount: 1000, currency: 'XOF', paymentMethod: 'OM', raw: {} };
    expect(await settlePayment(deps(), `${o}-000004`)).toMatchObject({ kind: 'accepted', delivery: { outcome: 'delivered' } });
    expect((await settlePayment(deps(), `${o}-000004`)).kind).toBe('settled');
    expect((await settlePayment(deps(), 'co-unknown-1')).kind).toBe('unknown');
    const statuses = await db.query<{ status: string; method: string }>('select status, method from payments where order_no = $1 order by transaction_id', [o]);
    expect(statuses).toEqual([
      { status: 'refused', method: '' }, { status: 'refused', method: '' }, { status: 'refused', method: '' }, { status: 'accepted', method: 'OM' },
    ]);
    expect((await events(o)).filter((e) => e.kind === 'amountMismatch')).toHaveLength(2);
  });
});
