// Starts the Comlink worker, or falls back to running the same implementation on the main
// thread (issue 2 item 5, DESIGN.md §5).
//
// Cross-origin: when the app runs inside a partner page, the worker script lives on OUR origin
// while the document is the partner's; `new Worker(url)` refuses cross-origin URLs, so we start a
// classic worker from a blob that importScripts() the absolute URL (classic importScripts needs no
// CORS). CSP: a partner's `worker-src` may forbid it either synchronously (constructor throws) or
// asynchronously (error event, or the worker simply never runs): a ping must answer within
// `startTimeoutMs`, otherwise we terminate it and use the main thread.
import { proxy, wrap, type Remote } from 'comlink';
import { SYSTEM_ERROR, type Reply, type RequestEnvelope, type WireBody } from '../contract/envelope.js';
import { fail, type CodedError, type Result } from '../contract/result.js';
import type { CompressedImage, ProgressCallback } from './compress-image.js';
import { compressionFailed } from './image-errors.js';
import type { WorkerApi } from './worker-api.js';

/** The worker API as seen from the page: every method async, identical in both modes. */
export interface AsyncWorkerApi {
  encodeRequest(env: RequestEnvelope): Promise<Result<WireBody>>;
  decodeReply(body: unknown): Promise<Result<Reply>>;
  compressImage(file: Blob, onProgress?: ProgressCallback): Promise<Result<CompressedImage>>;
}

export type CodecMode = 'worker' | 'main-thread';

export interface WorkerCodec {
  api: AsyncWorkerApi;
  mode: CodecMode;
  /** Ends the worker, revokes the blob URL; pending and later calls resolve with a coded error. */
  terminate(): void;
}

export interface CreateWorkerOptions {
  /** Absolute (or page-relative) URL of dist/app/worker.js; may be on another origin. */
  workerUrl: string;
  forceMainThread?: boolean;
  /** How long a started worker has to answer its first ping. */
  startTimeoutMs?: number;
  /**
   * Aborted when the app instance goes away: a worker still starting is ended at once rather than
   * after its ping, and none is started after that (SDK unmount leaves no worker, issue 4).
   */
  signal?: AbortSignal;
}

export const WORKER_START_TIMEOUT_MS = 3_000;

interface Started {
  worker: Worker;
  blobUrl: string | null;
}

function startWorker(workerUrl: string): Started {
  const pageHref = globalThis.location?.href;
  const url = new URL(workerUrl, pageHref);
  if (pageHref && url.origin === new URL(pageHref).origin) return { worker: new Worker(url.href), blobUrl: null };
  const blobUrl = URL.createObjectURL(
    new Blob([`importScripts(${JSON.stringify(url.href)});`], { type: 'text/javascript' }),
  );
  try {
    return { worker: new Worker(blobUrl), blobUrl };
  } catch (e) {
    URL.revokeObjectURL(blobUrl);
    throw e;
  }
}

/** True once the worker answered a ping; false on an error event or after `ms`. */
function answers(worker: Worker, ping: () => Promise<string>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      worker.removeEventListener('error', onError);
      resolve(ok);
    };
    const onError = () => done(false);
    const timer = setTimeout(() => done(false), ms);
    worker.addEventListener('error', onError);
    ping().then((v) => done(v === 'pong'), () => done(false));
  });
}

function workerMode({ worker, blobUrl }: Started, remote: Remote<WorkerApi>): WorkerCodec {
  let close: () => void = () => undefined;
  const closed = new Promise<void>((r) => (close = r));
  const guard = <T>(call: () => Promise<Result<T>>, error: CodedError): Promise<Result<T>> =>
    Promise.race([call().catch(() => fail({ ...error, detail: 'worker call failed' })), closed.then(() => fail({ ...error, detail: 'worker terminated' }))]);
  let ended = false;
  return {
    mode: 'worker',
    api: {
      encodeRequest: (env) => guard(() => remote.encodeRequest(env), SYSTEM_ERROR),
      decodeReply: (body) => guard(() => remote.decodeReply(body), SYSTEM_ERROR),
      // Functions cannot be cloned: the progress callback crosses as a Comlink proxy.
      compressImage: (file, onProgress) =>
        guard(() => remote.compressImage(file, onProgress ? proxy(onProgress) : undefined), compressionFailed('')),
    },
    terminate() {
      if (ended) return;
      ended = true;
      worker.terminate();
      if (blobUrl) URL.revokeObjectURL(blobUrl);
      close();
    },
  };
}

async function mainThreadMode(): Promise<WorkerCodec> {
  // Loaded only when needed: the compression library then lands in a lazy chunk of the app.
  const { workerApi } = await import('./worker-api.js');
  return {
    mode: 'main-thread',
    api: {
      encodeRequest: async (env) => workerApi.encodeRequest(env),
      decodeReply: async (body) => workerApi.decodeReply(body),
      compressImage: (file, onProgress) => workerApi.compressImage(file, onProgress),
    },
    terminate: () => undefined,
  };
}

/** Rejects only if the main-thread fallback chunk itself cannot be loaded (spec §8 chunk-load error). */
export async function createWorkerCodec(options: CreateWorkerOptions): Promise<WorkerCodec> {
  if (options.forceMainThread || options.signal?.aborted || typeof Worker === 'undefined') return mainThreadMode();
  let started: Started;
  try {
    started = startWorker(options.workerUrl);
  } catch {
    return mainThreadMode(); // CSP refused synchronously, or a malformed URL
  }
  const remote = wrap<WorkerApi>(started.worker);
  const codec = workerMode(started, remote);
  const onAbort = () => codec.terminate();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    if (await answers(started.worker, () => remote.ping(), options.startTimeoutMs ?? WORKER_START_TIMEOUT_MS)) return codec;
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
  codec.terminate();
  return mainThreadMode();
}
