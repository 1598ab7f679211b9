// Requests of the chat calls (spec §3 "Messages", §5 "Messages: body not empty", §7 chat API), as
// the reference server reads them. What a schema cannot know (is the caller a participant, is the
// path the sender's upload, is the card's listing real) is the server's (examples/server/chat/).
// Ids are never coerced from non-scalars.
import * as v from 'valibot';
import { LIMITS } from '../constants.js';
import { CHAT_REPORT_REASONS, MESSAGE_TYPE, SESSION_TYPE, type MessageType, type SessionType } from '../statuses.js';
import { formObject } from './form-object.js';
import { optionalLanguageSchema, pageSchema, serviceIdSchema } from './listing-fields.js';
import { MSG } from './messages.js';

/** A chat session or message id (bigserial): 1 to 18 digits, no leading zero. */
const CHAT_ID = /^[1-9]\d{0,17}$/;

function chatIdText(raw: unknown): string | null {
  const text = typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0 ? String(raw) : raw;
  return typeof text === 'string' && CHAT_ID.test(text.trim()) ? text.trim() : null;
}

export const chatIdSchema = v.pipe(
  v.custom<number | string>((x) => chatIdText(x) !== null, MSG.checkWarning),
  v.transform((x) => chatIdText(x) as string),
);

/** Absent, null and '' mean none (undefined). */
export const optionalChatIdSchema = v.pipe(
  v.custom<number | string | null | undefined>((x) => x === undefined || x === null || x === '' || chatIdText(x) !== null, MSG.checkWarning),
  v.transform((x) => (x === undefined || x === null || x === '' ? undefined : (chatIdText(x) as string))),
);

/** A user's queue name as the server makes them (accounts/seed-users userQueueName; broker QUEUE_NAME). */
export const USER_MQ = /^[A-Za-z0-9._-]{1,120}$/;
export const userMqSchema = v.pipe(v.string(MSG.checkWarning), v.regex(USER_MQ, MSG.checkWarning));

/** One of `values`, given as a number or a digit string. */
const codeOf = <T extends number>(values: readonly T[]) => {
  const read = (x: unknown): T | null => {
    const n = typeof x === 'string' && /^\d{1,2}$/.test(x.trim()) ? Number(x) : x;
    return typeof n === 'number' && (values as readonly number[]).includes(n) ? (n as T) : null;
  };
  return v.pipe(
    v.custom<number | string>((x) => read(x) !== null, MSG.checkWarning),
    v.transform((x) => read(x) as T),
  );
};

export const messageTypeSchema = codeOf<MessageType>(Object.values(MESSAGE_TYPE));
export const sessionTypeSchema = codeOf<SessionType>(Object.values(SESSION_TYPE));

/** SendMsgRequest.clientMsgId: 1 to 64 visible characters; absent, null and '' mean none. */
export const CLIENT_MSG_ID = /^[^\s\u0000-\u001f\u007f-\u009f]{1,64}$/u;
export const clientMsgIdSchema = v.pipe(
  v.nullish(v.union([v.literal(''), v.pipe(v.string(MSG.checkWarning), v.regex(CLIENT_MSG_ID, MSG.checkWarning))], MSG.checkWarning)),
  v.transform((x) => (x === '' || x === null || x === undefined ? undefined : x)),
);

/**
 * The body of every type (spec §5 "not empty"): text, an upload path or a card's JSON, at most
 * LIMITS.chatMessageMax. What each type must hold is the server's check.
 */
export const messageContentSchema = v.pipe(
  v.string(MSG.messageEmpty),
  v.check((s) => s.trim() !== '', MSG.messageEmpty),
  v.maxLength(LIMITS.chatMessageMax, MSG.messageLength),
);

/** An optional whole number (a module id), from a number or digits; absent, null and '' mean none. */
const optionalWhole = (max: number) =>
  v.pipe(
    v.custom<number | string | null | undefined>((x) => {
      if (x === undefined || x === null || x === '') return true;
      const n = typeof x === 'string' && /^\d{1,9}$/.test(x.trim()) ? Number(x) : x;
      return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max;
    }, MSG.checkWarning),
    v.transform((x) => (x === undefined || x === null || x === '' ? undefined : Number(x))),
  );

