// Picture upload (spec §7 /user/v1/upload/uploadImg, multipart: multipartFile, moduleId, areaId ->
// [{imgPath}]): jpg/png only, at most 2 MB (spec §5, §9), decoded and re-encoded
// (reencode-picture.ts), stored under uploads/<yyyy-mm>/<random>.<ext> (plus a .webp sibling) and
// recorded for the uploader (publish accepts only those). The avatar upload of the user centre uses
// the same receiveImage().
import { IMAGE } from '../../../src/contract/constants.js';
import { okReply, type Handler, type HandlerTable, type RequestContext } from '../http/handler.js';
import { checkSize, storeUpload, uploadedFile } from '../http/stored-upload.js';
import { encodeWebp, writeWebpSibling } from '../webp.js';
import { makeSmallVariants } from '../pictures/small-variant.js';
import { reencodePicture } from './reencode-picture.js';

/** Checks, re-encodes, stores and records the picture of an upload form; its public path. */
export async function receiveImage(input: unknown, ctx: RequestContext): Promise<string> {
  const { file, userId } = uploadedFile(input, ctx, 'errors.fileType');
  checkSize(file, IMAGE.maxBytes);
  const picture = await reencodePicture(file.buffer);
  const stored = await storeUpload(ctx, userId, picture.bytes, picture.ext, picture.mime);
  // The WebP sibling served to browsers that accept it (../webp.ts, issue 5). Written before the
  // reply so the first request for imgPath can already get it; a failure is logged there and
  // never fails the upload.
  // With its smaller copies (issue: Beyond the spec, item 4; pictures/small-variant.ts), made at
  // the same time: a list asks for them as soon as the listing is out.
  await Promise.all([writeWebpSibling(stored.file, encodeWebp(picture.bytes, stored.path)), makeSmallVariants(stored.file)]);
  return stored.path;
}

const uploadImg: Handler = async (input, ctx) => okReply([{ imgPath: await receiveImage(input, ctx) }]);

export const UPLOAD_HANDLERS: HandlerTable = { uploadImg: uploadImg as HandlerTable['uploadImg'] };
