// The envelope codec the API client uses: main-thread coding until the worker has started, then
// the worker (DESIGN.md §5). Starting the worker costs a script download and a ping round trip;
// the first screen's calls must not wait for that on a slow phone, and coding a small envelope on
// the main thread takes well under a millisecond. The worker is started when the page is idle.
import { envelopeCodecFrom, inlineEnvelopeCodec, type EnvelopeCodec } from '../api/index.js';
import type { WorkerCodec } from '../worker/index.js';

export interface LazyCodec extends EnvelopeCodec {
  /** Resolves with the started worker (or its main-thread fallback), starting it if needed. */
  worker(): Promise<WorkerCodec>;
  dispose(): void;
}

export function createLazyCodec(workerUrl: string): LazyCodec {
  let started: Promise<WorkerCodec> | null = null;
  let ready: EnvelopeCodec | null = null;
  let disposed = false;
  // Ends a worker that is still starting the moment the instance is disposed (create-worker.ts).
  const lifetime = new AbortController();
  const start = () => {
    // Dynamic import: Comlink and the worker starter stay out of the first-paint chunks.
    started ??= import('../worker/index.js').then(({ createWorkerCodec }) => createWorkerCodec({ workerUrl, signal: lifetime.signal })).then((w) => {
      if (disposed) w.terminate();
      else ready = envelopeCodecFrom(w.api);
      return w;
    });
    return started;
  };
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
  const timer = idle ? idle(() => void start(), { timeout: 3000 }) : setTimeout(() => void start(), 1500);
  return {
    encode: (env) => (ready ?? inlineEnvelopeCodec).encode(env),
    decode: (body) => (ready ?? inlineEnvelopeCodec).decode(body),
    worker: start,
    dispose() {
      disposed = true;
      lifetime.abort();
      const cancelIdle = (globalThis as { cancelIdleCallback?: (id: number) => void }).cancelIdleCallback;
      if (idle && cancelIdle) cancelIdle(timer as number);
      else clearTimeout(timer as ReturnType<typeof setTimeout>);
      void started?.then((w) => w.terminate());
      ready = null;
    },
  };
}
