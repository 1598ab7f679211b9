// Exchange codes (spec §2 usercenter/exchangecode; §8 "a wrong redeem code asks to try again"):
// stored as hashes, normalized when typed, granted once in one transaction, limited per user and
// per address whether right or wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../examples/server/db/database.js';
import { DEV_EXCHANGE_CODES, seedDevExchangeCodes } from '../../../examples/server/payments/dev-codes.js';
import { issueExchangeBatch } from '../../../examples/server/payments/exchange-codes.js';
import type { ExchangeCodeReply } from '../../../src/contract/types/payment.js';
import { TEST_DATABASES } from '../databases.js';
import { startMoneyRig, type MoneyRig } from './money-rig.js';

const DAY = 86_400_000;

describe.each(TEST_DATABASES)('exchange codes on $name', (target) => {
  let db: Database;
  let rig: MoneyRig;
  let codes: string[] = [];
  let couponCodes: string[] = [];

  beforeAll(async () => {
    db = await target.open();
    rig = await startMoneyRig(db);
    const [c] = await db.query<{ id: number }>("select id from commodities where kind = 'chances' and member_level_id = 0 order by sort, id limit 1");
    codes = await db.transaction(async (tx) => (await issueExchangeBatch(tx, {
      label: 'Fête des mères', grants: { kind: 'commodity', commodityId: c!.id }, expiresAt: new Date(Date.now() + 30 * DAY), count: 5, operatorId: null,
    })).codes);
    couponCodes = await db.transaction(async (tx) => (await issueExchangeBatch(tx, {
      label: 'Bon 700', grants: { kind: 'coupon', amount: 700, minAmount: 1000, validDays: 10 }, expiresAt: new Date(Date.now() + 30 * DAY), count: 2, operatorId: null,
    })).codes);
  });
  afterAll(async () => {
    await rig?.close();
    await db?.close();
    await target.cleanup();
  });

  const redeem = (code: unknown, user: 'personal' | 'member' | 'enterprise' | 'seller' = 'member', language: 'cn' | 'en' | 'fr' = 'fr') =>
    rig.call<ExchangeCodeReply>('exchangeCode', { code }, user, language);

  it('keeps only hashes, never the codes', async () => {
    const stored = await db.query<{ code_hash: string }>('select code_hash from exchange_codes');
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.code_hash))).toBe(true);
    expect(stored.some((r) => codes.some((c) => r.code_hash.includes(c.replace(/-/g, ''))))).toBe(false);
    expect(codes.every((c) => /^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/.test(c))).toBe(true);
  });

  it('redeems a code typed loosely (case, spaces, dashes) once: chances granted; the same code again is "wrong"', async () => {
    const typed = ` ${codes[0]!.toLowerCase().replace(/-/g, ' ')} `;
    const r = await redeem(typed);
    expect(r.code).toBe(200);
    expect(r.customData).toMatchObject({ kind: 'chances', name: '5 annonces', quantity: 5 });
    const [granted] = await db.query<{ quantity: number }>("select quantity from posting_chances where user_id = 'u-member' and order_no is null");
    expect(granted!.quantity).toBe(5);
    const again = await redeem(codes[0], 'member');
    expect([again.code, again.message]).toEqual([4422, 'Code d’échange incorrect, veuillez réessayer']);
    expect((await redeem(codes[0], 'seller')).code).toBe(4422);
  });

  it('a coupon code gives the caller a coupon with the batch\'s amount, minimum and validity', async () => {
    const r = await redeem(couponCodes[0], 'seller', 'en');
    expect(r.customData).toMatchObject({ kind: 'coupon', quantity: 700, name: '700 FCFA coupon' });
    const [coupon] = await db.query<{ amount: number; min_amount: number; days: number }>(
      "select amount, min_amount, round(extract(epoch from expires_at - now()) / 86400)::int as days from coupons where user_id = 'u-seller' and source = 'exchange'");
    expect(coupon).toEqual({ amount: 700, min_amount: 1000, days: 10 });
  });

  it('two people with one code at once: exactly one gets it', async () => {
    const both = await Promise.all([redeem(codes[1], 'member'), redeem(codes[1], 'enterprise')]);
    expect(both.map((r) => r.code).sort()).toEqual([200, 4422]);
  });

  it('an expired batch, a wrong code, garbage: "wrong code, try again"; empty: please input', async () => {
    const [c] = await db.query<{ id: number }>("select id from commodities where kind = 'chances' limit 1");
    const old = await db.transaction(async (tx) => (await issueExchangeBatch(tx, {
      label: 'Old', grants: { kind: 'commodity', commodityId: c!.id }, expiresAt: new Date(Date.now() - DAY), count: 1, operatorId: null,
    })).codes);
    for (const code of [old[0], 'ABCD-EFGH-JKLM', '!!!', 'é'.repeat(10)]) expect((await redeem(code, 'enterprise')).code).toBe(4422);
    expect((await redeem('   ', 'enterprise')).message).toBe('Veuillez saisir');
    expect((await redeem('x'.repeat(65), 'enterprise')).code).toBe(4422);
    expect((await redeem(42, 'enterprise')).code).toBe(4422);
    expect((await rig.call('exchangeCode', { code: codes[2] }, null)).code).toBe(4001);
  });

  it('limits attempts per user (right or wrong), then per address across users', async () => {
    await db.query("delete from rate_hits where bucket like 'exchange%'");
    for (let i = 0; i < 10; i++) expect((await redeem(`WRONG-CODE-${String(i).padStart(4, '0')}`, 'personal')).code).toBe(4422);
    const limited = await redeem(codes[2], 'personal');
    expect([limited.code, limited.message]).toEqual([4429, 'Trop de tentatives. Veuillez réessayer dans quelques minutes']);
    // The right code is still there for someone allowed to try.
    expect((await redeem(codes[2], 'seller')).code).toBe(200);
    // One address, several accounts: 30 an hour in all.
    const [hits] = await db.query<{ n: number }>("select count(*)::int as n from rate_hits where bucket like 'exchange-ip:%'");
    const users = ['seller', 'enterprise', 'member'] as const;
    let refused = 0;
    for (let i = hits!.n; i < 32; i++) {
      const r = await redeem(`WRONG-CODE-X${String(i).padStart(3, '0')}`, users[i % 3]);
      if (r.code === 4429) refused++;
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('the development codes exist on a development server only', async () => {
    const fresh = await target.open();
    try {
      await fresh.query("insert into commodities (kind, names, descriptions, quantity, valid_days, price) values ('chances', '{}', '{}', 1, 1, 1)").catch(() => undefined);
      expect(await seedDevExchangeCodes(fresh, true)).toBe(false);
      expect((await fresh.query('select 1 from exchange_codes')).length).toBe(0);
      expect(await seedDevExchangeCodes(fresh, false)).toBe(true);
      expect(await seedDevExchangeCodes(fresh, false)).toBe(false);
      expect((await fresh.query('select 1 from exchange_codes')).length).toBe(DEV_EXCHANGE_CODES.chances.length + DEV_EXCHANGE_CODES.coupon.length);
    } finally {
      await fresh.close();
    }
  });
});
