// What every upload call shares (spec §7 "Uploads are multipart"): the caller's one file out of the
// multipart form, and storing accepted bytes as /uploads/<yyyy-mm>/<random>.<ext>, recorded for
// the uploader with its kind (forms accept only paths their user uploaded, of the kind they take).
// Public uploads are written under uploadsDir, private ones (papers, proofs) under
// privateUploadsDir (private-files/upload-kinds.ts). Each call sniffs the type itself.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CODE } from '../../../src/contract/codes.js';
import type { UploadKind } from '../private-files/upload-kinds.js';
import { ReplyError, type RequestContext } from './handler.js';
import { isRecord } from './input.js';
import type { MultipartForm, UploadedFile } from './multipart.js';

const isForm = (x: unknown): x is MultipartForm => isRecord(x) && isRecord(x.fields) && (x.file === null || isRecord(x.file));

/** The uploaded file of a logged-in caller; `refusal` is the message key when none was sent. */
export function uploadedFile(input: unknown, ctx: RequestContext, refusal: string): { file: UploadedFile; userId: string } {
  if (!ctx.user) throw new ReplyError(CODE.NOT_LOGGED_IN, 'errors.notLoggedIn');
  const file = isForm(input) ? input.file : null;
  if (!file) throw new ReplyError(CODE.BAD_FILE, refusal);
  return { file, userId: ctx.user.userId };
}

/** 4415 "larger than {{max}}" when the file was cut at the multipart limit or exceeds `maxBytes`. */
export function checkSize(file: UploadedFile, maxBytes: number): void {
  if (file.truncated || file.buffer.length > maxBytes) {
    throw new ReplyError(CODE.BAD_FILE, 'errors.fileTooLarge', null, { max: `${Math.round(maxBytes / (1024 * 1024))} MB` });
  }
}

export interface StoredUpload {
  /** The upload's path, e.g. /uploads/2030-01/<32 hex>.pdf (served at it only when public). */
  path: string;
  /** Where the bytes are on disk. */
  file: string;
}

/** Writes the bytes in the folder of `kind` and records the path for `userId`. */
export async function storeUpload(ctx: RequestContext, userId: string, bytes: Buffer, ext: string, mime: string, kind: UploadKind = 'public'): Promise<StoredUpload> {
  const now = new Date(ctx.services.clock());
  const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  const folder = kind === 'public' ? ctx.services.uploadsDir : ctx.services.privateUploadsDir;
  await mkdir(join(folder, month), { recursive: true });
  const file = join(folder, month, name);
  await writeFile(file, bytes);
  const path = `/uploads/${month}/${name}`;
  await ctx.db.query('insert into uploads (user_id, path, mime, bytes, kind) values ($1, $2, $3, $4, $5)', [userId, path, mime, bytes.length, kind]);
  return { path, file };
}
