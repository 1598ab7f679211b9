// The hashtag chips of the share form (spec §5 "hashtags 5"; validation/discover.ts hashtagSchema):
// a word typed then Enter, space or comma becomes a chip, its '#' dropped; a repeat is ignored; the
// sixth is refused with the "at most" message, a word of other characters with the invalid one.
// The same contract rules the server runs, applied one chip at a time so the user hears at once.
import { LIMITS } from '../../contract/constants.js';
import { DISCOVER } from '../../contract/discover-limits.js';
import { MSG, type ValidationKey } from '../../contract/validation/messages.js';

/** Keys that end a hashtag being typed (the comma of Chinese keyboards too). */
export const TAG_END_KEYS: readonly string[] = ['Enter', ' ', ',', '，'];

export type TagAdd = { tags: string[]; error: ValidationKey | null };

/** The word as a hashtag: trimmed, without its '#' and trailing separators. */
export const tagOf = (typed: string): string => typed.trim().replace(/^#+/, '').replace(/[,，\s]+$/u, '');

/** `tags` with `typed` added, or unchanged with the reason it was refused (an empty word: nothing). */
export function addTag(tags: readonly string[], typed: string): TagAdd {
  const tag = tagOf(typed);
  if (tag === '') return { tags: [...tags], error: null };
  if (!DISCOVER.hashtagPattern.test(tag)) return { tags: [...tags], error: MSG.hashtagInvalid };
  if (tags.includes(tag)) return { tags: [...tags], error: null };
  if (tags.length >= LIMITS.hashtags) return { tags: [...tags], error: MSG.hashtagsLimit };
  return { tags: [...tags, tag], error: null };
}

/** Several words pasted at once ("#a #b,c"): added in order, stopping at the first refusal. */
export function addTags(tags: readonly string[], typed: string): TagAdd {
  let out: TagAdd = { tags: [...tags], error: null };
  for (const word of typed.split(/[\s,，]+/u)) {
    out = addTag(out.tags, word);
    if (out.error) return out;
  }
  return out;
}

export const removeTag = (tags: readonly string[], tag: string): string[] => tags.filter((t) => t !== tag);
