// QR login (spec §2 "QR-code login ... with a confirm-on-phone step", §4 "scan, confirm on phone,
// expiry and rescan"). The browser gets a secret qrCodeId to poll with and a picture that shows
// only a scan code: someone who photographs the screen can confirm nothing and collect nothing.
// States: waiting -> scanned (a logged-in phone read it) -> confirmed (the phone said yes; the
// next poll receives a session of its own) or expired after ACCOUNT_LIMITS.qrValidityMs.
import * as v from 'valibot';
import { CODE } from '../../../src/contract/codes.js';
import { QR_LOGIN_STATE } from '../../../src/contract/statuses.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import type { Queryable } from '../db/database.js';
import { okReply, ReplyError, type HandlerTable, type RequestContext } from '../http/handler.js';
import { logAccount } from '../usercenter/account-log.js';
import { parseInput } from '../http/input.js';
import { ACCOUNT_LIMITS, RATE_RULES } from './limits.js';
import { deviceOf, startSession } from './login-result.js';
import { encodeQr } from './qr-code.js';
import { qrDataUrl } from './qr-svg.js';
import { rateHit } from './rate-limit.js';
import { normalizeTypedCode, randomToken, randomTypableCode, sha256Hex } from './tokens.js';
import { findById } from './users.js';

export const QR_EXPIRED = 'errors.qrExpired';
/** What the picture encodes: this prefix and the scan code (the app's scanner sends it back). */
export const QR_CONTENT_PREFIX = 'mkt-qr-login:';

const qrRequestSchema = v.object({
  qrCodeId: v.pipe(v.string(MSG.checkWarning), v.nonEmpty(MSG.checkWarning), v.maxLength(128, MSG.checkWarning)),
});

interface QrRow {
  poll_hash: string;
  state: number;
  user_id: string | null;
  expires_at: Date;
  delivered_at: Date | null;
}

const live = (row: QrRow | undefined, now: number): row is QrRow =>
  row !== undefined && row.delivered_at === null && new Date(row.expires_at).getTime() > now;

/**
 * The scan code: printed under the picture for a phone that cannot scan, so it is short enough to
 * type (10 Crockford characters, 50 bits; with a 2-minute life and the phones' rate limit nobody
 * guesses a live one) and forgiving of case, spaces and look-alike letters.
 */
const SCAN_CODE_LENGTH = 10;

/** The row a phone names: by the scanned content, the scan code as typed, or the qrCodeId itself. */
async function findScanned(db: Queryable, id: string): Promise<QrRow | undefined> {
  const code = normalizeTypedCode(id.startsWith(QR_CONTENT_PREFIX) ? id.slice(QR_CONTENT_PREFIX.length) : id);
  const rows = await db.query<QrRow>(
    'select poll_hash, state, user_id, expires_at, delivered_at from qr_logins where scan_code = $1 or poll_hash = $2',
    [code, sha256Hex(id)],
  );
  return rows[0];
}

/** A phone acts on a live code: expired -> 4404 qrExpired; another account's code -> 4403. */
async function phoneStep(input: unknown, ctx: RequestContext, to: number) {
  const { qrCodeId } = parseInput(qrRequestSchema, input);
  const now = ctx.services.clock();
  const userId = ctx.user?.userId ?? '';
  await rateHit(ctx.db, `qr-phone:${userId}`, RATE_RULES.qrPhone, now);
  const row = await findScanned(ctx.db, qrCodeId);
  if (!live(row, now)) throw new ReplyError(CODE.NOT_FOUND, QR_EXPIRED);
  if (row.user_id !== null && row.user_id !== userId) throw new ReplyError(CODE.FORBIDDEN, 'validation.notAllowed');
  if (row.state === QR_LOGIN_STATE.confirmed && to === QR_LOGIN_STATE.scanned) return okReply(null); // a late second scan
  const updated = await ctx.db.query(
    `update qr_logins set state = $3, user_id = $2 where poll_hash = $1 and delivered_at is null and (user_id is null or user_id = $2)
     returning poll_hash`,
    [row.poll_hash, userId, to],
  );
  if (updated.length === 0) throw new ReplyError(CODE.NOT_FOUND, QR_EXPIRED);
  return okReply(null);
}

export const QR_HANDLERS: HandlerTable = {
  async qrCodeImg(_input, ctx) {
    const now = ctx.services.clock();
    await rateHit(ctx.db, `probe-ip:${ctx.ip}`, RATE_RULES.probeIp, now);
    await ctx.db.query('delete from qr_logins where expires_at < $1', [new Date(now - 60 * 60_000)]);
    const qrCodeId = randomToken();
    const scanCode = randomTypableCode(SCAN_CODE_LENGTH);
    const expireTime = now + ACCOUNT_LIMITS.qrValidityMs;
    await ctx.db.query('insert into qr_logins (poll_hash, scan_code, state, created_at, expires_at) values ($1, $2, $3, $4, $5)', [
      sha256Hex(qrCodeId), scanCode, QR_LOGIN_STATE.waiting, new Date(now), new Date(expireTime),
    ]);
    return okReply({ qrCodeId, qrCodeImg: qrDataUrl(encodeQr(QR_CONTENT_PREFIX + scanCode)), expireTime, scanCode });
  },

  /** Polled by the browser showing the picture; only it knows qrCodeId. */
  async checkQrCodeLoginStatus(input, ctx) {
    const { qrCodeId } = parseInput(qrRequestSchema, input);
    const now = ctx.services.clock();
    const rows = await ctx.db.query<QrRow>('select poll_hash, state, user_id, expires_at, delivered_at from qr_logins where poll_hash = $1', [sha256Hex(qrCodeId)]);
    const row = rows[0];
    const expired = { code: 200, message: QR_EXPIRED, customData: { state: QR_LOGIN_STATE.expired } };
    if (!live(row, now)) return expired;
    if (row.state !== QR_LOGIN_STATE.confirmed || row.user_id === null) return okReply({ state: row.state as 0 | 1 });
    // Delivered once: the first poll after the confirmation takes the session.
    const taken = await ctx.db.query('update qr_logins set delivered_at = $2 where poll_hash = $1 and delivered_at is null returning poll_hash', [row.poll_hash, new Date(now)]);
    const user = taken.length > 0 ? await findById(ctx.db, row.user_id) : null;
    if (!user) return expired;
    const login = await startSession(ctx.db, user, deviceOf(ctx), now);
    await logAccount(ctx.db, ctx, user.id, 'qrLogin');
    return okReply({ state: QR_LOGIN_STATE.confirmed, login });
  },

  scanQrCode: (input, ctx) => phoneStep(input, ctx, QR_LOGIN_STATE.scanned),
  /** Confirming an unscanned code also counts as the scan (the same logged-in phone does both). */
  confirmQrCodeLogin: (input, ctx) => phoneStep(input, ctx, QR_LOGIN_STATE.confirmed),
};
