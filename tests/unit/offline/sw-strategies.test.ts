// The service worker's network-first answer (issue: Beyond the spec, item 4 "network-first with a
// 4 s timeout, falling back to the last stored reply"): the network when it answers in time (and
// its copy kept), the copy when the network fails or is slow, the network's error when there is no copy.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeReply } from '../../../src/contract/envelope.js';
import { isOkReply, networkFirst, NETWORK_TIMEOUT_MS } from '../../../src/offline/sw/sw-strategies.js';

const reply = (code: number) => new Response(JSON.stringify(encodeReply({ code, message: '', customData: { n: code } })));
const events = () => ({ onFallback: vi.fn<(failed: boolean) => void>(), onNetwork: vi.fn<() => void>() });

afterEach(() => vi.useRealTimers());

describe('networkFirst', () => {
  it('answers with the network in time and keeps a copy', async () => {
    const e = events();
    const store = vi.fn(async (_r: Response) => undefined);
    const flow = networkFirst(Promise.resolve(new Response('fresh')), async () => new Response('copy'), store, e);
    expect(await (await flow.response).text()).toBe('fresh');
    await flow.done;
    expect(store).toHaveBeenCalledTimes(1);
    expect(e.onNetwork).toHaveBeenCalledTimes(1);
    expect(e.onFallback).not.toHaveBeenCalled();
  });

  it('answers with the copy when the network fails, and says it failed', async () => {
    const e = events();
    const flow = networkFirst(Promise.reject(new TypeError('Failed to fetch')), async () => new Response('copy'), async () => undefined, e);
    expect(await (await flow.response).text()).toBe('copy');
    expect(e.onFallback).toHaveBeenCalledWith(true);
  });

  it('answers with the copy after the timeout on a slow network, which still refreshes the copy', async () => {
    vi.useFakeTimers();
    const e = events();
    let arrive: (r: Response) => void = () => undefined;
    const store = vi.fn(async (_r: Response) => undefined);
    const flow = networkFirst(new Promise<Response>((r) => (arrive = r)), async () => new Response('copy'), store, e);
    await vi.advanceTimersByTimeAsync(NETWORK_TIMEOUT_MS - 1);
    let settled = false;
    void flow.response.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await (await flow.response).text()).toBe('copy');
    expect(e.onFallback).toHaveBeenCalledWith(false);
    arrive(new Response('late'));
    await flow.done;
    expect(store).toHaveBeenCalledTimes(1);
  });

  it('gives the network error when there is no copy', async () => {
    const e = events();
    const flow = networkFirst(Promise.reject(new TypeError('Failed to fetch')), async () => undefined, async () => undefined, e);
    await expect(flow.response).rejects.toThrow('Failed to fetch');
    expect(e.onFallback).toHaveBeenCalledWith(true);
  });
});

describe('isOkReply', () => {
  it('keeps only envelopes with code 200', async () => {
    expect(await isOkReply(reply(200))).not.toBeNull();
    expect(await isOkReply(reply(4404))).toBeNull();
    expect(await isOkReply(new Response('oops', { status: 500 }))).toBeNull();
    expect(await isOkReply(new Response('not an envelope'))).toBeNull();
  });
});
