// Telling the other side that a goods order moved (goods-context decisions; spec §3 "Messages"):
// after the move's commit, (1) a TRADE_ORDER_EVENT (TradeOrderStateEvent) on the receiver's user
// queue, so an open order screen updates and the app toasts, published as the recruiter's answer
// is (jobs/applications-state.ts); (2) a text line from one party to the other in their
// conversation, written in the receiver's language as askForAResume is (jobs/resume-chat.ts), so
// the move stays where people read (/message) even when no screen was open. A move of the system
// (payment deadline, automatic completion) or of an operator tells both sides; the line then goes
// from the party it concerns least to the one it concerns most. A block between the two keeps the
// line out (the queue event still updates their screens). A failure here is logged, never the
// move's: the move is committed and the order's page shows it anyway.
import { LIMITS, TRADE } from '../../../src/contract/constants.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { CHAT_SENT_EVENT, MESSAGE_TYPE, TRADE_ORDER_EVENT } from '../../../src/contract/statuses.js';
import type { QueueMessageData } from '../../../src/contract/types/chat.js';
import type { TradeOrderStateEvent } from '../../../src/contract/types/goods-order.js';
import type { TradeMove } from '../../../src/contract/trade-moves.js';
import { SALE_GOODS_MODULE } from '../../../src/modules/sale-goods.js';
import { blockState } from '../chat/blocks.js';
import { displayName } from '../chat/parties.js';
import { CHAT_INFO, publishRecords, type Delivery } from '../chat/publish.js';
import { recordOf, type MessageRow } from '../chat/records.js';
import { openPairSession } from '../chat/sessions.js';
import type { Database } from '../db/database.js';
import type { ServerServices } from '../http/handler.js';
import { translate } from '../http/messages.js';
import { queueMessageBody } from '../realtime/queue-body.js';

/** What happened: a party's move, or the system's / an operator's. */
/** 'ordered': a cash-on-delivery order was placed (it starts to be shipped, so the seller must hear of it). */
export type TradeNoticeKind = Exclude<TradeMove, 'pay'> | 'ordered' | 'paid' | 'expired' | 'autoConfirmed' | 'refunded' | 'released';

type Party = 'buyer' | 'seller';

interface NoticeRule {
  /** Who the chat line is from (and whose name it carries). */
  from: Party;
  /** Whose queue gets the event: the other party, or both for the system's and operators' moves. */
  both: boolean;
}

/** Variation as data: one row per kind; the text is locales' tradeChat.<kind>. */
const NOTICES: Readonly<Record<TradeNoticeKind, NoticeRule>> = {
  ordered: { from: 'buyer', both: false },
  paid: { from: 'buyer', both: false },
  cancel: { from: 'buyer', both: false },
  confirm: { from: 'buyer', both: false },
  extend: { from: 'buyer', both: false },
  dispute: { from: 'buyer', both: false },
  changePrice: { from: 'seller', both: false },
  ship: { from: 'seller', both: false },
  close: { from: 'seller', both: false },
  expired: { from: 'buyer', both: true },
  autoConfirmed: { from: 'buyer', both: true },
  refunded: { from: 'seller', both: true },
  released: { from: 'buyer', both: true },
};

export interface TradeNotice {
  orderNo: string;
  kind: TradeNoticeKind;
  /** The reason a party gave (cancel, close, dispute); '' or absent: none. */
  reason?: string;
}

export interface NotifyDeps {
  db: Database;
  services: Pick<ServerServices, 'broker' | 'clock'>;
}

interface NoticeRow {
  order_no: string;
  state: number;
  delivery: string;
  total: number;
  courier: string;
  tracking_no: string;
  title: string;
  buyer_id: string;
  seller_id: string;
  buyer_mq: string;
  seller_mq: string;
  buyer_language: string;
  seller_language: string;
  buyer_pet: string;
  buyer_ent: string;
  buyer_type: number;
  seller_pet: string;
  seller_ent: string;
  seller_type: number;
}

const languageOf = (l: string): LanguageCode => (l === 'cn' || l === 'fr' ? l : 'en');

const money = (n: number, language: LanguageCode): string => new Intl.NumberFormat(language === 'cn' ? 'zh-CN' : language).format(n);

/** The line the receiver reads, in their language. */
function lineText(kind: TradeNoticeKind, o: NoticeRow, from: Party, reason: string, language: LanguageCode): string {
  const name = from === 'buyer' ? displayName({ pet_name: o.buyer_pet, ent_name: o.buyer_ent, account_type: Number(o.buyer_type) })
    : displayName({ pet_name: o.seller_pet, ent_name: o.seller_ent, account_type: Number(o.seller_type) });
  const key = kind === 'ship' && o.delivery === 'pickup' ? 'tradeChat.shipPickup' : `tradeChat.${kind}`;
  const text = translate(key, language, {
    name, orderNo: o.order_no, title: o.title, total: money(Number(o.total), language), courier: o.courier, trackingNo: o.tracking_no,
    days: TRADE.extendDays,
  });
  const why = reason.trim() === '' ? '' : translate('tradeChat.reason', language, { reason: reason.trim() });
  return `${text}${why}`.slice(0, LIMITS.chatMessageMax);
}

