// What a refused release or edit (4422) says, read for the share form (the contract's
// validation/discover.ts; spec §5 "Sensitive text must be edited before continuing"): either the
// sensitive words found in the text, with where they are, or the fields at fault with their
// message keys. The words' places come from the server's hits; a reply with the words only is
// marked where the words appear in the text.
import { isValidationKey, type ValidationKey } from '../../contract/validation/messages.js';

export interface Mark {
  start: number;
  end: number;
}

export type ShareRefusal =
  /** `field`: where the words are ('content', or 'hashtags' when only the tags hold them). */
  | { kind: 'words'; words: string[]; marks: Mark[]; field: string }
  | { kind: 'fields'; fields: Partial<Record<string, ValidationKey>> };

const record = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});

/** Every place of each word in `text`, case folded (a word list is matched the same way on the server). */
export function marksOf(text: string, words: readonly string[]): Mark[] {
  const folded = text.toLowerCase();
  return words.flatMap((w) => {
    const word = w.toLowerCase();
    const out: Mark[] = [];
    if (!word) return out;
    for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + word.length)) out.push({ start: at, end: at + word.length });
    return out;
  });
}

/** Each field's first issue (its path's first segment), when its key is one of ours. */
function fieldsOf(issues: unknown): Partial<Record<string, ValidationKey>> {
  const fields: Partial<Record<string, ValidationKey>> = {};
  if (!Array.isArray(issues)) return fields;
  for (const issue of issues.map(record)) {
    const field = typeof issue.path === 'string' ? (issue.path.split('.')[0] ?? '') : '';
    if (isValidationKey(issue.key) && fields[field] === undefined) fields[field] = issue.key;
  }
  return fields;
}

/** The refusal in `customData` of a 4422 reply about the post's `content`. */
export function shareRefusalOf(customData: unknown, content: string): ShareRefusal {
  const data = record(customData);
  const words = Array.isArray(data.sensitiveWords) ? data.sensitiveWords.filter((w): w is string => typeof w === 'string' && w !== '') : [];
  const hits = Array.isArray(data.hits) ? data.hits.map(record).filter((h) => (h.field === undefined || h.field === 'content') && typeof h.start === 'number' && typeof h.end === 'number') : [];
  if (words.length > 0 || hits.length > 0) {
    const marks = hits.length > 0 ? hits.map((h) => ({ start: h.start as number, end: h.end as number })) : marksOf(content, words);
    const found = words.length > 0 ? words : [...new Set(hits.map((h) => (typeof h.found === 'string' ? h.found : '')).filter(Boolean))];
    const field = hits.length === 0 && Object.hasOwn(fieldsOf(data.issues), 'hashtags') ? 'hashtags' : 'content';
    return { kind: 'words', words: found, marks, field };
  }
  return { kind: 'fields', fields: fieldsOf(data.issues) };
}
