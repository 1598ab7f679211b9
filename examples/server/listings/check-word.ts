// CheckWordAndOriginal (spec §2 /common/checkWord, §5 "Sensitive text ... must be edited before
// continuing"): the form's texts against the operators' word lists, with the language the text is
// written in. Publishing runs the same check again (update.ts): the client's word is not trusted.
import { LIMITS } from '../../../src/contract/constants.js';
import { checkWordRequestSchema } from '../../../src/contract/validation/listing-requests.js';
import { moduleById } from '../../../src/modules/index.js';
import { htmlToPlain } from '../db/listing-text.js';
import { okReply, type Handler, type HandlerTable } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { detectLanguage } from '../words/detect-language.js';
import { findSensitiveWords } from '../words/word-list.js';
import { requireUser } from '../usercenter/caller.js';

const checkWordRequest = checkWordRequestSchema(moduleById);

const checkWordAndOriginal: Handler = async (input, ctx) => {
  requireUser(ctx);
  // As long as a publish call may be (the content's HTML included), no longer.
  const body = parseInput(checkWordRequest, input, { maxLength: LIMITS.contentMax });
  const content = htmlToPlain(body.content);
  const found = await findSensitiveWords(ctx.db, { title: body.title, content, contacts: body.contacts, location: body.location });
  return okReply({ ...found, originalLanguageId: detectLanguage(`${body.title}\n${content}`, ctx.language) });
};

export const CHECK_WORD_HANDLERS: HandlerTable = {
  checkWordAndOriginal: checkWordAndOriginal as HandlerTable['checkWordAndOriginal'],
};
