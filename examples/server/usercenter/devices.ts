// Device management (spec §2 accountAndSecurity/deviceManagement): the caller's live sessions, one
// per device (a login on a device ends that device's earlier session, accounts/sessions.ts), and
// signing one of them out. Only the caller's own sessions are listed or touched; the current one
// is ended with logout, not here.
import { CODE } from '../../../src/contract/codes.js';
import type { Device } from '../../../src/contract/types/usercenter.js';
import { removeDeviceRequestSchema } from '../../../src/contract/validation/usercenter.js';
import { parseInput } from '../http/input.js';
import { okReply, ReplyError, type Handler } from '../http/handler.js';
import { logAccount } from './account-log.js';
import { requireUser } from './caller.js';
import { deviceName } from './device-name.js';

export const DEVICE_KEYS = {
  /** Another user's session, an ended one, or no session at all: the same answer. */
  notFound: 'errors.deviceNotFound',
  current: 'errors.removeCurrentDevice',
} as const;

interface SessionRow {
  id: string;
  user_agent: string;
  created_at: Date | string;
}

export const getDevices: Handler = async (_input, ctx) => {
  const userId = requireUser(ctx);
  const rows = await ctx.db.query<SessionRow>(
    `select id, user_agent, created_at from sessions
     where user_id = $1 and revoked_at is null and refresh_expires_at > $2 order by created_at desc, id`,
    [userId, new Date(ctx.services.clock())],
  );
  const devices: Device[] = rows.map((r) => ({
    deviceId: r.id,
    deviceName: deviceName(r.user_agent),
    lastLoginTime: new Date(r.created_at).toISOString(),
    current: r.id === ctx.user?.sessionId,
  }));
  return okReply(devices);
};

export const removeDevice: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const { deviceId } = parseInput(removeDeviceRequestSchema, input);
  if (deviceId === ctx.user?.sessionId) throw new ReplyError(CODE.VALIDATION, DEVICE_KEYS.current);
  // The owner is part of the condition: another user's session id changes nothing.
  const ended = await ctx.db.query('update sessions set revoked_at = $3 where id = $1 and user_id = $2 and revoked_at is null returning id', [
    deviceId, userId, new Date(ctx.services.clock()),
  ]);
  if (ended.length === 0) throw new ReplyError(CODE.NOT_FOUND, DEVICE_KEYS.notFound);
  await logAccount(ctx.db, ctx, userId, 'removeDevice');
  return okReply(null);
};
