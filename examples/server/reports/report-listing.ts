// reportListing (issue: Beyond the spec, "Report and block on every listing and user"): a visitor's
// report of a published listing (subject 'listing') or of its publisher (subject 'user', the
// listing named as context) with a Jiji reason (statuses.LISTING_REPORT_REASONS) and an optional
// note, into chat_reports, the operators' reports queue. Never one's own listing (4422). One open
// report per reporter and listing (or publisher): a repeat while it waits answers success and adds
// nothing (as chat reportUser). Rate-limited per reporter with the chat's report rule: every
// report is an operator's time. A listing report may hold the listing (listing-hold.ts) in the same
// transaction; the public replies are refreshed after the commit.
import { MSG } from '../../../src/contract/validation/messages.js';
import { listingReportRequestSchema } from '../../../src/contract/validation/listing-report.js';
import { moduleById } from '../../../src/modules/index.js';
import { rateHit } from '../accounts/rate-limit.js';
import { CHAT_RATE_RULES } from '../chat/limits.js';
import { cleanChatText } from '../chat/text.js';
import { okReply, type Handler } from '../http/handler.js';
import { fieldError, parseInput } from '../http/input.js';
import { NOT_FOUND } from '../listings/detail.js';
import { publicListing } from '../listings/public-listing.js';
import { publicDataChanged } from '../listings/write.js';
import { requireUser } from '../usercenter/caller.js';
import { holdIfReported } from './listing-hold.js';

const schema = listingReportRequestSchema(moduleById);

/** The open-report index of each subject (migration 032), for `on conflict`. */
const OPEN_ONE = {
  listing: `(reporter_id, listing_id) where status = 'open' and subject = 'listing'`,
  user: `(reporter_id, reported_user_id) where status = 'open' and subject = 'user'`,
} as const;

export const reportListing: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(schema, input);
  const now = ctx.services.clock();
  const held = await ctx.db.transaction(async (tx) => {
    // Locked: the reports of one listing count one after the other (listing-hold.ts).
    const [l] = await tx.query<{ user_id: string | null; status: number }>(
      `select l.user_id, l.status from listings l where l.id = $1::bigint and l.module_key = $2 and ${publicListing('l')} for update`,
      [req.serviceId, req.moduleId.key],
    );
    if (!l || l.user_id === null) throw NOT_FOUND();
    if (l.user_id === me) throw fieldError('serviceId', MSG.checkWarning);
    await rateHit(tx, `listing-report:${me}`, CHAT_RATE_RULES.report, now);
    const added = await tx.query(
      `insert into chat_reports (reporter_id, reported_user_id, reason, note, created_at, subject, listing_id)
       values ($1, $2, $3, $4, $5, $6, $7::bigint) on conflict ${OPEN_ONE[req.about]} do nothing returning id`,
      [me, l.user_id, req.reason, cleanChatText(req.text ?? ''), new Date(now), req.about, req.serviceId],
    );
    return added.length > 0 && req.about === 'listing' && (await holdIfReported(tx, req.serviceId, Number(l.status)));
  });
  if (held) await publicDataChanged(ctx);
  return okReply(null);
};
