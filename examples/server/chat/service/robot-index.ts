// The robot's knowledge (spec §6 "Customer service: human and robot"): the help articles
// (help_problems, seeded from seed/data/help.ts, edited by the console) searched with MiniSearch
// (BM25 over fields title, boosted, and the article's plain text), one index per language (the
// text in that language, English when it lacks one, as usercenter/help.ts reads them). Terms are
// robot-terms.ts's: accents folded, Chinese as character pairs.
//
// Confidence (ours): the best article is the answer when it matched at least half of the
// question's terms (MIN_COVERAGE: a question about "password" is not answered by an article that
// shares only "code") and scored at least MIN_SCORE (a single weak, fuzzy match is not enough).
// Below either, the robot hands the question to a person. Both are measured against the seeded
// articles by tests/server/chat/service-robot.test.ts.
//
// Freshness: the index is rebuilt when the articles changed. A fingerprint (count and md5 of their
// texts, cheap for a few hundred short articles) is compared at most every RECHECK_MS per
// database, and at once after helpArticlesChanged() (the console's help editor calls it after a
// save; another server instance sees the change within RECHECK_MS).
import MiniSearch from 'minisearch';
import { LIMITS } from '../../../../src/contract/constants.js';
import type { LanguageCode } from '../../../../src/contract/envelope.js';
import { LANGUAGES } from '../../../../src/contract/constants.js';
import type { Queryable } from '../../db/database.js';
import { firstChars } from '../text.js';
import { plainTextOf } from './plain-text.js';
import { robotTerms } from './robot-terms.js';

export const ROBOT_CONFIDENCE = {
  /** Share of the question's distinct terms the best article must contain. */
  MIN_COVERAGE: 0.5,
  /** Lowest BM25 score (title boost included) of an answer. */
  MIN_SCORE: 8,
  /** Title weight against the article's text. */
  TITLE_BOOST: 3,
} as const;

const RECHECK_MS = 5_000;

export interface HelpArticle {
  id: number;
  title: string;
  text: string;
}

interface LanguageIndex {
  search: MiniSearch<HelpArticle>;
  articles: Map<number, HelpArticle>;
  /** Titles in the console's order (menu sort, article sort): the suggested questions. */
  ordered: HelpArticle[];
}

interface IndexState {
  fingerprint: string;
  checkedAt: number;
  generation: number;
  byLanguage: Map<LanguageCode, LanguageIndex>;
}

/** One state per database object (tests open many; a server has one). */
const states = new WeakMap<object, IndexState>();
let generation = 0;

/** The help articles changed (a console edit): the next question checks the fingerprint again. */
export function helpArticlesChanged(): void {
  generation += 1;
}

async function fingerprintOf(db: Queryable): Promise<string> {
  const [row] = await db.query<{ n: number; h: string | null }>(
    "select count(*)::int as n, md5(coalesce(string_agg(id::text || ':' || menu_id::text || ':' || sort::text || titles::text || contents::text, '|' order by id), '')) as h from help_problems",
  );
  return `${row?.n ?? 0}:${row?.h ?? ''}`;
}

interface ArticleRow {
  id: number;
  titles: Record<string, string> | string;
  contents: Record<string, string> | string;
}

const jsonOf = (x: Record<string, string> | string): Record<string, string> => (typeof x === 'string' ? (JSON.parse(x) as Record<string, string>) : x);
const inLanguage = (texts: Record<string, string>, language: LanguageCode): string => texts[language] || texts.en || '';

function languageIndex(rows: readonly ArticleRow[], language: LanguageCode): LanguageIndex {
  const ordered = rows
    .map((r) => ({ id: Number(r.id), title: inLanguage(jsonOf(r.titles), language), text: plainTextOf(inLanguage(jsonOf(r.contents), language)) }))
    .filter((a) => a.title.trim() !== '');
  const search = new MiniSearch<HelpArticle>({
    fields: ['title', 'text'],
    tokenize: robotTerms,
    processTerm: (t) => t,
    searchOptions: {
      boost: { title: ROBOT_CONFIDENCE.TITLE_BOOST },
      combineWith: 'OR',
      // A typo in a long word still finds it; short words and Chinese pairs must match exactly.
      fuzzy: (term) => (term.length >= 6 && /^[a-z]+$/.test(term) ? 0.2 : false),
      prefix: (term) => term.length >= 4 && /^[a-z0-9]+$/.test(term),
    },
  });
  search.addAll(ordered);
  return { search, ordered, articles: new Map(ordered.map((a) => [a.id, a])) };
}

async function build(db: Queryable, fingerprint: string, now: number): Promise<IndexState> {
  const rows = await db.query<ArticleRow>(
    'select p.id, p.titles, p.contents from help_problems p join help_menus m on m.id = p.menu_id order by m.sort, m.id, p.sort, p.id',
  );
  return { fingerprint, checkedAt: now, generation, byLanguage: new Map(LANGUAGES.map((l) => [l, languageIndex(rows, l)])) };
}

/** The index of `language`, rebuilt first when the articles changed. */
export async function robotIndex(db: Queryable, language: LanguageCode, now: number = Date.now()): Promise<LanguageIndex> {
  let state = states.get(db);
  if (!state || state.generation !== generation || now - state.checkedAt >= RECHECK_MS) {
    const fingerprint = await fingerprintOf(db);
    if (!state || state.fingerprint !== fingerprint) state = await build(db, fingerprint, now);
    else state = { ...state, checkedAt: now, generation };
    states.set(db, state);
  }
  const index = state.byLanguage.get(language);
  if (!index) throw new Error(`robot index: no language ${language}`);
  return index;
}

export interface RobotMatch {
  entry: HelpArticle;
  score: number;
  coverage: number;
}

/** The best article for `question`, with its score and coverage; undefined when nothing matched. */
export function bestMatch(index: LanguageIndex, question: string): RobotMatch | undefined {
  const terms = new Set(robotTerms(question));
  if (terms.size === 0) return undefined;
  const [best] = index.search.search(question);
  const article = best ? index.articles.get(Number(best.id)) : undefined;
  if (!best || !article) return undefined;
  return { entry: article, score: best.score, coverage: new Set(best.queryTerms).size / terms.size };
}

export const confident = (m: RobotMatch | undefined): m is RobotMatch =>
  m !== undefined && m.coverage >= ROBOT_CONFIDENCE.MIN_COVERAGE && m.score >= ROBOT_CONFIDENCE.MIN_SCORE;

/** The robot's answer: the article's title, then its text, within one chat message. */
export const answerText = (a: HelpArticle): string => firstChars(`${a.title}\n${a.text}`, LIMITS.chatMessageMax);
