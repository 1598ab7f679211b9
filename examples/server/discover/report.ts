// reportShare (the issue: "report (reasons)"; DESIGN.md §1 the operators' reports queue): a
// published post, or a live comment of it, reported with a reason of statuses.REPORT_REASONS and
// an optional note, into chat_reports with subject 'share' or 'comment' and the author as the
// reported user. Never one's own (4422). One open report per reporter and post or comment: a
// repeat while it waits answers success and adds nothing (as chat reportUser). Rate-limited per
// reporter with the chat's report rule: every report is an operator's time.
import { MSG } from '../../../src/contract/validation/messages.js';
import { shareReportSchema } from '../../../src/contract/validation/discover.js';
import { rateHit } from '../accounts/rate-limit.js';
import { CHAT_RATE_RULES } from '../chat/limits.js';
import { cleanChatText } from '../chat/text.js';
import { okReply, type Handler } from '../http/handler.js';
import { fieldError, parseInput } from '../http/input.js';
import { requireUser } from '../usercenter/caller.js';
import { notFound, publishedShare } from './access.js';

export const reportShare: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(shareReportSchema, input);
  const share = await publishedShare(ctx.db, req.shareId);
  let reported = share.user_id;
  if (req.commentId !== undefined) {
    const [c] = await ctx.db.query<{ user_id: string }>(
      'select user_id from share_comments where id = $1 and share_id = $2 and not deleted', [req.commentId, req.shareId]);
    if (!c) throw notFound();
    reported = c.user_id;
  }
  if (reported === me) throw fieldError(req.commentId === undefined ? 'shareId' : 'commentId', MSG.checkWarning);
  const now = ctx.services.clock();
  await rateHit(ctx.db, `share-report:${me}`, CHAT_RATE_RULES.report, now);
  await ctx.db.query(
    `insert into chat_reports (reporter_id, reported_user_id, reason, note, created_at, subject, share_id, comment_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (reporter_id, share_id, coalesce(comment_id, '')) where status = 'open' and subject <> 'chat' do nothing`,
    [me, reported, req.reason, cleanChatText(req.text ?? ''), new Date(now), req.commentId === undefined ? 'share' : 'comment', req.shareId, req.commentId ?? null],
  );
  return okReply(null);
};
