// Contract suite, accounts (issue 3): login by phone and by account, 4036, register with the code
// from the outbox, reset, bind codes, QR login between two clients, logout — and spec §8 4006: an
// expired access token is regenerated silently by the client, ONCE for concurrent calls, and the
// calls replayed; when the refresh token is dead too the client clears its session.
import { describe, expect, it, vi } from 'vitest';
import { SEED_USERS } from '../../examples/server/accounts/seed-users.js';
import { ENDPOINTS } from '../../src/contract/endpoints.js';
import { TEST_DATABASES } from '../server/databases.js';
import { newAccountState, type AccountState } from './cases/account-state.js';
import { ACCOUNT_CASES, PROBE_LIMIT_CASES } from './cases/accounts.js';
import { rows, runCase } from './support/cases.js';
import { useWorld, type ContractClient, type World } from './support/world.js';

const member = SEED_USERS.member;
const ability = { userId: member.id, moduleId: 6 };

/** Ends the access token (and the refresh token when asked) of a client's session in the database. */
async function expire(w: World<AccountState>, c: ContractClient, refreshToo = false): Promise<void> {
  const past = new Date(Date.now() - 60_000);
  const rows = await w.db.query(
    `update sessions set access_expires_at = $3${refreshToo ? ', refresh_expires_at = $3' : ''}
     where user_id = $1 and device_id = $2 and revoked_at is null returning id`,
    [c.session.userId, c.session.getDeviceId(), past],
  );
  expect(rows).toHaveLength(1);
}

/** Requests the client sent during `run`, by path. */
async function countRequests<T>(run: () => Promise<T>): Promise<{ result: T; paths: string[] }> {
  const spy = vi.spyOn(globalThis, 'fetch');
  try {
    const result = await run();
    return { result, paths: spy.mock.calls.map(([url]) => new URL(String(url)).pathname) };
  } finally {
    spy.mockRestore();
  }
}

describe.each(TEST_DATABASES)('contract: accounts ($name)', (target) => {
  const world = useWorld<AccountState>(target, newAccountState);

  it.each(rows(ACCOUNT_CASES))('%s', async (_title, c) => {
    await runCase(world(), c);
  });

  it('4006: two calls with an expired token share ONE regeneration, then both are replayed', async () => {
    const w = world();
    const c = w.client('regen');
    const first = await w.login(c, member);
    await expire(w, c);
    const { result, paths } = await countRequests(() =>
      Promise.all([c.api.call(ENDPOINTS.getMineReleaseAbility, ability), c.api.call(ENDPOINTS.checkReleaseNum, ability)]));
    expect(result.map((r) => r.code)).toEqual([200, 200]);
    expect(result[0]!.customData).toEqual({ releaseAreaNum: member.releaseAreaNum });
    expect(paths.filter((p) => p === ENDPOINTS.generateToken.path)).toHaveLength(1);
    // Two calls, one regeneration, two replays.
    expect(paths).toHaveLength(5);
    expect(c.session.authorization).not.toBe(first.Authorization);
    expect(c.session.refreshToken).not.toBe(first.refreshToken);
    expect(c.session.cleared).toBe(0);
    expect(c.effects).toEqual([]);
    // The regenerated token is the one that works now.
    expect((await c.api.call(ENDPOINTS.checkLoginStatus, {})).customData).toEqual({ loggedIn: true });
  });

  it('4006: a call that reaches the server only after the regeneration is told 4006 too, and replayed', async () => {
    const w = world();
    const c = w.client('regen-late');
    await w.login(c, member);
    await expire(w, c);
    // Hold the second call's first attempt until the regeneration has been answered, the order a
    // real network produces when one request is slower than the other.
    const realFetch = globalThis.fetch;
    let regenerated!: () => void;
    const regeneratedOnce = new Promise<void>((resolve) => { regenerated = resolve; });
    const paths: string[] = [];
    let heldOnce = false;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = new URL(String(input)).pathname;
      paths.push(path);
      if (path === ENDPOINTS.checkReleaseNum.path && !heldOnce) {
        heldOnce = true;
        await regeneratedOnce;
      }
      const response = await realFetch(input, init);
      if (path === ENDPOINTS.generateToken.path) regenerated();
      return response;
    });
    try {
      const result = await Promise.all([
        c.api.call(ENDPOINTS.getMineReleaseAbility, ability), c.api.call(ENDPOINTS.checkReleaseNum, ability)]);
      expect(result.map((r) => r.code)).toEqual([200, 200]);
      expect(paths.filter((p) => p === ENDPOINTS.generateToken.path)).toHaveLength(1);
      expect(paths.filter((p) => p === ENDPOINTS.checkReleaseNum.path)).toHaveLength(2);
      expect(c.session.cleared).toBe(0);
      expect(c.effects).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it('4006 with the refresh token dead too: the client clears its session and shows nothing', async () => {
    const w = world();
    const c = w.client('regen-dead');
    await w.login(c, member);
    await expire(w, c, true);
    const { result, paths } = await countRequests(() => c.api.call(ENDPOINTS.getMineReleaseAbility, ability));
    expect(result.code).toBe(4006);
    expect(paths).toEqual([ENDPOINTS.getMineReleaseAbility.path, ENDPOINTS.generateToken.path]);
    expect(c.session.cleared).toBe(1);
    expect(c.session.authorization).toBe('');
    expect(c.session.userId).toBe('');
    expect(c.effects).toEqual([]);
  });

  it.each(rows(PROBE_LIMIT_CASES))('%s', async (_title, c) => {
    await runCase(world(), c);
  });
});
