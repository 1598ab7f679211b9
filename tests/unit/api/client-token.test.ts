import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client.js';
import { inlineEnvelopeCodec } from '../../../src/api/codec.js';
import { fakeServer, flush, makeEffects, makeSession, platform, reply, type FakeAnswer, type SeenRequest } from './fakes.js';

const REGEN = '/user/v1/login/generateToken';
const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

function setup(handle: (req: SeenRequest) => FakeAnswer | Promise<FakeAnswer>, regeneratePath?: string) {
  const session = makeSession({ authorization: 'old', refreshToken: 'refresh-1', userId: 'u-9' });
  const effects = makeEffects();
  const server = fakeServer(handle);
  const client = createApiClient({
    baseUrl: 'http://api.test', session, effects, codec: inlineEnvelopeCodec, fetch: server.fetch, platform, webpSupported: () => false,
    ...(regeneratePath ? { regenerate: { path: regeneratePath } } : {}),
  });
  const regenCalls = () => server.seen.filter((r) => r.url.endsWith(regeneratePath ?? REGEN));
  return { client, session, effects, server, regenCalls };
}

describe('api client: 4006 token regeneration (spec §8)', () => {
  it('20 concurrent 4006 -> exactly ONE regeneration, all 20 replayed with the new token', async () => {
    const { client, session, server, regenCalls, effects } = setup(async (req) => {
      if (req.url.endsWith(REGEN)) {
        await delay(10); // the other 4006 replies arrive while it is in flight
        return reply(200, { Authorization: 'new', refreshToken: 'refresh-2' });
      }
      await delay(Math.floor(Math.random() * 5));
      if (req.headers.Authorization !== 'new') return reply(4006);
      return reply(200, { n: (req.envelope!.customData as { n: number }).n });
    });
    const replies = await Promise.all(Array.from({ length: 20 }, (_, n) => client.call({ path: '/x' }, { n })));

    expect(replies.map((r) => r.code)).toEqual(Array(20).fill(200));
    expect(replies.map((r) => (r.customData as { n: number }).n)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(regenCalls()).toHaveLength(1);
    expect(regenCalls()[0]!.envelope!.customData).toEqual({ userId: 'u-9', refreshToken: 'refresh-1' });
    expect(server.calls).toHaveBeenCalledTimes(41); // 20 + 1 regeneration + 20 replays
    const replays = server.seen.filter((r) => !r.url.endsWith(REGEN) && r.headers.Authorization === 'new');
    expect(replays).toHaveLength(20);
    expect(session.state).toMatchObject({ authorization: 'new', refreshToken: 'refresh-2' });
    expect(session.clearAll).not.toHaveBeenCalled();
    await flush();
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('a 4006 arriving after the regeneration finished replays without regenerating again', async () => {
    let slowSent = false;
    const { client, regenCalls } = setup(async (req) => {
      if (req.url.endsWith(REGEN)) return reply(200, { Authorization: 'new' });
      if (req.url.endsWith('/slow') && !slowSent) {
        slowSent = true;
        await delay(30);
      }
      return req.headers.Authorization === 'new' ? reply(200) : reply(4006);
    });
    const [slow, fast] = await Promise.all([client.call({ path: '/slow' }, {}), client.call({ path: '/fast' }, {})]);
    expect([slow.code, fast.code]).toEqual([200, 200]);
    expect(regenCalls()).toHaveLength(1);
  });

  it.each([
    ['a non-200 reply', () => reply(4001)],
    ['a 200 without Authorization', () => reply(200, { refreshToken: 'x' })],
    ['a garbage body', () => ({ raw: 'nope' })],
  ] as Array<[string, () => FakeAnswer]>)('regeneration failing with %s clears the session; all calls resolve 4006', async (_n, failure) => {
    const { client, session, regenCalls, effects } = setup(async (req) => {
      if (req.url.endsWith(REGEN)) { await delay(5); return failure(); }
      return reply(4006);
    });
    const replies = await Promise.all(Array.from({ length: 20 }, () => client.call({ path: '/x' }, {})));
    expect(replies.map((r) => r.code)).toEqual(Array(20).fill(4006));
    expect(regenCalls()).toHaveLength(1);
    expect(session.clearAll).toHaveBeenCalledTimes(1);
    expect(session.state).toEqual({ authorization: '', refreshToken: '', userId: '' });
    await flush();
    expect(effects.navigate).not.toHaveBeenCalled(); // regeneration errors are silent (spec §8)
  });

  it('regeneration network failure clears the session', async () => {
    const { client, session } = setup((req) => {
      if (req.url.endsWith(REGEN)) throw new TypeError('Failed to fetch');
      return reply(4006);
    });
    expect((await client.call({ path: '/x' }, {})).code).toBe(4006);
    expect(session.clearAll).toHaveBeenCalledTimes(1);
  });

  it('a refused renewal keeps the session when another tab stored newer tokens meanwhile (its refresh token was spent)', async () => {
    const { client, session, server } = setup((req) => {
      if (req.url.endsWith(REGEN)) {
        // The other tab's renewal lands in the shared storage while ours is refused.
        session.state.authorization = 'from-other-tab';
        session.state.refreshToken = 'refresh-other';
        return reply(4001);
      }
      return req.headers.Authorization === 'from-other-tab' ? reply(200, { ok: 1 }) : reply(4006);
    });
    const r = await client.call({ path: '/x' }, {});
    expect(r.code).toBe(200);
    expect(server.seen.at(-1)!.headers.Authorization).toBe('from-other-tab');
    expect(session.clearAll).not.toHaveBeenCalled();
  });

  it('a replay that gets 4006 again is not regenerated again (no loop) and clears the session', async () => {
    const { client, session, server, regenCalls } = setup((req) =>
      req.url.endsWith('/custom/regen') ? reply(200, { Authorization: 'new' }) : reply(4006), '/custom/regen');
    expect((await client.call({ path: '/x' }, {})).code).toBe(4006);
    expect(regenCalls()).toHaveLength(1);
    expect(server.calls).toHaveBeenCalledTimes(3); // call, regeneration, one replay
    expect(server.seen[2]!.headers.Authorization).toBe('new');
    expect(session.clearAll).toHaveBeenCalledTimes(1);
  });

  it('uploads are replayed with the new token too', async () => {
    const { client, server } = setup((req) => {
      if (req.url.endsWith(REGEN)) return reply(200, { Authorization: 'new' });
      return req.headers.Authorization === 'new' ? reply(200, [{ imgPath: '/i/1.jpg' }]) : reply(4006);
    });
    const r = await client.upload({ path: '/user/v1/upload/uploadImg' }, { moduleId: '3' }, new Blob(['x'], { type: 'image/jpeg' }), 'a.jpg');
    expect(r).toMatchObject({ code: 200, customData: [{ imgPath: '/i/1.jpg' }] });
    const replay = server.seen[2]!;
    expect((replay.body as FormData).get('moduleId')).toBe('3');
  });
});
