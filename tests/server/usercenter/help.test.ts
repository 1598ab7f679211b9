// Help and service (spec §2 serviceAndHelp): at least 4 menus of 3+ problems each, in cn, en and fr;
// answers are HTML sanitized on output; problem lists are paged (spec §9: 15).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_MENUS } from '../../../examples/server/seed/data/help.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { HelpMenu, Problem } from '../../../src/contract/types/usercenter.js';
import { TEST_DATABASES } from '../databases.js';
import { openUsercentre, P, type UcEnv } from './helpers.js';

const LANGS: readonly LanguageCode[] = ['cn', 'en', 'fr'];

describe('help content', () => {
  it('has 4+ menus of 3+ problems, every text in the three languages and distinct', () => {
    expect(HELP_MENUS.length).toBeGreaterThanOrEqual(4);
    for (const m of HELP_MENUS) {
      expect(m.problems.length).toBeGreaterThanOrEqual(3);
      for (const p of m.problems) {
        for (const text of [p.title, p.content]) {
          expect(new Set(LANGS.map((l) => text[l])).size).toBe(3);
          for (const l of LANGS) expect(text[l].trim()).not.toBe('');
        }
        expect(p.content.cn).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });
});

describe.each(TEST_DATABASES)('user centre: help ($name)', (target) => {
  let env: UcEnv;
  beforeAll(async () => { env = await openUsercentre(target); });
  afterAll(async () => { await env?.close(); });

  it('answers menus, lists and details in the caller language (public, no login)', async () => {
    for (const language of LANGS) {
      const menus = (await env.call<HelpMenu[]>(P.getHelpMenu.path, {}, { language })).customData;
      expect(menus.map((m) => m.name)).toEqual(HELP_MENUS.map((m) => m.name[language]));
      for (const [i, menu] of menus.entries()) {
        const list = (await env.call<SearchReply<Problem>>(P.getProblemList.path, { menuId: menu.id, page: { index: 1, size: 15 } }, { language })).customData;
        expect(list.totalCount).toBe(HELP_MENUS[i]!.problems.length);
        expect(list.resultList.map((p) => p.title)).toEqual(HELP_MENUS[i]!.problems.map((p) => p.title[language]));
        const detail = (await env.call<Problem>(P.getProblemDetail.path, { id: list.resultList[0]!.id }, { language })).customData;
        expect(detail.content).toBe(HELP_MENUS[i]!.problems[0]!.content[language]);
      }
    }
  });

  it('pages problem lists and sanitizes answers on output', async () => {
    await env.db.query(
      `insert into help_problems (menu_id, titles, contents, sort) values (1, $1, $2, 99)`,
      [JSON.stringify({ en: 'Unsafe' }), JSON.stringify({ en: '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">link</a>' })],
    );
    const page2 = (await env.call<SearchReply<Problem>>(P.getProblemList.path, { menuId: 1, page: { index: 2, size: 2 } }, { language: 'fr' })).customData;
    expect(page2.totalCount).toBe(HELP_MENUS[0]!.problems.length + 1);
    expect(page2.resultList.map((p) => p.title)).toEqual(HELP_MENUS[0]!.problems.slice(2, 4).map((p) => p.title.fr));
    const last = (await env.call<SearchReply<Problem>>(P.getProblemList.path, { menuId: 1, page: { index: 1, size: 15 } }, { language: 'cn' })).customData.resultList.at(-1)!;
    // A text missing in the caller's language falls back to English.
    expect(last.title).toBe('Unsafe');
    expect(last.content).toBe('<p>Hi</p><a>link</a>');
  });
});
