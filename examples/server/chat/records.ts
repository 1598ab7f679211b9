// Chat records (spec §3 "Chat store ... the incoming record": chatMessageId, chatSessionId, content,
// fromUserId, toUserId, moduleId, sendTime, sessionType, type, translation) and the history of one
// conversation, paged upwards (types/chat.ts ChatRecordsRequest): the newest page first, each page
// oldest first, the next one before the first record's id. Ids within a session follow commit
// order (send.ts takes the session's lock before its id), so a cursor never skips a late commit.
import { MESSAGE_TYPE, type MessageType, type SessionType } from '../../../src/contract/statuses.js';
import type { ChatRecord } from '../../../src/contract/types/chat.js';
import type { ServiceSender } from '../../../src/contract/types/customer-service.js';
import { chatRecordsRequestSchema } from '../../../src/contract/validation/chat.js';
import { pageWindow } from '../../../src/contract/validation/listing-fields.js';
import type { Queryable } from '../db/database.js';
import { okReply, type Handler, type RequestContext } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { fileUrlSigner, type FileUrlSigner } from '../private-files/file-key.js';
import { requireUser } from '../usercenter/caller.js';
import { CHAT_LIMITS } from './limits.js';
import { withTranslations } from './translations.js';
import { mySession } from './refusals.js';
import { iso } from './sessions.js';

export interface MessageRow {
  id: string;
  session_id: string;
  session_type: number;
  from_user_id: string | null;
  to_user_id: string | null;
  type: number;
  content: string;
  module_id: number;
  client_msg_id: string | null;
  translation: string | null;
  sent_at: Date | string;
  /** Customer service (migration 021): who wrote a record that is not a user's, and their name. */
  sender?: string | null;
  sender_name?: string | null;
  /** A document's original name and size (migration 023; file-name.ts). */
  file_name?: string | null;
  file_bytes?: number | null;
}

export const MESSAGE_SELECT = `
  select m.id::text as id, m.session_id::text as session_id, s.session_type, m.from_user_id, m.to_user_id, m.type, m.content,
         m.module_id, m.client_msg_id, m.translation, m.sent_at, m.sender, m.sender_name,
         m.file_name, m.file_bytes
  from chat_messages m join chat_sessions s on s.id = m.session_id`;

/** The record of a stored message; a file's signed URL when `sign` is given (the reader's). */
export function recordOf(r: MessageRow, sign?: FileUrlSigner): ChatRecord {
  const record: ChatRecord = {
    chatMessageId: r.id,
    chatSessionId: r.session_id,
    content: r.content,
    fromUserId: r.from_user_id ?? '',
    toUserId: r.to_user_id ?? '',
    moduleId: Number(r.module_id),
    sendTime: iso(r.sent_at),
    sessionType: r.session_type as SessionType,
    type: r.type as MessageType,
  };
  if (r.translation) record.translation = r.translation;
  if (r.client_msg_id) record.clientMsgId = r.client_msg_id;
  if (r.sender) record.sender = r.sender as ServiceSender;
  if (r.sender && r.sender_name) record.senderName = r.sender_name;
  if (r.type === MESSAGE_TYPE.file && sign) record.fileUrl = sign(r.content);
  if (r.type === MESSAGE_TYPE.file && r.file_name) record.fileName = r.file_name;
  if (r.type === MESSAGE_TYPE.file && r.file_bytes != null) record.fileSize = Number(r.file_bytes);
  return record;
}

/** The signer of file URLs, made only when a record needs one. */
export async function signerFor(ctx: RequestContext, rows: readonly Pick<MessageRow, 'type'>[]): Promise<FileUrlSigner | undefined> {
  return rows.some((r) => r.type === MESSAGE_TYPE.file) ? fileUrlSigner(ctx.db, ctx.services.clock()) : undefined;
}

export async function messageById(db: Queryable, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.query<MessageRow>(`${MESSAGE_SELECT} where m.id = $1::bigint`, [id]);
  return row;
}

export const getRecentChatRecords: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(chatRecordsRequestSchema, input);
  const session = await mySession(ctx.db, me, req.chatSessionId);
  const page = pageWindow(req.page, CHAT_LIMITS.recordsPageSize);
  const [count] = await ctx.db.query<{ n: number }>('select count(*)::int as n from chat_messages where session_id = $1::bigint', [session.id]);
  const newestFirst = req.beforeMessageId === undefined
    ? await ctx.db.query<MessageRow>(`${MESSAGE_SELECT} where m.session_id = $1::bigint order by m.id desc limit $2 offset $3`, [session.id, page.size, page.offset])
    : await ctx.db.query<MessageRow>(`${MESSAGE_SELECT} where m.session_id = $1::bigint and m.id < $2::bigint order by m.id desc limit $3`, [session.id, req.beforeMessageId, page.size]);
  // With the reader's translate flag on, the records already translated carry it (translations.ts).
  const rows = await withTranslations(ctx.db, me, session.id, [...newestFirst].reverse(), ctx.language);
  const sign = await signerFor(ctx, rows);
  return okReply({ totalCount: Number(count?.n ?? 0), resultList: rows.map((r) => recordOf(r, sign)) });
};