/** An optional finite number >= 0 (a card's price); a digit string is read as its number. */
const optionalAmount = v.pipe(
  v.custom<number | string | null | undefined>((x) => {
    if (x === undefined || x === null || x === '') return true;
    const n = typeof x === 'string' && /^\d{1,13}(?:\.\d{1,2})?$/.test(x.trim()) ? Number(x) : x;
    return typeof n === 'number' && Number.isFinite(n) && n >= 0 && n < 1e13;
  }, MSG.checkWarning),
  v.transform((x) => (x === undefined || x === null || x === '' ? undefined : Number(x))),
);

const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(MSG.checkWarning), v.maxLength(max, MSG.checkWarning))));

/**
 * A chat card (spec §3: title, first 20 characters of content, imgPath, moduleId, serviceId; house
 * price, currency flag, cycle; business cycle and time). The preview may come longer: the server
 * keeps its first LIMITS.chatCardPreview characters.
 */
export const chatCardSchema = formObject({
  title: v.pipe(v.string(MSG.checkWarning), v.check((s) => s.trim() !== '', MSG.checkWarning), v.maxLength(LIMITS.titleMax, MSG.titleLength)),
  content: v.optional(v.nullable(v.pipe(v.string(MSG.checkWarning), v.maxLength(LIMITS.titleMax, MSG.checkWarning))), ''),
  imgPath: v.optional(v.nullable(v.pipe(v.string(MSG.checkWarning), v.maxLength(300, MSG.checkWarning))), ''),
  moduleId: v.pipe(optionalWhole(9999), v.check((n) => n !== undefined && n > 0, MSG.checkWarning)),
  serviceId: serviceIdSchema,
  price: optionalAmount,
  priceFlag: optionalText(16),
  billingCycle: optionalText(50),
  serviceTime: optionalWhole(1_000_000_000),
});
export type ChatCardInput = v.InferOutput<typeof chatCardSchema>;

export const initChatWindowRequestSchema = formObject({
  otherUserMq: userMqSchema,
  sessionType: sessionTypeSchema,
  card: v.nullish(chatCardSchema),
});

export const sendMsgRequestSchema = formObject({
  chatSessionId: chatIdSchema,
  toUserMq: userMqSchema,
  type: messageTypeSchema,
  content: messageContentSchema,
  sessionType: sessionTypeSchema,
  moduleId: optionalWhole(9999),
  clientMsgId: clientMsgIdSchema,
});

export const chatRecordsRequestSchema = formObject({
  chatSessionId: chatIdSchema,
  beforeMessageId: optionalChatIdSchema,
  page: pageSchema,
});

export const chatSessionRefSchema = formObject({ chatSessionId: chatIdSchema });
export const chatUserRefSchema = formObject({ otherUserMq: userMqSchema });
export const chatPageRequestSchema = formObject({ page: pageSchema });

export const chatReportRequestSchema = formObject({
  otherUserMq: userMqSchema,
  reason: v.picklist(CHAT_REPORT_REASONS, MSG.choose),
  text: v.pipe(v.nullish(v.pipe(v.string(MSG.inputLimit), v.maxLength(LIMITS.freeInputMax, MSG.inputLimit))), v.transform((x) => x ?? '')),
  chatSessionId: optionalChatIdSchema,
});

/**
 * The caller's translation setting of one conversation (spec §7 "chat-translate info and flag"):
 * translateFlag 0 or 1; targetLanguageId cn | en | fr, absent (or '') for the app language of
 * each request.
 */
export const chatTranslateFlagSchema = formObject({
  chatSessionId: chatIdSchema,
  translateFlag: codeOf<0 | 1>([0, 1]),
  targetLanguageId: optionalLanguageSchema,
});

/** translateChatMessage: one message by id. */
export const chatMessageRefSchema = formObject({ chatMessageId: chatIdSchema });
