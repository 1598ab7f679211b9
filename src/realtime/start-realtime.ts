// The real-time queue of one logged-in app instance (spec §1 "Real-time messages"): loaded after
// the first paint, only while a user id is stored (bind-realtime.ts). One tab of the browser holds
// the connection and relays what it receives to the others (lead-across-tabs.ts). Incoming chat
// records feed the chat store (total unread: the tab bar's badge and the SDK's `unread` event);
// every message kind is also handed to the listeners the chat screens register. An answer to one
// of the user's applications, or a move of one of their goods orders, goes to the chat store and to
// a toast (application-event.ts, trade-order-event.ts); so does a move of one of their air-express
// parcels (parcel-event.ts). A saved search's new match updates the bells and is toasted (notice-event.ts).
import type { ApiClient } from '../api/index.js';
import { CHAT_ENDPOINTS } from '../contract/endpoints/chat.js';
import type { APPLICATION_STATE_EVENT, CHAT_SENT_EVENT, ChatEventKind, NOTICE_EVENT, PARCEL_EVENT, SHARE_EVENT, TRADE_ORDER_EVENT } from '../contract/statuses.js';
import type { QueueCredentials, QueueMessageData } from '../contract/types/chat.js';
import { noticeRoute } from '../screens/kit/alert-links.js';
import type { ChatRecord, ChatStore } from '../stores/chat.js';
import { readApplicationEvent, toastApplication, type ApplicationNotice } from './application-event.js';
import { deviceIdFor } from './device-id.js';
import { leadAcrossTabs } from './lead-across-tabs.js';
import { alertNotice, countNotice, readNoticeEvent } from './notice-event.js';
import { readParcelEvent, toastParcel } from './parcel-event.js';
import { openQueue, type QueueState } from './queue-connection.js';
import { decodeQueueMessage, type DecodeBase64 } from './queue-message.js';
import { readShareEvent, toastShare } from './share-event.js';
import { readTradeOrderEvent, toastTradeOrder } from './trade-order-event.js';

/**
 * The access-system code and the base64 decoder come from the instance rather than from imports of
 * contract/constants and contract/base64: the entry has those already, and a module this lazy chunk
 * shared with the entry would be split by Rollup into a chunk of its own on the first paint.
 */
export interface RealtimeDeps {
  api: ApiClient;
  chat: ChatStore;
  systemCode: string;
  decodeBase64: DecodeBase64;
  /** Name the tabs of one instance key and user share the connection under; none: this tab alone. */
  shareName?: string;
  onEvent?(event: QueueMessageData): void;
  /** Where an answered application is told (a toast); none: only the chat store hears of it. */
  notice?: ApplicationNotice;
  /** States of this tab's own connection (a tab that follows another has none). */
  onState?(state: QueueState): void;
  /** Tests: another websocket (Node's `ws`). */
  createSocket?(url: string): WebSocket;
  /** Tests: this device's id; default: the one kept for this instance key and user (device-id.ts). */
  deviceId?: string;
}

/** contract CHAT_SENT_EVENT, written here (checked by its type) for the reason given above. */
const SENT: typeof CHAT_SENT_EVENT = 'chatSent';
/** contract APPLICATION_STATE_EVENT, likewise. */
const APPLICATION: typeof APPLICATION_STATE_EVENT = 'applicationState';
/** contract TRADE_ORDER_EVENT, likewise. */
const TRADE_ORDER: typeof TRADE_ORDER_EVENT = 'tradeOrder';
/** contract PARCEL_EVENT, likewise. */
const PARCEL: typeof PARCEL_EVENT = 'parcel';
/** contract SHARE_EVENT, likewise. */
const SHARE: typeof SHARE_EVENT = 'share';
/** contract NOTICE_EVENT, likewise. */
const NOTICE: typeof NOTICE_EVENT = 'notice';

/** Records counted as unread: a user's (chatInfo) and customer service's (contract customer-service.ts). */
const RECORD_KINDS: readonly string[] = ['chatInfo', 'onlineServiceList'] satisfies ChatEventKind[];
/** Customer-service events whose msgData is a CustomerServiceStatus: for its screens (chat store serviceEvent). */
const SERVICE_KINDS: readonly string[] = ['switchingQueue', 'onlineService', 'endService'] satisfies ChatEventKind[];
/**
 * Ours, never from the broker: the leading tab tells every tab its connection (re)opened, so screens
 * read again what the queue may have dropped meanwhile (contract customer-service.ts).
 */
const OPENED = 'queueOpened';

const isChatRecord = (d: Record<string, unknown>): boolean =>
  typeof d.chatMessageId === 'string' && typeof d.chatSessionId === 'string' && typeof d.content === 'string';

