// Help content (seed/data/help.ts) for a database that has none yet: runs on every start, so a
// database seeded before the help tables existed gets it too, and a filled one is left alone.
import type { Queryable } from '../db/database.js';
import { HELP_MENUS } from './data/help.js';

export async function insertHelpIfEmpty(q: Queryable): Promise<void> {
  const [state] = await q.query<{ has: boolean }>('select exists(select 1 from help_menus) as has');
  if (state?.has) return;
  for (const [sort, menu] of HELP_MENUS.entries()) {
    await q.query('insert into help_menus (id, names, sort) values ($1, $2, $3)', [menu.id, JSON.stringify(menu.name), sort]);
    for (const [i, p] of menu.problems.entries()) {
      await q.query('insert into help_problems (menu_id, titles, contents, sort) values ($1, $2, $3, $4)', [
        menu.id, JSON.stringify(p.title), JSON.stringify(p.content), i,
      ]);
    }
  }
  // Explicit ids: move the sequence past them so menus added later get fresh ids.
  await q.query("select setval(pg_get_serial_sequence('help_menus', 'id'), (select max(id) from help_menus))");
}
