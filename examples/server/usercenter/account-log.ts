// The account log (spec §2 accountAndSecurity/accountLogs): one row per security event — logins,
// logouts, password and contact changes, device removal, lock and deletion requests — with the
// device and IP it came from, newest first, 15 per page (spec §9).
import type { AccountLog } from '../../../src/contract/types/usercenter.js';
import type { AccountLogAction } from '../../../src/contract/statuses.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import { asRecord, withoutNul } from '../http/input.js';
import type { Queryable } from '../db/database.js';
import { okReply, type Handler, type RequestContext } from '../http/handler.js';
import { readPage } from '../listings/readers.js';
import { deviceName } from './device-name.js';
import { USERCENTER_LIMITS } from './limits.js';
import { requireUser } from './caller.js';

/** Records an event of `userId`, from the device of the request. */
export async function logAccount(db: Queryable, ctx: RequestContext, userId: string, action: AccountLogAction): Promise<void> {
  await db.query('insert into account_logs (user_id, action, device_name, ip, created_at) values ($1, $2, $3, $4, $5)', [
    userId, action, deviceName(withoutNul(ctx.meta.platform.userAgent)).slice(0, 120), withoutNul(ctx.ip).slice(0, 64),
    new Date(ctx.services.clock()),
  ]);
}

interface LogRow {
  id: string | number;
  action: AccountLogAction;
  device_name: string;
  ip: string;
  created_at: Date | string;
}

export const getAccountLog: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const page = readPage(input === undefined || input === null ? undefined : asRecord(input).page, USERCENTER_LIMITS.pageSize);
  const [count] = await ctx.db.query<{ n: string | number }>('select count(*) as n from account_logs where user_id = $1', [userId]);
  const rows = await ctx.db.query<LogRow>(
    `select id, action, device_name, ip, created_at from account_logs where user_id = $1
     order by created_at desc, id desc limit $2 offset $3`,
    [userId, page.size, page.offset],
  );
  const reply: SearchReply<AccountLog> = {
    totalCount: Number(count?.n ?? 0),
    resultList: rows.map((r) => ({
      id: Number(r.id), action: r.action, deviceName: r.device_name, ip: r.ip, time: new Date(r.created_at).toISOString(),
    })),
  };
  return okReply(reply);
};
