// Exchange codes a developer can type (README "Orders and payments"), created on a development
// server's first start and never in production, like the console's development operator: ten codes
// for a package of posting chances and ten for a 500 FCFA coupon, each redeemable once. They are
// public (the README prints them), so they must not exist where money is real.
import type { Database } from '../db/database.js';
import { normalizeExchangeCode } from '../../../src/contract/validation/payment.js';
import { hashExchangeCode } from './exchange-codes.js';

const RUN = 'dev-exchange-codes';
const DAY = 86_400_000;

/** DEMO-CHNC-0001 … 0010 (5 posting chances), DEMO-CPON-0001 … 0010 (500 FCFA coupon). */
export const DEV_EXCHANGE_CODES = {
  chances: Array.from({ length: 10 }, (_, i) => `DEMO-CHNC-${String(i + 1).padStart(4, '0')}`),
  coupon: Array.from({ length: 10 }, (_, i) => `DEMO-CPON-${String(i + 1).padStart(4, '0')}`),
} as const;

export async function seedDevExchangeCodes(db: Database, production: boolean, now = Date.now()): Promise<boolean> {
  if (production) return false;
  return db.transaction(async (tx) => {
    const done = await tx.query('select 1 from seed_runs where name = $1', [RUN]);
    if (done.length > 0) return false;
    const [commodity] = await tx.query<{ id: number }>("select id from commodities where kind = 'chances' and member_level_id = 0 order by sort, id limit 1");
    const batches: [string, unknown, readonly string[]][] = [
      ['Development: 5 posting chances', { kind: 'commodity', commodityId: commodity?.id ?? 1 }, DEV_EXCHANGE_CODES.chances],
      ['Development: 500 FCFA coupon', { kind: 'coupon', amount: 500, minAmount: 0, validDays: 30 }, DEV_EXCHANGE_CODES.coupon],
    ];
    for (const [label, grants, codes] of batches) {
      const [batch] = await tx.query<{ id: number }>(
        'insert into exchange_batches (label, grants, expires_at) values ($1, $2::jsonb, $3) returning id',
        [label, JSON.stringify(grants), new Date(now + 3650 * DAY)],
      );
      await tx.query('insert into exchange_codes (code_hash, batch_id) select h, $2 from unnest($1::text[]) as h on conflict do nothing', [
        codes.map((c) => hashExchangeCode(normalizeExchangeCode(c))), batch!.id,
      ]);
    }
    await tx.query('insert into seed_runs (name) values ($1) on conflict do nothing', [RUN]);
    return true;
  });
}
