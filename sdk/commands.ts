// The command form used through the loader's stub (issue 4 "SDK" 1):
//   MarketplaceSDK('mount', '#market', {serverUrl, ...})  -> Promise<Handle>
//   MarketplaceSDK('navigate', '#market', '/land/list')
//   MarketplaceSDK('update', '#market', {language: 'fr'})
//   MarketplaceSDK('on', '#market', 'routeChange', fn)   -> Promise<unsubscribe>
//   MarketplaceSDK('unmount' | 'destroy', '#market')
// The target is the mount element or its selector. Commands queued right after a mount wait for it.
import type { Handle } from './mount.js';
import { resolveElement } from './mount.js';
import type { MountOptions } from './options.js';
import { mountedOn } from './registry.js';
import { SdkError } from './sdk-error.js';

type Mount = (el: Element | string, o: MountOptions, defaults?: { serverUrl?: string }) => Promise<Handle>;
type Run = (args: unknown[], defaults: { serverUrl?: string }, mount: Mount) => Promise<unknown>;

async function handleAt(target: unknown): Promise<Handle> {
  const el = resolveElement(target, document);
  const pending = mountedOn(el);
  if (!pending) throw new SdkError('INVALID_ARGUMENT', `no instance is mounted on ${typeof target === 'string' ? `'${target}'` : 'this element'}`);
  return (await pending) as Handle;
}

const COMMANDS: Readonly<Record<string, Run>> = {
  mount: ([target, options], defaults, mount) => mount(target as Element | string, (options ?? {}) as MountOptions, defaults),
  update: async ([target, options]) => (await handleAt(target)).update(options as never),
  navigate: async ([target, path]) => (await handleAt(target)).navigate(path as string),
  on: async ([target, event, fn]) => (await handleAt(target)).on(event as never, fn as never),
  unmount: async ([target]) => (await handleAt(target)).unmount(),
  destroy: async ([target]) => (await handleAt(target)).destroy(),
};

export function createCommand(mount: Mount) {
  return function command(args: ArrayLike<unknown>, defaults: { serverUrl?: string } = {}): Promise<unknown> {
    const [name, ...rest] = Array.from(args);
    const run = typeof name === 'string' && Object.prototype.hasOwnProperty.call(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (!run) {
      const known = Object.keys(COMMANDS).join(', ');
      return Promise.reject(new SdkError('INVALID_ARGUMENT', `unknown command ${typeof name === 'string' ? `'${name}'` : String(name)}, expected one of ${known}`));
    }
    try {
      return run(rest, defaults, mount);
    } catch (e) {
      return Promise.reject(e);
    }
  };
}
