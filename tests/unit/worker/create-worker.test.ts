// createWorkerCodec with fake Worker classes: how the worker is started (same-origin URL or
// importScripts blob), failure detection (throw, error event, no answer) and the fallback.
// A real browser with a real cross-origin worker and CSP is tested in tests/e2e/worker.e2e.ts.
import { expose } from 'comlink';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const lib = vi.hoisted(() => ({ imageCompression: vi.fn() }));
vi.mock('browser-image-compression', () => ({ default: lib.imageCompression }));

import { encodeReply } from '../../../src/contract/envelope.js';
import { createWorkerCodec } from '../../../src/worker/create-worker.js';
import { workerApi } from '../../../src/worker/worker-api.js';

type Behaviour = 'answer' | 'silent' | 'error' | 'throw';
let behaviour: Behaviour = 'answer';

/** A Worker whose "inside" runs the real worker API in-process through Comlink. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  terminate = vi.fn();
  postMessage: (data: unknown) => void;
  constructor(readonly url: string) {
    super();
    if (behaviour === 'throw') throw new DOMException('refused by worker-src', 'SecurityError');
    FakeWorker.made.push(this);
    const inside = Object.assign(new EventTarget(), {
      postMessage: (data: unknown) => queueMicrotask(() => this.dispatchEvent(new MessageEvent('message', { data }))),
    });
    this.postMessage = (data) => {
      if (behaviour === 'answer') queueMicrotask(() => inside.dispatchEvent(new MessageEvent('message', { data })));
    };
    if (behaviour === 'answer') expose(workerApi, inside);
    if (behaviour === 'error') setTimeout(() => this.dispatchEvent(new Event('error')), 5);
  }
}

const blobs = new Map<string, Blob>();
let n = 0;
beforeEach(() => {
  behaviour = 'answer';
  FakeWorker.made = [];
  blobs.clear();
  vi.stubGlobal('Worker', FakeWorker);
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    const url = `blob:${location.origin}/${++n}`;
    blobs.set(url, b as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((u) => void blobs.delete(u));
  lib.imageCompression.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CROSS = 'http://assets.other-origin.test/app/worker.js';

async function exercise(api: Awaited<ReturnType<typeof createWorkerCodec>>['api']) {
  const reply = { code: 200, message: 'ok', customData: { a: 'é' } };
  expect(await api.decodeReply(encodeReply(reply))).toEqual({ ok: true, value: reply });
  expect((await api.decodeReply('garbage')).ok).toBe(false);
  const enc = await api.encodeRequest({ metaData: {} as never, customData: { x: 1 } });
  expect(enc.ok && typeof enc.value.data).toBe('string');
  // progress crosses the boundary (Comlink.proxy in worker mode, direct call otherwise)
  lib.imageCompression.mockImplementation(async (f: File, o: { onProgress: (p: number) => void }) => {
    o.onProgress(40);
    o.onProgress(100);
    return new File(['small'], f.name, { type: f.type });
  });
  const progress: number[] = [];
  const r = await api.compressImage(new File([new Uint8Array(2_097_153)], 'p.jpg', { type: 'image/jpeg' }), (p) => progress.push(p));
  await new Promise((res) => setTimeout(res, 10));
  expect(r.ok && [r.value.compressed, r.value.size]).toEqual([true, 5]);
  expect(progress).toEqual([40, 100]);
}

describe('createWorkerCodec', () => {
  it('same-origin URL: a plain Worker on that URL, mode "worker", everything works through it', async () => {
    const codec = await createWorkerCodec({ workerUrl: '/app/worker.js' });
    expect(codec.mode).toBe('worker');
    expect(FakeWorker.made.map((w) => w.url)).toEqual([`${location.origin}/app/worker.js`]);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    await exercise(codec.api);
  });

  it('cross-origin URL: a classic blob worker that importScripts() the absolute URL; terminate revokes it', async () => {
    const codec = await createWorkerCodec({ workerUrl: CROSS });
    expect(codec.mode).toBe('worker');
    const [worker] = FakeWorker.made;
    expect(worker!.url).toMatch(/^blob:/);
    expect(await blobs.get(worker!.url)!.text()).toBe(`importScripts(${JSON.stringify(CROSS)});`);
    codec.terminate();
    expect(worker!.terminate).toHaveBeenCalledTimes(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(worker!.url);
    // after terminate, calls resolve with a coded error instead of hanging
    expect(await codec.api.decodeReply(encodeReply({ code: 200, message: '', customData: null }))).toMatchObject({ ok: false, error: { code: 5002 } });
  });

  it('terminate settles calls that were pending in the worker', async () => {
    const codec = await createWorkerCodec({ workerUrl: CROSS });
    lib.imageCompression.mockImplementation(() => new Promise(() => undefined)); // never finishes
    const pending = codec.api.compressImage(new File([new Uint8Array(2_097_153)], 'p.png', { type: 'image/png' }));
    codec.terminate();
    expect(await pending).toMatchObject({ ok: false, error: { code: 5003, key: 'errors.compressionFailed' } });
  });

  it.each([
    ['the constructor throws (CSP, synchronous)', 'throw' as const, 0],
    ['the worker fires an error event (CSP, asynchronous)', 'error' as const, 1],
    ['the worker never answers the ping', 'silent' as const, 1],
  ])('falls back to the main thread when %s', async (_n, b, made) => {
    behaviour = b;
    const started = Date.now();
    const codec = await createWorkerCodec({ workerUrl: CROSS, startTimeoutMs: b === 'silent' ? 50 : 2_000 });
    expect(codec.mode).toBe('main-thread');
    if (b === 'error') expect(Date.now() - started).toBeLessThan(1_000); // did not wait for the timeout
    expect(FakeWorker.made).toHaveLength(made);
    FakeWorker.made.forEach((w) => expect(w.terminate).toHaveBeenCalled());
    expect(blobs.size).toBe(0); // the blob URL was revoked
    await exercise(codec.api);
  });

  it('forceMainThread, or no Worker at all: main thread without trying', async () => {
    const forced = await createWorkerCodec({ workerUrl: CROSS, forceMainThread: true });
    expect(forced.mode).toBe('main-thread');
    vi.stubGlobal('Worker', undefined);
    const none = await createWorkerCodec({ workerUrl: CROSS });
    expect(none.mode).toBe('main-thread');
    expect(FakeWorker.made).toHaveLength(0);
    await exercise(none.api);
  });

  it('an abort while the worker starts ends it at once; an aborted signal starts none', async () => {
    behaviour = 'silent';
    const abort = new AbortController();
    const pending = createWorkerCodec({ workerUrl: `${location.origin}/app/worker.js`, signal: abort.signal, startTimeoutMs: 5_000 });
    await Promise.resolve();
    expect(FakeWorker.made).toHaveLength(1);
    abort.abort();
    // Synchronously: the worker is gone before the ping would have timed out.
    expect(FakeWorker.made[0]!.terminate).toHaveBeenCalledTimes(1);
    expect((await pending).mode).toBe('main-thread');
    const later = await createWorkerCodec({ workerUrl: `${location.origin}/app/worker.js`, signal: abort.signal });
    expect(later.mode).toBe('main-thread');
    expect(FakeWorker.made).toHaveLength(1);
  });
});
