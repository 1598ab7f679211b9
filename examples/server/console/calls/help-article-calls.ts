// Writing help articles (src/contract/console-help.ts): create or save one (its answer sanitized
// as listing content is, listings/sanitize.ts, before it is stored; the app sanitizes it again on
// output), delete one, order a menu's articles. Each write is one transaction with its audit row;
// after the commit the customer-service robot is told its articles changed (it answers from them:
// chat/service/robot-index.ts rebuilds its index at the next question).
import { CODE } from '../../../../src/contract/codes.js';
import { consoleSchemas } from '../../../../src/contract/console-api.js';
import { CONSOLE_HELP_ERRORS } from '../../../../src/contract/console-help.js';
import { helpArticlesChanged } from '../../chat/service/robot-index.js';
import { ReplyError } from '../../http/handler.js';
import { parseInput } from '../../http/input.js';
import { sanitizeContent } from '../../listings/sanitize.js';
import { writeAudit } from '../audit.js';
import { operatorOf, type ConsoleHandler } from '../console-context.js';
import { helpArticle, helpMenu, storedTexts } from './help-calls.js';

const saveHelpArticle: ConsoleHandler<'saveHelpArticle'> = async (raw, ctx) => {
  const operator = operatorOf(ctx);
  // Titles and answers carry their own length rules (spec §5), longer than parseInput's default.
  const input = parseInput(consoleSchemas.saveHelpArticle, raw, { ownText: ['titles', 'contents'] });
  const titles = storedTexts(input.titles);
  const contents = storedTexts(input.contents, sanitizeContent);
  const saved = await ctx.db.transaction(async (tx) => {
    await helpMenu(tx, input.menuId);
    let id = input.id;
    if (id === undefined) {
      const [row] = await tx.query<{ id: number }>(
        `insert into help_problems (menu_id, titles, contents, sort, updated_at)
         values ($1, $2::jsonb, $3::jsonb, (select coalesce(max(sort), 0) + 1 from help_problems where menu_id = $1), $4) returning id`,
        [input.menuId, titles, contents, new Date(ctx.now)],
      );
      id = row!.id;
    } else {
      const rows = await tx.query(
        `update help_problems set menu_id = $2, titles = $3::jsonb, contents = $4::jsonb, updated_at = $5,
           sort = case when menu_id = $2 then sort else (select coalesce(max(sort), 0) + 1 from help_problems where menu_id = $2) end
         where id = $1 returning id`,
        [id, input.menuId, titles, contents, new Date(ctx.now)],
      );
      if (rows.length === 0) throw new ReplyError(CODE.NOT_FOUND, CONSOLE_HELP_ERRORS.helpArticleNotFound);
    }
    await writeAudit(tx, {
      operatorId: operator.operatorId, action: input.id === undefined ? 'help.create' : 'help.save', target: `helpArticle:${id}`, detail: { menuId: input.menuId },
    }, ctx.now);
    return helpArticle(tx, id);
  });
  helpArticlesChanged();
  return saved;
};

const deleteHelpArticle: ConsoleHandler<'deleteHelpArticle'> = async (raw, ctx) => {
  const operator = operatorOf(ctx);
  const { id } = parseInput(consoleSchemas.deleteHelpArticle, raw);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<{ menu_id: number }>('delete from help_problems where id = $1 returning menu_id', [id]);
    if (!row) throw new ReplyError(CODE.NOT_FOUND, CONSOLE_HELP_ERRORS.helpArticleNotFound);
    await writeAudit(tx, { operatorId: operator.operatorId, action: 'help.delete', target: `helpArticle:${id}`, detail: { menuId: row.menu_id } }, ctx.now);
  });
  helpArticlesChanged();
  return { id };
};

const orderHelpArticles: ConsoleHandler<'orderHelpArticles'> = async (raw, ctx) => {
  const operator = operatorOf(ctx);
  const { menuId, ids } = parseInput(consoleSchemas.orderHelpArticles, raw);
  await ctx.db.transaction(async (tx) => {
    // The menu row is locked: an article created meanwhile cannot slip between the check and the order.
    const [menu] = await tx.query('select 1 from help_menus where id = $1 for update', [menuId]);
    if (!menu) throw new ReplyError(CODE.NOT_FOUND, CONSOLE_HELP_ERRORS.helpMenuNotFound);
    const have = await tx.query<{ id: number }>('select id from help_problems where menu_id = $1', [menuId]);
    const known = new Set(have.map((r) => r.id));
    if (have.length !== ids.length || !ids.every((i) => known.has(i))) throw new ReplyError(CODE.VALIDATION, CONSOLE_HELP_ERRORS.helpOrderStale);
    await tx.query(
      'update help_problems p set sort = o.ord from unnest($2::int[]) with ordinality as o(id, ord) where p.id = o.id and p.menu_id = $1',
      [menuId, ids],
    );
    await writeAudit(tx, { operatorId: operator.operatorId, action: 'help.order', target: `helpMenu:${menuId}`, detail: { ids } }, ctx.now);
  });
  helpArticlesChanged();
  return { menuId, ids };
};

export const HELP_ARTICLE_CALLS = { saveHelpArticle, deleteHelpArticle, orderHelpArticles };
