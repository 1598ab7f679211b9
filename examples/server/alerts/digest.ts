// The daily digest and the notices' pruning (issue: Beyond the spec, item 1). From
// ALERTS.digestHourUtc on, each daily search with matches since its last digest gets one
// searchDigest notice counting them, and its event. Once per search and day: search_digests's key
// is taken in the same transaction as the notice, so a second run the same day (a restart,
// another process) writes none. Notices older than ALERTS.noticeKeepDays are deleted.
import { ALERTS } from '../../../src/contract/constants.js';
import { NOTICE_COLUMNS } from './rows.js';
import type { MadeNotice } from './match.js';
import type { AlertDeps } from './match-round.js';
import { notifyNotices } from './notify.js';

const BATCH = 500;
const DAY_MS = 86_400_000;
/** Digest keys are kept a week: a day's key only guards that day. */
const DIGEST_KEY_DAYS = 7;

/** The UTC day of `now` (YYYY-MM-DD). */
export const utcDay = (now: number): string => new Date(now).toISOString().slice(0, 10);

/** Whether the digest is due at `now` (after the digest hour of the UTC day). */
export const digestDue = (now: number): boolean => new Date(now).getUTCHours() >= ALERTS.digestHourUtc;

async function digestBatch(deps: AlertDeps, day: string, now: number): Promise<{ taken: number; notices: MadeNotice[] }> {
  return deps.db.transaction(async (tx) => {
    const due = await tx.query<{ id: string }>(
      `select s.id from saved_searches s
       where s.daily and s.digest_pending > 0
         and not exists (select 1 from search_digests g where g.search_id = s.id and g.day = $1::date)
       order by s.n limit ${BATCH} for update of s skip locked`,
      [day],
    );
    if (due.length === 0) return { taken: 0, notices: [] };
    const marked = await tx.query<{ search_id: string }>(
      'insert into search_digests (search_id, day) select unnest($1::text[]), $2::date on conflict do nothing returning search_id',
      [due.map((d) => d.id), day],
    );
    const ids = marked.map((m) => m.search_id);
    const notices = await tx.query<MadeNotice>(
      `insert into notices as t (user_id, kind, search_id, search_title, module_id, listing_id, count, created_at)
       select s.user_id, 'searchDigest', s.id, s.title, s.module_id, null, s.digest_pending, $2 from saved_searches s where s.id = any($1::text[])
       returning ${NOTICE_COLUMNS}, t.user_id`,
      [ids, new Date(now)],
    );
    await tx.query('update saved_searches set digest_pending = 0 where id = any($1::text[])', [ids]);
    return { taken: due.length, notices };
  });
}

/** Writes and tells the digests due at `now` (none before the digest hour): the notices written. */
export async function runDailyDigest(deps: AlertDeps, now: number): Promise<number> {
  if (!digestDue(now)) return 0;
  const day = utcDay(now);
  let written = 0;
  for (;;) {
    const { taken, notices } = await digestBatch(deps, day, now);
    written += notices.length;
    await notifyNotices(deps, notices);
    if (taken < BATCH) return written;
  }
}

/** Deletes notices older than ALERTS.noticeKeepDays at `now`, and stale digest keys: the notices deleted. */
export async function pruneNotices(deps: Pick<AlertDeps, 'db'>, now: number): Promise<number> {
  const [gone] = await deps.db.query<{ n: string | number }>(
    'with d as (delete from notices where created_at < $1 returning 1) select count(*) as n from d', [new Date(now - ALERTS.noticeKeepDays * DAY_MS)]);
  await deps.db.query('delete from search_digests where day < $1::date', [utcDay(now - DIGEST_KEY_DAYS * DAY_MS)]);
  return Number(gone?.n ?? 0);
}
