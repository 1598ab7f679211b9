// A value behind a dynamic import(), kept out of the first paint (size budget, issue 2): fetched
// once and shared by every user of it, fetched again after a failure (a phone that lost its
// connection retries on the next use).
import { useEffect, useState } from 'react';

export interface Lazy<T> {
  /** Starts the download if needed; rejects when it fails (the next call tries again). */
  get(): Promise<T>;
  /** The value once it has arrived, else null. */
  current(): T | null;
}

export function lazy<T>(load: () => Promise<T>): Lazy<T> {
  let pending: Promise<T> | null = null;
  let value: { v: T } | null = null;
  return {
    get() {
      pending ??= load().then(
        (v) => {
          value = { v };
          return v;
        },
        (e: unknown) => {
          pending = null;
          throw e;
        },
      );
      return pending;
    },
    current: () => (value ? value.v : null),
  };
}

/** The value once `wanted` has been true (at once when it already arrived); null until then. */
export function useLazy<T>(source: Lazy<T>, wanted: boolean): T | null {
  // Wrapped: a component as a state value would be taken for an updater function.
  const [got, setGot] = useState<{ v: T } | null>(() => {
    const v = source.current();
    return v === null ? null : { v };
  });
  useEffect(() => {
    if (!wanted || got) return;
    let live = true;
    source.get().then((v) => live && setGot({ v }), () => undefined);
    return () => {
      live = false;
    };
  }, [source, wanted, got]);
  return got ? got.v : null;
}
