// The sensitive-word lists in the console (examples/server/console/calls/word-calls.ts): a word an
// operator adds is refused by the app's real CheckWordAndOriginal call right after, and accepted
// again once removed; duplicates are refused as the check folds them (case, accents, Chinese
// script); bad input is refused at the field; moderators and admins edit, reviewers only read,
// translators neither; every change is one audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsolePage, SensitiveWordItem } from '../../../src/contract/console-api.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { CheckWordReply } from '../../../src/contract/types/commons.js';
import { MODULES } from '../../../src/modules/index.js';
import type { Database } from '../../../examples/server/db/database.js';
import { TEST_DATABASES } from '../databases.js';
import { openFixture, TOKENS, type Fixture } from '../listings/fixtures.js';
import { addOperator, auditRows, consoleCall, loginAs } from './console-client.js';

describe.each(TEST_DATABASES)('console sensitive words ($name)', (target) => {
  let db: Database;
  let fx: Fixture;
  let moderator: string;
  let reviewer: string;
  let translator: string;
  const call = <T = unknown>(name: string, body: unknown, cookie = moderator) => consoleCall<T>(fx.server.app, name, body, { cookie }).then((r) => r.reply);
  const list = async (body: Record<string, unknown>, cookie = moderator) => (await call<ConsolePage<SensitiveWordItem>>('wordList', body, cookie)).customData;
  /** The app's own word check, as the publish form calls it. */
  const check = (title: string) =>
    fx.server.call<CheckWordReply>(ENDPOINTS.checkWordAndOriginal.path, { moduleId: MODULES.house.moduleId, title, content: '<p>Une maison calme avec un jardin, près des écoles.</p>' }, { token: TOKENS.alice, meta: { language: 'fr' } }).then((r) => r.reply);

  beforeAll(async () => {
    db = await target.open();
    fx = await openFixture(db);
    await addOperator(db, 'mod', 'mod-pass', 'moderator');
    await addOperator(db, 'rev', 'rev-pass', 'reviewer');
    await addOperator(db, 'tra', 'tra-pass', 'translator');
    moderator = await loginAs(fx.server.app, 'mod', 'mod-pass');
    reviewer = await loginAs(fx.server.app, 'rev', 'rev-pass');
    translator = await loginAs(fx.server.app, 'tra', 'tra-pass');
  });
  afterAll(async () => {
    await fx?.close();
    await db?.close();
    await target.cleanup();
  });

  it('a word added in the console is refused by the next word check and by publishing; removed, it passes again', async () => {
    const title = 'Maison zqvolmarque à Cocody';
    expect((await check(title)).customData.sensitiveWords).toEqual([]);
    const before = (await auditRows(db)).length;

    expect(await call('addWord', { language: 'fr', word: '  ZQVolMarqué ' })).toMatchObject({ code: 200, customData: { language: 'fr', word: 'ZQVolMarqué' } });
    const refused = await check(title);
    expect(refused.code).toBe(200);
    expect(refused.customData.sensitiveWords).toEqual(['zqvolmarque']);
    expect(refused.customData.hits).toEqual([expect.objectContaining({ field: 'title', found: 'zqvolmarque' })]);
    // Publishing refuses the same text (the server checks again).
    await expect(fx.submit('house', 'alice', { title })).rejects.toThrow(/4422/);

    expect(await call('removeWord', { language: 'fr', word: 'ZQVolMarqué' })).toMatchObject({ code: 200 });
    expect((await check(title)).customData.sensitiveWords).toEqual([]);
    expect(await fx.submit('house', 'alice', { title })).toMatch(/^\d+$/);

    const audit = (await auditRows(db)).slice(before);
    expect(audit.map((a) => [a.action, a.target, a.detail])).toEqual([
      ['words.add', 'words:fr', { word: 'ZQVolMarqué' }],
      ['words.remove', 'words:fr', { word: 'ZQVolMarqué' }],
    ]);
  });

  it('refuses a word the list already covers, as the check folds it', async () => {
    expect((await call('addWord', { language: 'fr', word: 'escroquerie' })).code).toBe(200);
    for (const word of ['escroquerie', 'ESCROQUERIE', 'Escroquérie']) {
      expect(await call('addWord', { language: 'fr', word }), word).toMatchObject({
        code: 4422, message: 'errors.wordDuplicate', customData: { issues: [{ path: 'word', key: 'errors.wordDuplicate' }], existing: 'escroquerie' },
      });
    }
    expect((await call('addWord', { language: 'cn', word: '赌博' })).code).toBe(200);
    expect(await call('addWord', { language: 'cn', word: '賭博' })).toMatchObject({ code: 4422, message: 'errors.wordDuplicate' });
    // Another language's list is another list.
    expect((await call('addWord', { language: 'en', word: 'escroquerie' })).code).toBe(200);
    expect((await db.query(`select 1 from sensitive_words where word in ('ESCROQUERIE', 'Escroquérie', '賭博')`)).length).toBe(0);
  });

  it('lists one language alphabetically, filtered as the check folds, paged', async () => {
    for (const word of ['zqb-mot', 'Zqa-mot', 'zqc-mōt', 'zqé-mot']) expect((await call('addWord', { language: 'fr', word })).code).toBe(200);
    const page = await list({ language: 'fr', query: 'ZQ' });
    expect(page.resultList.map((w) => w.word)).toEqual(['Zqa-mot', 'zqb-mot', 'zqc-mōt', 'zqé-mot']);
    expect(page.totalCount).toBe(4);
    expect(Date.parse(page.resultList[0]!.addedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await list({ language: 'fr', query: 'zqe' })).resultList.map((w) => w.word)).toEqual(['zqé-mot']);
    expect((await list({ language: 'fr', query: 'ZQC-MOT' })).resultList.map((w) => w.word)).toEqual(['zqc-mōt']);
    expect((await list({ language: 'fr', query: 'zq', pageNum: 2, pageSize: 3 })).resultList.map((w) => w.word)).toEqual(['zqé-mot']);
    expect((await list({ language: 'en', query: 'zq' })).totalCount).toBe(0);
    // Chinese: the filter finds a simplified word from its traditional spelling.
    expect((await list({ language: 'cn', query: '賭' })).resultList.map((w) => w.word)).toEqual(['赌博']);
  });

  it('refuses bad input at the field with the coded 4422', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ language: 'fr', word: '   ' }, 'word', 'validation.pleaseInput'],
      // No field at all is a malformed request, not an empty one.
      [{ language: 'fr' }, 'word', 'validation.checkWarning'],
      [{ language: 'fr', word: 'x'.repeat(65) }, 'word', 'validation.inputLimit'],
      [{ language: 'fr', word: 'deux\tmots' }, 'word', 'validation.checkWarning'],
      [{ language: 'fr', word: 'ligne\n' }, 'word', 'validation.checkWarning'],
      [{ language: 'fr', word: 12 }, 'word', 'validation.pleaseInput'],
      [{ language: 'de', word: 'wort' }, 'language', 'validation.checkWarning'],
    ];
    for (const [body, path, key] of cases) {
      expect(await call('addWord', body), JSON.stringify(body)).toMatchObject({ code: 4422, message: key, customData: { issues: [{ path, key }] } });
    }
    expect((await call('addWord', { language: 'fr', word: 'x'.repeat(64) })).code).toBe(200);
    expect(await call('wordList', { language: 'xx' })).toMatchObject({ code: 4422, customData: { issues: [{ path: 'language' }] } });
    expect(await call('wordList', { language: 'fr', query: 'q'.repeat(65) })).toMatchObject({ code: 4422, customData: { issues: [{ path: 'query' }] } });
    expect(await call('removeWord', { language: 'fr', word: '' })).toMatchObject({ code: 4422, customData: { issues: [{ path: 'word' }] } });
    expect(await call('removeWord', { language: 'fr', word: 'jamais-ajouté' })).toMatchObject({ code: 4404, message: 'errors.wordNotFound' });
  });

  it('lets moderators edit, reviewers read, translators neither; refusals are audited', async () => {
    expect((await call('wordList', { language: 'fr' }, reviewer)).code).toBe(200);
    const before = (await auditRows(db)).length;
    expect(await call('addWord', { language: 'fr', word: 'par-un-modérateur' }, reviewer)).toMatchObject({ code: 4403, message: 'errors.forbidden' });
    expect((await call('removeWord', { language: 'fr', word: 'escroquerie' }, reviewer)).code).toBe(4403);
    expect((await call('wordList', { language: 'fr' }, translator)).code).toBe(4403);
    expect((await call('addWord', { language: 'fr', word: 'x' }, translator)).code).toBe(4403);
    const audit = (await auditRows(db)).slice(before);
    expect(audit.map((a) => [a.action, a.target])).toEqual([['refused', 'addWord'], ['refused', 'removeWord'], ['refused', 'wordList'], ['refused', 'addWord']]);
    // Nothing changed by the refusals.
    expect((await list({ language: 'fr', query: 'escroquerie' })).totalCount).toBe(1);
    expect((await list({ language: 'fr', query: 'par-un' })).totalCount).toBe(0);
  });
});
