// The word check (spec §2 /common/checkWord, §5 "Sensitive text ... must be edited before
// continuing"): CheckWordAndOriginal answers which words and where, with the text's language;
// publishing refuses the same words with 4422 and stores nothing; an operator's new word applies
// to the next check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../examples/server/db/database.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import type { CheckWordReply } from '../../../src/contract/types/commons.js';
import { MODULES } from '../../../src/modules/index.js';
import { TEST_DATABASES } from '../databases.js';
import { openFixture, payload, TOKENS, type Fixture } from './fixtures.js';

describe.each(TEST_DATABASES)('sensitive words ($name)', (target) => {
  let db: Database;
  let fx: Fixture;
  const check = (body: unknown, token: string | null = TOKENS.alice, language: LanguageCode = 'en') =>
    fx.server.call<CheckWordReply>(ENDPOINTS.checkWordAndOriginal.path, body, { ...(token ? { token } : {}), meta: { language } }).then((r) => r.reply);
  const house = MODULES.house;

  beforeAll(async () => {
    db = await target.open();
    fx = await openFixture(db);
    await db.query(`insert into sensitive_words (language, word) values ('fr', 'arnaque'), ('cn', '赌博'), ('en', 'counterfeit')`);
  });
  afterAll(async () => {
    await fx?.close();
    await db?.close();
    await target.cleanup();
  });

  it('passes a clean text and names its language', async () => {
    const reply = await check({ moduleId: house.moduleId, title: 'Appartement lumineux à Cocody', content: '<p>Trois chambres, très calme, avec parking.</p>' });
    expect(reply.code).toBe(200);
    expect(reply.customData).toEqual({ sensitiveWords: [], hits: [], originalLanguageId: 'fr' });
  });

  it('says which words and where: as typed, in the field, content offsets in its text', async () => {
    const reply = await check({
      moduleId: house.moduleId,
      title: 'Pas d’ARNAQUÉ',
      content: '<p>Bonne affaire.</p><p>Pas de <b>賭博</b> ni de counterfeit.</p>',
      contacts: 'Awa',
      location: 'Cocody',
    });
    expect(reply.code).toBe(200);
    const { hits, sensitiveWords } = reply.customData;
    expect(sensitiveWords).toEqual(['ARNAQUÉ', '賭博', 'counterfeit']);
    expect(hits.map((h) => [h.field, h.word, h.found])).toEqual([
      ['title', 'arnaque', 'ARNAQUÉ'],
      ['content', '赌博', '賭博'],
      ['content', 'counterfeit', 'counterfeit'],
    ]);
    expect(hits[0]).toMatchObject({ start: 6, end: 13 });
    expect(hits[1]!.end - hits[1]!.start).toBe(2);
  });

  it('guesses Chinese and English texts, and keeps the caller language for a text without letters', async () => {
    expect((await check({ moduleId: house.moduleId, title: '科科迪三居室公寓出租', content: '<p>安静，靠近学校和商店。</p>' })).customData.originalLanguageId).toBe('cn');
    expect((await check({ moduleId: house.moduleId, title: 'Bright flat for rent', content: '<p>Close to the shops and the school.</p>' })).customData.originalLanguageId).toBe('en');
    expect((await check({ moduleId: house.moduleId, title: '123', content: '' }, TOKENS.alice, 'fr')).customData.originalLanguageId).toBe('fr');
  });

  it('needs a login and a listing module, and bounds every text', async () => {
    expect((await check({ moduleId: house.moduleId, title: 'x' }, null)).code).toBe(4001);
    expect((await check({ moduleId: 99, title: 'x' })).code).toBe(4422);
    const long = await check({ moduleId: house.moduleId, title: 'x'.repeat(201) });
    expect([long.code, long.message]).toEqual([4422, 'The title must have 3 to 200 characters']);
    expect((await check({ moduleId: house.moduleId, content: 'x'.repeat(10_001) })).code).toBe(4422);
    expect((await check({ moduleId: house.moduleId, title: 12 })).code).toBe(4422);
  });

  it('refuses to publish a listing holding a word (4422, the words in the reply) and stores nothing', async () => {
    const before = await db.query<{ n: number }>('select count(*)::int as n from listings');
    const reply = (await fx.server.call<Partial<CheckWordReply>>(house.endpoints.update!.path, payload('house', fx.ids, 'alice', { title: 'Villa, zéro arnaque' }), { token: TOKENS.alice, meta: { language: 'en' } })).reply;
    expect([reply.code, reply.message]).toEqual([4422, 'The text marked in red must be edited before you continue']);
    expect(reply.customData.sensitiveWords).toEqual(['arnaque']);
    expect(await db.query<{ n: number }>('select count(*)::int as n from listings')).toEqual(before);
  });

  it('applies a word an operator adds to the next check', async () => {
    const text = { moduleId: house.moduleId, title: 'Vente de munitions' };
    expect((await check(text)).customData.hits).toEqual([]);
    await db.query(`insert into sensitive_words (language, word) values ('fr', 'munitions')`);
    expect((await check(text)).customData.sensitiveWords).toEqual(['munitions']);
  });
});
