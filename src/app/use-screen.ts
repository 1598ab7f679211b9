// Loads a route's screen chunk with a loading state, a timeout and a retryable error state
// (spec §8 "Asset chunk load failure: chunk-load error"; spec §9 asset chunk timeout 120 s).
// `ready` is what else the screen needs before it can render: the whole locale, for every screen
// but the first-paint ones (create-i18n.ts complete()).
import { useEffect, useState, type ComponentType } from 'react';
import { CHUNK_TIMEOUT_MS } from '../contract/constants.js';
import type { ScreenProps } from '../routes/route-types.js';
import { nextTask } from '../ui/next-task.js';
import type { ScreenLoader } from './screens.js';

export type ScreenState =
  | { status: 'loading' }
  | { status: 'ready'; Screen: ComponentType<ScreenProps> }
  | { status: 'error' };

/** Loaded screens, so coming back to a route renders at once, without a loading flash. */
const loaded = new WeakMap<ScreenLoader, ComponentType<ScreenProps>>();

const stateOf = (loader: ScreenLoader): ScreenState => {
  const Screen = loaded.get(loader);
  return Screen ? { status: 'ready', Screen } : { status: 'loading' };
};

export function useScreen(
  loader: ScreenLoader,
  ready?: () => Promise<void>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): { state: ScreenState; retry(): void } {
  const [state, setState] = useState(() => stateOf(loader));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (loaded.has(loader)) return setState(stateOf(loader));
    let live = true;
    setState({ status: 'loading' });
    const timer = setTimeout(() => live && setState({ status: 'error' }), timeoutMs);
    Promise.all([loader(), ready?.()]).then(
      async ([mod]) => {
        // The chunk's code has just run (its modules' top level: DOMPurify's set-up, the screen's
        // tables); the screen's first render goes in a task of its own (README "Lighthouse").
        await nextTask();
        loaded.set(loader, mod.default);
        // A chunk that arrives after the timeout is still shown.
        if (live) setState(stateOf(loader));
      },
      () => live && setState({ status: 'error' }),
    ).finally(() => clearTimeout(timer));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [loader, ready, attempt, timeoutMs]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
