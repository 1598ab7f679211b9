// Who may read one post (getShareDetail, getComments, and the writes that name one): anyone a
// published post of a live author, its author their own in any state but deleted; everyone else
// 4404, so a post id tells a stranger nothing. And the package gate of spec §6 "Viewing shares ...
// depend on the package" (config.ts sharesNeedMembership): when on, reading a post's detail or
// comments needs an active membership (a visitor 4001, a caller without one 4402
// errors.authorityInsufficient, which the app answers with the membership centre). One's own posts
// are never gated: the author reads what they wrote.
import { CODE } from '../../../src/contract/codes.js';
import { SHARE_STATUS } from '../../../src/contract/statuses.js';
import type { Queryable } from '../db/database.js';
import { ReplyError, type RequestContext } from '../http/handler.js';
import { activeLevel } from '../payments/catalogue/member-level.js';
import { liveUser } from './author.js';

export interface ShareHead {
  id: string;
  user_id: string;
  status: number;
  deleted: boolean;
  author_live: boolean;
}

export const notFound = (): ReplyError => new ReplyError(CODE.NOT_FOUND, 'errors.notFound');

/** The post's owner and state (null when there is none). */
export async function shareHead(q: Queryable, shareId: string, lock = false): Promise<ShareHead | null> {
  const [row] = await q.query<ShareHead>(
    `select s.id, s.user_id, s.status, s.deleted, ${liveUser('u')} as author_live
     from shares s join users u on u.id = s.user_id where s.id = $1${lock ? ' for update of s' : ''}`,
    [shareId],
  );
  return row ? { ...row, status: Number(row.status) } : null;
}

export const isPublic = (h: ShareHead): boolean => h.status === SHARE_STATUS.published && !h.deleted && h.author_live;

/** A post `viewerId` may read, or 4404. */
export async function readableShare(q: Queryable, shareId: string, viewerId: string | null): Promise<ShareHead> {
  const head = await shareHead(q, shareId);
  if (!head || head.deleted) throw notFound();
  if (isPublic(head) || head.user_id === viewerId) return head;
  throw notFound();
}

/** A published post (kudos, favourites, comments, reports act on those only), or 4404. */
export async function publishedShare(q: Queryable, shareId: string, lock = false): Promise<ShareHead> {
  const head = await shareHead(q, shareId, lock);
  if (!head || !isPublic(head)) throw notFound();
  return head;
}

/** The package gate on reading `head` (see above). */
export async function checkShareViewing(ctx: RequestContext, head: ShareHead): Promise<void> {
  if (!ctx.services.sharesNeedMembership) return;
  if (!ctx.user) throw new ReplyError(CODE.NOT_LOGGED_IN, 'errors.notLoggedIn');
  if (head.user_id === ctx.user.userId) return;
  const level = await activeLevel(ctx.db, ctx.user.userId, ctx.services.clock());
  if (level.levelId <= 0) throw new ReplyError(CODE.MEMBERSHIP_REQUIRED, 'errors.authorityInsufficient');
}
