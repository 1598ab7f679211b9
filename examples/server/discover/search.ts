// searchShares (spec §2 /discover findPage, myShare, otherShare; types/discover.ts
// DiscoverSearchRequest). With `userId`: that user's published posts, newest first — the caller's
// own id lists every state but deleted (myShare reads its reviewing, rejected and hidden posts with
// their reasons). Otherwise the tab: recommended ranks the last DISCOVER.recommendedDays by
// engagement over age ((kudos + 2·comments + 1) / (hours + 2)^1.5: a comment is worth more than a
// kudos, and a day-old post needs many to stay above a fresh one), then newest, then id, so a page
// boundary never repeats or skips a post; following (needs a login, 4001 as other auth-only reads)
// is the followed authors' posts newest first; country is `areaId`'s posts newest first (areaId
// required: 4422). hashtag (exact) and keyWords (in the text, % and _ literal) narrow any of them.
import { CODE } from '../../../src/contract/codes.js';
import { DISCOVER } from '../../../src/contract/discover-limits.js';
import { pageWindow } from '../../../src/contract/validation/listing-fields.js';
import { discoverSearchSchema } from '../../../src/contract/validation/discover.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import { okReply, ReplyError, type Handler } from '../http/handler.js';
import { fieldError, parseInput, withoutNul } from '../http/input.js';
import { SqlParams } from '../listings/sql.js';
import { newestIdSql } from './author.js';
import { containsPattern, viewerOf } from './caller.js';
import { loadPosts, PUBLIC_POST } from './post-rows.js';

const NEWEST = `s.released_at desc, ${newestIdSql('s.id')}`;

export const searchShares: Handler = async (input, ctx) => {
  const req = parseInput(discoverSearchSchema, input);
  const viewerId = viewerOf(ctx);
  const now = ctx.services.clock();
  const p = new SqlParams();
  const where: string[] = [];
  let order = NEWEST;
  if (req.userId !== undefined) {
    where.push(`s.user_id = ${p.add(req.userId)}`);
    if (req.userId === viewerId) {
      where.push('not s.deleted');
      // Never-published posts have no release time: the newest submission first.
      order = `s.submitted_at desc, ${newestIdSql('s.id')}`;
    } else {
      where.push(PUBLIC_POST);
    }
  } else {
    where.push(PUBLIC_POST);
    if (req.tab === 'following') {
      if (!viewerId) throw new ReplyError(CODE.NOT_LOGGED_IN, 'errors.notLoggedIn');
      where.push(`exists (select 1 from user_follows f where f.follower_id = ${p.add(viewerId)} and f.followee_id = s.user_id)`);
    } else if (req.tab === 'country') {
      if (!req.areaId) throw fieldError('areaId', MSG.choose);
      where.push(`s.area_id = ${p.add(req.areaId)}`);
    } else {
      const at = p.add(new Date(now));
      // The same parameter in the condition and the ranking (a page past the end counts with the condition alone).
      where.push(`s.released_at > ${at}::timestamptz - make_interval(days => ${DISCOVER.recommendedDays})`);
      const hours = `greatest(extract(epoch from (${at}::timestamptz - s.released_at)) / 3600, 0)`;
      order = `(s.kudos_num + 2 * s.comment_num + 1) / power(${hours} + 2, 1.5) desc, ${NEWEST}`;
    }
  }
  if (req.hashtag) where.push(`s.hashtags @> array[${p.add(req.hashtag)}::text]`);
  if (req.keyWords) where.push(`s.content ilike ${p.add(containsPattern(withoutNul(req.keyWords)))}`);
  const { size, offset } = pageWindow(req.page, DISCOVER.pageSize);
  return okReply(await loadPosts(ctx.db, { params: p, where: where.join(' and '), order, language: ctx.language, viewerId, limit: size, offset }));
};
