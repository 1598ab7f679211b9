// The customer-service status kept live for a screen (contract customer-service.ts: "the app reads
// getCustomerServiceStatus when the conversation opens and whenever its queue reconnects"): read on
// mount and on each reopening of the queue, moved by the queue's switchingQueue / onlineService /
// endService in between. `joined` lists the agents who took the conversation while it was on screen
// (the "<name> joined" lines), with the time they did.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { CustomerServiceStatus } from '../../../contract/types/customer-service.js';
import type { ChatStore } from '../../../stores/chat.js';
import { joinedBy, readStatus } from './service-status.js';
import type { ServiceStore } from './service-store.js';

export interface JoinedNote {
  chatSessionId: string;
  name: string;
  at: number;
}

export interface LiveStatus {
  status: CustomerServiceStatus | null;
  /** The first read failed and nothing is known: the screen offers retry. */
  failed: boolean;
  retry(): void;
  joined: readonly JoinedNote[];
}

export function useServiceStatus(service: ServiceStore, chat: ChatStore): LiveStatus {
  const status = useStore(service.status);
  const [failed, setFailed] = useState(false);
  const [joined, setJoined] = useState<readonly JoinedNote[]>([]);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const read = () => void service.refresh().then((s) => live && setFailed(s === null));
    read();
    const unlistenOpen = chat.queueOpens.listen(read);
    const unlistenEvent = chat.serviceEvent.listen((event) => {
      const next = event && readStatus(event.data);
      if (next) service.apply(next, 'queue');
    });
    return () => {
      live = false;
      unlistenOpen();
      unlistenEvent();
    };
  }, [service, chat, attempt]);

  // Whatever moved the status (the queue, a reply, another screen), an agent taking it is a line.
  useEffect(() => {
    let before = service.status.get();
    return service.status.listen((after) => {
      const name = after && joinedBy(before, after);
      if (after && name !== null) setJoined((j) => [...j, { chatSessionId: after.chatSessionId, name, at: Date.now() }]);
      before = after;
    });
  }, [service]);

  return { status, failed: failed && status === null, retry: () => setAttempt((n) => n + 1), joined };
}
