// Deciding a report (src/contract/console-moderation.ts says what each decision does and which
// reports it closes) and lifting a suspension. One transaction per decision: the report row is
// locked first and must still be open (forward-only: a second operator deciding the same report
// is told it was decided, errors.reportState), then the decision's effect, the report's new
// status and the audit row. What the public sees (a hidden listing, a suspended user's listings)
// and the warning's queue message follow the commit, never before it. On a discover post's or
// comment's report, hideShare hides the post (its author is told after the commit,
// discover/share-notify.ts) and hideComment removes the comment with the post's counter. A
// listing's report decides the listing's case (issue: Beyond the spec): the decision closes the
// listing's other open reports too, and restore publishes a listing the reports held again.
import { CODE } from '../../../../src/contract/codes.js';
import { CONSOLE_ERRORS, consoleSchemas } from '../../../../src/contract/console-api.js';
import { CONSOLE_MODERATION_ERRORS, reportActionApplies, type ReportAction, type ReportSubject } from '../../../../src/contract/console-moderation.js';
import { REPORT_HOLD_REASON } from '../../../../src/contract/listing-lifecycle.js';
import { LANGUAGES } from '../../../../src/contract/constants.js';
import { PUBLISH_STATUS, SHARE_STATUS } from '../../../../src/contract/statuses.js';
import type { LanguageCode } from '../../../../src/contract/envelope.js';
import { liftSuspension, suspendAccount } from '../../accounts/suspension.js';
import { postServiceNotice } from '../../chat/service/notice.js';
import { publishService, type ServiceDelivery } from '../../chat/service/publish.js';
import { notifyShare } from '../../discover/share-notify.js';
import type { Queryable } from '../../db/database.js';
import { ReplyError } from '../../http/handler.js';
import { parseInput } from '../../http/input.js';
import { applyListingEvent } from '../../listings/lifecycle.js';
import { publicDataChanged } from '../../listings/write.js';
import { writeAudit } from '../audit.js';
import { operatorOf, type ConsoleHandler } from '../console-context.js';

interface Decision {
  reportId: string;
  reportedUserId: string;
  operatorId: string;
  note: string;
  serviceId: string;
  subject: ReportSubject;
  /** The reported post (a share or comment report), '' for a chat report. */
  shareId: string;
  /** The reported comment (a comment report), '' otherwise. */
  commentId: string;
  /** The listing a listing or user report names, '' otherwise. */
  listingId: string;
  now: number;
}

/** What a decision did besides closing its report. */
interface Effect {
  /** Other open reports against the user it closed too. */
  closed: string[];
  deliveries: ServiceDelivery[];
  /** The public lists and details changed (bump the reply cache after the commit). */
  publicChanged: boolean;
  /** A post hidden: its author is told after the commit. */
  hiddenShare: string | null;
}

const NOTHING: Effect = { closed: [], deliveries: [], publicChanged: false, hiddenShare: null };

/** hideShare / hideComment on a report of a subject they do not apply to. */
const wrongSubject = () => new ReplyError(CODE.VALIDATION, CONSOLE_MODERATION_ERRORS.reportSubject, { issues: [{ path: 'action', key: CONSOLE_MODERATION_ERRORS.reportSubject }] });

const languageOf = (s: string | undefined): LanguageCode => ((LANGUAGES as readonly string[]).includes(s ?? '') ? s : 'en') as LanguageCode;

/** The warning's opening in the user's language (server-side only: not shipped in the app's locales). */
const WARNING: Readonly<Record<LanguageCode, string>> = {
  cn: '管理员警告：',
  en: 'Warning from the moderators: ',
  fr: 'Avertissement de la modération\u00a0: ',
};

