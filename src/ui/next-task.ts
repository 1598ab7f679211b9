// Lets the browser run what waits (input, a paint) between two pieces of work, so they are two
// tasks rather than one long one (README "Lighthouse": TBT counts each task's time over 50 ms, and
// the page's first view paints before the app starts, so its start is inside TBT's window): the
// stages of the app's start (standalone-start.tsx), a screen chunk's code and its first render
// (app/use-screen.ts). scheduler.yield() where the browser has it (it resumes ahead of other
// tasks), else a zero timeout.
interface Scheduler {
  yield(): Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
