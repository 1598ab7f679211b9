// The machine translation queue (spec §1 mode 1, §9 "500 characters per request"): listings an
// operator approved while a provider is configured wait in 1/2 "in translation"; this loop makes a
// job per missing language, translates title and content in pieces, stores the text as machine
// translated (sanitized again: the provider's HTML is not trusted), and moves the listing on —
// `translated` to 7 when every language is done, `translationFailed` to 8 once a job has used its
// attempts (an operator then translates by hand). Jobs live in the database (migration 015):
// several processes share it (skip locked), and a restart resumes where it stopped.
import { LANGUAGES } from '../../../src/contract/constants.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { PUBLISH_STATUS, TRANSLATION_TYPE } from '../../../src/contract/statuses.js';
import type { Database, Queryable } from '../db/database.js';
import { upsertListingText } from '../db/listing-text.js';
import { applyListingEvent } from '../listings/lifecycle.js';
import { sanitizeContent } from '../listings/sanitize.js';
import { splitForTranslation } from './chunks.js';
import { TranslateError, type Translator } from './translator.js';

export interface TranslationQueueOptions {
  db: Database;
  translator: Translator;
  /** After a listing changed status (publicDataChanged: cached lists are stale). */
  onListingChanged?: () => Promise<void>;
  /** ms; tests move it. */
  now?: () => number;
  /** Attempts per job before the listing goes to 8 "translation failed". */
  maxAttempts?: number;
  /** First retry wait; doubled per attempt, at most RETRY_CAP_MS. */
  retryBaseMs?: number;
  /** Idle wait between polls. */
  pollMs?: number;
  log?: (line: string) => void;
}

export const TRANSLATION_DEFAULTS = { maxAttempts: 5, retryBaseMs: 10_000, pollMs: 5_000 } as const;
const RETRY_CAP_MS = 15 * 60_000;
/** A job "running" longer than this was left by a process that stopped: take it again. */
const STALE_CLAIM_MS = 5 * 60_000;
const IN_TRANSLATION = [PUBLISH_STATUS.inTranslationFirst, PUBLISH_STATUS.inTranslation];
const SYSTEM = { kind: 'system', id: 'translation-queue' } as const;

interface Job {
  listing_id: string;
  language: LanguageCode;
  attempts: number;
  /** The listing's updated_at the job was made for (text version). */
  source_at: string;
}

export interface TranslationQueue {
  /** Makes missing jobs and runs every due one; resolves with the number of jobs run. */
  drain(): Promise<number>;
  /** Starts polling every pollMs (the server does; tests call drain). */
  start(): void;
  /** Runs a round now rather than at the next poll (right after the one in hand, if any). */
  wake(): void;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
}

