// Exchange codes (spec §2 usercenter/exchangecode; §8 "a wrong redeem code asks to try again"):
// printed or texted codes that grant a commodity (posting chances) or a coupon. Codes are stored
// only as the SHA-256 of their normalized text (normalizeExchangeCode: trim, upper case, spaces and
// dashes dropped), as passwords are never stored, so the table cannot be read back into codes.
// Redemption is one transaction: the single `update … where redeemed_by is null` wins, and the grant
// is written with it. Attempts are limited per user and per address (rate_hits), wrong or right,
// so codes cannot be guessed by trying.
import { createHash, randomInt } from 'node:crypto';
import { CODE } from '../../../src/contract/codes.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import type { ExchangeCodeReply } from '../../../src/contract/types/payment.js';
import { exchangeCodeRequestSchema, normalizeExchangeCode } from '../../../src/contract/validation/payment.js';
import { rateHit } from '../accounts/rate-limit.js';
import type { Queryable } from '../db/database.js';
import { okReply, ReplyError, type Handler } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { requireUser } from '../usercenter/caller.js';
import { PAYMENT_RATES } from './limits.js';

const DAY_MS = 86_400_000;

/** What a batch's codes grant (exchange_batches.grants). */
export type ExchangeGrant =
  | { kind: 'commodity'; commodityId: number }
  | { kind: 'coupon'; amount: number; minAmount: number; validDays: number; names?: Record<LanguageCode, string> };

export const hashExchangeCode = (normalized: string): string => createHash('sha256').update(normalized, 'utf8').digest('hex');

/** Letters and digits people do not confuse (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new code to print: 12 characters in groups of 4 (XXXX-XXXX-XXXX); 31^12 ≈ 8·10^17 possibilities. */
export function newExchangeCode(): string {
  let s = '';
  for (let i = 0; i < 12; i++) s += ALPHABET[randomInt(0, ALPHABET.length)];
  return `${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8)}`;
}

/**
 * A batch of `count` new codes granting `grants` until `expiresAt` (console "issue exchange-code
 * batches"); the codes are returned once, to be printed, and only their hashes are kept.
 */
export async function issueExchangeBatch(
  tx: Queryable, b: { label: string; grants: ExchangeGrant; expiresAt: Date; count: number; operatorId: string | null },
): Promise<{ batchId: number; codes: string[] }> {
  const [batch] = await tx.query<{ id: number }>(
    'insert into exchange_batches (label, grants, expires_at, created_by) values ($1, $2::jsonb, $3, $4::bigint) returning id',
    [b.label, JSON.stringify(b.grants), b.expiresAt, b.operatorId],
  );
  const codes: string[] = [];
  for (let i = 0; i < b.count; i++) codes.push(newExchangeCode());
  await tx.query(
    'insert into exchange_codes (code_hash, batch_id) select h, $2 from unnest($1::text[]) as h',
    [codes.map((c) => hashExchangeCode(normalizeExchangeCode(c))), batch!.id],
  );
  return { batchId: batch!.id, codes };
}

/** A coupon's names when whoever gives it names none (exchange codes, the console). */
export const defaultCouponNames = (amount: number): Record<LanguageCode, string> =>
  ({ cn: `${amount} 西非法郎优惠券`, en: `${amount} FCFA coupon`, fr: `Bon de ${amount} FCFA` });

const WRONG = () => new ReplyError(CODE.VALIDATION, 'errors.redeemCodeWrong', { issues: [{ path: 'code', key: 'errors.redeemCodeWrong' }] });

type Names = Record<string, string>;
const nameIn = (names: Names | undefined, language: LanguageCode): string => names?.[language] ?? names?.en ?? '';

/** Grants what the batch says inside the redeeming transaction. */
async function grant(tx: Queryable, userId: string, g: ExchangeGrant, batchId: number, now: number, language: LanguageCode): Promise<ExchangeCodeReply> {
  if (g.kind === 'commodity') {
    const [c] = await tx.query<{ kind: string; module_id: number | null; quantity: number; valid_days: number; names: Names }>(
      'select kind, module_id, quantity, valid_days, names from commodities where id = $1',
      [g.commodityId],
    );
    // Only packages of chances are given by codes (a TOP or a refresh needs a listing).
    if (!c || c.kind !== 'chances') throw WRONG();
    const expiresAt = new Date(now + c.valid_days * DAY_MS);
    await tx.query(
      'insert into posting_chances (user_id, module_id, quantity, order_no, granted_at, expires_at) values ($1, $2, $3, null, $4, $5)',
      [userId, c.module_id, c.quantity, new Date(now), expiresAt],
    );
    return { kind: 'chances', name: nameIn(c.names, language), quantity: c.quantity, expiresAt: expiresAt.toISOString() };
  }
  const expiresAt = new Date(now + g.validDays * DAY_MS);
  const names: Names = g.names ?? defaultCouponNames(g.amount);
  await tx.query(
    `insert into coupons (id, user_id, names, amount, min_amount, expires_at, source) values ($1, $2, $3::jsonb, $4, $5, $6, $7)`,
    [`cx${batchId}-${newExchangeCode().replace(/-/g, '')}`, userId, JSON.stringify(names), g.amount, g.minAmount, expiresAt, 'exchange'],
  );
  return { kind: 'coupon', name: nameIn(names, language), quantity: g.amount, expiresAt: expiresAt.toISOString() };
}

export const exchangeCode: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const { code } = parseInput(exchangeCodeRequestSchema, input);
  const now = ctx.services.clock();
  // Every attempt counts, right or wrong, before the code is looked at.
  await rateHit(ctx.db, `exchange:${userId}`, PAYMENT_RATES.exchangeUser, now);
  await rateHit(ctx.db, `exchange-ip:${ctx.ip}`, PAYMENT_RATES.exchangeIp, now);
  const normalized = normalizeExchangeCode(code);
  if (!/^[A-Z0-9]{6,32}$/.test(normalized)) throw WRONG();
  const reply = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<{ batch_id: number; grants: ExchangeGrant }>(
      `update exchange_codes c set redeemed_by = $2, redeemed_at = $3
       from exchange_batches b
       where c.code_hash = $1 and c.redeemed_by is null and b.id = c.batch_id and b.expires_at > $3
       returning c.batch_id, b.grants`,
      [hashExchangeCode(normalized), userId, new Date(now)],
    );
    // Unknown, expired and already redeemed codes read the same: nothing tells a guesser which.
    if (!row) throw WRONG();
    return grant(tx, userId, row.grants, row.batch_id, now, ctx.language);
  });
  return okReply(reply);
};
