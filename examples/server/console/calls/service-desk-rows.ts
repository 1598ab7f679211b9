// The customer-service desk's reads (console-service.ts): a conversation as the desk lists it
// (the user named as console-user.ts names them, their picture and account type, the last
// record's preview), and what serviceSession shows beside the records: the listing cards of the
// user's recent user-to-user conversations and their own recent listings.
import type { ServiceDeskListing, ServiceQueueItem } from '../../../../src/contract/console-service.js';
import type { ChatCard } from '../../../../src/contract/types/chat.js';
import type { ServiceState } from '../../../../src/contract/types/customer-service.js';
import type { Queryable } from '../../db/database.js';
import { storedCard } from '../../chat/card.js';
import { iso, previewOf } from '../../chat/sessions.js';
import { consoleUserOf, USER_COLUMNS, type UserColumns } from '../console-user.js';

/** Cards and listings serviceSession shows. */
const BESIDE = 5;

export interface DeskRow extends UserColumns {
  session_id: string;
  state: ServiceState;
  agent_id: string | null;
  agent_name: string | null;
  queued_at: Date | string | null;
  taken_at: Date | string | null;
  ended_at: Date | string | null;
  ended_by: 'user' | 'agent' | null;
  rating: number | null;
  avatar_path: string | null;
  last_type: number | null;
  last_content: string | null;
  last_sent: Date | string | null;
  opened_at: Date | string;
}

export const DESK_SELECT = `
  select v.session_id::text as session_id, v.state, v.agent_id::text as agent_id, v.agent_name, v.queued_at, v.taken_at, v.ended_at, v.ended_by,
         v.rating, v.opened_at, ${USER_COLUMNS}, u.avatar_path, m.type as last_type, m.content as last_content, m.sent_at as last_sent
  from service_sessions v
  join users u on u.id = v.user_id
  join chat_sessions s on s.id = v.session_id
  left join chat_messages m on m.id = s.last_message_id`;

const isoOr = (t: Date | string | null): string => (t === null ? '' : iso(t));

export function deskItemOf(r: DeskRow, position = 0): ServiceQueueItem {
  return {
    chatSessionId: r.session_id,
    state: r.state,
    user: { ...consoleUserOf(r), accountType: Number(r.account_type ?? 1), avatarPath: r.avatar_path ?? '' },
    position,
    queuedAt: isoOr(r.queued_at),
    takenAt: isoOr(r.taken_at),
    agentName: r.agent_name ?? '',
    lastMessage: r.last_type === null || r.last_content === null ? '' : previewOf(r.last_type, r.last_content),
    lastTime: isoOr(r.last_sent ?? r.opened_at),
  };
}

export async function deskRow(q: Queryable, sessionId: string): Promise<DeskRow | undefined> {
  const [row] = await q.query<DeskRow>(`${DESK_SELECT} where v.session_id = $1::bigint`, [sessionId]);
  return row;
}

/** The waiting conversation's rank (1 next), 0 when it is not waiting. */
export async function deskPosition(q: Queryable, r: DeskRow): Promise<number> {
  if (r.state !== 'waiting') return 0;
  const [row] = await q.query<{ n: number }>(
    "select count(*)::int as n from service_sessions w where w.state = 'waiting' and (w.queued_at, w.session_id) <= ($1::timestamptz, $2::bigint)",
    [r.queued_at, r.session_id],
  );
  return Number(row?.n ?? 0);
}

/** Listing cards of the user's recent user-to-user conversations, newest first. */
export async function recentCards(q: Queryable, userId: string): Promise<ChatCard[]> {
  const rows = await q.query<{ card: unknown }>(
    `select s.card from chat_participants p join chat_sessions s on s.id = p.session_id
     where p.user_id = $1 and s.session_type = 0 and s.card is not null
     order by s.last_at desc nulls last, s.id desc limit $2`,
    [userId, BESIDE],
  );
  return rows.flatMap((r) => storedCard(r.card) ?? []);
}

/** The user's own listings, newest first, in their original language. */
export async function recentListings(q: Queryable, userId: string): Promise<ServiceDeskListing[]> {
  const rows = await q.query<{ id: string; module_id: number; status: number; title: string | null; updated_at: Date | string }>(
    `select l.id::text as id, l.module_id, l.status, t.title, l.updated_at from listings l
     left join listing_texts t on t.listing_id = l.id and t.language = l.original_language
     where l.user_id = $1 and not l.deleted order by l.id desc limit $2`,
    [userId, BESIDE],
  );
  return rows.map((r) => ({ serviceId: r.id, moduleId: Number(r.module_id), status: Number(r.status), title: r.title ?? '', updatedAt: iso(r.updated_at) }));
}
