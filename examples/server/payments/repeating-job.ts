// A job that runs one round, then waits the poll before the next (never two rounds at once, however
// long one takes), for the payments' reconciliation and the goods sweep. The gap is read at every
// round: operators may change it (payment-times.ts). A failed round is logged and the next one
// comes as usual; stop() clears the timer and waits for the round in hand.
export interface RepeatingJob {
  start(): void;
  stop(): Promise<void>;
}

export function repeatingJob(round: () => Promise<unknown>, gapMs: () => number, log: (line: string) => void): RepeatingJob {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | null = null;
  let stopped = true;
  const tick = () => {
    timer = undefined;
    running = round()
      .catch((e: unknown) => log(String(e)))
      .finally(() => {
        running = null;
        if (!stopped) {
          timer = setTimeout(tick, gapMs());
          timer.unref();
        }
      });
  };
  return {
    start() {
      if (!stopped) return;
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
