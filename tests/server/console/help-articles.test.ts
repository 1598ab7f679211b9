// The help articles' editor (src/contract/console-help.ts; examples/server/console/calls/help-calls.ts,
// help-article-calls.ts) against what the app reads (usercenter/help.ts, spec §2 serviceAndHelp):
// an article edited in French reads in French in the app, its HTML sanitized; a language left
// empty falls back to English; create (last of its menu), order, delete, menus; the title and
// content rules of the publish form (spec §5); agents and admins only; every write audited; the
// customer-service robot answers from an article as soon as it is saved, and no longer once deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelpArticleItem, HelpMenuItem } from '../../../src/contract/console-help.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { HelpMenu, Problem } from '../../../src/contract/types/usercenter.js';
import { bestMatch, robotIndex } from '../../../examples/server/chat/service/robot-index.js';
import { TEST_DATABASES } from '../databases.js';
import { openUsercentre, P, type UcEnv } from '../usercenter/helpers.js';
import { addOperator, auditRows, consoleCall, loginAs } from './console-client.js';

const ANSWER_FR = '<p>Ouvrez <b>Mon compte</b>, puis « Sécurité » et suivez les étapes affichées.</p><script>alert(1)</script>';
type Articles = { menu: HelpMenuItem; articles: HelpArticleItem[] };

