// The side-effect-free entry (issue 4 "SDK" 1): `import { mount } from '@mkt/marketplace/pure'`.
// Safe to import during server rendering: nothing runs at import time, nothing of the SDK loads
// until mount()/loadSDK() is called, and both resolve null when there is no `window`.
import type { Handle } from './mount.js';
import type { MountOptions } from './options.js';

export type { Handle } from './mount.js';
export type { LoginToken, Mode, MountOptions, Routing, UpdateOptions } from './options.js';
export type { Listener, SdkCallbacks, SdkEventName, SdkEvents } from './events.js';

export type SdkModule = typeof import('./index.js');

let loading: Promise<SdkModule> | null = null;

/** The SDK module, or null on the server. A failed load can be retried. */
export function loadSDK(): Promise<SdkModule | null> {
  if (typeof window === 'undefined') return Promise.resolve(null);
  loading ??= import('./index.js').catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}

/** mount() of the SDK, or null on the server. */
export async function mount(element: Element | string, options: MountOptions): Promise<Handle | null> {
  const sdk = await loadSDK();
  return sdk ? sdk.mount(element, options) : null;
}
