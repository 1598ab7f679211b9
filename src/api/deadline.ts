// One deadline per request attempt: the 50 s timeout of spec §7 covers encoding, fetch, reading
// the body and decoding, so a hung worker or a fetch that ignores its signal still settles.

export type StopReason = 'timeout' | 'aborted';

export interface Deadline {
  /** Passed to fetch so the network request is really cancelled. */
  readonly signal: AbortSignal;
  /** Settles like `p`, or rejects as soon as the deadline passes or the caller aborts. */
  race<T>(p: Promise<T>): Promise<T>;
  /** Why it stopped early, or null while it runs. */
  reason(): StopReason | null;
  /** Clears the timer; call in `finally`. */
  done(): void;
}

/** `callers`: the caller's own signal and the client's lifetime signal (dispose); either one aborts. */
export function startDeadline(ms: number, ...callers: (AbortSignal | undefined)[]): Deadline {
  const controller = new AbortController();
  let why: StopReason | null = null;
  const stop = (r: StopReason) => {
    if (why) return;
    why = r;
    controller.abort();
  };
  const timer = setTimeout(() => stop('timeout'), ms);
  const onCallerAbort = () => stop('aborted');
  const signals = callers.filter((c): c is AbortSignal => c !== undefined);
  for (const caller of signals) {
    if (caller.aborted) stop('aborted');
    else caller.addEventListener('abort', onCallerAbort, { once: true });
  }

  let fire = (): void => undefined;
  const stopped = new Promise<never>((_, reject) => {
    fire = () => reject(new Error(why ?? 'aborted'));
    if (controller.signal.aborted) fire();
    else controller.signal.addEventListener('abort', fire, { once: true });
  });
  // Nobody may be racing when the deadline passes: keep that rejection handled.
  stopped.catch(() => undefined);

  return {
    signal: controller.signal,
    race: (p) => Promise.race([p, stopped]),
    reason: () => why,
    done: () => {
      clearTimeout(timer);
      for (const caller of signals) caller.removeEventListener('abort', onCallerAbort);
      // Leave no listener behind, even on our own signal (SDK unmount leaves nothing, issue 4).
      controller.signal.removeEventListener('abort', fire);
    },
  };
}