describe.each(TEST_DATABASES)('console help articles ($name)', (target) => {
  let env: UcEnv;
  let agent = '';
  let moderator = '';
  const call = <T = unknown>(name: string, body: unknown, cookie = agent) => consoleCall<T>(env.server.app, name, body, { cookie }).then((r) => r.reply);
  const articles = async (menuId: number) => (await call<Articles>('helpArticles', { menuId })).customData;
  const app = async <T>(path: string, body: unknown, language: 'cn' | 'en' | 'fr') => (await env.call<T>(path, body, { language })).customData;

  beforeAll(async () => {
    env = await openUsercentre(target);
    await addOperator(env.db, 'help-agent', 'help-agent-pass', 'agent');
    await addOperator(env.db, 'help-mod', 'help-mod-pass', 'moderator');
    agent = await loginAs(env.server.app, 'help-agent', 'help-agent-pass');
    moderator = await loginAs(env.server.app, 'help-mod', 'help-mod-pass');
  });
  afterAll(async () => {
    await env?.close();
  });

  it('lists the menus the app shows, with every language and their article counts', async () => {
    const menus = (await call<HelpMenuItem[]>('helpMenus', {})).customData;
    const shown = await app<HelpMenu[]>(P.getHelpMenu.path, {}, 'fr');
    expect(menus.map((m) => m.id)).toEqual(shown.map((m) => m.id));
    expect(menus.map((m) => m.names.fr)).toEqual(shown.map((m) => m.name));
    expect(menus[0]!.names).toMatchObject({ cn: expect.any(String), en: expect.any(String), fr: expect.any(String) });
    expect(menus[0]!.articles).toBe((await articles(menus[0]!.id)).articles.length);
  });

  it('saves an article in French: the app reads the new French text, sanitized; English unchanged', async () => {
    const [menu] = (await call<HelpMenuItem[]>('helpMenus', {})).customData;
    const [first] = (await articles(menu!.id)).articles;
    const before = first!.updatedAt;
    const saved = await call<HelpArticleItem>('saveHelpArticle', {
      id: first!.id, menuId: menu!.id, titles: { ...first!.titles, fr: 'Comment sécuriser mon compte ?' }, contents: { ...first!.contents, fr: ANSWER_FR },
    });
    expect(saved.code, JSON.stringify(saved)).toBe(200);
    expect(saved.customData.titles.fr).toBe('Comment sécuriser mon compte ?');
    expect(saved.customData.contents.fr).not.toContain('<script');
    expect(saved.customData.updatedAt >= before).toBe(true);
    const fr = await app<Problem>(P.getProblemDetail.path, { id: first!.id }, 'fr');
    expect(fr.title).toBe('Comment sécuriser mon compte ?');
    expect(fr.content).toContain('<b>Mon compte</b>');
    expect(fr.content).not.toContain('script');
    expect((await app<Problem>(P.getProblemDetail.path, { id: first!.id }, 'en')).title).toBe(first!.titles.en);
    expect((await auditRows(env.db)).filter((a) => a.target === `helpArticle:${first!.id}`).map((a) => a.action)).toEqual(['help.save']);
  });

  it('creates an article last of its menu; a language left empty reads in English; orders and deletes', async () => {
    const [menu] = (await call<HelpMenuItem[]>('helpMenus', {})).customData;
    // The robot's index is built before the article exists; the clock stays put, so only the save's notice rebuilds it.
    expect(bestMatch(await robotIndex(env.db, 'fr', env.clock.now), 'Comment signaler un utilisateur ?')?.entry.title).not.toBe('Comment signaler un utilisateur ?');
    const created = await call<HelpArticleItem>('saveHelpArticle', {
      menuId: menu!.id,
      titles: { cn: '', en: 'How do I report a user?', fr: 'Comment signaler un utilisateur ?' },
      contents: { cn: '', en: '<p>Open the chat, tap the menu and choose Report.</p>', fr: '<p>Ouvrez la discussion, touchez le menu et choisissez Signaler.</p>' },
    });
    expect(created.code, JSON.stringify(created)).toBe(200);
    const id = created.customData.id;
    let list = (await articles(menu!.id)).articles;
    expect(list.at(-1)!.id).toBe(id);
    expect((await app<Problem>(P.getProblemDetail.path, { id }, 'cn')).title).toBe('How do I report a user?');
    const appList = await app<SearchReply<Problem>>(P.getProblemList.path, { menuId: menu!.id, page: { index: 1, size: 15 } }, 'fr');
    expect(appList.resultList.map((p) => p.id)).toContain(id);

    // The customer-service robot answers from it at once (told by the save, robot-index.ts), within its 5-second recheck.
    const robot = await robotIndex(env.db, 'fr', env.clock.now);
    expect(bestMatch(robot, 'Comment signaler un utilisateur ?')?.entry.id).toBe(id);

    const reversed = list.map((a) => a.id).reverse();
    expect((await call('orderHelpArticles', { menuId: menu!.id, ids: reversed })).code).toBe(200);
    list = (await articles(menu!.id)).articles;
    expect(list.map((a) => a.id)).toEqual(reversed);
    const shown = await app<SearchReply<Problem>>(P.getProblemList.path, { menuId: menu!.id, page: { index: 1, size: 15 } }, 'en');
    expect(shown.resultList.map((p) => p.id)).toEqual(reversed.slice(0, 15));
    // Stale order (an id missing, or another menu's): refused, nothing changes.
    expect(await call('orderHelpArticles', { menuId: menu!.id, ids: reversed.slice(1) })).toMatchObject({ code: 4422, message: 'errors.helpOrderStale' });
    expect(await call('orderHelpArticles', { menuId: menu!.id, ids: [reversed[0], reversed[0]] })).toMatchObject({ code: 4422 });

    expect(await call('deleteHelpArticle', { id })).toMatchObject({ code: 200, customData: { id } });
    expect(await call('deleteHelpArticle', { id })).toMatchObject({ code: 4404, message: 'errors.helpArticleNotFound' });
    expect((await env.call(P.getProblemDetail.path, { id })).code).toBe(4404);
    expect(bestMatch(await robotIndex(env.db, 'fr', env.clock.now), 'Comment signaler un utilisateur ?')?.entry.id).not.toBe(id);
    const actions = (await auditRows(env.db)).filter((a) => a.target === `helpArticle:${id}` || a.target === `helpMenu:${menu!.id}`).map((a) => a.action);
    expect(actions).toEqual(['help.create', 'help.order', 'help.delete']);
  });

  it('keeps the publish form\'s title and content rules, English required', async () => {
    const [menu] = (await call<HelpMenuItem[]>('helpMenus', {})).customData;
    const good = { cn: '', en: 'A good English title', fr: '' };
    const body = { cn: '', en: '<p>An answer with enough words to count.</p>', fr: '' };
    for (const [input, path] of [
      [{ menuId: menu!.id, titles: { ...good, fr: 'ab' }, contents: body }, 'titles.fr'],
      [{ menuId: menu!.id, titles: { ...good, en: '' }, contents: body }, 'titles.en'],
      [{ menuId: menu!.id, titles: good, contents: { ...body, en: '<p>too short</p>' } }, 'contents.en'],
      [{ menuId: menu!.id, titles: good, contents: { ...body, cn: `<p>${'字'.repeat(10_001)}</p>` } }, 'contents.cn'],
      [{ menuId: 0, titles: good, contents: body }, 'menuId'],
    ] as const) {
      const r = await call<{ issues: { path: string }[] }>('saveHelpArticle', input);
      expect(r.code, path).toBe(4422);
      expect(r.customData.issues[0]!.path, path).toBe(path);
    }
    expect(await call('saveHelpArticle', { menuId: 999_999, titles: good, contents: body })).toMatchObject({ code: 4404, message: 'errors.helpMenuNotFound' });
    expect(await call('saveHelpArticle', { id: 999_999, menuId: menu!.id, titles: good, contents: body })).toMatchObject({ code: 4404, message: 'errors.helpArticleNotFound' });
  });

  it('creates and renames menus', async () => {
    const created = await call<HelpMenuItem>('saveHelpMenu', { names: { cn: '举报', en: 'Reports', fr: 'Signalements' } });
    expect(created).toMatchObject({ code: 200, customData: { names: { en: 'Reports' }, articles: 0 } });
    const renamed = await call<HelpMenuItem>('saveHelpMenu', { id: created.customData.id, names: { cn: '', en: 'Reports and safety', fr: 'Signalements et sécurité' } });
    expect(renamed.customData.names).toEqual({ cn: '', en: 'Reports and safety', fr: 'Signalements et sécurité' });
    const shown = await app<HelpMenu[]>(P.getHelpMenu.path, {}, 'cn');
    expect(shown.at(-1)).toEqual({ id: created.customData.id, name: 'Reports and safety' });
  });

  it('is for agents and admins only', async () => {
    for (const name of ['helpMenus', 'helpArticles', 'saveHelpMenu', 'saveHelpArticle', 'deleteHelpArticle', 'orderHelpArticles']) {
      expect((await call(name, {}, moderator)).code, name).toBe(4403);
    }
  });
});
