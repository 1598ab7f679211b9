import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client.js';
import { inlineEnvelopeCodec } from '../../../src/api/codec.js';
import type { EnvelopeCodec } from '../../../src/api/types.js';
import { decodeBase64Utf8 } from '../../../src/contract/base64.js';
import { fakeServer, flush, makeEffects, makeSession, platform, reply } from './fakes.js';

const endpoint = { path: '/user/v2/home/getHomeInfo' };

function setup(opts: { authorization?: string; webp?: () => boolean | Promise<boolean>; fetch?: typeof fetch; codec?: EnvelopeCodec; timeoutMs?: number; systemMessage?: () => string } = {}) {
  const session = makeSession({ authorization: opts.authorization ?? 'Bearer tok', userId: 'u-7', refreshToken: 'r-1' });
  const effects = makeEffects();
  const server = fakeServer((req) => reply(200, { echo: req.envelope?.customData }));
  const webpSupported = vi.fn(opts.webp ?? (() => true));
  const client = createApiClient({
    baseUrl: 'https://api.example.test/',
    session,
    effects,
    codec: opts.codec ?? inlineEnvelopeCodec,
    fetch: opts.fetch ?? server.fetch,
    platform,
    webpSupported,
    ...(opts.timeoutMs ? { timeoutMs: opts.timeoutMs } : {}),
    ...(opts.systemMessage ? { systemMessage: opts.systemMessage } : {}),
  });
  return { client, session, effects, server, webpSupported };
}

const SYSTEM = { code: 5002, message: 'Maybe This is a system error', customData: null };

