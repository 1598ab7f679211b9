import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client.js';
import { inlineEnvelopeCodec } from '../../../src/api/codec.js';
import { CODE_ACTIONS } from '../../../src/contract/codes.js';
import type { Reply } from '../../../src/contract/envelope.js';
import { fakeServer, flush, makeEffects, makeSession, platform, reply } from './fakes.js';

function setup(answer: (n: number) => Reply, confirmResult?: Promise<boolean>) {
  const session = makeSession({ authorization: 'tok', userId: 'u' });
  const effects = makeEffects(confirmResult);
  let n = 0;
  const server = fakeServer(() => answer(n++));
  const client = createApiClient({ baseUrl: 'http://x', session, effects, codec: inlineEnvelopeCodec, fetch: server.fetch, platform, webpSupported: () => true });
  return { client, session, effects, server };
}

type Effects = ReturnType<typeof makeEffects>;
type Seen = { navigate: string[]; alert: string[]; confirm: string[]; toast: string[] };
const seenOf = (e: Effects): Seen => ({
  navigate: e.navigate.mock.calls.map((c) => c[0]),
  alert: e.alert.mock.calls.map((c) => c[0]),
  confirm: e.confirm.mock.calls.map((c) => c[0]),
  toast: e.toast.mock.calls.map((c) => c[0]),
});
const none: Seen = { navigate: [], alert: [], confirm: [], toast: [] };

// Spec §8 "Global envelope codes", written out from the spec text (not from codes.ts, which is
// what is under test).
const SPEC: Array<[number, (msg: string) => Seen, boolean]> = [
  [200, () => none, false],
  [4036, () => none, false],
  [4012, () => none, false],
  [4007, () => none, false],
  [4010, () => ({ ...none, navigate: ['/common/error'] }), false],
  ...[4022, 4026, 5001, 4024, 4002].map((c): [number, (m: string) => Seen, boolean] => [c, (m) => ({ ...none, alert: [m] }), false]),
  [4001, () => ({ ...none, navigate: ['/login'] }), false],
  ...[4003, 4034, 4028].map((c): [number, (m: string) => Seen, boolean] => [c, () => ({ ...none, navigate: ['/index'] }), false]),
  ...[4029, 4030, 4033].map((c): [number, (m: string) => Seen, boolean] => [c, (m) => ({ ...none, confirm: [m], navigate: ['/login'] }), true]),
  ...[4000, 4404, 4999, 5000, 1].map((c): [number, (m: string) => Seen, boolean] => [c, (m) => ({ ...none, toast: [m] }), false]),
];

describe('api client: global code handling (spec §8)', () => {
  it('covers every code of the contract table', () => {
    const specCodes = new Set(SPEC.map(([c]) => c));
    for (const code of Object.keys(CODE_ACTIONS).map(Number)) {
      if (code !== 4006) expect(specCodes.has(code), `code ${code}`).toBe(true);
    }
  });

  it.each(SPEC)('code %i -> its effect, and the reply is still returned', async (code, expected, clears) => {
    const { client, effects, session } = setup(() => reply(code, { x: 1 }, `server says ${code}`));
    const r = await client.call({ path: '/p' }, {});
    expect(r).toEqual({ code, message: `server says ${code}`, customData: { x: 1 } });
    await flush();
    expect(seenOf(effects)).toEqual(expected(`server says ${code}`));
    expect(session.clearAll).toHaveBeenCalledTimes(clears ? 1 : 0);
    if (clears) {
      expect(effects.confirm).toHaveBeenCalledWith(`server says ${code}`, { cancel: false });
      // cleared BEFORE going to /login
      expect(session.clearAll.mock.invocationCallOrder[0]!).toBeLessThan(effects.navigate.mock.invocationCallOrder[0]!);
    }
  });

  it('shows ONE logout dialog for many concurrent 4029/4030/4033, and clears only after it is answered', async () => {
    let answer!: (v: boolean) => void;
    const confirm = new Promise<boolean>((r) => (answer = r));
    const codes = [4029, 4030, 4033, 4030, 4029, 4033];
    const { client, effects, session } = setup((n) => reply(codes[n % codes.length]!), confirm);
    const replies = await Promise.all(codes.map(() => client.call({ path: '/p' }, {})));
    expect(replies.map((r) => r.code)).toEqual(codes);
    await flush();
    expect(effects.confirm).toHaveBeenCalledTimes(1);
    expect(session.clearAll).not.toHaveBeenCalled();
    answer(true);
    await flush();
    expect(session.clearAll).toHaveBeenCalledTimes(1);
    expect(effects.navigate.mock.calls).toEqual([['/login']]);
    // a later one shows a dialog again
    await client.call({ path: '/p' }, {});
    await flush();
    expect(effects.confirm).toHaveBeenCalledTimes(2);
  });

  it('still logs out when the dialog fails', async () => {
    const { client, effects, session } = setup(() => reply(4033), Promise.reject(new Error('no dialog host')));
    await client.call({ path: '/p' }, {});
    await flush();
    expect(session.clearAll).toHaveBeenCalledTimes(1);
    expect(effects.navigate).toHaveBeenCalledWith('/login');
  });

  it('silent: no effect at all, reply unchanged', async () => {
    for (const code of [4001, 4022, 4030, 4010, 4999]) {
      const { client, effects, session } = setup(() => reply(code));
      expect((await client.call({ path: '/area-codes' }, {}, { silent: true })).code).toBe(code);
      await flush();
      expect(seenOf(effects)).toEqual(none);
      expect(session.clearAll).not.toHaveBeenCalled();
    }
  });

  it('inline: the listed codes show nothing, every other code keeps its effect', async () => {
    const a = setup(() => reply(4422));
    expect((await a.client.call({ path: '/form' }, {}, { inline: [4422, 4429] })).code).toBe(4422);
    await flush();
    expect(seenOf(a.effects)).toEqual(none);

    const b = setup(() => reply(4001));
    await b.client.call({ path: '/form' }, {}, { inline: [4422] });
    await flush();
    expect(b.effects.navigate).toHaveBeenCalledWith('/login');
  });

  it('does not toast an empty message, and survives throwing effects', async () => {
    const a = setup(() => reply(4999, null, ''));
    await a.client.call({ path: '/p' }, {});
    await flush();
    expect(a.effects.toast).not.toHaveBeenCalled();

    const b = setup(() => reply(4999));
    b.effects.toast.mockImplementation(() => { throw new Error('no toast host'); });
    await expect(b.client.call({ path: '/p' }, {})).resolves.toMatchObject({ code: 4999 });
    expect(b.effects.toast).toHaveBeenCalledTimes(1);
  });
});
