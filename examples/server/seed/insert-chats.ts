// Conversations seen on a first start (spec §2 /message/list and /message/chat), so the message tab
// has something to show: each about a listing of the seller, with its card (spec §3 "Chat card
// saved when chat starts"), written as chat/send.ts would have left them (session, participants,
// unread counters, last message).
// - u-personal ("Awa Kouassi", French) asked u-seller about a house; the seller's answer is unread:
//   logging in as personal shows the badge.
// - u-member asked u-enterprise ("Abidjan Services SARL", shown by its enterprise name) about a
//   business service, in English; everything read.
import { BUSINESS_ID, LIMITS, RENTING_HOUSE_ID } from '../../../src/contract/constants.js';
import { MESSAGE_TYPE, SESSION_TYPE } from '../../../src/contract/statuses.js';
import type { ChatCard } from '../../../src/contract/types/chat.js';
import { pairKey } from '../chat/sessions.js';
import type { Queryable } from '../db/database.js';

const MINUTE = 60_000;

interface SeedLine {
  /** 0: the one who asked; 1: the listing's owner. */
  from: 0 | 1;
  text: string;
  minutesAgo: number;
}

interface SeedChat {
  asker: string;
  owner: string;
  /** The listing's module (spec §3 module ids). */
  moduleId: number;
  lines: readonly SeedLine[];
  /** Messages of the owner the asker has not read (the last ones). */
  unreadByAsker: number;
}

const CHATS: readonly SeedChat[] = [
  {
    asker: 'u-personal', owner: 'u-seller', moduleId: RENTING_HOUSE_ID, unreadByAsker: 1,
    lines: [
      { from: 0, text: 'Bonjour, le logement est-il toujours disponible ?', minutesAgo: 95 },
      { from: 1, text: 'Bonjour ! Oui, il est libre à partir du mois prochain.', minutesAgo: 80 },
      { from: 0, text: 'Peut-on le visiter samedi matin ?', minutesAgo: 62 },
      { from: 1, text: 'Samedi 10 h, c’est parfait. Je vous envoie l’adresse exacte 🙂', minutesAgo: 12 },
    ],
  },
  {
    asker: 'u-member', owner: 'u-enterprise', moduleId: BUSINESS_ID, unreadByAsker: 0,
    lines: [
      { from: 0, text: 'Hello, do you also register companies outside Abidjan?', minutesAgo: 60 * 26 },
      { from: 1, text: 'Yes, anywhere in Ivory Coast. It takes about a week.', minutesAgo: 60 * 25 },
    ],
  },
];

interface CardRow {
  id: string;
  module_id: number;
  title: string;
  plain: string;
  images: unknown;
  price: string | null;
  flag: string | null;
}

async function cardOf(tx: Queryable, owner: string, moduleId: number): Promise<ChatCard | null> {
  const [row] = await tx.query<CardRow>(
    `select l.id::text as id, l.module_id, t.title, t.plain, l.images, l.price::text as price, mu.flag
     from listings l join listing_texts t on t.listing_id = l.id and t.language = l.original_language
     left join money_units mu on mu.id = l.money_unit_id
     where l.user_id = $1 and l.module_id = $2 and l.status = 7 and not l.deleted order by l.id limit 1`,
    [owner, moduleId],
  );
  if (!row) return null;
  const first = Array.isArray(row.images) ? (row.images[0] as { imgPath?: unknown } | undefined) : undefined;
  const card: ChatCard = {
    title: row.title,
    content: [...row.plain].slice(0, LIMITS.chatCardPreview).join(''),
    imgPath: typeof first?.imgPath === 'string' ? first.imgPath : '',
    moduleId: row.module_id,
    serviceId: row.id,
  };
  if (moduleId === RENTING_HOUSE_ID && row.price !== null) return { ...card, price: Number(row.price), ...(row.flag ? { priceFlag: row.flag } : {}) };
  return card;
}

export async function insertSeedChats(tx: Queryable, now: number): Promise<void> {
  for (const chat of CHATS) {
    const card = await cardOf(tx, chat.owner, chat.moduleId);
    const started = new Date(now - (chat.lines[0]?.minutesAgo ?? 0) * MINUTE - MINUTE);
    const [session] = await tx.query<{ id: string }>(
      'insert into chat_sessions (session_type, pair_key, created_by, card, created_at) values ($1, $2, $3, $4, $5) returning id::text as id',
      [SESSION_TYPE.user, pairKey(chat.asker, chat.owner), chat.asker, card ? JSON.stringify(card) : null, started],
    );
    if (!session) throw new Error('seed: chat session not inserted');
    const ids: string[] = [];
    for (const line of chat.lines) {
      const [from, to] = line.from === 0 ? [chat.asker, chat.owner] : [chat.owner, chat.asker];
      const [m] = await tx.query<{ id: string }>(
        `insert into chat_messages (session_id, from_user_id, to_user_id, type, content, module_id, sent_at)
         values ($1::bigint, $2, $3, $4, $5, $6, $7) returning id::text as id`,
        [session.id, from, to, MESSAGE_TYPE.text, line.text, card?.moduleId ?? 0, new Date(now - line.minutesAgo * MINUTE)],
      );
      if (m) ids.push(m.id);
    }
    const lastId = ids.at(-1) ?? null;
    const lastAt = new Date(now - (chat.lines.at(-1)?.minutesAgo ?? 0) * MINUTE);
    // The asker read everything but the last `unreadByAsker` messages; the owner read everything.
    const askerRead = ids[ids.length - 1 - chat.unreadByAsker] ?? '0';
    await tx.query('update chat_sessions set last_message_id = $2::bigint, last_at = $3 where id = $1::bigint', [session.id, lastId, lastAt]);
    await tx.query(
      `insert into chat_participants (session_id, user_id, unread, last_read_id, last_at)
       values ($1::bigint, $2, $3, $4::bigint, $6), ($1::bigint, $5, 0, $7::bigint, $6)`,
      [session.id, chat.asker, chat.unreadByAsker, askerRead, chat.owner, lastAt, lastId],
    );
  }
}