describe('api client: the request (spec §7)', () => {
  it('POSTs {data: base64(JSON {metaData, customData})} with the headers and metaData of spec §7', async () => {
    const { client, server } = setup();
    const before = Date.now();
    const r = await client.call(endpoint, { title: 'Maison à louer — 科特迪瓦' });
    expect(r).toEqual({ code: 200, message: 'message 200', customData: { echo: { title: 'Maison à louer — 科特迪瓦' } } });

    const req = server.seen[0]!;
    expect(req.url).toBe('https://api.example.test/user/v2/home/getHomeInfo');
    expect(req.method).toBe('POST');
    expect(req.headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer tok', 'X-Webp': '1' });
    const body = JSON.parse(req.body as string) as { data: string };
    expect(Object.keys(body)).toEqual(['data']);
    const inner = JSON.parse(decodeBase64Utf8(body.data)!) as { metaData: Record<string, unknown>; customData: unknown };
    expect(inner.customData).toEqual({ title: 'Maison à louer — 科特迪瓦' });
    const m = inner.metaData;
    expect(m.requestTime).toBeGreaterThanOrEqual(before);
    expect(m.requestTime).toBeLessThanOrEqual(Date.now());
    expect(m).toMatchObject({
      systemCode: 'H5', language: 'fr', areaId: 'CIV', userId: 'u-7', deviceId: 'device-1', platform, webp: true,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('omits Authorization when logged out and sends the webp flag from an async probe, probed once', async () => {
    const { client, server, webpSupported } = setup({ authorization: '', webp: async () => false });
    await client.call(endpoint, {});
    await client.call(endpoint, {});
    expect(server.seen[0]!.headers).toEqual({ 'Content-Type': 'application/json', 'X-Webp': '0' });
    expect(server.seen[1]!.envelope!.metaData.webp).toBe(false);
    expect(webpSupported).toHaveBeenCalledTimes(1);
  });

  it('treats a throwing webp probe as "no webp"', async () => {
    const { client, server } = setup({ webp: () => { throw new Error('no canvas'); } });
    expect((await client.call(endpoint, {})).code).toBe(200);
    expect(server.seen[0]!.headers['X-Webp']).toBe('0');
  });
});

describe('api client: 5002 on transport failures (spec §8)', () => {
  const failures: Array<[string, typeof fetch]> = [
    ['network failure', (async () => { throw new TypeError('Failed to fetch'); }) as typeof fetch],
    ['missing body', (async () => new Response('', { status: 200 })) as typeof fetch],
    ['missing body with HTTP 502', (async () => new Response(null, { status: 502 })) as typeof fetch],
    ['non-JSON body', (async () => new Response('<html>oops</html>')) as typeof fetch],
    ['garbage under data', (async () => new Response('{"data":"@@not base64"}')) as typeof fetch],
    ['reply without code', (async () => new Response(JSON.stringify({ data: btoa('{"message":"x"}') }))) as typeof fetch],
  ];
  it.each(failures)('%s -> 5002 and the toast of the code table', async (_name, fetchImpl) => {
    const { client, effects } = setup({ fetch: fetchImpl });
    expect(await client.call(endpoint, {})).toEqual(SYSTEM);
    await flush();
    expect(effects.toast).toHaveBeenCalledWith('Maybe This is a system error');
  });

  it("says 5002 in the user's language when the instance gives it (screens and toasts show the message as it is)", async () => {
    const { client, effects } = setup({ fetch: failures[0]![1], systemMessage: () => 'Il s’agit peut-être d’une erreur système' });
    expect(await client.call(endpoint, {})).toEqual({ ...SYSTEM, message: 'Il s’agit peut-être d’une erreur système' });
    await flush();
    expect(effects.toast).toHaveBeenCalledWith('Il s’agit peut-être d’une erreur système');
  });

  it('times out (signal honoured): aborts the fetch and resolves 5002', async () => {
    let aborted = false;
    const hanging = ((_u: unknown, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => { aborted = true; reject(new DOMException('aborted', 'AbortError')); });
      })) as typeof fetch;
    const { client, effects } = setup({ fetch: hanging, timeoutMs: 20 });
    expect(await client.call(endpoint, {})).toEqual(SYSTEM);
    expect(aborted).toBe(true);
    expect(effects.toast).toHaveBeenCalledTimes(1);
  });

  it('times out even when fetch ignores its signal, and when the codec hangs', async () => {
    const deaf = (() => new Promise<Response>(() => undefined)) as typeof fetch;
    expect(await setup({ fetch: deaf, timeoutMs: 20 }).client.call(endpoint, {})).toEqual(SYSTEM);
    const stuck: EnvelopeCodec = { encode: () => new Promise(() => undefined), decode: inlineEnvelopeCodec.decode };
    const s = setup({ codec: stuck, timeoutMs: 20 });
    expect(await s.client.call(endpoint, {})).toEqual(SYSTEM);
    expect(s.server.seen).toHaveLength(0);
  });

  it('dispose() cancels in-flight calls (no timer left) and settles later calls at once, showing nothing', async () => {
    vi.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const deaf = ((_url: unknown, init?: RequestInit) => {
        signal = init?.signal ?? undefined;
        return new Promise<Response>(() => undefined);
      }) as typeof fetch;
      const { client, effects } = setup({ fetch: deaf });
      const pending = client.call(endpoint, {});
      await vi.advanceTimersByTimeAsync(0);
      expect(vi.getTimerCount()).toBe(1); // the 50 s deadline
      client.dispose();
      expect(await pending).toEqual(SYSTEM);
      expect(signal?.aborted).toBe(true);
      expect(vi.getTimerCount()).toBe(0);
      expect(await client.call(endpoint, {})).toEqual(SYSTEM);
      expect(effects.toast).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses the 50 s default timeout (fake timers)', async () => {
    vi.useFakeTimers();
    try {
      const deaf = (() => new Promise<Response>(() => undefined)) as typeof fetch;
      const { client } = setup({ fetch: deaf });
      let settled: unknown = 'pending';
      void client.call(endpoint, {}).then((r) => (settled = r));
      await vi.advanceTimersByTimeAsync(49_999);
      expect(settled).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toEqual(SYSTEM);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a codec that rejects (uncloneable data) or an encode error gives 5002, never a rejection', async () => {
    const rejecting: EnvelopeCodec = { encode: () => Promise.reject(new Error('DataCloneError')), decode: inlineEnvelopeCodec.decode };
    expect(await setup({ codec: rejecting }).client.call(endpoint, {})).toEqual(SYSTEM);
    const { client, server } = setup();
    expect(await client.call(endpoint, { big: 10n })).toEqual(SYSTEM); // BigInt is not JSON
    expect(server.seen).toHaveLength(0);
  });

  it('caller abort resolves 5002 and shows nothing', async () => {
    const hanging = ((_u: unknown, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('abort'))))) as typeof fetch;
    const { client, effects } = setup({ fetch: hanging });
    const ctl = new AbortController();
    const p = client.call(endpoint, {}, { signal: ctl.signal });
    ctl.abort();
    expect(await p).toEqual(SYSTEM);
    await flush();
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('never rejects, even when the session itself throws', async () => {
    const { client, session } = setup();
    session.getAuthorization = () => { throw new Error('storage gone'); };
    await expect(client.call(endpoint, {})).resolves.toEqual(SYSTEM);
  });
});
