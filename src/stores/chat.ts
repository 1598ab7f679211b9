// Chat store of spec §3 "Messages": the total unread count (tab-bar badge, spec §2 "unread badge
// when total unread is above zero") and the last incoming record. Not persisted: both are
// re-fetched or re-delivered by the server after a reload (getUnreadTotalNumber, the queue).
import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores';

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
}

export interface ChatStore {
  unreadTotal: WritableAtom<number>;
  lastIncoming: WritableAtom<ChatRecord | null>;
  hasUnread: ReadableAtom<boolean>;
  /** Server total (non-integers and negatives are clamped to a count). */
  setUnreadTotal(total: number): void;
  /** A new record from the queue; counts as unread unless the user is reading that session. */
  receive(record: ChatRecord, countAsUnread?: boolean): void;
  /** Unread messages of one session were read (cleanChatUnread). */
  markRead(count: number): void;
  clear(): void;
}

const toCount = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

export function createChatStore(): ChatStore {
  const unreadTotal = atom(0);
  const lastIncoming = atom<ChatRecord | null>(null);
  return {
    unreadTotal,
    lastIncoming,
    hasUnread: computed(unreadTotal, (n) => n > 0),
    setUnreadTotal: (total) => unreadTotal.set(toCount(total)),
    receive(record, countAsUnread = true) {
      lastIncoming.set(record);
      if (countAsUnread) unreadTotal.set(unreadTotal.get() + 1);
    },
    markRead: (count) => unreadTotal.set(toCount(unreadTotal.get() - toCount(count))),
    clear() {
      unreadTotal.set(0);
      lastIncoming.set(null);
    },
  };
}
