// Paths a form may name (avatar, feedback pictures, authentication papers): only uploads of the
// caller, recorded by the upload calls (http/stored-upload.ts). A path of someone else's upload,
// or one never uploaded, is refused field by field ("choose").
import { MSG } from '../../../src/contract/validation/messages.js';
import { fieldError } from '../http/input.js';
import type { Queryable } from '../db/database.js';

/** Our upload paths: /uploads/<yyyy-mm>/<name>.<ext>, no "..". */
export const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\.(?:png|jpe?g|pdf|docx?)$/;
const PICTURE = /\.(?:png|jpe?g)$/;

export interface OwnedPath {
  /** Field path of the issue, e.g. 'papersPictures.1'. */
  field: string;
  path: string;
  /** Only a picture will do (avatar, feedback, papers pictures). */
  picture?: boolean;
}

export async function checkOwnedUploads(db: Queryable, userId: string, paths: readonly OwnedPath[]): Promise<void> {
  for (const p of paths) {
    if (!UPLOAD_PATH.test(p.path) || (p.picture && !PICTURE.test(p.path))) throw fieldError(p.field, MSG.choose);
  }
  if (paths.length === 0) return;
  const rows = await db.query<{ path: string }>('select path from uploads where user_id = $1 and path = any($2::text[])', [
    userId, paths.map((p) => p.path),
  ]);
  const known = new Set(rows.map((r) => r.path));
  const missing = paths.find((p) => !known.has(p.path));
  if (missing) throw fieldError(missing.field, MSG.choose);
}
