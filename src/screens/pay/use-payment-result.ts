// The return pages' view of one order (spec §2 payConfirmReal / payConfirmVirtual: "they poll the
// server for the result"): getPaymentResult at once, then again on poll-backoff.ts's schedule while
// the payment is still waiting; a round stops after its limit ("check again" starts another), and
// a new round starts when the page becomes visible again (the payer approved on their phone and
// came back). The page shows only what the server answered: nothing here concludes a payment.
import { useEffect, useRef, useState } from 'react';
import { useServices } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { PAYMENT_ENDPOINTS } from '../../contract/endpoints/payment.js';
import { ORDER_STATE, PAYMENT_STATE } from '../../contract/statuses.js';
import type { PaymentReply } from '../../contract/types/payment.js';
import { pollDelay, pollDone } from '../kit/money/poll-backoff.js';

/** Codes the page shows itself: an order number that is not the caller's or not one. */
const INLINE: readonly number[] = [CODE.NOT_FOUND, CODE.VALIDATION];

export type ResultView =
  | { status: 'checking'; last: PaymentReply | null }
  /** The round ended with the payment still waiting. */
  | { status: 'stopped'; last: PaymentReply | null }
  | { status: 'final'; last: PaymentReply }
  | { status: 'missing' };

/** Whether the answer will not change by waiting: paid, failed, or an attempt declined. */
export const isSettled = (r: PaymentReply): boolean =>
  r.payState !== PAYMENT_STATE.waiting || r.orderState !== ORDER_STATE.waitPay;

export function usePaymentResult(orderNo: string): { view: ResultView; checkAgain(): void } {
  const { api } = useServices();
  const [view, setView] = useState<ResultView>({ status: 'checking', last: null });
  const [round, setRound] = useState(0);
  const settled = useRef(false);

  useEffect(() => {
    if (!orderNo || settled.current) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    let asks = 0;
    let last: PaymentReply | null = null;
    const ask = async () => {
      const reply = await api.call(PAYMENT_ENDPOINTS.getPaymentResult, { orderNo }, { inline: INLINE });
      if (stopped) return;
      if (INLINE.includes(reply.code)) {
        settled.current = true;
        setView({ status: 'missing' });
        return;
      }
      if (reply.code === 200 && reply.customData) last = reply.customData;
      if (last && isSettled(last)) {
        settled.current = true;
        setView({ status: 'final', last });
        return;
      }
      // Network trouble and "still waiting" are alike here: ask again later, up to the limit.
      if (pollDone(++asks, Date.now() - started)) {
        setView({ status: 'stopped', last });
        return;
      }
      setView({ status: 'checking', last });
      timer = setTimeout(() => void ask(), pollDelay(asks - 1));
    };
    setView((v) => ({ status: 'checking', last: v.status === 'checking' || v.status === 'stopped' ? v.last : null }));
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, orderNo, round]);

  // Back on the page (from the phone's mobile-money app, another tab): a fresh round.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && !settled.current) setRound((n) => n + 1);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  return { view, checkAgain: () => setRound((n) => n + 1) };
}
