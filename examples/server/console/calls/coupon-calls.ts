// Coupons given by an operator (issue "Payments": "issue coupons"; spec §2 usercenter/coupon): to
// one user, named by their id or their phone as users are stored (with or without the country
// code), with an amount (whole francs, a multiple of 5), a minimum order price, a validity in days
// and optional names in the three languages ("<amount> FCFA coupon" otherwise, as exchange codes
// name theirs). The user's coupon list shows it at once; an order binds it as any other
// (payments/coupons.ts). One transaction with its audit row.
import { randomBytes } from 'node:crypto';
import { CODE } from '../../../../src/contract/codes.js';
import { consoleSchemas } from '../../../../src/contract/console-api.js';
import { CONSOLE_PAYMENT_ERRORS, type IssuedCoupon } from '../../../../src/contract/console-payments.js';
import type { Queryable } from '../../db/database.js';
import { ReplyError } from '../../http/handler.js';
import { defaultCouponNames } from '../../payments/exchange-codes.js';
import { parseInput } from '../../http/input.js';
import { writeAudit } from '../audit.js';
import { operatorOf, type ConsoleHandler } from '../console-context.js';
import { phoneDigits, phoneMatch } from '../money-rows.js';
import { consoleUserOf, USER_COLUMNS, type UserColumns } from '../console-user.js';

const DAY_MS = 86_400_000;

const refusal = (path: string, key: string) => new ReplyError(CODE.VALIDATION, key, { issues: [{ path, key }] });

/** The one user an id or a phone names; a phone two accounts share (different country codes) must be typed with its code. */
export async function findPayee(q: Queryable, userId: string, phone: string): Promise<UserColumns & { user_id: string }> {
  const rows = userId !== ''
    ? await q.query<UserColumns & { user_id: string }>(`select ${USER_COLUMNS} from users u where u.id = $1`, [userId])
    : await q.query<UserColumns & { user_id: string }>(`select ${USER_COLUMNS} from users u where ${phoneMatch(1)} order by u.id limit 2`, [phoneDigits(phone)]);
  const path = userId !== '' ? 'userId' : 'phone';
  if (rows.length === 0) throw refusal(path, CONSOLE_PAYMENT_ERRORS.userNotFound);
  if (rows.length > 1) throw refusal(path, CONSOLE_PAYMENT_ERRORS.phoneAmbiguous);
  return rows[0]!;
}

const issueCoupon: ConsoleHandler<'issueCoupon'> = async (raw, ctx): Promise<IssuedCoupon> => {
  const operator = operatorOf(ctx);
  const input = parseInput(consoleSchemas.issueCoupon, raw);
  return ctx.db.transaction(async (tx) => {
    const user = await findPayee(tx, input.userId, input.phone);
    const couponId = `cp-${randomBytes(8).toString('hex')}`;
    const expiresAt = new Date(ctx.now + input.validDays * DAY_MS);
    await tx.query(
      `insert into coupons (id, user_id, names, amount, min_amount, expires_at, source, created_at) values ($1, $2, $3::jsonb, $4, $5, $6, 'operator', $7)`,
      [couponId, user.user_id, JSON.stringify(input.names ?? defaultCouponNames(input.amount)), input.amount, input.minAmount, expiresAt, new Date(ctx.now)],
    );
    await writeAudit(tx, {
      operatorId: operator.operatorId, action: 'coupon.issue', target: `user:${user.user_id}`,
      detail: { couponId, amount: input.amount, minAmount: input.minAmount, validDays: input.validDays },
    }, ctx.now);
    return { couponId, user: consoleUserOf(user), amount: input.amount, minAmount: input.minAmount, expiresAt: expiresAt.toISOString() };
  });
};

export const COUPON_CALLS = { issueCoupon };
