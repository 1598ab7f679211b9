// Public entry of the worker side for the app: start the codec/compression worker (or its
// main-thread fallback). Only types come from worker-api.ts, so the compression library stays out
// of the app's first chunks.
export { createWorkerCodec, WORKER_START_TIMEOUT_MS } from './create-worker.js';
export type { AsyncWorkerApi, CodecMode, CreateWorkerOptions, WorkerCodec } from './create-worker.js';
export type { CompressedImage, ProgressCallback } from './compress-image.js';
export { IMAGE_ERROR_CODE } from './image-errors.js';
export type { WorkerApi } from './worker-api.js';
