// One call whose reply a screen shows (DESIGN.md §5 "hook state (loading / finished / error with
// retry)"): details, home data, lookups. It runs on mount and again when `key` changes; a reply
// for an older key, or one arriving after unmount, is dropped (the request is aborted).
// `body === null` means "not ready to ask yet" (e.g. no serviceId in the query).
import { useEffect, useRef, useState } from 'react';
import type { EndpointLike } from '../../api/index.js';
import { useServices } from '../../app/use-shell.js';

export type CallState<T> =
  | { status: 'loading' }
  | { status: 'ok'; data: T }
  /** Non-200 (the client already applied spec §8 to the code) or a transport failure (5002). */
  | { status: 'error'; code: number; message: string };

export interface CallApi<T> {
  state: CallState<T>;
  retry(): void;
  /** Replaces the shown data (e.g. isFavorite after a toggle) without asking again. */
  patch(update: (data: T) => T): void;
}

/** `inline`: codes the screen shows itself (e.g. 4404 as "not found"), without spec §8's effect. */
export function useCall<Req, Res>(endpoint: EndpointLike<Req, Res>, body: Req | null, key: string, inline?: readonly number[]): CallApi<Res> {
  const { api } = useServices();
  // The standalone page's inline first reply (src/boot/first-reply.ts): shown by the first render,
  // so the page's content and largest picture paint with the screen, with no call and no skeleton.
  const [state, setState] = useState<CallState<Res>>(() => {
    const first = body === null ? undefined : api.first?.(endpoint, body);
    return first ? { status: 'ok', data: first.customData } : { status: 'loading' };
  });
  const answered = useRef(state.status === 'ok');
  const [attempt, setAttempt] = useState(0);
  // The body is read when the call starts; `key` says when it changed.
  const bodyRef = useRef(body);
  bodyRef.current = body;
  const inlineRef = useRef(inline);
  inlineRef.current = inline;

  useEffect(() => {
    const request = bodyRef.current;
    if (request === null) return;
    if (answered.current) {
      answered.current = false;
      return;
    }
    const abort = new AbortController();
    setState({ status: 'loading' });
    void api.call(endpoint, request, { signal: abort.signal, ...(inlineRef.current ? { inline: inlineRef.current } : {}) }).then((reply) => {
      if (abort.signal.aborted) return;
      setState(
        reply.code === 200
          ? { status: 'ok', data: reply.customData as Res }
          : { status: 'error', code: reply.code, message: reply.message },
      );
    });
    return () => abort.abort();
  }, [api, endpoint, key, attempt]);

  return {
    state,
    retry: () => setAttempt((n) => n + 1),
    patch: (update) => setState((s) => (s.status === 'ok' ? { status: 'ok', data: update(s.data) } : s)),
  };
}
