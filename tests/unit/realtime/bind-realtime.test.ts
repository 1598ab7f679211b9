// Spec §1: the queue is connected after login, while a user id is stored; a logout disconnects it.
import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { bindRealtime } from '../../../src/realtime/bind-realtime.js';

function fakeStarts() {
  const log: string[] = [];
  let n = 0;
  const pending: Array<() => void> = [];
  const start = (userId: () => string, defer = false) => () => {
    const id = `${userId()}#${(n += 1)}`;
    log.push(`start ${id}`);
    const stop = () => void log.push(`stop ${id}`);
    if (!defer) return Promise.resolve(stop);
    return new Promise<() => void>((resolve) => pending.push(() => resolve(stop)));
  };
  return { log, start, release: () => pending.splice(0).forEach((r) => r()) };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('bindRealtime', () => {
  it('starts only while a user id is stored, and stops on logout and on dispose', async () => {
    const userId = atom('');
    const f = fakeStarts();
    const dispose = bindRealtime(userId, f.start(() => userId.get()));
    await settle();
    expect(f.log).toEqual([]);
    userId.set('u1');
    await settle();
    userId.set('');
    await settle();
    userId.set('u2');
    await settle();
    dispose();
    expect(f.log).toEqual(['start u1#1', 'stop u1#1', 'start u2#2', 'stop u2#2']);
    userId.set('u3');
    await settle();
    expect(f.log).toHaveLength(4);
  });

  it('starts at once for a user already logged in; another user replaces the first', async () => {
    const userId = atom('u1');
    const f = fakeStarts();
    const dispose = bindRealtime(userId, f.start(() => userId.get()));
    await settle();
    userId.set('u2');
    await settle();
    dispose();
    expect(f.log).toEqual(['start u1#1', 'stop u1#1', 'start u2#2', 'stop u2#2']);
  });

  it('stops a start that finishes after the logout (the chunk was still loading)', async () => {
    const userId = atom('u1');
    const f = fakeStarts();
    const dispose = bindRealtime(userId, f.start(() => userId.get(), true));
    userId.set('');
    f.release();
    await settle();
    expect(f.log).toEqual(['start u1#1', 'stop u1#1']);
    dispose();
    expect(f.log).toHaveLength(2);
  });

  it('a start that fails leaves nothing running, and the next login tries again', async () => {
    const userId = atom('u1');
    let calls = 0;
    const dispose = bindRealtime(userId, () => {
      calls += 1;
      return Promise.reject(new Error('chunk failed'));
    });
    await settle();
    userId.set('');
    userId.set('u1');
    await settle();
    expect(calls).toBe(2);
    dispose();
  });
});
