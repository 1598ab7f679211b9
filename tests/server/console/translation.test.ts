// Human translation in the console (examples/server/console/calls/translation-calls.ts): what waits
// (published in one language only, or 8 "translation failed" first), saving a language as a human
// translation with the publish form's rules, and 8 → 7 once no language is missing; the translator
// role may, a reviewer may not; every save is an audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsolePage, TranslationItem } from '../../../src/contract/console-api.js';
import { PUBLISH_STATUS, TRANSLATION_TYPE } from '../../../src/contract/statuses.js';
import type { Database } from '../../../examples/server/db/database.js';
import { applyListingEvent } from '../../../examples/server/listings/lifecycle.js';
import { TEST_DATABASES } from '../databases.js';
import { openFixture, type Fixture } from '../listings/fixtures.js';
import { addOperator, auditRows, consoleCall, loginAs } from './console-client.js';

const OPERATOR = { kind: 'operator', id: 'op-test' } as const;
const CONTENT = '<p>A bright house with a <strong>garden</strong>, close to the schools.</p>';

describe.each(TEST_DATABASES)('console translation ($name)', (target) => {
  let db: Database;
  let fx: Fixture;
  let translator: string;
  let reviewer: string;
  const call = <T = unknown>(name: string, body: unknown, cookie = translator) => consoleCall<T>(fx.server.app, name, body, { cookie }).then((r) => r.reply);
  const statusOf = async (id: string) => Number((await db.query<{ status: number }>('select status from listings where id = $1::bigint', [id]))[0]?.status);
  const queue = async () => (await call<ConsolePage<TranslationItem>>('translationQueue', { pageSize: 100 })).customData.resultList;
  /** A French listing published without translations (no machine provider). */
  const published = (title: string) => fx.publish('house', 'alice', { title });
  /** A French listing the machine failed to translate (8). */
  const failed = async (title: string) => {
    const id = await fx.submit('house', 'alice', { title });
    await db.transaction(async (tx) => {
      await applyListingEvent(tx, id, 'approve', OPERATOR, { machineTranslation: true });
      await applyListingEvent(tx, id, 'translationFailed', { kind: 'system', id: 'test' });
    });
    return id;
  };

  beforeAll(async () => {
    db = await target.open();
    fx = await openFixture(db);
    await addOperator(db, 'tra', 'tra-pass', 'translator');
    await addOperator(db, 'rev2', 'rev-pass', 'reviewer');
    translator = await loginAs(fx.server.app, 'tra', 'tra-pass');
    reviewer = await loginAs(fx.server.app, 'rev2', 'rev-pass');
  });
  afterAll(async () => {
    await fx?.close();
    await db?.close();
    await target.cleanup();
  });

  it('lists what waits, failed machine translations first, with the original and the missing languages', async () => {
    const pub = await published('Maison à traduire');
    const fail = await failed('Villa en échec');
    const rows = await queue();
    const ids = rows.map((r) => r.serviceId);
    expect(ids.indexOf(fail)).toBeLessThan(ids.indexOf(pub));
    expect(rows.find((r) => r.serviceId === pub)).toMatchObject({
      module: 'house', status: PUBLISH_STATUS.published, missing: ['cn', 'en'], translations: [],
      original: { language: 'fr', title: 'Maison à traduire', translationType: TRANSLATION_TYPE.untranslated },
    });
    expect(rows.find((r) => r.serviceId === fail)?.status).toBe(PUBLISH_STATUS.translationFailed);
    // A listing on review is not a translator's yet.
    const onReview = await fx.submit('house', 'alice', { title: 'Pas encore validée' });
    expect((await queue()).map((r) => r.serviceId)).not.toContain(onReview);
  });

  it('saves a human translation, sanitized; the last missing language publishes a failed listing (8 → 7); audited', async () => {
    const id = await failed('Duplex à Marcory');
    const before = (await auditRows(db)).length;
    const en = await call<{ status: number; missing: string[] }>('saveTranslation', {
      serviceId: id, language: 'en', title: 'Duplex in Marcory', content: `${CONTENT}<script>alert(1)</script><p onclick="x()">Quiet street.</p>`,
    });
    expect(en).toMatchObject({ code: 200, customData: { status: PUBLISH_STATUS.translationFailed, missing: ['cn'] } });
    const [text] = await db.query<{ title: string; content: string; translation_type: number }>(
      `select title, content, translation_type from listing_texts where listing_id = $1::bigint and language = 'en'`, [id]);
    expect(text).toEqual({ title: 'Duplex in Marcory', content: `${CONTENT}<p>Quiet street.</p>`, translation_type: TRANSLATION_TYPE.human });
    expect(await statusOf(id)).toBe(PUBLISH_STATUS.translationFailed);
    const cn = await call<{ status: number; missing: string[] }>('saveTranslation', { serviceId: id, language: 'cn', title: '马科里复式公寓', content: '<p>明亮的房子，带花园，靠近学校，街道安静，交通方便。</p>' });
    expect(cn).toMatchObject({ code: 200, customData: { status: PUBLISH_STATUS.published, missing: [] } });
    expect(await statusOf(id)).toBe(PUBLISH_STATUS.published);
    expect((await queue()).map((r) => r.serviceId)).not.toContain(id);
    const audit = (await auditRows(db)).slice(before);
    expect(audit.map((a) => [a.action, a.target, a.detail])).toEqual([
      ['translation.save', `listing:${id}`, { language: 'en' }],
      ['translation.save', `listing:${id}`, { language: 'cn', from: PUBLISH_STATUS.translationFailed, to: PUBLISH_STATUS.published }],
    ]);
    const [event] = await db.query<{ event: string; actor_kind: string }>('select event, actor_kind from listing_events where listing_id = $1::bigint order by id desc limit 1', [id]);
    expect(event).toEqual({ event: 'humanTranslated', actor_kind: 'operator' });
  });

  it('refuses, at the field, what the publish form refuses; the original language; a listing on review; a stranger', async () => {
    const id = await published('Studio au Plateau');
    const save = (body: Record<string, unknown>, cookie?: string) => call('saveTranslation', { serviceId: id, language: 'en', title: 'Studio downtown', content: CONTENT, ...body }, cookie);
    expect(await save({ title: 'ab' })).toMatchObject({ code: 4422, message: 'validation.titleLength', customData: { issues: [{ path: 'title' }] } });
    expect(await save({ content: '<p>Too short.</p>' })).toMatchObject({ code: 4422, message: 'validation.contentLength', customData: { issues: [{ path: 'content' }] } });
    expect(await save({ language: 'de' })).toMatchObject({ code: 4422, customData: { issues: [{ path: 'language' }] } });
    expect(await save({ language: 'fr' })).toMatchObject({ code: 4422, message: 'errors.originalLanguage' });
    expect(await save({ serviceId: '999999999' })).toMatchObject({ code: 4404, message: 'errors.listingNotFound' });
    const onReview = await fx.submit('house', 'alice', { title: 'En revue' });
    expect(await save({ serviceId: onReview })).toMatchObject({ code: 4422, message: 'errors.listingState' });
    expect((await save({}, reviewer)).code).toBe(4403);
    expect((await call('translationQueue', {}, reviewer)).code).toBe(4403);
    // Nothing stored by any refusal.
    expect((await db.query('select 1 from listing_texts where listing_id = $1::bigint and language = $2', [id, 'en'])).length).toBe(0);
    expect((await save({})).code).toBe(200);
  });
});
