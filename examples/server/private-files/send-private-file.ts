// How a private file is answered, to its owner (owner-route.ts) and to an operator
// (console/authentication-files.ts) alike:
//   - nothing keeps a copy: Cache-Control private, no-store (no shared cache, no disk cache);
//   - nothing runs: nosniff, and a sandboxing Content-Security-Policy should the file ever be
//     opened as a page;
//   - a picture (png/jpeg, as stored after re-encoding) is shown inline with its own type; a
//     document (pdf, doc, docx: identity and company papers) is a download of opaque bytes, never
//     rendered as a page of this origin;
//   - its name in Content-Disposition is the stored name (random hex and extension), checked
//     again here so no header can be bent by it; no WebP negotiation (no sibling is written).
// A missing file answers 404 like any other refusal (refuse()).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { diskFileOf, folderOf, type StoredUploadRow, type UploadDirs } from './stored-location.js';

const PICTURE_MIME = /^image\/(?:png|jpeg)$/;
const SAFE_NAME = /^[A-Za-z0-9_-]{1,64}\.(?:png|jpe?g|pdf|docx?)$/;

/** A bodiless refusal that says nothing about the file (and is not cached either). */
export const refuse = (reply: FastifyReply, status: 401 | 403 | 404) =>
  reply.code(status).header('Cache-Control', 'no-store').header('X-Content-Type-Options', 'nosniff').type('text/plain; charset=utf-8').send(String(status));

/** The stored name, or a neutral one when it is not of the shape we write. */
function safeName(path: string, picture: boolean): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return SAFE_NAME.test(name) ? name : picture ? 'picture' : 'document';
}

export async function sendPrivateFile(reply: FastifyReply, dirs: UploadDirs, row: StoredUploadRow): Promise<FastifyReply> {
  const file = diskFileOf(folderOf(dirs, row), row.path);
  const size = file ? await stat(file).then((s) => (s.isFile() ? s.size : -1), () => -1) : -1;
  if (!file || size < 0) return refuse(reply, 404);
  const picture = PICTURE_MIME.test(row.mime);
  return reply
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', `${picture ? 'inline' : 'attachment'}; filename="${safeName(row.path, picture)}"`)
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Referrer-Policy', 'no-referrer')
    .header('Content-Length', String(size))
    .type(picture ? row.mime : 'application/octet-stream')
    .send(createReadStream(file));
}