/** Each decision's effect inside the transaction `tx` (variation as data, DESIGN.md §7). */
const EFFECTS: Readonly<Record<ReportAction, (tx: Queryable, d: Decision) => Promise<Effect>>> = {
  dismiss: async () => NOTHING,
  // Unfounded: a listing the reports held (and nothing else moved since) is published again.
  restore: async (tx, d) => {
    const [l] = await tx.query<{ status: number; review_reason: string }>(
      'select status, review_reason from listings where id = $1::bigint and not deleted for update', [d.listingId]);
    if (!l || Number(l.status) !== PUBLISH_STATUS.onReview || l.review_reason !== REPORT_HOLD_REASON) return NOTHING;
    await applyListingEvent(tx, d.listingId, 'reportRestore', { kind: 'operator', id: d.operatorId });
    return { ...NOTHING, publicChanged: true };
  },
  // A 'system' record in the user's customer-service conversation, in their language.
  warn: async (tx, d) => {
    const [u] = await tx.query<{ language: string }>('select language from users where id = $1', [d.reportedUserId]);
    const text = WARNING[languageOf(u?.language)] + d.note;
    return { ...NOTHING, deliveries: await postServiceNotice(tx, d.reportedUserId, text, new Date(d.now)) };
  },
  // Only a listing of the reported user, and only a published one (the lifecycle refuses the rest).
  hideListing: async (tx, d) => {
    const [l] = await tx.query<{ user_id: string | null }>('select user_id from listings where id = $1::bigint and not deleted', [d.serviceId]);
    if (!l || l.user_id !== d.reportedUserId) throw new ReplyError(CODE.VALIDATION, CONSOLE_MODERATION_ERRORS.listingNotTheirs, { issues: [{ path: 'serviceId', key: CONSOLE_MODERATION_ERRORS.listingNotTheirs }] });
    try {
      await applyListingEvent(tx, d.serviceId, 'moderatorTakeDown', { kind: 'operator', id: d.operatorId }, { reason: d.note });
    } catch (e) {
      if (e instanceof ReplyError && e.key === 'errors.listingState') throw new ReplyError(CODE.VALIDATION, CONSOLE_ERRORS.listingState);
      throw e;
    }
    return { ...NOTHING, publicChanged: true };
  },
  // Closes every other open report against the user with the same decision.
  suspend: async (tx, d) => {
    await suspendAccount(tx, d.reportedUserId, d.operatorId, d.note, d.now);
    const closed = await tx.query<{ id: string }>(
      `update chat_reports set status = 'actioned', decision = 'suspend', decision_note = $3, handled_by = $4::bigint, handled_at = $5
       where reported_user_id = $1 and status = 'open' and id <> $2::bigint returning id::text as id`,
      [d.reportedUserId, d.reportId, d.note, d.operatorId, new Date(d.now)],
    );
    return { ...NOTHING, closed: closed.map((r) => r.id), publicChanged: true };
  },
  // The post of a post report, or of a reported comment: hidden, the note the reason its author reads.
  hideShare: async (tx, d) => {
    if (d.subject === 'chat') throw wrongSubject();
    await tx.query('update shares set status = $2, reason = $3 where id = $1', [d.shareId, SHARE_STATUS.hidden, d.note]);
    // Discover replies are not in the reply cache (endpoints/discover.ts): nothing to bump.
    return { ...NOTHING, hiddenShare: d.shareId };
  },
  // The comment removed (kept, deleted, as evidence) and counted off its post, once: a comment its
  // author removed meanwhile was counted off already.
  hideComment: async (tx, d) => {
    if (d.subject !== 'comment') throw wrongSubject();
    const removed = await tx.query('update share_comments set deleted = true where id = $1 and not deleted returning id', [d.commentId]);
    if (removed.length > 0) await tx.query('update shares set comment_num = greatest(comment_num - 1, 0) where id = $1', [d.shareId]);
    return NOTHING;
  },
};

/** The listing's other open listing reports, closed with the decision `action`; their ids. */
async function closeListingCase(tx: Queryable, d: Decision, action: ReportAction, status: string): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `update chat_reports set status = $3, decision = $4, decision_note = $5, decision_listing_id = $6::bigint, handled_by = $7::bigint, handled_at = $8
     where listing_id = $1::bigint and subject = 'listing' and status = 'open' and id <> $2::bigint returning id::text as id`,
    [d.listingId, d.reportId, status, action, d.note, d.serviceId === '' ? null : d.serviceId, d.operatorId, new Date(d.now)],
  );
  return rows.map((r) => r.id);
}

