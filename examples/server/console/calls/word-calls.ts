// The sensitive-word lists (migration 012; issue "Publishing": "a word list per language in the
// database (seeded, editable by operators)"). wordList pages one language's list alphabetically;
// addWord and removeWord change it, each in one transaction with its audit row. The word check
// (words/word-list.ts) reads the lists on every check and rebuilds its automaton when they
// differ, so an edit here applies to the next check on every instance with nothing to invalidate.
//
// Lists are a few hundred short rows: filtering and sorting them here, folded as the check folds
// them (words/fold.ts), costs less than keeping a folded column in step, and finds "Arnaqué" when
// the operator types "arnaque".
import { CODE } from '../../../../src/contract/codes.js';
import { CONSOLE_ERRORS, consoleSchemas, type ConsolePage, type SensitiveWordItem } from '../../../../src/contract/console-api.js';
import type { LanguageCode } from '../../../../src/contract/envelope.js';
import { toIntlLocale } from '../../../../src/i18n/resolve-language.js';
import type { Queryable } from '../../db/database.js';
import { parseInput } from '../../http/input.js';
import { ReplyError } from '../../http/handler.js';
import { fold } from '../../words/fold.js';
import { writeAudit } from '../audit.js';
import { operatorOf, type ConsoleHandler } from '../console-context.js';

interface WordRow {
  word: string;
  created_at: Date | string;
}

const folded = (word: string) => fold(word).text;

async function wordsOf(q: Queryable, language: string): Promise<WordRow[]> {
  return q.query<WordRow>('select word, created_at from sensitive_words where language = $1', [language]);
}

const wordList: ConsoleHandler<'wordList'> = async (raw, ctx): Promise<ConsolePage<SensitiveWordItem>> => {
  const { language, pageNum, pageSize, query } = parseInput(consoleSchemas.wordList, raw);
  const needle = folded(query);
  // The language's own alphabetical order (pinyin for Chinese), accents after their letter in French.
  const collator = new Intl.Collator(toIntlLocale(language as LanguageCode));
  const words = (await wordsOf(ctx.db, language))
    .filter((w) => needle === '' || folded(w.word).includes(needle))
    .sort((a, b) => collator.compare(a.word, b.word) || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  const start = (pageNum - 1) * pageSize;
  return {
    totalCount: words.length,
    resultList: words.slice(start, start + pageSize).map((w) => ({ word: w.word, addedAt: new Date(w.created_at).toISOString() })),
  };
};

const addWord: ConsoleHandler<'addWord'> = async (raw, ctx) => {
  const operator = operatorOf(ctx);
  const { language, word } = parseInput(consoleSchemas.addWord, raw);
  const key = folded(word);
  await ctx.db.transaction(async (tx) => {
    // Two operators adding "Arnaque" and "arnaqué" at once: the second waits, then sees the first.
    // The table's unique (language, word) only catches the same spelling.
    await tx.query('lock table sensitive_words in share row exclusive mode');
    const existing = (await wordsOf(tx, language)).find((w) => folded(w.word) === key);
    if (existing) throw new ReplyError(CODE.VALIDATION, CONSOLE_ERRORS.wordDuplicate, { issues: [{ path: 'word', key: CONSOLE_ERRORS.wordDuplicate }], existing: existing.word });
    await tx.query('insert into sensitive_words (language, word) values ($1, $2)', [language, word]);
    await writeAudit(tx, { operatorId: operator.operatorId, action: 'words.add', target: `words:${language}`, detail: { word } }, ctx.now);
  });
  return { language, word };
};

const removeWord: ConsoleHandler<'removeWord'> = async (raw, ctx) => {
  const operator = operatorOf(ctx);
  const { language, word } = parseInput(consoleSchemas.removeWord, raw);
  await ctx.db.transaction(async (tx) => {
    const gone = await tx.query('delete from sensitive_words where language = $1 and word = $2 returning id', [language, word]);
    if (gone.length === 0) throw new ReplyError(CODE.NOT_FOUND, CONSOLE_ERRORS.wordNotFound);
    await writeAudit(tx, { operatorId: operator.operatorId, action: 'words.remove', target: `words:${language}`, detail: { word } }, ctx.now);
  });
  return { language, word };
};

export const WORD_CALLS = { wordList, addWord, removeWord };
