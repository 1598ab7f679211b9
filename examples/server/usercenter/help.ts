// Help and service (spec §2 serviceAndHelp: serviceAndHelpMenuList, commonProblemList,
// problemDetails): menus, a menu's problems 15 per page (spec §9), one problem. Texts are in the
// caller's language (metaData.language; English when a text lacks it). Answers are HTML written by
// the operator; they are sanitized on output like listing content (listings/sanitize.ts).
import { CODE } from '../../../src/contract/codes.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { HelpMenu, Problem } from '../../../src/contract/types/usercenter.js';
import { problemDetailRequestSchema, problemListRequestSchema } from '../../../src/contract/validation/usercenter.js';
import { emptySchema, parseInput } from '../http/input.js';
import { okReply, ReplyError, type Handler } from '../http/handler.js';
import { readPage } from '../listings/readers.js';
import { sanitizeContent } from '../listings/sanitize.js';
import { USERCENTER_LIMITS } from './limits.js';

/** The text of a {cn, en, fr} column in language $1 (English when missing). */
const text = (column: string) => `coalesce(${column}->>$1, ${column}->>'en', '')`;

interface ProblemRow {
  id: number;
  title: string;
  content: string;
}

const problem = (r: ProblemRow): Problem => ({ id: r.id, title: r.title, content: sanitizeContent(r.content) });

export const getHelpMenu: Handler = async (input, ctx) => {
  parseInput(emptySchema, input);
  const rows = await ctx.db.query<HelpMenu>(`select id, ${text('names')} as name from help_menus order by sort, id`, [ctx.language]);
  return okReply(rows);
};

export const getProblemList: Handler = async (input, ctx) => {
  const req = parseInput(problemListRequestSchema, input);
  const page = readPage(req.page, USERCENTER_LIMITS.pageSize);
  const menu = await ctx.db.query('select 1 from help_menus where id = $1', [req.menuId]);
  if (menu.length === 0) throw new ReplyError(CODE.NOT_FOUND, 'errors.notFound');
  const [count] = await ctx.db.query<{ n: string | number }>('select count(*) as n from help_problems where menu_id = $1', [req.menuId]);
  const rows = await ctx.db.query<ProblemRow>(
    `select id, ${text('titles')} as title, ${text('contents')} as content from help_problems
     where menu_id = $2 order by sort, id limit $3 offset $4`,
    [ctx.language, req.menuId, page.size, page.offset],
  );
  const reply: SearchReply<Problem> = { totalCount: Number(count?.n ?? 0), resultList: rows.map(problem) };
  return okReply(reply);
};

export const getProblemDetail: Handler = async (input, ctx) => {
  const { id } = parseInput(problemDetailRequestSchema, input);
  const [row] = await ctx.db.query<ProblemRow>(
    `select id, ${text('titles')} as title, ${text('contents')} as content from help_problems where id = $2`,
    [ctx.language, id],
  );
  if (!row) throw new ReplyError(CODE.NOT_FOUND, 'errors.notFound');
  return okReply(problem(row));
};