const decideReport: ConsoleHandler<'decideReport'> = async (raw, ctx) => {
  const operator = operatorOf(ctx);
  // The note is bounded by its own schema rule (REPORT_NOTE_MAX), longer than parseInput's default.
  const input = parseInput(consoleSchemas.decideReport, raw, { ownText: ['note'] });
  // A restore finds the reports unfounded, as a dismissal does.
  const status = input.action === 'dismiss' || input.action === 'restore' ? 'dismissed' : 'actioned';
  const effect = await ctx.db.transaction(async (tx) => {
    const [report] = await tx.query<{ status: string; reported_user_id: string; subject: ReportSubject; share_id: string; comment_id: string; listing_id: string }>(
      `select status, reported_user_id, subject, coalesce(share_id, '') as share_id, coalesce(comment_id, '') as comment_id,
         coalesce(listing_id::text, '') as listing_id
       from chat_reports where id = $1::bigint for update`,
      [input.id],
    );
    if (!report) throw new ReplyError(CODE.NOT_FOUND, CONSOLE_MODERATION_ERRORS.reportNotFound);
    if (report.status !== 'open') throw new ReplyError(CODE.VALIDATION, CONSOLE_MODERATION_ERRORS.reportState);
    if (!reportActionApplies(input.action, report.subject)) throw wrongSubject();
    const d: Decision = {
      reportId: input.id, reportedUserId: report.reported_user_id, operatorId: operator.operatorId, note: input.note, serviceId: input.serviceId,
      subject: report.subject, shareId: report.share_id, commentId: report.comment_id, listingId: report.listing_id, now: ctx.now,
    };
    const effect = await EFFECTS[input.action](tx, d);
    // A listing's case: its other open reports get the same decision (a suspension closed them already).
    const done = report.subject === 'listing' && input.action !== 'suspend'
      ? { ...effect, closed: await closeListingCase(tx, d, input.action, status) } : effect;
    await tx.query(
      `update chat_reports set status = $2, decision = $3, decision_note = $4, decision_listing_id = $5::bigint, handled_by = $6::bigint, handled_at = $7
       where id = $1::bigint`,
      [input.id, status, input.action, input.note, input.serviceId === '' ? null : input.serviceId, operator.operatorId, new Date(ctx.now)],
    );
    await writeAudit(tx, {
      operatorId: operator.operatorId,
      action: `report.${input.action}`,
      target: `report:${input.id}`,
      detail: { userId: report.reported_user_id, note: input.note, ...(input.serviceId ? { serviceId: input.serviceId } : {}),
        ...(report.share_id ? { shareId: report.share_id } : {}), ...(report.comment_id ? { commentId: report.comment_id } : {}), ...(done.closed.length ? { closed: done.closed } : {}) },
    }, ctx.now);
    return done;
  });
  if (effect.publicChanged) await publicDataChanged(ctx);
  await publishService(ctx.services.broker, effect.deliveries);
  if (effect.hiddenShare) await notifyShare(ctx, effect.hiddenShare);
  return { id: input.id, status, decision: input.action, closed: effect.closed.length };
};

const unsuspendUser: ConsoleHandler<'unsuspendUser'> = async (raw, ctx) => {
  const operator = operatorOf(ctx);
  const input = parseInput(consoleSchemas.unsuspendUser, raw, { ownText: ['note'] });
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.query('select 1 from users where id = $1 for update', [input.userId]);
    if (!user) throw new ReplyError(CODE.NOT_FOUND, CONSOLE_MODERATION_ERRORS.userNotFound);
    if (!(await liftSuspension(tx, input.userId))) throw new ReplyError(CODE.VALIDATION, CONSOLE_MODERATION_ERRORS.notSuspended);
    await writeAudit(tx, { operatorId: operator.operatorId, action: 'user.unsuspend', target: `user:${input.userId}`, detail: { note: input.note } }, ctx.now);
  });
  await publicDataChanged(ctx);
  return { userId: input.userId };
};

export const REPORT_DECISION_CALLS = { decideReport, unsuspendUser };
