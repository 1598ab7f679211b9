// The signing key of private-file URLs (signed-url.ts): 32 random bytes in server_keys (migration
// 019), made by whichever instance needs it first — `on conflict do nothing`, then everyone reads
// the one that won — so every instance of a deployment signs and checks with the same key without
// any setting. Read once per process and database. Deleting the row (or restoring a database
// without it) voids every URL handed out, nothing else: the next reply signs with a new key.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { signFileUrl } from './signed-url.js';

const NAME = 'private-files';

const keys = new WeakMap<Queryable, Promise<Buffer>>();

async function readOrCreate(db: Queryable): Promise<Buffer> {
  await db.query('insert into server_keys (name, secret) values ($1, $2) on conflict (name) do nothing', [NAME, randomBytes(32).toString('base64url')]);
  const [row] = await db.query<{ secret: string }>('select secret from server_keys where name = $1', [NAME]);
  const key = row ? Buffer.from(row.secret, 'base64url') : Buffer.alloc(0);
  if (key.length < 32) throw new Error('server_keys: the private-files key is missing or too short');
  return key;
}

/** The key, read (or made) once per database; a failed read is tried again next time. */
export function fileKey(db: Queryable): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = readOrCreate(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

/** Signs upload paths for their owner at `now` ('' for an empty or foreign path). */
export type FileUrlSigner = (path: string) => string;

export async function fileUrlSigner(db: Queryable, now: number): Promise<FileUrlSigner> {
  const key = await fileKey(db);
  return (path) => (path ? signFileUrl(key, path, now) : '');
}
