// Picture upload (spec §7 /user/v1/upload/uploadImg, multipart: multipartFile, moduleId, areaId ->
// [{imgPath}]): jpg/png only by their bytes, at most 2 MB (spec §5, §9), stored under
// uploads/<yyyy-mm>/<random>.<ext> (plus a .webp sibling) and recorded for the uploader (publish
// accepts only those). The avatar upload of the user centre uses the same receiveImage().
import { CODE } from '../../../src/contract/codes.js';
import { IMAGE } from '../../../src/contract/constants.js';
import { okReply, ReplyError, type Handler, type HandlerTable, type RequestContext } from '../http/handler.js';
import { checkSize, storeUpload, uploadedFile } from '../http/stored-upload.js';
import { writeWebpSibling } from '../webp.js';
import { sniffImage } from './sniff.js';

/** Checks, stores and records the picture of an upload form; its public path. */
export async function receiveImage(input: unknown, ctx: RequestContext): Promise<string> {
  const { file, userId } = uploadedFile(input, ctx, 'errors.fileType');
  checkSize(file, IMAGE.maxBytes);
  const kind = sniffImage(file.buffer);
  if (!kind) throw new ReplyError(CODE.BAD_FILE, 'errors.fileType');
  const stored = await storeUpload(ctx, userId, file.buffer, kind.ext, kind.mime);
  // The WebP sibling served to browsers that accept it (../webp.ts, issue 5). Written before the
  // reply so the first request for imgPath can already get it; a failure is logged there and
  // never fails the upload.
  await writeWebpSibling(stored.file);
  return stored.path;
}

const uploadImg: Handler = async (input, ctx) => okReply([{ imgPath: await receiveImage(input, ctx) }]);

export const UPLOAD_HANDLERS: HandlerTable = { uploadImg: uploadImg as HandlerTable['uploadImg'] };
