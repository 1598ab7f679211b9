// The alerts' background work in a serving process (instance.ts): the matching outbox is drained
// at once when a publish committed (wake(), from listings/write.ts publicDataChanged) and on a poll
// besides (a publish made by another process, a wake lost to a crash); once a day, from the digest
// hour (services.clock, UTC), the digests and the pruning. Never two rounds at once; a failed round
// is logged and the next comes as usual. The state is the database's: a restart resumes it.
import type { AlertJobs } from '../http/handler.js';
import { pruneNotices, runDailyDigest, digestDue, utcDay } from './digest.js';
import { drainAlertOutbox, type AlertDeps } from './match-round.js';

const POLL_MS = 5_000;

export function startAlertJobs(deps: AlertDeps, log: (line: string) => void, pollMs = POLL_MS): AlertJobs & { stop(): Promise<void> } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let dayDone = '';

  const round = async () => {
    await drainAlertOutbox(deps);
    const now = deps.services.clock();
    if (dayDone !== utcDay(now) && digestDue(now)) {
      await runDailyDigest(deps, now);
      await pruneNotices(deps, now);
      dayDone = utcDay(now);
    }
  };
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      do {
        again = false;
        await round().catch((e: unknown) => log(`alerts: ${String(e)}`));
      } while (again && !stopped);
    })().finally(() => {
      running = null;
      if (!stopped) {
        timer = setTimeout(tick, pollMs);
        timer.unref();
      }
    });
  };
  tick();
  return {
    wake: tick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
