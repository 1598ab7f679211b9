// translateChatMessage (ours; spec §1 "original or translated text", §3 the record's translation):
// a text message of the caller's conversation in the caller's target language (translate-setting.ts).
//   1. the message must be in a conversation of the caller (4404 otherwise, as for no message:
//      ids cannot be probed) and a text (4422: a picture has no text to translate);
//   2. a message sent from an app in that language answers its own text (migration 023
//      chat_messages.language: the cheap guess; unknown, the provider detects it);
//   3. a translation made before answers from the cache (chat_translations), with no provider call;
//   4. else the provider (LibreTranslate or its sandbox, translation/) translates it in pieces of
//      at most 500 characters (spec §9), counted per user (limits.ts), and the text is cached.
//      A busy or failing provider is CODE.TRANSLATE_UNAVAILABLE: the app offers to try again.
import { CODE } from '../../../src/contract/codes.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { MESSAGE_TYPE } from '../../../src/contract/statuses.js';
import type { ChatMessageTranslation } from '../../../src/contract/types/chat.js';
import { chatMessageRefSchema } from '../../../src/contract/validation/chat.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { rateHit } from '../accounts/rate-limit.js';
import type { Queryable } from '../db/database.js';
import { okReply, ReplyError, type Handler } from '../http/handler.js';
import { fieldError, parseInput } from '../http/input.js';
import { splitForTranslation } from '../translation/chunks.js';
import { TranslateError } from '../translation/translator.js';
import { requireUser } from '../usercenter/caller.js';
import { CHAT_RATE_RULES } from './limits.js';
import { mySession, notFound } from './refusals.js';
import { cleanChatText } from './text.js';
import { translateSettingOf } from './translate-setting.js';

/** A provider's text is not trusted more than a user's: cleaned, and cut at twice a message's size. */
const MAX_TRANSLATION = 4000;

interface SourceRow {
  session_id: string;
  type: number;
  content: string;
  language: LanguageCode | null;
}

async function cached(db: Queryable, messageId: string, language: LanguageCode): Promise<string | undefined> {
  const [row] = await db.query<{ text: string }>('select text from chat_translations where message_id = $1::bigint and language = $2', [messageId, language]);
  return row?.text;
}

export const translateChatMessage: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const { chatMessageId } = parseInput(chatMessageRefSchema, input);
  const [message] = await ctx.db.query<SourceRow>(
    'select session_id::text as session_id, type, content, language from chat_messages where id = $1::bigint',
    [chatMessageId],
  );
  if (!message) throw notFound();
  const session = await mySession(ctx.db, me, message.session_id);
  if (message.type !== MESSAGE_TYPE.text) throw fieldError('chatMessageId', MSG.checkWarning);
  const { language } = await translateSettingOf(ctx.db, me, session.id, ctx.language);
  const answer = (translation: string) => okReply<ChatMessageTranslation>({ translation, language });

  if (message.language === language) return answer(message.content);
  const known = await cached(ctx.db, chatMessageId, language);
  if (known !== undefined) return answer(known);

  const translator = ctx.services.translation?.translator;
  if (!translator) throw new ReplyError(CODE.NOT_FOUND, 'app.notAvailable');
  await rateHit(ctx.db, `chat-translate:${me}`, CHAT_RATE_RULES.translate, ctx.services.clock());
  let pieces: string[];
  try {
    pieces = await translator.translate(splitForTranslation(message.content), message.language ?? 'auto', language, 'text');
  } catch (e) {
    if (e instanceof TranslateError) throw new ReplyError(CODE.TRANSLATE_UNAVAILABLE, 'errors.translateUnavailable');
    throw e;
  }
  const text = cleanChatText(pieces.join('')).slice(0, MAX_TRANSLATION);
  if (text === '') throw new ReplyError(CODE.TRANSLATE_UNAVAILABLE, 'errors.translateUnavailable');
  // Two readers (or two devices) asking at once: the first stored wins, both answer it.
  await ctx.db.query(
    'insert into chat_translations (message_id, language, text, created_at) values ($1::bigint, $2, $3, $4) on conflict (message_id, language) do nothing',
    [chatMessageId, language, text, new Date(ctx.services.clock())],
  );
  return answer((await cached(ctx.db, chatMessageId, language)) ?? text);
};
