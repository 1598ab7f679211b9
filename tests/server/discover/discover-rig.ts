// Shared set-up of the discover server tests (examples/server/discover): the full handler table on
// a seeded database (seed/insert-discover.ts), the server's clock fixed at T0, token 'tok-<id>' as
// that user's session (seeded-server.ts), the calls by name, and what the tests need beyond the
// app's calls: extra users, pictures "uploaded" by a user, a post moved through review (the
// console's, not the app's).
import type { Database } from '../../../examples/server/db/database.js';
import { HANDLERS } from '../../../examples/server/handlers.js';
import { ENDPOINTS, type EndpointName } from '../../../src/contract/endpoints.js';
import type { Reply } from '../../../src/contract/envelope.js';
import { SHARE_STATUS } from '../../../src/contract/statuses.js';
import type { TestDatabase } from '../databases.js';
import { openSeeded, type SeededServer } from '../seeded-server.js';

export const T0 = Date.UTC(2030, 0, 15, 9, 0, 0);
export const HOUR = 3_600_000;

export interface DiscoverRig {
  db: Database;
  seeded: SeededServer;
  /** `who`: a user id (its session) or null (a visitor). */
  call<T = unknown>(name: EndpointName, who: string | null, body: unknown, language?: 'cn' | 'en' | 'fr'): Promise<Reply<T>>;
  close(): Promise<void>;
}

export async function openDiscoverRig(target: TestDatabase): Promise<DiscoverRig> {
  const seeded = await openSeeded(target, HANDLERS, T0);
  return {
    db: seeded.db,
    seeded,
    call: <T>(name: EndpointName, who: string | null, body: unknown, language: 'cn' | 'en' | 'fr' = 'en') =>
      seeded.post<T>(ENDPOINTS[name].path, body, { ...(who ? { token: `tok-${who}` } : {}), meta: { language } }),
    close: () => seeded.close(),
  };
}

/** Users u-test-1 … u-test-n in Ivory Coast (the concurrency test's twenty people). */
export async function addUsers(db: Database, n: number, prefix = 'u-test'): Promise<string[]> {
  const ids = Array.from({ length: n }, (_, i) => `${prefix}-${i + 1}`);
  for (const id of ids) {
    await db.query("insert into users (id, pet_name, area_id, user_mq) values ($1, $1, 'CIV', $2) on conflict do nothing", [id, `mq.user.${id}`]);
  }
  return ids;
}

/** Pictures `userId` uploaded (rows as the upload call leaves them). */
export async function addUploads(db: Database, userId: string, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await db.query("insert into uploads (user_id, path, mime, bytes) values ($1, $2, 'image/png', 100) on conflict do nothing", [userId, path]);
  }
}

/** What the console's approval does to a post: published, released now (or `at`). */
export async function publish(db: Database, shareId: string, at = T0): Promise<void> {
  await db.query('update shares set status = $2, reason = $3, released_at = coalesce(released_at, $4) where id = $1',
    [shareId, SHARE_STATUS.published, '', new Date(at)]);
}

export const CONTENT = 'Une belle maison à louer près du marché de Cocody, visites le samedi.';
