// Message ids: a random session prefix plus a counter (DESIGN.md §6). The prefix makes ids
// unique across reloads and instances, so a late answer to a previous page never matches a new
// call; it doubles as the hello `sid` that tells a peer we reloaded. Ids are not secrets.

export interface IdSource {
  /** The random session prefix. */
  readonly session: string;
  next(): string;
}

function randomHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(buf);
  // Only ancient WebViews lack crypto; uniqueness (not secrecy) is all the prefix needs.
  else for (let i = 0; i < bytes; i++) buf[i] = Math.floor(Math.random() * 256);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createIdSource(): IdSource {
  const session = randomHex(8);
  let counter = 0;
  return { session, next: () => `${session}.${(counter++).toString(36)}` };
}
