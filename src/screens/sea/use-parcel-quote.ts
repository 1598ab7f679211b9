// The form's live price (spec §2 /sea form): the server's quote (AIR_EXPRESS_ENDPOINTS.quoteParcel),
// asked a moment after the last change (typing a note asks nothing: only the quote's inputs count)
// and never shown for an older question. A refused route or measure is the server's message.
import { useEffect, useState } from 'react';
import { useServices } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { AIR_EXPRESS_ENDPOINTS } from '../../contract/endpoints/air-express.js';
import type { ParcelQuote, ParcelQuoteRequest } from '../../contract/types/air-express.js';

export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ok'; quote: ParcelQuote }
  | { status: 'refused'; key: string; message: string };

/** Long enough to let a number be typed, short enough to feel live. */
const DEBOUNCE_MS = 400;

export function useParcelQuote(request: ParcelQuoteRequest | null): QuoteState {
  const { api } = useServices();
  const [state, setState] = useState<QuoteState>({ status: 'idle' });
  const key = request ? JSON.stringify(request) : '';
  useEffect(() => {
    if (!request) {
      setState({ status: 'idle' });
      return;
    }
    const abort = new AbortController();
    setState({ status: 'loading' });
    const timer = setTimeout(() => {
      void api.call(AIR_EXPRESS_ENDPOINTS.quoteParcel, request, { signal: abort.signal, inline: [CODE.VALIDATION] }).then((reply) => {
        if (abort.signal.aborted) return;
        if (reply.code === 200 && reply.customData) setState({ status: 'ok', quote: reply.customData });
        else {
          const issues = (reply.customData as { issues?: { key?: unknown }[] } | null)?.issues;
          const first = Array.isArray(issues) ? issues[0]?.key : undefined;
          setState({ status: 'refused', key: typeof first === 'string' ? first : '', message: reply.message });
        }
      });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [api, key]);
  return state;
}
