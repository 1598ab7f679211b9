// When the return pages ask the server again (spec §2 payConfirmReal / payConfirmVirtual "poll the
// server for the result"): soon at first — a mobile-money approval usually lands within seconds of
// the payer coming back — then less and less often, and not at all after a while (a page left
// open must not ask forever); the page then offers "check again", and polling starts over when the
// page becomes visible again (the payer went to approve on their phone and came back).
export const POLL = {
  /** Delays between asks, in order; the last one repeats. */
  delays: [1_000, 2_000, 3_000, 5_000, 8_000, 10_000] as readonly number[],
  /** Asks of one round at most. */
  maxAsks: 24,
  /** A round stops after this long, whatever the count. */
  maxMs: 3 * 60_000,
} as const;

/** The delay before ask number `ask` (0 = the first ask after the one on arrival). */
export const pollDelay = (ask: number): number => POLL.delays[Math.min(Math.max(0, ask), POLL.delays.length - 1)]!;

/** Whether a round that made `asks` asks over `elapsedMs` should stop. */
export const pollDone = (asks: number, elapsedMs: number): boolean => asks >= POLL.maxAsks || elapsedMs >= POLL.maxMs;
