// uploadChatImg (spec §7 /chat/v1 uploadChatImg; §5 "pictures 2 MB; documents 5 MB, pdf, doc or
// docx"): one file of the sender, sniffed by its bytes, never by its name or claimed type.
// - A picture (jpg/png) goes through the picture upload every form uses (listings/upload.ts
//   receiveImage: re-encoded, 2 MB, public like listing pictures, its random 128-bit name the only
//   way to it): the content of an image message (type 1).
// - A document is stored private, kind 'chat' (private-files/upload-kinds.ts): it is never served
//   at its path, only through the signed URLs handed to the conversation's participants with the
//   records (records.ts): the content of a file message (type 2). Its original name is kept
//   (cleaned, file-name.ts) for the records to show, since the path is random.
import { CODE } from '../../../src/contract/codes.js';
import { DOCUMENT } from '../../../src/contract/constants.js';
import { MESSAGE_TYPE } from '../../../src/contract/statuses.js';
import type { ChatUploadReply } from '../../../src/contract/types/chat.js';
import { okReply, ReplyError, type Handler } from '../http/handler.js';
import { checkSize, storeUpload, uploadedFile } from '../http/stored-upload.js';
import { receiveImage } from '../listings/upload.js';
import { fileUrlSigner } from '../private-files/file-key.js';
import { sniffDocument } from '../usercenter/document-sniff.js';
import { cleanFileName } from './file-name.js';

export const CHAT_FILE_TYPE = 'errors.chatFileType';

export const uploadChatImg: Handler = async (input, ctx) => {
  const { file, userId } = uploadedFile(input, ctx, CHAT_FILE_TYPE);
  const document = sniffDocument(file.buffer);
  if (!document) {
    let imgPath: string;
    try {
      imgPath = await receiveImage(input, ctx);
    } catch (e) {
      // Neither a picture nor a document: say what a chat takes (a too-large picture keeps its own message).
      if (e instanceof ReplyError && e.key === 'errors.fileType') throw new ReplyError(CODE.BAD_FILE, CHAT_FILE_TYPE);
      throw e;
    }
    const reply: ChatUploadReply = { imgPath, type: MESSAGE_TYPE.image };
    return okReply(reply);
  }
  checkSize(file, DOCUMENT.maxBytes);
  const stored = await storeUpload(ctx, userId, file.buffer, document.ext, document.mime, 'chat');
  // The name the sender's device gave it, shown with the message (file-name.ts; content.ts
  // copies it onto the message).
  await ctx.db.query('update uploads set original_name = $2 where path = $1', [stored.path, cleanFileName(file.filename)]);
  const sign = await fileUrlSigner(ctx.db, ctx.services.clock());
  const reply: ChatUploadReply = { imgPath: stored.path, type: MESSAGE_TYPE.file, fileUrl: sign(stored.path) };
  return okReply(reply);
};
