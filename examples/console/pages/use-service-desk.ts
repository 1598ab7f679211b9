// The customer-service desk's data (src/contract/console-service.ts): the queue and the agent's
// own conversations, and the chosen conversation in full, asked again every SERVICE_DESK_POLL_MS
// while the tab is visible (the console has no real-time queue of its own; a hidden tab asks
// nothing and catches up as soon as it is shown again). A reply older than the latest request is
// dropped, so a move's fresh answer is never overwritten by a poll that left before it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { SERVICE_DESK_POLL_MS, type ServiceQueueReply, type ServiceSessionView } from '../../../src/contract/console-service.js';
import { consoleCall } from '../console-api.js';

export interface ServiceDesk {
  queue: ServiceQueueReply | null;
  session: ServiceSessionView | null;
  /** Locale key of the last refusal of a read ('' when none). */
  error: string;
  loading: boolean;
  selectedId: string | null;
  select(id: string | null): void;
  refresh(): Promise<void>;
}

export function useServiceDesk(): ServiceDesk {
  const [queue, setQueue] = useState<ServiceQueueReply | null>(null);
  const [session, setSession] = useState<ServiceSessionView | null>(null);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(true);
  const [selectedId, select] = useState<string | null>(null);
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const ticket = ++latest.current;
    const [q, s] = await Promise.all([consoleCall('serviceQueue'), selectedId ? consoleCall('serviceSession', { chatSessionId: selectedId }) : null]);
    if (ticket !== latest.current) return;
    setLoading(false);
    if (!q.ok) {
      setError(q.message);
      return;
    }
    setError(s && !s.ok ? s.message : '');
    setQueue(q.data);
    setSession(s?.ok ? s.data : null);
  }, [selectedId]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const tick = async () => {
      clearTimeout(timer);
      if (document.visibilityState === 'visible') await refresh();
      if (!stopped) timer = setTimeout(() => void tick(), SERVICE_DESK_POLL_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void tick();
    };
    void tick();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [refresh]);

  return { queue, session: session && session.item.chatSessionId === selectedId ? session : null, error, loading, selectedId, select, refresh };
}
