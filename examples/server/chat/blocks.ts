// Blocking (ours; DESIGN.md §1 lists reports among the operators' work, and a marketplace chat
// without a block is an open door to harassment): a user blocks another, and messages are refused
// both ways while the block stands. The blocked user is not told at block time; a message they try
// to send is refused with a message of its own (errors.chatBlockedByThem).
import type { BlockedUser } from '../../../src/contract/types/chat.js';
import { chatPageRequestSchema, chatUserRefSchema } from '../../../src/contract/validation/chat.js';
import { pageWindow } from '../../../src/contract/validation/listing-fields.js';
import { rateHit } from '../accounts/rate-limit.js';
import type { Queryable } from '../db/database.js';
import { okReply, type Handler } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { requireUser } from '../usercenter/caller.js';
import { CHAT_LIMITS, CHAT_RATE_RULES } from './limits.js';
import { displayName, partyColumns, type PartyRow } from './parties.js';
import { otherParty } from './refusals.js';

export interface BlockState {
  /** The caller blocked the other user. */
  byMe: boolean;
  /** The other user blocked the caller. */
  byThem: boolean;
}

export async function blockState(db: Queryable, me: string, other: string): Promise<BlockState> {
  const rows = await db.query<{ user_id: string }>(
    'select user_id from chat_blocks where (user_id = $1 and blocked_user_id = $2) or (user_id = $2 and blocked_user_id = $1)',
    [me, other],
  );
  return { byMe: rows.some((r) => r.user_id === me), byThem: rows.some((r) => r.user_id === other) };
}

export const blockUser: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const { otherUserMq } = parseInput(chatUserRefSchema, input);
  const other = await otherParty(ctx.db, me, otherUserMq);
  await rateHit(ctx.db, `chat-block:${me}`, CHAT_RATE_RULES.block, ctx.services.clock());
  await ctx.db.query('insert into chat_blocks (user_id, blocked_user_id, created_at) values ($1, $2, $3) on conflict do nothing', [
    me, other.id, new Date(ctx.services.clock()),
  ]);
  return okReply(null);
};

export const unblockUser: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const { otherUserMq } = parseInput(chatUserRefSchema, input);
  const other = await otherParty(ctx.db, me, otherUserMq);
  await rateHit(ctx.db, `chat-block:${me}`, CHAT_RATE_RULES.block, ctx.services.clock());
  await ctx.db.query('delete from chat_blocks where user_id = $1 and blocked_user_id = $2', [me, other.id]);
  return okReply(null);
};

export const getBlockedUsers: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(chatPageRequestSchema, input);
  const page = pageWindow(req.page, CHAT_LIMITS.listPageSize);
  const [count] = await ctx.db.query<{ n: number }>('select count(*)::int as n from chat_blocks where user_id = $1', [me]);
  const rows = await ctx.db.query<PartyRow & { created_at: Date }>(
    `select ${partyColumns('u')}, b.created_at from chat_blocks b join users u on u.id = b.blocked_user_id
     where b.user_id = $1 order by b.created_at desc, u.id limit $2 offset $3`,
    [me, page.size, page.offset],
  );
  const resultList: BlockedUser[] = rows.map((r) => ({
    userId: r.id, userMq: r.user_mq, petName: displayName(r), avatarPath: r.avatar_path, blockedAt: new Date(r.created_at).toISOString(),
  }));
  return okReply({ totalCount: Number(count?.n ?? 0), resultList });
};
