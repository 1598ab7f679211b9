// Text rules of spec §5 (lengths count the trimmed text, so blanks cannot fill a title).
import * as v from 'valibot';
import { LIMITS } from '../constants.js';
import { MSG, type ValidationKey } from './messages.js';
import { plainLength } from './plain-text.js';

const trimmedLength = (min: number, max: number, key: ValidationKey) =>
  v.pipe(
    v.string(key),
    v.check((s) => {
      const n = s.trim().length;
      return n >= min && n <= max;
    }, key),
  );

/** Title 3 to 200 characters. */
export const titleSchema = trimmedLength(LIMITS.titleMin, LIMITS.titleMax, MSG.titleLength);

/**
 * Markup allowed around the content's text, as a multiple of its length (ours: the spec counts
 * characters of text only). Generous for lists and headings, yet it bounds what the server stores,
 * sanitizes and translates.
 */
export const CONTENT_HTML_FACTOR = 10;

/**
 * Content 20 to 10,000 characters of TEXT (spec §5): the body is HTML (spec §3), and its plain text
 * (plain-text.ts, the server's too) is what is counted, so markup neither fills nor overflows it.
 */
export const contentSchema = v.pipe(
  v.string(MSG.contentLength),
  v.maxLength(LIMITS.contentMax * CONTENT_HTML_FACTOR, MSG.contentLength),
  v.check((s) => {
    const n = plainLength(s);
    return n >= LIMITS.contentMin && n <= LIMITS.contentMax;
  }, MSG.contentLength),
);

/** Nickname 3 to 32 characters. */
export const nicknameSchema = trimmedLength(LIMITS.nicknameMin, LIMITS.nicknameMax, MSG.nicknameLength);

/** Required free text ("please input"), at most 250: contacts, location, service location. */
export const requiredTextSchema = v.pipe(
  v.string(MSG.pleaseInput),
  v.check((s) => s.trim() !== '', MSG.pleaseInput),
  v.maxLength(LIMITS.freeInputMax, MSG.inputLimit),
);

/** Contacts: required, at most 250. */
export const contactsSchema = requiredTextSchema;

/** Optional free input: at most 250. */
export const freeInputSchema = v.optional(v.pipe(v.string(MSG.inputLimit), v.maxLength(LIMITS.freeInputMax, MSG.inputLimit)), '');

/** valibot's e-mail pattern (the "standard pattern" of spec §5). */
export const EMAIL_PATTERN = /^[\w+-]+(?:\.[\w+-]+)*@[\da-z]+(?:[.-][\da-z]+)*\.[a-z]{2,}$/iu;

/** E-mail of a listing: optional, but when given it must match the pattern. */
export const optionalEmailSchema = v.optional(
  v.pipe(
    v.string(MSG.emailRegp),
    v.check((s) => s.trim() === '' || EMAIL_PATTERN.test(s.trim()), MSG.emailRegp),
    v.maxLength(LIMITS.freeInputMax, MSG.inputLimit),
  ),
  '',
);

/** E-mail that must be given (email login tab, e-mail code, reset by e-mail). */
export const requiredEmailSchema = v.pipe(
  v.string(MSG.emailWarning),
  v.check((s) => s.trim() !== '', MSG.emailWarning),
  v.check((s) => EMAIL_PATTERN.test(s.trim()), MSG.emailRegp),
);

/** Password as typed: at least 6 characters, no leading or trailing whitespace. */
export const passwordSchema = v.pipe(
  v.string(MSG.passwordRequired),
  v.nonEmpty(MSG.passwordRequired),
  v.minLength(LIMITS.passwordMin, MSG.passwordRegp),
  v.check((s) => s === s.trim(), MSG.passwordRegp),
);

/** Password as sent: SHA-256 hex of the typed one (spec §5 "hashed with SHA-256 before sending"). */
export const passwordHashSchema = v.pipe(
  v.string(MSG.passwordRequired),
  v.nonEmpty(MSG.passwordRequired),
  v.regex(/^[0-9a-f]{64}$/i, MSG.passwordRegp),
);

/** Password typed on the login form: only required (spec §5 login rules). */
export const loginPasswordSchema = v.pipe(v.string(MSG.passwordRequired), v.nonEmpty(MSG.passwordRequired));

/** Confirmation field: required; equality is a cross-field rule of the form. */
export const confirmPasswordSchema = v.pipe(v.string(MSG.confirmRequired), v.nonEmpty(MSG.confirmRequired));

/** Verification code: required (its correctness is the server's answer). */
export const verificationCodeSchema = v.pipe(
  v.string(MSG.codeRequired),
  v.check((s) => s.trim() !== '', MSG.codeRequired),
);

/** Agreement checkbox must be ticked. */
export const agreementSchema = v.literal(true, MSG.agreeMessage);

/** Area code picked on login / register. */
export const mobileCodeSchema = v.pipe(
  v.string(MSG.areaCodeWarning),
  v.check((s) => /^\+?\d{1,6}$/.test(s.trim()), MSG.areaCodeWarning),
);

/** Chat message body: not empty. */
export const messageBodySchema = v.pipe(
  v.string(MSG.messageEmpty),
  v.check((s) => s.trim() !== '', MSG.messageEmpty),
);

/** Discover post: at least 20 characters. */
export const sharePostSchema = v.pipe(
  v.string(MSG.shareLength),
  v.check((s) => s.trim().length >= LIMITS.sharePostMin, MSG.shareLength),
);
