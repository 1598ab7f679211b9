// Short-lived STOMP credentials of the embedded broker (spec §7 "Queue": the browser asks for
// mqUsername/mqPassword after login and they open its own queue only).
//
// Scheme: username = `<userMq>+<grant id>`, where the grant id is 9 random bytes in base64url
// (12 characters). `+` is outside both QUEUE_NAME and base64url, so the user's queue is read back
// unambiguously from the login, and each grant is found by one map lookup: several grants of one
// user (several devices) coexist, and a login compares against exactly one stored hash.
// password = 32 random bytes, base64url. Only SHA-256(password) and the expiry are kept (secrets
// are hashed server side), and the comparison is constant-time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { GRANT_TTL_MS, QUEUE_NAME, type BrokerGrant } from './broker.js';

interface StoredGrant {
  userMq: string;
  hash: Buffer;
  expiresAt: number;
}

const SEPARATOR = '+';
const sha256 = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();
/** Compared against when the login is unknown, so unknown and wrong take the same work. */
const DUMMY_HASH = sha256('no such grant');

export class GrantStore {
  private readonly grants = new Map<string, StoredGrant>();

  constructor(private readonly clock: () => number) {}

  /** New credentials for `userMq` (already validated by the caller), valid GRANT_TTL_MS. */
  issue(userMq: string): BrokerGrant {
    const username = `${userMq}${SEPARATOR}${randomBytes(9).toString('base64url')}`;
    const password = randomBytes(32).toString('base64url');
    this.grants.set(username, { userMq, hash: sha256(password), expiresAt: this.clock() + GRANT_TTL_MS });
    return { username, password };
  }

  /**
   * The queue a login opens, or null for unknown, wrong or expired credentials (one answer for
   * all three, as RabbitMQ gives). Expiry only bars new connections: an open one keeps running.
   */
  verify(login: string | undefined, passcode: string | undefined): string | null {
    const stored = login === undefined ? undefined : this.grants.get(login);
    const given = sha256(passcode ?? '');
    const same = timingSafeEqual(given, stored ? stored.hash : DUMMY_HASH);
    if (login === undefined || !stored || !same) return null;
    if (this.clock() >= stored.expiresAt) {
      this.grants.delete(login);
      return null;
    }
    return QUEUE_NAME.test(stored.userMq) ? stored.userMq : null;
  }

  /** Forgets expired grants (called from the broker's sweep, so the map cannot only grow). */
  sweep(): void {
    const now = this.clock();
    for (const [username, grant] of this.grants) if (now >= grant.expiresAt) this.grants.delete(username);
  }

  clear(): void {
    this.grants.clear();
  }

  get size(): number {
    return this.grants.size;
  }
}
