// Chat store of spec §3 "Messages": the total unread count (tab-bar badge, spec §2 "unread badge
// when total unread is above zero") and the last incoming record. Not persisted: both are
// re-fetched or re-delivered by the server after a reload (getUnreadTotalNumber, the queue).
import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { ParcelStateEvent } from '../contract/types/air-express.js';
import type { ShareStateEvent } from '../contract/types/discover.js';
import type { ChatCard } from '../contract/types/chat.js';
import type { ApplicationStateEvent } from '../contract/types/jobs.js';
import type { ServiceSender } from '../contract/types/customer-service.js';
import type { TradeOrderStateEvent } from '../contract/types/goods-order.js';

/** Chat message types (spec §3): text 0, image 1, file 2, card 6. */
export const MESSAGE_TYPE = { text: 0, image: 1, file: 2, card: 6 } as const;

/** The incoming record of spec §3 "Chat store". */
export interface ChatRecord {
  chatMessageId: string;
  chatSessionId: string;
  content: string;
  fromUserId: string;
  toUserId: string;
  moduleId: number;
  sendTime: string | number;
  sessionType: number;
  /** One of MESSAGE_TYPE. */
  type: number;
  translation?: string;
  /** Customer service: 'robot', 'agent' or 'system' when no user wrote it (contract ChatRecord.sender). */
  sender?: ServiceSender;
  senderName?: string;
}

/** A customer-service queue event (switchingQueue, onlineService, endService: msgData is a CustomerServiceStatus). */
export interface ServiceQueueEvent {
  kind: string;
  data: Record<string, unknown>;
}

/** The listing a chat was started from (spec §3 "Chat card saved when chat starts"). */
export interface StartCard {
  /** The other party of the chat it belongs to. */
  otherUserMq: string;
  card: ChatCard;
}

export interface ChatStore {
  unreadTotal: WritableAtom<number>;
  lastIncoming: WritableAtom<ChatRecord | null>;
  hasUnread: ReadableAtom<boolean>;
  /** The chatSessionId of the conversation on screen ('' none): its records are read, not unread. */
  reading: WritableAtom<string>;
  /** Set by the details page's chat icon, read by /message/chat. */
  startCard: WritableAtom<StartCard | null>;
  /** The latest customer-service event of the queue (contract customer-service.ts), for its screens. */
  serviceEvent: WritableAtom<ServiceQueueEvent | null>;
  /** Counts the openings of the queue connection: a reopening may have missed events, screens read again. */
  queueOpens: WritableAtom<number>;
  /** The latest answer to one of the user's applications (contract APPLICATION_STATE_EVENT), for myDeliver. */
  applicationEvent: WritableAtom<ApplicationStateEvent | null>;
  /** The latest move of one of the user's goods orders (contract TRADE_ORDER_EVENT), for the order screens. */
  tradeOrderEvent: WritableAtom<TradeOrderStateEvent | null>;
  /** The latest move of one of the user's air-express parcels (contract PARCEL_EVENT), for the parcel screens. */
  parcelEvent: WritableAtom<ParcelStateEvent | null>;
  /** The latest review or hiding of one of the user's discover posts (contract SHARE_EVENT), for myShare. */
  shareEvent: WritableAtom<ShareStateEvent | null>;
  /**
   * Server total (non-integers and negatives are clamped to a count). `lastUnreadTime`: sendTime
   * of the newest record in it; queue records sent at or before it are not counted again.
   */
  setUnreadTotal(total: number, lastUnreadTime?: string): void;
  /**
   * A new record from the queue; by default it counts as unread unless the user is reading that
   * session or the server total already had it.
   */
  receive(record: ChatRecord, countAsUnread?: boolean): void;
  /** Unread messages of one session were read (cleanChatUnread). */
  markRead(count: number): void;
  clear(): void;
}

const toCount = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** Milliseconds of a sendTime (ISO text or epoch ms); NaN when unreadable. */
const timeOf = (t: string | number | undefined): number =>
  typeof t === 'number' ? t : typeof t === 'string' && t !== '' ? Date.parse(/^\d{4}-\d\d-\d\d \d/.test(t) ? t.replace(' ', 'T') : t) : Number.NaN;

export function createChatStore(): ChatStore {
  const unreadTotal = atom(0);
  const lastIncoming = atom<ChatRecord | null>(null);
  const reading = atom('');
  const startCard = atom<StartCard | null>(null);
  const serviceEvent = atom<ServiceQueueEvent | null>(null);
  const queueOpens = atom(0);
  const applicationEvent = atom<ApplicationStateEvent | null>(null);
  const tradeOrderEvent = atom<TradeOrderStateEvent | null>(null);
  const parcelEvent = atom<ParcelStateEvent | null>(null);
  const shareEvent = atom<ShareStateEvent | null>(null);
  /** Records sent up to this time are in the server's total (NaN: none is). */
  let countedUntil = Number.NaN;
  /**
   * Send times of the records counted here since the last server total: one that arrived while
   * the total was being asked for and is newer than it is still unread on top of it.
   */
  let countedHere: number[] = [];
  return {
    unreadTotal,
    lastIncoming,
    hasUnread: computed(unreadTotal, (n) => n > 0),
    reading,
    startCard,
    serviceEvent,
    queueOpens,
    applicationEvent,
    tradeOrderEvent,
    parcelEvent,
    shareEvent,
    setUnreadTotal(total, lastUnreadTime) {
      countedUntil = timeOf(lastUnreadTime);
      const newer = Number.isNaN(countedUntil) ? 0 : countedHere.filter((t) => t > countedUntil).length;
      countedHere = [];
      unreadTotal.set(toCount(total) + newer);
    },
    receive(record, countAsUnread) {
      lastIncoming.set(record);
      const at = timeOf(record.sendTime);
      if (!(countAsUnread ?? (!(at <= countedUntil) && record.chatSessionId !== reading.get()))) return;
      countedHere = [...countedHere.slice(-99), at];
      unreadTotal.set(unreadTotal.get() + 1);
    },
    markRead(count) {
      countedHere = [];
      unreadTotal.set(toCount(unreadTotal.get() - toCount(count)));
    },
    clear() {
      unreadTotal.set(0);
      lastIncoming.set(null);
      reading.set('');
      startCard.set(null);
      serviceEvent.set(null);
      applicationEvent.set(null);
      tradeOrderEvent.set(null);
      parcelEvent.set(null);
      shareEvent.set(null);
      countedUntil = Number.NaN;
      countedHere = [];
    },
  };
}
