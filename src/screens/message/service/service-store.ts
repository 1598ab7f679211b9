// The customer-service status of one app instance (contract customer-service.ts), shared by the
// pinned row of /message/list, the conversation and the outbox's sends to customer service (whose
// replies carry it): whoever learns something new tells the others. The database is the truth:
// `refresh` reads it (on open, and whenever the queue reopens); replies and queue events in between
// go through nextStatus (service-status.ts), which never moves a conversation backwards.
import { atom, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../../../api/index.js';
import { CHAT_ENDPOINTS } from '../../../contract/endpoints/chat.js';
import type { CustomerServiceStatus } from '../../../contract/types/customer-service.js';
import { nextStatus, rated, type StatusSource } from './service-status.js';

export interface ServiceStore {
  /** null until first known. */
  status: ReadableAtom<CustomerServiceStatus | null>;
  apply(next: CustomerServiceStatus, source: StatusSource): void;
  /** getCustomerServiceStatus, silently (a failure keeps what is known); resolves with the status held. */
  refresh(): Promise<CustomerServiceStatus | null>;
  rate(rating: number): void;
  /** The conversation's unread count is 0 (cleanChatUnread answered). */
  markRead(): void;
}

function createServiceStore(api: ApiClient): ServiceStore {
  const status = atom<CustomerServiceStatus | null>(null);
  const apply = (next: CustomerServiceStatus, source: StatusSource) => {
    const after = nextStatus(status.get(), next, source);
    if (after !== status.get()) status.set(after);
  };
  return {
    status,
    apply,
    async refresh() {
      const reply = await api.call(CHAT_ENDPOINTS.getCustomerServiceStatus, {}, { silent: true });
      if (reply.code === 200 && reply.customData) apply(reply.customData, 'server');
      return status.get();
    },
    rate(rating) {
      const now = status.get();
      if (now) status.set(rated(now, rating));
    },
    markRead() {
      const now = status.get();
      if (now && now.unreadNum !== 0) status.set({ ...now, unreadNum: 0 });
    },
  };
}

/** One store per API client (= app instance) and user, as the outbox. */
const stores = new WeakMap<ApiClient, Map<string, ServiceStore>>();

export function serviceStoreFor(api: ApiClient, userId: string): ServiceStore {
  let byUser = stores.get(api);
  if (!byUser) stores.set(api, (byUser = new Map()));
  let store = byUser.get(userId);
  if (!store) byUser.set(userId, (store = createServiceStore(api)));
  return store;
}