export function createTranslationQueue(o: TranslationQueueOptions): TranslationQueue {
  const now = o.now ?? Date.now;
  const maxAttempts = o.maxAttempts ?? TRANSLATION_DEFAULTS.maxAttempts;
  const retryBaseMs = o.retryBaseMs ?? TRANSLATION_DEFAULTS.retryBaseMs;
  const at = (ms: number) => new Date(ms).toISOString();

  /** One job per listing in 1/2 and language other than its original; reset when the text is newer. */
  const enqueue = (q: Queryable) => q.query(
    `insert into translation_jobs (listing_id, language, next_at, source_at)
     select l.id, lang, $2::timestamptz, l.updated_at from listings l cross join unnest($1::text[]) as lang
     where l.status = any($3::int[]) and not l.deleted and lang <> l.original_language
     on conflict (listing_id, language) do update
       set status = 'queued', attempts = 0, next_at = excluded.next_at, claimed_at = null, last_error = '', source_at = excluded.source_at
       where translation_jobs.source_at < excluded.source_at`,
    [[...LANGUAGES], at(now()), IN_TRANSLATION],
  );

  const claim = async (): Promise<Job | null> => {
    const [job] = await o.db.query<Job>(
      `update translation_jobs t set status = 'running', attempts = t.attempts + 1, claimed_at = $1::timestamptz
       where (t.listing_id, t.language) in (
         select j.listing_id, j.language from translation_jobs j join listings l on l.id = j.listing_id
         where l.status = any($3::int[]) and not l.deleted
           and ((j.status = 'queued' and j.next_at <= $1::timestamptz) or (j.status = 'running' and j.claimed_at < $2::timestamptz))
         order by j.next_at limit 1 for update of j skip locked)
       returning t.listing_id::text as listing_id, t.language, t.attempts, t.source_at::text as source_at`,
      [at(now()), at(now() - STALE_CLAIM_MS), IN_TRANSLATION],
    );
    return job ?? null;
  };

  const translateJob = async (job: Job): Promise<void> => {
    const [src] = await o.db.query<{ language: LanguageCode; title: string; content: string }>(
      `select t.language, t.title, t.content from listings l join listing_texts t on t.listing_id = l.id and t.language = l.original_language
       where l.id = $1::bigint`,
      [job.listing_id],
    );
    if (!src) throw new TranslateError('translate: the listing has no original text', false);
    const [title = ''] = await o.translator.translate([src.title], src.language, job.language, 'text');
    const pieces = await o.translator.translate(splitForTranslation(src.content), src.language, job.language, 'html');
    const content = sanitizeContent(pieces.join(''));
    // Stored only if the listing still holds the text translated: an edit while the provider
    // worked (back to review) makes it stale; the job is then made again for the new text.
    await o.db.transaction(async (tx) => {
      const [still] = await tx.query<{ id: string }>(
        'select id::text as id from listings where id = $1::bigint and updated_at = $2::timestamptz and status = any($3::int[]) and not deleted for update',
        [job.listing_id, job.source_at, IN_TRANSLATION],
      );
      if (!still) throw new TranslateError('translate: the listing changed while it was translated', false);
      await upsertListingText(tx, { listingId: job.listing_id, language: job.language, title: title.trim(), content, translationType: TRANSLATION_TYPE.machine });
    });
  };

  /** Moves the listing on when its jobs are all done (7) or one has failed for good (8). */
  const settle = async (listingId: string): Promise<boolean> => {
    const moved = await o.db.transaction(async (tx) => {
      const [l] = await tx.query<{ status: number }>('select status from listings where id = $1::bigint and not deleted for update', [listingId]);
      if (!l || !IN_TRANSLATION.includes(l.status as (typeof IN_TRANSLATION)[number])) return false;
      // Only the languages other than the current original (an edit may have changed it).
      const jobs = await tx.query<{ status: string }>(
        `select j.status from translation_jobs j join listings l on l.id = j.listing_id
         where j.listing_id = $1::bigint and j.language <> l.original_language`,
        [listingId],
      );
      if (jobs.some((j) => j.status === 'failed')) await applyListingEvent(tx, listingId, 'translationFailed', SYSTEM);
      else if (jobs.length === LANGUAGES.length - 1 && jobs.every((j) => j.status === 'done')) await applyListingEvent(tx, listingId, 'translated', SYSTEM);
      else return false;
      return true;
    });
    if (moved) await o.onListingChanged?.();
    return moved;
  };

  const runJob = async (job: Job): Promise<void> => {
    try {
      await translateJob(job);
      await o.db.query(`update translation_jobs set status = 'done', last_error = '' where listing_id = $1::bigint and language = $2`, [job.listing_id, job.language]);
    } catch (e) {
      const retry = !(e instanceof TranslateError) || e.retry;
      const final = !retry || job.attempts >= maxAttempts;
      const wait = Math.min(RETRY_CAP_MS, retryBaseMs * 2 ** (job.attempts - 1));
      await o.db.query(
        `update translation_jobs set status = $3, next_at = $4::timestamptz, last_error = $5 where listing_id = $1::bigint and language = $2`,
        [job.listing_id, job.language, final ? 'failed' : 'queued', at(now() + wait), String(e instanceof Error ? e.message : e).slice(0, 500)],
      );
      o.log?.(`translation: listing ${job.listing_id} → ${job.language}, attempt ${job.attempts}: ${String(e)}${final ? ' (gave up)' : ''}`);
    }
    await settle(job.listing_id);
  };

  const drain = async (): Promise<number> => {
    await enqueue(o.db);
    // A listing whose jobs were already done (the jobs survived, the move did not) moves now.
    const waiting = await o.db.query<{ id: string }>('select id::text as id from listings where status = any($1::int[]) and not deleted', [IN_TRANSLATION]);
    for (const { id } of waiting) await settle(id);
    let n = 0;
    for (let job = await claim(); job; job = await claim()) {
      await runJob(job);
      n++;
    }
    return n;
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = true;
  const tick = () => {
    timer = undefined;
    again = false;
    running = drain()
      .catch((e: unknown) => o.log?.(`translation: ${String(e)}`))
      .finally(() => {
        running = null;
        if (stopped) return;
        if (again) tick();
        else timer = setTimeout(tick, o.pollMs ?? TRANSLATION_DEFAULTS.pollMs);
      });
  };
  return {
    drain,
    start() {
      if (!stopped) return;
      stopped = false;
      tick();
    },
    wake() {
      if (stopped) return;
      if (running) again = true;
      else {
        clearTimeout(timer);
        tick();
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
