// getNotices, getUnreadCount, readNotices (issue: Beyond the spec, item 1; endpoints/alerts.ts):
// the caller's notification centre, newest first. Reading names the caller's notices ([] = all);
// ids of others' notices change nothing. The replies carry the unread count the bell shows.
import { ALERTS } from '../../../src/contract/constants.js';
import type { AppNotice, NoticeUnreadReply } from '../../../src/contract/types/alerts.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import { alertPageSchema, readNoticesSchema, unreadCountSchema } from '../../../src/contract/validation/alerts.js';
import { pageWindow } from '../../../src/contract/validation/listing-fields.js';
import type { Queryable } from '../db/database.js';
import { okReply, type Handler } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { requireUser } from '../usercenter/caller.js';
import { NOTICE_COLUMNS, noticeOf, type NoticeRow } from './rows.js';

export async function unreadCount(q: Queryable, userId: string): Promise<number> {
  const [row] = await q.query<{ n: string | number }>('select count(*) as n from notices where user_id = $1 and not read', [userId]);
  return Number(row?.n ?? 0);
}

export const getNotices: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const req = parseInput(alertPageSchema, input);
  const { size, offset } = pageWindow(req.page, ALERTS.noticePageSize);
  const rows = await ctx.db.query<NoticeRow>(
    `select ${NOTICE_COLUMNS} from notices t where t.user_id = $1 order by t.n desc limit $2 offset $3`, [userId, size, offset]);
  const [count] = await ctx.db.query<{ n: string | number }>('select count(*) as n from notices where user_id = $1', [userId]);
  const reply: SearchReply<AppNotice> = { totalCount: Number(count?.n ?? 0), resultList: rows.map(noticeOf) };
  return okReply(reply);
};

export const getUnreadCount: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  parseInput(unreadCountSchema, input);
  const reply: NoticeUnreadReply = { unread: await unreadCount(ctx.db, userId) };
  return okReply(reply);
};

export const readNotices: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const { noticeIds } = parseInput(readNoticesSchema, input);
  if (noticeIds.length === 0) await ctx.db.query('update notices set read = true where user_id = $1 and not read', [userId]);
  else await ctx.db.query('update notices set read = true where user_id = $1 and id = any($2::text[]) and not read', [userId, noticeIds]);
  const reply: NoticeUnreadReply = { unread: await unreadCount(ctx.db, userId) };
  return okReply(reply);
};
