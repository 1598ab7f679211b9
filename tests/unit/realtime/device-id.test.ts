// The device id (src/realtime/device-id.ts): valid for the broker (contract DEVICE_ID), random,
// the same across reloads for one instance and user, distinct per key, and still made when the
// storage refuses.
import { describe, expect, it } from 'vitest';
import { DEVICE_ID } from '../../../src/contract/queue.js';
import { deviceIdFor, newDeviceId } from '../../../src/realtime/device-id.js';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
};

describe('device id', () => {
  it('is 22 base64url characters from 16 random bytes, different each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newDeviceId()));
    expect(ids.size).toBe(50);
    for (const id of ids) {
      expect(id).toMatch(DEVICE_ID);
      expect(id).toHaveLength(22);
    }
  });

  it('is kept per key: the same after a reload, another for another user or instance', () => {
    const storage = memoryStorage();
    const first = deviceIdFor('mkt:a:queue:u-1:device', storage);
    expect(deviceIdFor('mkt:a:queue:u-1:device', storage)).toBe(first);
    expect(deviceIdFor('mkt:a:queue:u-2:device', storage)).not.toBe(first);
    expect(storage.items.get('mkt:a:queue:u-1:device')).toBe(first);
  });

  it('replaces a stored value the broker would refuse, and works without storage', () => {
    const storage = memoryStorage();
    storage.setItem('k', 'bad id!');
    const made = deviceIdFor('k', storage);
    expect(made).toMatch(DEVICE_ID);
    expect(storage.items.get('k')).toBe(made);
    const refusing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => undefined };
    expect(deviceIdFor('k', refusing)).toMatch(DEVICE_ID);
    expect(deviceIdFor('k', undefined)).toMatch(DEVICE_ID);
  });
});
