// Requests of the customer-service calls (spec §6 "Customer service: human and robot", §7
// /customer/v2/chat/sendMsg; types/customer-service.ts), as the reference server reads them. What a
// schema cannot know (is the picture the caller's upload, is the conversation theirs and ended) is
// the server's (examples/server/chat/service/).
import * as v from 'valibot';
import { MESSAGE_TYPE } from '../statuses.js';
import { SERVICE_RATING_MAX, SERVICE_RATING_MIN } from '../types/customer-service.js';
import { chatIdSchema, clientMsgIdSchema, messageContentSchema } from './chat.js';
import { formObject } from './form-object.js';
import { MSG } from './messages.js';

/** A whole number in [min, max], given as a number or a digit string. */
const wholeIn = (min: number, max: number) => {
  const read = (x: unknown): number | null => {
    const n = typeof x === 'string' && /^\d{1,10}$/.test(x.trim()) ? Number(x) : x;
    return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : null;
  };
  return v.pipe(
    v.custom<number | string>((x) => read(x) !== null, MSG.checkWarning),
    v.transform((x) => read(x) as number),
  );
};

/** Customer service takes a text or a picture (uploadChatImg), never a document or a card (types/chat.ts CustomerSendMsgRequest). */
const SERVICE_MESSAGE_TYPES: readonly number[] = [MESSAGE_TYPE.text, MESSAGE_TYPE.image];
const serviceTypeSchema = v.pipe(
  wholeIn(0, 99),
  v.check((n) => SERVICE_MESSAGE_TYPES.includes(n), MSG.checkWarning),
  v.transform((n) => n as typeof MESSAGE_TYPE.text | typeof MESSAGE_TYPE.image),
);

/** A help article id (help_problems.id, serial); absent, null and '' mean none. */
const optionalQuestionId = v.pipe(
  v.nullish(v.union([v.literal(''), wholeIn(1, 2_147_483_647)], MSG.checkWarning)),
  v.transform((x) => (x === '' || x === null || x === undefined ? undefined : x)),
);

export const customerSendMsgRequestSchema = formObject({
  type: serviceTypeSchema,
  content: messageContentSchema,
  questionId: optionalQuestionId,
  clientMsgId: clientMsgIdSchema,
});

export const serviceRatingRequestSchema = formObject({
  chatSessionId: chatIdSchema,
  rating: wholeIn(SERVICE_RATING_MIN, SERVICE_RATING_MAX),
});
