// Each reader's translation setting of a conversation (spec §7 "chat-translate info and flag";
// §1 original/translated text): a flag and a target language, kept on the caller's participant row
// (migration 023). No stored language means "my app language", the request's: a reader who
// switches the app to French reads French translations without touching the setting.
import type { LanguageCode } from '../../../src/contract/envelope.js';
import type { ChatTranslateInfo } from '../../../src/contract/types/chat.js';
import { chatSessionRefSchema, chatTranslateFlagSchema } from '../../../src/contract/validation/chat.js';
import type { Queryable } from '../db/database.js';
import { okReply, type Handler } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { requireUser } from '../usercenter/caller.js';
import { mySession } from './refusals.js';

export interface TranslateSetting {
  on: boolean;
  /** The language the reader reads translations in. */
  language: LanguageCode;
}

/** The setting of `me` in `sessionId` (a participant: mySession checked it), `appLanguage` by default. */
export async function translateSettingOf(db: Queryable, me: string, sessionId: string, appLanguage: LanguageCode): Promise<TranslateSetting> {
  const [row] = await db.query<{ translate_flag: boolean; translate_language: LanguageCode | null }>(
    'select translate_flag, translate_language from chat_participants where session_id = $1::bigint and user_id = $2',
    [sessionId, me],
  );
  return { on: row?.translate_flag === true, language: row?.translate_language ?? appLanguage };
}

export const getChatTranslateInfo: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const { chatSessionId } = parseInput(chatSessionRefSchema, input);
  const session = await mySession(ctx.db, me, chatSessionId);
  const setting = await translateSettingOf(ctx.db, me, session.id, ctx.language);
  const reply: ChatTranslateInfo = { translateFlag: setting.on ? 1 : 0, targetLanguageId: setting.language };
  return okReply(reply);
};

/** Sets the flag; a targetLanguageId fixes the language, none follows the app language again. */
export const updateChatTranslateFlag: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(chatTranslateFlagSchema, input);
  const session = await mySession(ctx.db, me, req.chatSessionId);
  await ctx.db.query(
    'update chat_participants set translate_flag = $3, translate_language = $4 where session_id = $1::bigint and user_id = $2',
    [session.id, me, req.translateFlag === 1, req.targetLanguageId ?? null],
  );
  return okReply(null);
};
