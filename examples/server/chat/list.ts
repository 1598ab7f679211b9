// getChatList (spec §2 /message/list; §7 /chat/v1 getChatList): the caller's conversations that
// have a message, newest first, as sessions.ts shows them.
import { chatPageRequestSchema } from '../../../src/contract/validation/chat.js';
import { pageWindow } from '../../../src/contract/validation/listing-fields.js';
import { okReply, type Handler } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { requireUser } from '../usercenter/caller.js';
import { CHAT_LIMITS } from './limits.js';
import { sessionPage } from './sessions.js';

export const getChatList: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(chatPageRequestSchema, input);
  const page = pageWindow(req.page, CHAT_LIMITS.listPageSize);
  return okReply(await sessionPage(ctx.db, me, page.size, page.offset));
};