async function noticeRow(db: Database, orderNo: string): Promise<NoticeRow | undefined> {
  const [row] = await db.query<NoticeRow>(
    `select t.order_no, t.state, t.delivery, t.total, t.courier, t.tracking_no,
       coalesce((select l.title from trade_order_lines l where l.order_no = t.order_no order by l.listing_id limit 1), '') as title,
       t.buyer_id, t.seller_id, b.user_mq as buyer_mq, s.user_mq as seller_mq, b.language as buyer_language, s.language as seller_language,
       b.pet_name as buyer_pet, b.ent_name as buyer_ent, b.account_type as buyer_type,
       s.pet_name as seller_pet, s.ent_name as seller_ent, s.account_type as seller_type
     from trade_orders t join users b on b.id = t.buyer_id join users s on s.id = t.seller_id where t.order_no = $1`,
    [orderNo],
  );
  return row;
}

async function publishEvent(deps: NotifyDeps, userMq: string, event: TradeOrderStateEvent): Promise<void> {
  const broker = deps.services.broker;
  if (!broker || !userMq) return;
  const data: QueueMessageData = { msgType: TRADE_ORDER_EVENT, msgData: { ...event } };
  const message = queueMessageBody(data);
  await broker.publish(userMq, message);
}

/** Stores the line in the pair's conversation (one transaction) and puts it on both queues. */
async function storeLine(deps: NotifyDeps, from: { id: string; mq: string }, to: { id: string; mq: string; language: LanguageCode }, content: string): Promise<void> {
  const blocks = await blockState(deps.db, from.id, to.id);
  if (blocks.byMe || blocks.byThem) return;
  const now = new Date(deps.services.clock());
  const stored = await deps.db.transaction(async (tx) => {
    const sessionId = await openPairSession(tx, from.id, to.id, null, now);
    await tx.query('select id from chat_sessions where id = $1::bigint for update', [sessionId]);
    const [row] = await tx.query<{ id: string }>(
      `insert into chat_messages (session_id, from_user_id, to_user_id, type, content, module_id, sent_at, language)
       values ($1::bigint, $2, $3, $4, $5, $6, $7, $8) returning id::text as id`,
      [sessionId, from.id, to.id, MESSAGE_TYPE.text, content, SALE_GOODS_MODULE.moduleId, now, to.language],
    );
    if (!row) throw new Error('goods: a chat line was not stored');
    await tx.query('update chat_sessions set last_message_id = $2::bigint, last_at = $3 where id = $1::bigint', [sessionId, row.id, now]);
    await tx.query('update chat_participants set unread = unread + 1, last_at = $3 where session_id = $1::bigint and user_id = $2', [sessionId, to.id, now]);
    await tx.query('update chat_participants set last_at = $3 where session_id = $1::bigint and user_id = $2', [sessionId, from.id, now]);
    return { id: row.id, sessionId };
  });
  const message: MessageRow = {
    id: stored.id, session_id: stored.sessionId, session_type: 0, from_user_id: from.id, to_user_id: to.id, type: MESSAGE_TYPE.text, content,
    module_id: SALE_GOODS_MODULE.moduleId, client_msg_id: null, translation: null, sent_at: now,
  };
  const record = recordOf(message);
  const deliveries: Delivery[] = [{ userMq: to.mq, kind: CHAT_INFO, record }];
  if (from.mq) deliveries.push({ userMq: from.mq, kind: CHAT_SENT_EVENT, record });
  await publishRecords(deps.services.broker, deliveries);
}

async function notify(deps: NotifyDeps, notice: TradeNotice): Promise<void> {
  const o = await noticeRow(deps.db, notice.orderNo);
  if (!o) return;
  const rule = NOTICES[notice.kind];
  const buyer = { id: o.buyer_id, mq: o.buyer_mq, language: languageOf(o.buyer_language), side: 'buy' as const };
  const seller = { id: o.seller_id, mq: o.seller_mq, language: languageOf(o.seller_language), side: 'sale' as const };
  const [from, to] = rule.from === 'buyer' ? [buyer, seller] : [seller, buyer];
  const receivers = rule.both ? [to, from] : [to];
  for (const r of receivers) {
    await publishEvent(deps, r.mq, { orderNo: o.order_no, state: Number(o.state), kind: notice.kind, side: r.side, title: o.title })
      .catch((e: unknown) => console.error(`goods: ${notice.kind} event of ${o.order_no} not published`, e));
  }
  await storeLine(deps, from, to, lineText(notice.kind, o, rule.from, notice.reason ?? '', to.language));
}

/**
 * Tells the other side (both, for the system's and operators' moves) that order `orderNo` moved.
 * Call after the commit; never throws.
 */
export async function notifyTradeMove(deps: NotifyDeps, notice: TradeNotice): Promise<void> {
  await notify(deps, notice).catch((e: unknown) => console.error(`goods: ${notice.kind} of ${notice.orderNo} not told`, e));
}
