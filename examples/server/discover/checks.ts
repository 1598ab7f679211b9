// What a post's request names must hold in the database (validation/discover.ts leaves it to the
// server): its pictures are the caller's own uploads (as a listing's, listings/references.ts
// checkImages) or pictures the edited post already shows; its listing is one of the caller's,
// published and not deleted; its text and hashtags pass the operators' word lists, the same
// check the publish flow runs (listings/check-word.ts, spec §5 "Sensitive text ... must be edited
// before continuing"): a hit is 4422 validation.sensitiveWords with the words, so the share
// screen marks them in red.
import { CODE } from '../../../src/contract/codes.js';
import { PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import type { Queryable } from '../db/database.js';
import { ReplyError } from '../http/handler.js';
import { fieldError } from '../http/input.js';
import { UPLOAD_PATH } from '../listings/sanitize.js';
import { findSensitiveWords } from '../words/word-list.js';

export async function checkPictures(q: Queryable, userId: string, paths: readonly string[], kept: readonly string[]): Promise<void> {
  paths.forEach((path, i) => {
    if (!UPLOAD_PATH.test(path) && !kept.includes(path)) throw fieldError(`imgList.${i}`, MSG.choose);
  });
  const fresh = paths.filter((p) => !kept.includes(p));
  if (fresh.length === 0) return;
  const rows = await q.query<{ path: string }>("select path from uploads where user_id = $1 and path = any($2::text[]) and kind = 'public'", [userId, fresh]);
  const known = new Set(rows.map((r) => r.path));
  const bad = paths.findIndex((p) => !kept.includes(p) && !known.has(p));
  if (bad >= 0) throw fieldError(`imgList.${bad}`, MSG.choose);
}

/** The linked listing's id, or null; 4422 on `listing` when it is not the caller's published one. */
export async function checkListing(q: Queryable, userId: string, listing: { moduleId: number; serviceId: string } | null | undefined): Promise<string | null> {
  if (!listing) return null;
  if (!/^[0-9]{1,18}$/.test(listing.serviceId)) throw fieldError('listing', MSG.choose);
  const [row] = await q.query<{ id: string }>(
    `select id::text as id from listings where id = $1::bigint and module_id = $2 and user_id = $3 and status = ${PUBLISH_STATUS.published} and not deleted`,
    [listing.serviceId, listing.moduleId, userId],
  );
  if (!row) throw fieldError('listing', MSG.choose);
  return row.id;
}

/** Refuses `content` (and `hashtags`) holding a listed word: 4422 on `content`, the words in customData. */
export async function checkWords(q: Queryable, content: string, hashtags: readonly string[] = []): Promise<void> {
  const inText = await findSensitiveWords(q, { title: '', content, contacts: '', location: '' });
  const inTags = hashtags.length === 0 ? { sensitiveWords: [], hits: [] } : await findSensitiveWords(q, { title: '', content: hashtags.join(' '), contacts: '', location: '' });
  const sensitiveWords = [...new Set([...inText.sensitiveWords, ...inTags.sensitiveWords])];
  if (sensitiveWords.length === 0) return;
  const path = inText.hits.length > 0 ? 'content' : 'hashtags';
  // hits: offsets in the text as typed (the hashtags' own are left out: they index another string).
  throw new ReplyError(CODE.VALIDATION, MSG.sensitiveWords, { sensitiveWords, hits: inText.hits, issues: [{ path, key: MSG.sensitiveWords }] });
}
