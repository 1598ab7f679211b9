// Machine translation end to end on the server: the LibreTranslate adapter against the sandbox over
// real HTTP, and the queue on a real database moving approved listings 1/2 → 7, or → 8 after its
// retries with backoff; jobs survive a restart and an edit's new text is translated again.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../examples/server/db/database.js';
import { applyListingEvent } from '../../../examples/server/listings/lifecycle.js';
import { createLibreTranslate } from '../../../examples/server/translation/libretranslate.js';
import { createTranslationQueue } from '../../../examples/server/translation/translation-queue.js';
import { TranslateError } from '../../../examples/server/translation/translator.js';
import { PUBLISH_STATUS, TRANSLATION_TYPE } from '../../../src/contract/statuses.js';
import { TEST_DATABASES } from '../databases.js';
import { type Fixture, openFixture, withFixture } from '../listings/fixtures.js';
import { useTranslateSandbox } from './sandbox-server.js';

const sandboxUrlOf = useTranslateSandbox();

describe('LibreTranslate adapter against the sandbox (real HTTP)', () => {
  const t = () => createLibreTranslate({ url: sandboxUrlOf(), timeoutMs: 5_000 });

  it('translates text and HTML, tags untouched, in batches the 500-character limit accepts', async () => {
    expect(await t().translate(['Villa à louer'], 'fr', 'en', 'text')).toEqual(['[en] Villa à louer']);
    expect(await t().translate(['<p>Villa <b>avec</b> piscine</p>'], 'fr', 'cn', 'html')).toEqual(['<p>[zh] Villa <b>[zh] avec</b>[zh]  piscine</p>']);
    const pieces = Array.from({ length: 5 }, (_, i) => `${i}`.repeat(300));
    const out = await t().translate(pieces, 'en', 'fr', 'text');
    expect(out).toEqual(pieces.map((p) => `[fr] ${p}`));
  });

  it('a request over the limit is refused by the sandbox as LibreTranslate does (400: not retried)', async () => {
    const res = await fetch(`${sandboxUrlOf()}/translate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ q: 'x'.repeat(501), source: 'en', target: 'fr' }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Invalid request: request (501) exceeds text limit (500)' });
    await expect(t().translate(['ok'], 'en', 'fr', 'xml' as 'text')).rejects.toMatchObject({ retry: false });
    const garbage = await fetch(`${sandboxUrlOf()}/translate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"q": [' });
    expect([garbage.status, await garbage.json()]).toEqual([400, { error: 'Invalid request: missing q parameter' }]);
  });

  it('busy (429), down (500) and unreachable are worth retrying; the error says why', async () => {
    await expect(t().translate(['sandbox:busy'], 'en', 'fr', 'text')).rejects.toEqual(new TranslateError('translate: Slowdown: 1 per 1 second', true));
    await expect(t().translate(['sandbox:down'], 'en', 'fr', 'text')).rejects.toMatchObject({ retry: true, message: 'translate: sandbox: the translation engine is down' });
    await expect(createLibreTranslate({ url: 'http://127.0.0.1:1', timeoutMs: 2_000 }).translate(['x'], 'en', 'fr', 'text')).rejects.toMatchObject({ retry: true });
  });
});

describe.each(TEST_DATABASES)('translation queue ($name)', (target) => {
  let db: Database;
  let fx: Fixture;
  let now = Date.parse('2026-11-26T10:00:00Z');
  const clock = () => now;
  let changed = 0;
  const queue = (maxAttempts = 3) => createTranslationQueue({
    db, translator: createLibreTranslate({ url: sandboxUrlOf(), timeoutMs: 5_000 }), now: clock, maxAttempts, retryBaseMs: 10_000, onListingChanged: async () => { changed++; },
  });
  const status = async (id: string) => (await db.query<{ status: number }>('select status from listings where id = $1::bigint', [id]))[0]!.status;
  const texts = (id: string) => db.query<{ language: string; title: string; content: string; translation_type: number }>(
    'select language, title, content, translation_type from listing_texts where listing_id = $1::bigint order by language', [id]);
  const jobs = (id: string) => db.query<{ language: string; status: string; attempts: number }>(
    'select language, status, attempts from translation_jobs where listing_id = $1::bigint order by language', [id]);
  /** A published-for-review listing approved while machine translation is on: status 1. */
  const approved = async (over: Record<string, unknown> = {}) => {
    const id = await fx.submit('house', 'alice', over);
    const moved = await db.transaction((tx) => applyListingEvent(tx, id, 'approve', { kind: 'operator', id: 'op-1' }, { machineTranslation: true }));
    expect(moved).toEqual({ from: PUBLISH_STATUS.onReviewFirst, to: PUBLISH_STATUS.inTranslationFirst });
    return id;
  };

  withFixture(target, (opened, fixture) => {
    db = opened;
    fx = fixture;
  });

  it('translates every other language as machine text, sanitized, and publishes the listing (1 → 7)', async () => {
    const long = Array.from({ length: 20 }, (_, i) => `<p>Paragraphe ${i} : maison lumineuse, jardin arboré, quartier calme.</p>`).join('');
    const id = await approved({ title: 'Maison à Cocody', content: long });
    changed = 0;
    const q = queue();
    expect(await q.drain()).toBe(2);
    expect(await status(id)).toBe(PUBLISH_STATUS.published);
    expect(changed).toBe(1);
    const rows = await texts(id);
    expect(rows.map((r) => [r.language, r.translation_type])).toEqual([['cn', TRANSLATION_TYPE.machine], ['en', TRANSLATION_TYPE.machine], ['fr', TRANSLATION_TYPE.untranslated]]);
    const en = rows.find((r) => r.language === 'en')!;
    expect(en.title).toBe('[en] Maison à Cocody');
    expect(en.content).toContain('<p>[en] Paragraphe 19 : maison lumineuse');
    expect(en.content.match(/<p>/g)).toHaveLength(20);
    expect(await jobs(id)).toEqual([{ language: 'cn', status: 'done', attempts: 1 }, { language: 'en', status: 'done', attempts: 1 }]);
    const events = await db.query<{ event: string; actor_kind: string }>('select event, actor_kind from listing_events where listing_id = $1::bigint order by id', [id]);
    expect(events.at(-1)).toEqual({ event: 'translated', actor_kind: 'system' });
    // Nothing left: a second round runs no job and moves nothing.
    expect(await q.drain()).toBe(0);
  });

  it('retries a busy provider with a doubling wait, then gives up: translation failed (8)', async () => {
    const id = await approved({ title: 'Villa sandbox:busy' });
    const q = queue(3);
    expect(await q.drain()).toBe(2);
    expect((await jobs(id)).map((j) => [j.status, j.attempts])).toEqual([['queued', 1], ['queued', 1]]);
    // Not due before its wait (10 s), due after.
    now += 9_000;
    expect(await q.drain()).toBe(0);
    now += 1_001;
    expect(await q.drain()).toBe(2);
    expect(await status(id)).toBe(PUBLISH_STATUS.inTranslationFirst);
    now += 19_000;
    expect(await q.drain()).toBe(0);
    now += 1_001;
    // The first language to use its attempts fails the listing; the other is not tried again.
    expect(await q.drain()).toBe(1);
    expect((await jobs(id)).map((j) => [j.status, j.attempts])).toEqual([['failed', 3], ['queued', 2]]);
    expect(await status(id)).toBe(PUBLISH_STATUS.translationFailed);
    const [job] = await db.query<{ last_error: string }>('select last_error from translation_jobs where listing_id = $1::bigint limit 1', [id]);
    expect(job!.last_error).toBe('translate: Slowdown: 1 per 1 second');
  });

  it('a job left running by a stopped process is taken again after five minutes', async () => {
    const id = await approved({ title: 'Studio meublé' });
    const first = queue();
    // The process "stops" after claiming: simulate the claim without the work.
    await db.query(`insert into translation_jobs (listing_id, language, status, attempts, claimed_at, source_at)
      select id, 'en', 'running', 1, $2::timestamptz, updated_at from listings where id = $1::bigint`, [id, new Date(now).toISOString()]);
    expect(await first.drain()).toBe(1); // cn only: en is someone's for now
    expect(await status(id)).toBe(PUBLISH_STATUS.inTranslationFirst);
    now += 5 * 60_000 + 1;
    const restarted = queue();
    expect(await restarted.drain()).toBe(1);
    expect(await status(id)).toBe(PUBLISH_STATUS.published);
  });

  it('a translation finished after the listing was edited is not stored; approved again, the new text is translated', async () => {
    const id = await approved({ title: 'Duplex vue mer' });
    const real = createLibreTranslate({ url: sandboxUrlOf(), timeoutMs: 5_000 });
    let edited = false;
    const editing = createTranslationQueue({
      db, now: clock, retryBaseMs: 10_000,
      translator: {
        label: 'edits mid-way',
        async translate(texts, from, to, format) {
          // The publisher saves an edit while the provider works (the edit event: back to review).
          if (!edited) {
            edited = true;
            await db.transaction((tx) => applyListingEvent(tx, id, 'edit', { kind: 'user', id: 'u-alice' }));
            await db.query(`update listing_texts set title = 'Duplex vue lagune' where listing_id = $1::bigint and language = 'fr'`, [id]);
          }
          return real.translate(texts, from, to, format);
        },
      },
    });
    await editing.drain();
    expect(await status(id)).toBe(PUBLISH_STATUS.onReviewFirst);
    expect((await texts(id)).map((r) => r.language)).toEqual(['fr']);
    await db.transaction((tx) => applyListingEvent(tx, id, 'approve', { kind: 'operator', id: 'op-1' }, { machineTranslation: true }));
    expect(await queue().drain()).toBe(2);
    expect(await status(id)).toBe(PUBLISH_STATUS.published);
    expect((await texts(id)).find((r) => r.language === 'en')!.title).toBe('[en] Duplex vue lagune');
  });

  it('an edited listing approved again is translated again from its new text (2 → 7)', async () => {
    const id = await approved({ title: 'Appartement T3' });
    await queue().drain();
    expect(await status(id)).toBe(PUBLISH_STATUS.published);
    const update = (await import('../../../src/modules/index.js')).MODULES.house.endpoints.update!;
    const { payload, TOKENS } = await import('../listings/fixtures.js');
    const { reply } = await fx.server.call(update.path, payload('house', fx.ids, 'alice', { serviceId: id, rentingHouseId: id, title: 'Appartement T4 rénové' }), { token: TOKENS.alice });
    expect(reply.code).toBe(200);
    expect(await status(id)).toBe(PUBLISH_STATUS.onReview);
    await db.transaction((tx) => applyListingEvent(tx, id, 'approve', { kind: 'operator', id: 'op-1' }, { machineTranslation: true }));
    expect(await status(id)).toBe(PUBLISH_STATUS.inTranslation);
    expect(await queue().drain()).toBe(2);
    expect(await status(id)).toBe(PUBLISH_STATUS.published);
    expect((await texts(id)).find((r) => r.language === 'cn')!.title).toBe('[zh] Appartement T4 rénové');
  });
});