export function startRealtime(deps: RealtimeDeps): () => void {
  /** Openings of the connection this tab has heard of (its own or the leading tab's). */
  let opens = 0;
  const handle = (event: QueueMessageData) => {
    if (event.msgType === OPENED) {
      // A reopening: what the device's queue no longer held (expired while away) is counted again
      // from the server; the first opening follows the read below.
      if (++opens > 1) readUnreadTotal();
      deps.chat.queueOpens.set(deps.chat.queueOpens.get() + 1);
      return;
    }
    if (RECORD_KINDS.includes(event.msgType) && isChatRecord(event.msgData)) deps.chat.receive(event.msgData as unknown as ChatRecord);
    // The user's own message sent from another device or tab: shown live there, never unread.
    else if (event.msgType === SENT && isChatRecord(event.msgData)) deps.chat.receive(event.msgData as unknown as ChatRecord, false);
    else if (SERVICE_KINDS.includes(event.msgType)) deps.chat.serviceEvent.set({ kind: event.msgType, data: event.msgData });
    else if (event.msgType === APPLICATION) {
      const answer = readApplicationEvent(event.msgData);
      if (answer) {
        deps.chat.applicationEvent.set(answer);
        if (deps.notice) void toastApplication(answer, deps.notice);
      }
    } else if (event.msgType === TRADE_ORDER) {
      // A goods order moved on the other side: open order screens read it again, a toast says it.
      const moved = readTradeOrderEvent(event.msgData);
      if (moved) {
        deps.chat.tradeOrderEvent.set(moved);
        if (deps.notice) void toastTradeOrder(moved, deps.notice);
      }
    } else if (event.msgType === PARCEL) {
      // One of the user's parcels moved (paid, re-quoted, a tracking step): parcel screens read it again.
      const moved = readParcelEvent(event.msgData);
      if (moved) {
        deps.chat.parcelEvent.set(moved);
        if (deps.notice) void toastParcel(moved, deps.notice);
      }
    } else if (event.msgType === SHARE) {
      // One of the user's discover posts was reviewed or hidden: an open myShare updates its badge.
      const reviewed = readShareEvent(event.msgData);
      if (reviewed) {
        deps.chat.shareEvent.set(reviewed);
        if (deps.notice) void toastShare(reviewed, deps.notice);
      }
    } else if (event.msgType === NOTICE) {
      // A saved search matched a new listing (issue: Beyond the spec): the bells' count, a toast.
      const alert = readNoticeEvent(event.msgData);
      if (alert) {
        countNotice(deps.api, alert);
        if (deps.notice) void alertNotice(alert, { notice: deps.notice, route: noticeRoute(alert.notice) });
      }
    }
    deps.onEvent?.(event);
  };
  const deviceId = deps.deviceId ?? deviceIdFor(`${deps.shareName ?? 'mkt:queue'}:device`);
  const connect = (relay: (event: QueueMessageData) => void) => {
    const connection = openQueue({
      deviceId,
      // Silent: a failure here is retried, never shown (spec §8 "Queue connection failure: reconnect").
      credentials: async () => {
        const reply = await deps.api.get<QueueCredentials>(CHAT_ENDPOINTS.getQueueCredentials, { systemCode: deps.systemCode }, { silent: true });
        return reply.code === 200 && reply.customData ? reply.customData : null;
      },
      onMessage: (body) => {
        const event = decodeQueueMessage(body, deps.decodeBase64);
        if (!event) return;
        handle(event);
        relay(event);
      },
      onState: (state) => {
        if (state === 'open') {
          const opened: QueueMessageData = { msgType: OPENED, msgData: {} };
          handle(opened);
          relay(opened);
        }
        deps.onState?.(state);
      },
      ...(deps.createSocket ? { createSocket: deps.createSocket } : {}),
    });
    return () => connection.close();
  };
  // The badge starts from the server's total (spec §2: right on every device after a reload), and
  // the queue adds to it; asked before the queue opens, so the records the queue still holds from
  // while the user was away are known to be counted (UnreadTotalReply.lastUnreadTime). Silent: a
  // failure leaves the queue's count.
  let stop: (() => void) | null = null;
  let stopped = false;
  const readUnreadTotal = () => deps.api.call(CHAT_ENDPOINTS.getUnreadTotalNumber, {}, { silent: true })
    .then((reply) => {
      if (!stopped && reply.code === 200 && reply.customData) deps.chat.setUnreadTotal(reply.customData.totalUnread, reply.customData.lastUnreadTime);
    });
  void readUnreadTotal()
    .finally(() => {
      if (stopped) return;
      stop = deps.shareName === undefined ? connect(() => undefined) : leadAcrossTabs({ name: deps.shareName, lead: connect, follow: handle });
    });
  return () => {
    stopped = true;
    stop?.();
  };
}
