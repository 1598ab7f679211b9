// This browser's device id (spec §1 "Real-time messages": every device of a user gets every
// message). It names the device's own queue on the user's exchange (contract/queue.ts), which keeps
// what arrives while the device is away, so it must stay the same across reloads: kept in
// localStorage per app instance and user. The tabs of a browser share one connection
// (lead-across-tabs.ts), so a browser is one device. Where storage is refused, a fresh id per page
// still receives everything live; only the wait-while-away is lost, and the server sync covers it.
import { DEVICE_ID } from '../contract/queue.js';

/** 16 random bytes in base64url: 22 characters, within contract DEVICE_ID. */
export function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The id stored under `key`, made and stored on first use. */
export function deviceIdFor(key: string, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): string {
  try {
    const stored = storage?.getItem(key);
    if (stored && DEVICE_ID.test(stored)) return stored;
    const made = newDeviceId();
    storage?.setItem(key, made);
    return made;
  } catch {
    return newDeviceId(); // storage refused (private mode, quota): this page alone
  }
}
