// The /h5 page's view of this instance's native client (AppServices.native): loads it when the
// page opens (so a later click finds it and calls it synchronously, inside the user gesture),
// reports the transport kind, and collects the native callbacks of spec §7 "Native bridge page"
// ("callbacks for photo URL and QR code") into a log.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NativeEvent } from '../../../bridge/methods.js';
import type { NativeClient } from '../../../bridge/native-client.js';
import type { NativeAccess } from '../../app/context.js';

export type ClientState = { status: 'loading' } | { status: 'ready'; kind: string } | { status: 'failed' };

export interface LogEntry {
  id: number;
  event: NativeEvent;
  value: string;
}

/** The log keeps the most recent entries only (a shell could send callbacks in a loop). */
export const MAX_LOG = 50;

/** Each callback and the field of its data that is shown. */
const EVENTS: ReadonlyArray<[NativeEvent, (client: NativeClient, fn: (value: string) => void) => () => void]> = [
  ['photoUrl', (c, fn) => c.on('photoUrl', (d) => fn(d.url))],
  ['qrCode', (c, fn) => c.on('qrCode', (d) => fn(d.code))],
];

export function useNativeClient(native: NativeAccess) {
  const [state, setState] = useState<ClientState>(() =>
    native.current ? { status: 'ready', kind: native.current.kind } : { status: 'loading' });
  const [log, setLog] = useState<LogEntry[]>([]);
  const alive = useRef(true);
  const subscribed = useRef<{ client: NativeClient; offs: Array<() => void> } | null>(null);
  const nextId = useRef(0);

  const adopt = useCallback((client: NativeClient) => {
    if (!alive.current || subscribed.current?.client === client) return;
    subscribed.current = {
      client,
      offs: EVENTS.map(([event, on]) => on(client, (value) => {
        if (alive.current) setLog((l) => [...l, { id: ++nextId.current, event, value }].slice(-MAX_LOG));
      })),
    };
    setState({ status: 'ready', kind: client.kind });
  }, []);

  /** The client, loading it if needed; a failed load is retried by the next call. */
  const ensure = useCallback(
    (): Promise<NativeClient> =>
      native.get().then(
        (client) => {
          adopt(client);
          return client;
        },
        (e: unknown) => {
          if (alive.current) setState({ status: 'failed' });
          throw e;
        },
      ),
    [native, adopt],
  );

  useEffect(() => {
    alive.current = true;
    ensure().catch(() => undefined); // shown as the 'failed' state
    return () => {
      alive.current = false;
      for (const off of subscribed.current?.offs ?? []) off();
      subscribed.current = null;
    };
  }, [ensure]);

  return { state, log, ensure };
}
