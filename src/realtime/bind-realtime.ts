// Connects the queue while a user id is stored and only then (spec §1: "after login, if a user id is
// stored, the product requests queue credentials, connects and subscribes"); a logout, in this tab
// or another, disconnects it. The STOMP code is loaded on first need, never before the first paint.
import type { ReadableAtom } from 'nanostores';

export type StartRealtime = () => Promise<() => void>;

/** Returns the instance's dispose: stops the connection and stops watching. */
export function bindRealtime(userId: ReadableAtom<string>, start: StartRealtime): () => void {
  let stop: (() => void) | null = null;
  /** Bumped on every change, so a start that finishes after a logout is stopped at once. */
  let generation = 0;
  const apply = (id: string) => {
    generation += 1;
    stop?.();
    stop = null;
    if (id === '') return;
    const mine = generation;
    start().then(
      (s) => (mine === generation ? (stop = s) : s()),
      () => undefined, // a chunk that failed to load: the next login tries again
    );
  };
  let current = userId.get();
  if (current !== '') apply(current);
  const unlisten = userId.listen((id) => {
    if (id === current) return;
    current = id;
    apply(id);
  });
  return () => {
    unlisten();
    generation += 1;
    stop?.();
    stop = null;
  };
}
