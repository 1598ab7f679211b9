// The help articles' editor (src/contract/console-help.ts; spec §2 serviceAndHelp, served to the
// app by usercenter/help.ts): the menus with their article counts, the articles of a menu in every
// language, and saving a menu's names. Articles are written by help-article-calls.ts.
import { CODE } from '../../../../src/contract/codes.js';
import { consoleSchemas } from '../../../../src/contract/console-api.js';
import { CONSOLE_HELP_ERRORS, type HelpArticleItem, type HelpMenuItem, type HelpTexts } from '../../../../src/contract/console-help.js';
import { LANGUAGES } from '../../../../src/contract/constants.js';
import type { Queryable } from '../../db/database.js';
import { ReplyError } from '../../http/handler.js';
import { parseInput } from '../../http/input.js';
import { isoOf } from '../../payments/catalogue/texts.js';
import { writeAudit } from '../audit.js';
import { operatorOf, type ConsoleHandler } from '../console-context.js';
import { jsonOf } from '../money-rows.js';

type Stored = Record<string, unknown> | string;

/** A {cn, en, fr} column as the console edits it: every language, '' where none is written. */
export const textsOf = (raw: Stored): HelpTexts => {
  const o = jsonOf(raw);
  return Object.fromEntries(LANGUAGES.map((l) => [l, typeof o[l] === 'string' ? o[l] : ''])) as HelpTexts;
};

/** What is stored: the languages written (trimmed, NUL removed), so the app's English fallback applies to the others. */
export const storedTexts = (texts: HelpTexts, clean: (s: string) => string = (s) => s): string =>
  JSON.stringify(Object.fromEntries(LANGUAGES.flatMap((l) => {
    const s = clean(texts[l].split('\u0000').join('').trim());
    return s === '' ? [] : [[l, s]];
  })));

interface MenuRow { id: number; names: Stored; sort: number; articles: number }

const menuOf = (r: MenuRow): HelpMenuItem => ({ id: r.id, names: textsOf(r.names), sort: r.sort, articles: Number(r.articles) });

const MENU_SELECT = 'select m.id, m.names, m.sort, (select count(*) from help_problems p where p.menu_id = m.id)::int as articles from help_menus m';

export async function helpMenu(q: Queryable, id: number): Promise<HelpMenuItem> {
  const [row] = await q.query<MenuRow>(`${MENU_SELECT} where m.id = $1`, [id]);
  if (!row) throw new ReplyError(CODE.NOT_FOUND, CONSOLE_HELP_ERRORS.helpMenuNotFound);
  return menuOf(row);
}

interface ArticleRow { id: number; menu_id: number; titles: Stored; contents: Stored; sort: number; updated_at: Date | string }

export const ARTICLE_COLUMNS = 'id, menu_id, titles, contents, sort, updated_at';

export const articleOf = (r: ArticleRow): HelpArticleItem => ({
  id: r.id, menuId: r.menu_id, titles: textsOf(r.titles), contents: textsOf(r.contents), sort: r.sort, updatedAt: isoOf(r.updated_at),
});

export async function helpArticle(q: Queryable, id: number): Promise<HelpArticleItem> {
  const [row] = await q.query<ArticleRow>(`select ${ARTICLE_COLUMNS} from help_problems where id = $1`, [id]);
  if (!row) throw new ReplyError(CODE.NOT_FOUND, CONSOLE_HELP_ERRORS.helpArticleNotFound);
  return articleOf(row);
}

const helpMenus: ConsoleHandler<'helpMenus'> = async (raw, ctx) => {
  parseInput(consoleSchemas.helpMenus, raw);
  return (await ctx.db.query<MenuRow>(`${MENU_SELECT} order by m.sort, m.id`)).map(menuOf);
};

const helpArticles: ConsoleHandler<'helpArticles'> = async (raw, ctx) => {
  const { menuId } = parseInput(consoleSchemas.helpArticles, raw);
  const menu = await helpMenu(ctx.db, menuId);
  // The app's order (usercenter/help.ts): sort, then id.
  const rows = await ctx.db.query<ArticleRow>(`select ${ARTICLE_COLUMNS} from help_problems where menu_id = $1 order by sort, id`, [menuId]);
  return { menu, articles: rows.map(articleOf) };
};

const saveHelpMenu: ConsoleHandler<'saveHelpMenu'> = async (raw, ctx) => {
  const operator = operatorOf(ctx);
  const input = parseInput(consoleSchemas.saveHelpMenu, raw);
  const names = storedTexts(input.names);
  return ctx.db.transaction(async (tx) => {
    let id = input.id;
    if (id === undefined) {
      const [row] = await tx.query<{ id: number }>(
        'insert into help_menus (names, sort) values ($1::jsonb, (select coalesce(max(sort), 0) + 1 from help_menus)) returning id',
        [names],
      );
      id = row!.id;
    } else {
      const rows = await tx.query('update help_menus set names = $2::jsonb where id = $1 returning id', [id, names]);
      if (rows.length === 0) throw new ReplyError(CODE.NOT_FOUND, CONSOLE_HELP_ERRORS.helpMenuNotFound);
    }
    await writeAudit(tx, { operatorId: operator.operatorId, action: input.id === undefined ? 'help.menuCreate' : 'help.menuSave', target: `helpMenu:${id}`, detail: {} }, ctx.now);
    return helpMenu(tx, id);
  });
};

export const HELP_CALLS = { helpMenus, helpArticles, saveHelpMenu };
