// The word check of a listing's texts against the operators' lists in the database (migration
// 012). The lists are read on every check (a few hundred short rows, and a check comes once per
// publish), and the automaton is rebuilt only when they changed: an operator's edit applies to
// the next check on every instance, with no cache to invalidate.
import type { CheckWordReply, SensitiveHit } from '../../../src/contract/types/commons.js';
import type { Queryable } from '../db/database.js';
import { createWordMatcher, type SensitiveWord, type WordMatcher } from './word-matcher.js';

let built: { key: string; matcher: WordMatcher } | null = null;

async function currentMatcher(db: Queryable): Promise<WordMatcher> {
  const words = await db.query<SensitiveWord>('select language, word from sensitive_words order by id');
  const key = words.map((w) => `${w.language}\u0000${w.word}`).join('\u0001');
  if (built?.key !== key) built = { key, matcher: createWordMatcher(words) };
  return built.matcher;
}

export type CheckedTexts = Record<SensitiveHit['field'], string>;

/** Every sensitive word in the texts, field by field; the words as typed, once each. */
export async function findSensitiveWords(db: Queryable, texts: CheckedTexts): Promise<Pick<CheckWordReply, 'sensitiveWords' | 'hits'>> {
  const matcher = await currentMatcher(db);
  const hits: SensitiveHit[] = [];
  for (const field of Object.keys(texts) as SensitiveHit['field'][]) {
    for (const h of matcher.find(texts[field])) hits.push({ field, ...h });
  }
  return { sensitiveWords: [...new Set(hits.map((h) => h.found))], hits };
}
