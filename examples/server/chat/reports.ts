// reportUser (ours; DESIGN.md §1: reports are part of the operators' console): a user reports
// another, with a reason from a fixed list (statuses.ts CHAT_REPORT_REASONS) the app words and
// operators filter on, an optional note (at most 250 characters, spec §9 free input), and the
// conversation it came from when it is the caller's. One open report per pair: reporting again
// while one waits for an operator changes nothing (and answers success: the report stands).
// Rate-limited per reporter (limits.ts): every report is an operator's time.
import { chatReportRequestSchema } from '../../../src/contract/validation/chat.js';
import { rateHit } from '../accounts/rate-limit.js';
import { okReply, type Handler } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { requireUser } from '../usercenter/caller.js';
import { CHAT_RATE_RULES } from './limits.js';
import { mySession, otherParty } from './refusals.js';
import { cleanChatText } from './text.js';

export const reportUser: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(chatReportRequestSchema, input);
  const other = await otherParty(ctx.db, me, req.otherUserMq);
  const session = req.chatSessionId === undefined ? null : await mySession(ctx.db, me, req.chatSessionId);
  await rateHit(ctx.db, `chat-report:${me}`, CHAT_RATE_RULES.report, ctx.services.clock());
  await ctx.db.query(
    `insert into chat_reports (reporter_id, reported_user_id, session_id, reason, note, created_at)
     values ($1, $2, $3::bigint, $4, $5, $6)
     on conflict (reporter_id, reported_user_id) where status = 'open' and subject = 'chat' do nothing`,
    [me, other.id, session && session.otherId === other.id ? session.id : null, req.reason, cleanChatText(req.text ?? ''), new Date(ctx.services.clock())],
  );
  return okReply(null);
};
