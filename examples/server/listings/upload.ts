// Picture upload (spec §7 /user/v1/upload/uploadImg, multipart: multipartFile, moduleId, areaId ->
// [{imgPath}]): jpg/png only by their bytes, at most 2 MB (spec §5, §9), stored under
// uploads/<yyyy-mm>/<random>.<ext> (plus a .webp sibling) and recorded for the uploader (publish
// accepts only those).
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CODE } from '../../../src/contract/codes.js';
import { IMAGE } from '../../../src/contract/constants.js';
import { okReply, ReplyError, type Handler, type HandlerTable } from '../http/handler.js';
import { translate } from '../http/messages.js';
import type { MultipartForm } from '../http/multipart.js';
import { writeWebpSibling } from '../webp.js';
import { isRecord } from './input.js';
import { sniffImage } from './sniff.js';

const isForm = (x: unknown): x is MultipartForm => isRecord(x) && isRecord(x.fields) && (x.file === null || isRecord(x.file));

const uploadImg: Handler = async (input, ctx) => {
  if (!ctx.user) throw new ReplyError(CODE.NOT_LOGGED_IN, 'errors.notLoggedIn');
  const file = isForm(input) ? input.file : null;
  if (!file) throw new ReplyError(CODE.BAD_FILE, 'errors.fileType');
  if (file.truncated || file.buffer.length > IMAGE.maxBytes) {
    // The message has a placeholder the route cannot fill: it is translated here, in the caller's language.
    throw new ReplyError(CODE.BAD_FILE, translate('errors.fileTooLarge', ctx.language, { max: '2 MB' }));
  }
  const kind = sniffImage(file.buffer);
  if (!kind) throw new ReplyError(CODE.BAD_FILE, 'errors.fileType');

  const now = new Date(ctx.services.clock());
  const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
  await mkdir(join(ctx.services.uploadsDir, month), { recursive: true });
  const stored = join(ctx.services.uploadsDir, month, name);
  await writeFile(stored, file.buffer);
  // The WebP sibling served to browsers that accept it (../webp.ts, issue 5). Written before the
  // reply so the first request for imgPath can already get it; a failure is logged there and
  // never fails the upload.
  await writeWebpSibling(stored);
  const imgPath = `/uploads/${month}/${name}`;
  await ctx.db.query('insert into uploads (user_id, path, mime, bytes) values ($1, $2, $3, $4)', [ctx.user.userId, imgPath, kind.mime, file.buffer.length]);
  return okReply([{ imgPath }]);
};

export const UPLOAD_HANDLERS: HandlerTable = { uploadImg: uploadImg as HandlerTable['uploadImg'] };
