// The SDK's ES module (issue 4 "SDK" 2, DESIGN.md §6): `import { mount } from '@mkt/marketplace'`.
// Importing it has no side effect; mount() needs a browser (the pure entry returns null without).
// The loader script imports this same file and calls command() for the queued stub calls.
import { createCommand } from './commands.js';
import { defaultDeps } from './default-deps.js';
import { createMount } from './mount.js';

export type { Handle } from './mount.js';
export type { LoginToken, Mode, MountOptions, Routing, UpdateOptions } from './options.js';
export type { Listener, SdkCallbacks, SdkEventName, SdkEvents } from './events.js';
export type { SdkErrorCode } from './sdk-error.js';
export { SdkError } from './sdk-error.js';

export const VERSION = '1';

/** Mounts the marketplace into `element` (an Element or a CSS selector). */
export const mount = createMount(defaultDeps);

/** One stub call of the loader: `command(['mount', el, options], {serverUrl})`. */
export const command = createCommand(mount);
