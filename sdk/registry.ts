// The instances mounted on this page (issue 4 "SDK" 6): each has its own element, instance key
// (so its own storage, stores and socket) and, when it syncs the host URL, its own part of it.
// Entries are claimed when mount() starts, so a command queued right after a mount finds it.
import { SdkError } from './sdk-error.js';

export interface Claim {
  readonly instanceKey: string;
  release(): void;
}

const elements = new Map<Element, Promise<unknown>>();
const keys = new Set<string>();
const urlTargets = new Set<string>();

/** Reserves the element, the instance key (given, or the first free w1, w2, ...) and the URL target. */
export function claim(el: Element, pending: Promise<unknown>, key: string | undefined, urlTarget: string | null): Claim {
  if (elements.has(el)) throw new SdkError('CONFLICT', 'an instance is already mounted on this element; unmount it first');
  if (key && keys.has(key)) throw new SdkError('CONFLICT', `options.instanceKey '${key}' is already used by a mounted instance; give each instance its own key`);
  if (urlTarget && urlTargets.has(urlTarget)) {
    throw new SdkError('CONFLICT', `another mounted instance already syncs its route to the host URL ${urlTarget.replace(':', ' key ')}; use routing 'memory' with a distinct syncQueryKey per instance`);
  }
  let n = 1;
  while (!key && keys.has(`w${n}`)) n++;
  const instanceKey = key ?? `w${n}`;
  elements.set(el, pending);
  keys.add(instanceKey);
  if (urlTarget) urlTargets.add(urlTarget);
  let released = false;
  return {
    instanceKey,
    release() {
      if (released) return;
      released = true;
      elements.delete(el);
      keys.delete(instanceKey);
      if (urlTarget) urlTargets.delete(urlTarget);
    },
  };
}

/** The handle (promise) mounted on `el`, for the loader's commands. */
export const mountedOn = (el: Element): Promise<unknown> | undefined => elements.get(el);

/** How many instances are mounted (tests, leak checks). */
export const mountedCount = (): number => elements.size;
