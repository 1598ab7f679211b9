// Paths a form may name (avatar, feedback pictures, authentication papers, remittance proofs): only
// uploads of the caller, of the kind the form takes (private-files/upload-kinds.ts: papers and
// proofs are private uploads, everything else public), recorded by the upload calls
// (http/stored-upload.ts). A path of someone else's upload, one never uploaded, or one of another
// kind (a public picture as a proof: it would stay public; a proof as an avatar: nobody could see
// it) is refused field by field ("choose").
import { MSG } from '../../../src/contract/validation/messages.js';
import { fieldError } from '../http/input.js';
import type { Queryable } from '../db/database.js';
import type { UploadKind } from '../private-files/upload-kinds.js';

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

export async function checkOwnedUploads(db: Queryable, userId: string, paths: readonly OwnedPath[], kind: UploadKind): Promise<void> {
  for (const p of paths) {
    if (!UPLOAD_PATH.test(p.path) || (p.picture && !PICTURE.test(p.path))) throw fieldError(p.field, MSG.choose);
  }
  if (paths.length === 0) return;
  const rows = await db.query<{ path: string }>('select path from uploads where user_id = $1 and path = any($2::text[]) and kind = $3', [
    userId, paths.map((p) => p.path), kind,
  ]);
  const known = new Set(rows.map((r) => r.path));
  const missing = paths.find((p) => !known.has(p.path));
  if (missing) throw fieldError(missing.field, MSG.choose);
}
