// uploadPrivateImg (ours; multipart: multipartFile, use): the pictures of authentication papers
// (use 'papers') and the proof of a bank or offline payment (use 'proof'), spec §2 auth and
// usercenter/order/remittance. Checked and re-encoded exactly like listing pictures (jpg/png, at
// most 2 MB, spec §5; listings/reencode-picture.ts), but stored in the private store with the
// caller as owner and no WebP sibling, and answered with a signed URL the owner's screen shows
// it through (signed-url.ts); the path is what the form sends back.
import { IMAGE } from '../../../src/contract/constants.js';
import type { PrivateUploadReply } from '../../../src/contract/types/usercenter.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { okReply, type Handler } from '../http/handler.js';
import { fieldError, isRecord } from '../http/input.js';
import { checkSize, storeUpload, uploadedFile } from '../http/stored-upload.js';
import { reencodePicture } from '../listings/reencode-picture.js';
import { fileUrlSigner } from './file-key.js';
import { isPrivateKind } from './upload-kinds.js';

/** The form's `use`: what the picture is for, and so which operators may open it. */
const useOf = (input: unknown): unknown => (isRecord(input) && isRecord(input.fields) ? input.fields.use : undefined);

export const uploadPrivateImg: Handler = async (input, ctx) => {
  const { file, userId } = uploadedFile(input, ctx, 'errors.fileType');
  const use = useOf(input);
  if (!isPrivateKind(use)) throw fieldError('use', MSG.choose);
  checkSize(file, IMAGE.maxBytes);
  const picture = await reencodePicture(file.buffer);
  const stored = await storeUpload(ctx, userId, picture.bytes, picture.ext, picture.mime, use);
  const sign = await fileUrlSigner(ctx.db, ctx.services.clock());
  const reply: PrivateUploadReply = { imgPath: stored.path, url: sign(stored.path) };
  return okReply(reply);
};
