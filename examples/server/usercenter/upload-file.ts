// Document upload for the authentication forms (spec §5 "Upload limit 2 MB for pictures; documents 5
// MB, pdf, doc or docx"): sniffed by its bytes, stored and recorded as a private 'papers' upload
// (http/stored-upload.ts, private-files/upload-kinds.ts): only authentication takes documents, and
// identity or company papers are never served at their path. Papers pictures go through
// uploadPrivateImg.
import { CODE } from '../../../src/contract/codes.js';
import { DOCUMENT } from '../../../src/contract/constants.js';
import type { UploadFileReply } from '../../../src/contract/types/usercenter.js';
import { okReply, ReplyError, type Handler } from '../http/handler.js';
import { checkSize, storeUpload, uploadedFile } from '../http/stored-upload.js';
import { sniffDocument } from './document-sniff.js';

export const DOCUMENT_TYPE = 'errors.documentType';

/** The name shown next to the attachment: no folders, no control characters, at most 100. */
const displayName = (name: string, ext: string): string => {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 100);
  return base === '' ? `document.${ext}` : base;
};

export const uploadFile: Handler = async (input, ctx) => {
  const { file, userId } = uploadedFile(input, ctx, DOCUMENT_TYPE);
  checkSize(file, DOCUMENT.maxBytes);
  const kind = sniffDocument(file.buffer);
  if (!kind) throw new ReplyError(CODE.BAD_FILE, DOCUMENT_TYPE);
  const stored = await storeUpload(ctx, userId, file.buffer, kind.ext, kind.mime, 'papers');
  const reply: UploadFileReply = { filePath: stored.path, fileName: displayName(file.filename, kind.ext) };
  return okReply(reply);
};
