// Conversations as the chat list shows them (spec §2 /message/list; types/chat.ts ChatSession):
// the other party's display, the last message's preview as data for the app to word (text, '' for
// an image or a file, the card's title for a card), its time, the caller's unread count, the card.
// And the one way a user-to-user conversation is found or made: one per pair (pair_key).
import { MESSAGE_TYPE, SESSION_TYPE, type MessageType, type SessionType } from '../../../src/contract/statuses.js';
import type { ChatCard, ChatSession } from '../../../src/contract/types/chat.js';
import type { Queryable } from '../db/database.js';
import { storedCard } from './card.js';
import { CHAT_LIMITS } from './limits.js';
import { displayName, partyColumns, type PartyRow } from './parties.js';
import { firstChars } from './text.js';

interface SessionRow extends PartyRow {
  session_id: string;
  session_type: number;
  card: unknown;
  created_at: Date | string;
  last_id: string | null;
  unread: number;
  last_type: number | null;
  last_content: string | null;
  last_sent: Date | string | null;
}

const SESSION_SELECT = `
  select s.id::text as session_id, s.session_type, s.card, s.created_at, s.last_message_id::text as last_id, p.unread,
         m.type as last_type, m.content as last_content, m.sent_at as last_sent, ${partyColumns('u')}
  from chat_participants p
  join chat_sessions s on s.id = p.session_id
  join chat_participants op on op.session_id = p.session_id and op.user_id <> p.user_id
  join users u on u.id = op.user_id
  left join chat_messages m on m.id = s.last_message_id`;

export const iso = (t: Date | string): string => new Date(t).toISOString();

/** The list's preview of a message: data, worded by the app from lastType. */
export function previewOf(type: number, content: string): string {
  if (type === MESSAGE_TYPE.text) return firstChars(content, CHAT_LIMITS.previewMax);
  if (type === MESSAGE_TYPE.card) return storedCard(content)?.title ?? '';
  return '';
}

function sessionOf(r: SessionRow): ChatSession {
  return {
    chatSessionId: r.session_id,
    sessionType: r.session_type as SessionType,
    otherUserId: r.id,
    otherUserMq: r.user_mq,
    otherUserAvatarPath: r.avatar_path,
    otherUserPetName: displayName(r),
    lastMessage: r.last_type === null || r.last_content === null ? '' : previewOf(r.last_type, r.last_content),
    lastType: (r.last_type ?? MESSAGE_TYPE.text) as MessageType,
    lastTime: iso(r.last_sent ?? r.created_at),
    unreadNum: Number(r.unread),
    lastMessageId: r.last_id ?? '',
    card: storedCard(r.card),
  };
}

/** One conversation of `me`, as the list shows it; undefined when `me` is not in it. */
export async function sessionView(db: Queryable, me: string, sessionId: string): Promise<ChatSession | undefined> {
  const [row] = await db.query<SessionRow>(`${SESSION_SELECT} where p.user_id = $1 and p.session_id = $2::bigint limit 1`, [me, sessionId]);
  return row ? sessionOf(row) : undefined;
}

/**
 * A page of `me`'s conversations that have a message, newest first (a conversation opened and left
 * without a word is nobody's business yet, least of all the other party's).
 */
export async function sessionPage(db: Queryable, me: string, limit: number, offset: number): Promise<{ totalCount: number; resultList: ChatSession[] }> {
  const [count] = await db.query<{ n: number }>('select count(*)::int as n from chat_participants where user_id = $1 and last_at is not null', [me]);
  const rows = await db.query<SessionRow>(
    `${SESSION_SELECT} where p.user_id = $1 and p.last_at is not null order by p.last_at desc, p.session_id desc limit $2 offset $3`,
    [me, limit, offset],
  );
  return { totalCount: Number(count?.n ?? 0), resultList: rows.map(sessionOf) };
}

/** The one user-to-user conversation of a pair, whoever started it. */
export const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

export async function findPairSession(db: Queryable, a: string, b: string): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>('select id::text as id from chat_sessions where pair_key = $1', [pairKey(a, b)]);
  return row?.id;
}

/**
 * Finds or makes the conversation of `me` and `other` (in `tx`, a transaction: the session and its
 * two participants appear together). Two first messages at once make one session: the second
 * insert waits on the pair's unique key, then finds the first. A card given replaces the stored
 * one (the listing the conversation is now about).
 */
export async function openPairSession(tx: Queryable, me: string, other: string, card: ChatCard | null, now: Date): Promise<string> {
  const key = pairKey(me, other);
  const [made] = await tx.query<{ id: string }>(
    `insert into chat_sessions (session_type, pair_key, created_by, card, created_at) values ($1, $2, $3, $4, $5)
     on conflict (pair_key) do nothing returning id::text as id`,
    [SESSION_TYPE.user, key, me, card === null ? null : JSON.stringify(card), now],
  );
  if (made) {
    await tx.query('insert into chat_participants (session_id, user_id) values ($1::bigint, $2), ($1::bigint, $3)', [made.id, me, other]);
    return made.id;
  }
  const [found] = await tx.query<{ id: string }>(
    card === null
      ? 'select id::text as id from chat_sessions where pair_key = $1'
      : 'update chat_sessions set card = $2::jsonb where pair_key = $1 returning id::text as id',
    card === null ? [key] : [key, JSON.stringify(card)],
  );
  if (!found) throw new Error('chat session vanished');
  return found.id;
}
