// What the composer refuses before anything is sent (spec §5 "Messages: body not empty"; the length
// limit is ours, LIMITS.chatMessageMax, enforced by the server too).
import { LIMITS } from '../../contract/constants.js';
import { MSG } from '../../contract/validation/messages.js';
import type { MessageKey } from '../../i18n/keys.js';

export type TextProblem = { key: MessageKey; values?: Record<string, number> };

/** `text`: as it will be sent (trimmed, emoji codes in their stored form). */
export function textProblem(text: string): TextProblem | null {
  if (text.trim() === '') return { key: MSG.messageEmpty };
  // UTF-16 units, as String#length counts them on both sides.
  if (text.length > LIMITS.chatMessageMax) return { key: MSG.messageLength, values: { max: LIMITS.chatMessageMax } };
  return null;
}
