// The reports queue (src/contract/console-moderation.ts): reportQueue lists the reports of one
// status — open ones oldest first, the longest waiting at the top; decided ones latest decision
// first — with both users as the console shows users (console-user.ts), and how many reports the
// reported user had before this one; reportDetail adds the evidence: the last messages of the
// conversation the report came from (pictures are public uploads, documents are opened through
// the console's file route, console/authentication-files.ts; cards name their listing), the
// reported user's published listings and their suspension. A report on a discover post or one of
// its comments (subject 'share' / 'comment') shows that post and comment as they are now instead of
// a conversation. A listing's reports from its details page (subject 'listing') are one case: the
// open queue shows the listing once (its oldest open report, with the count), and the detail names
// the listing as it is now with every open reporter (report-listing-case.ts). Reads only: no audit row.
import { CODE } from '../../../../src/contract/codes.js';
import { consoleFileUrl, consoleSchemas } from '../../../../src/contract/console-api.js';
import {
  CONSOLE_MODERATION_ERRORS, REPORT_EVIDENCE_MESSAGES, type EvidenceMessage, type ReportAction, type ReportDetail, type ReportItem,
  type ReportStatus, type ReportSubject, type ReportUser, type ReportedComment, type ReportedListing, type ReportedShare,
} from '../../../../src/contract/console-moderation.js';
import { MESSAGE_TYPE, PUBLISH_STATUS, type AnyReportReason } from '../../../../src/contract/statuses.js';
import type { Queryable } from '../../db/database.js';
import { ReplyError } from '../../http/handler.js';
import { parseInput } from '../../http/input.js';
import { isoOf } from '../../payments/catalogue/texts.js';
import type { ConsoleHandler } from '../console-context.js';
import { party, userOf, type PartyJson } from './report-party.js';
import { jsonOf } from '../money-rows.js';
import { listingCase } from './report-listing-case.js';

/** Every column a ReportItem is made of (chat_reports as r). */
const ITEM_COLUMNS = `r.id::text as id, r.subject, coalesce(r.listing_id::text, '') as listing_id,
  coalesce((select t.title from listings l join listing_texts t on t.listing_id = l.id and t.language = l.original_language
     where l.id = r.listing_id), '') as listing_title,
  (case when r.subject = 'listing' and r.status = 'open' then (select count(*) from chat_reports g
     where g.listing_id = r.listing_id and g.subject = 'listing' and g.status = 'open') else 0 end)::int as listing_reports,
  coalesce(r.share_id, '') as share_id, coalesce(r.comment_id, '') as comment_id, r.reason, r.note, r.created_at, r.status, r.decision, r.decision_note, r.handled_at,
  coalesce(r.decision_listing_id::text, '') as decision_service_id, coalesce(o.username, '') as handled_by,
  ${party('rp')} as reporter, ${party('rd')} as reported,
  (select count(*) from chat_reports e where e.reported_user_id = r.reported_user_id
     and (e.created_at < r.created_at or (e.created_at = r.created_at and e.id < r.id)))::int as earlier`;
const ITEM_FROM = `chat_reports r join users rp on rp.id = r.reporter_id join users rd on rd.id = r.reported_user_id
  left join operators o on o.id = r.handled_by`;

interface ItemRow {
  id: string;
  subject: ReportSubject;
  listing_id: string;
  listing_title: string;
  listing_reports: number;
  share_id: string;
  comment_id: string;
  reason: AnyReportReason;
  note: string;
  created_at: Date | string;
  status: ReportStatus;
  decision: ReportAction | null;
  decision_note: string;
  handled_at: Date | string | null;
  decision_service_id: string;
  handled_by: string;
  reporter: PartyJson | string;
  reported: PartyJson | string;
  earlier: number;
}

const itemOf = (r: ItemRow): ReportItem => ({
  id: r.id,
  reporter: userOf(r.reporter),
  reported: userOf(r.reported),
  reason: r.reason,
  subject: r.subject,
  serviceId: r.listing_id,
  listingTitle: r.listing_title,
  listingReports: Number(r.listing_reports),
  shareId: r.share_id,
  commentId: r.comment_id,
  note: r.note,
  createdAt: isoOf(r.created_at),
  earlierReports: Number(r.earlier),
  status: r.status,
  decision: r.decision,
  decisionNote: r.decision_note,
  handledBy: r.handled_by,
  handledAt: isoOf(r.handled_at),
  decisionServiceId: r.decision_service_id,
});

const reportQueue: ConsoleHandler<'reportQueue'> = async (raw, ctx) => {
  const { status, subject, pageNum, pageSize } = parseInput(consoleSchemas.reportQueue, raw);
  // 'open' matches the queue index of migration 020 (status, created_at).
  const order = status === 'open' ? 'r.created_at, r.id' : 'r.handled_at desc, r.id desc';
  // '' for every subject: the same statement with the filter always true.
  // A listing's open reports are one case: only its oldest shows (listingReports counts them).
  const where = `r.status = $1 and ($2 = '' or r.subject = $2) and not (r.status = 'open' and r.subject = 'listing' and exists (
    select 1 from chat_reports f where f.listing_id = r.listing_id and f.subject = 'listing' and f.status = 'open' and (f.created_at, f.id) < (r.created_at, r.id)))`;
  const rows = await ctx.db.query<ItemRow>(
    `select ${ITEM_COLUMNS} from ${ITEM_FROM} where ${where} order by ${order} limit $3 offset $4`,
    [status, subject, pageSize, (pageNum - 1) * pageSize],
  );
  const [count] = await ctx.db.query<{ n: number }>(`select count(*)::int as n from chat_reports r where ${where}`, [status, subject]);
  return { totalCount: Number(count?.n ?? 0), resultList: rows.map(itemOf) };
};

/** The report `id` as the queue shows it, or 4404. */
export async function reportItem(q: Queryable, id: string): Promise<ReportItem & { sessionId: string | null; reportedUserId: string; reporterId: string }> {
  const [row] = await q.query<ItemRow & { session_id: string | null; reported_user_id: string; reporter_id: string }>(
    `select ${ITEM_COLUMNS}, r.session_id::text as session_id, r.reported_user_id, r.reporter_id from ${ITEM_FROM} where r.id = $1::bigint`,
    [id],
  );
  if (!row) throw new ReplyError(CODE.NOT_FOUND, CONSOLE_MODERATION_ERRORS.reportNotFound);
  return { ...itemOf(row), sessionId: row.session_id, reportedUserId: row.reported_user_id, reporterId: row.reporter_id };
}

interface MessageRow {
  id: string;
  from_user_id: string | null;
  type: number;
  content: string;
  sent_at: Date | string;
}

const TYPE_NAMES: Readonly<Record<number, EvidenceMessage['type']>> = {
  [MESSAGE_TYPE.text]: 'text', [MESSAGE_TYPE.image]: 'image', [MESSAGE_TYPE.file]: 'file', [MESSAGE_TYPE.card]: 'card',
};

/** A card's title and listing, read defensively: the content is what the app sent (chat/card.ts checked it). */
function cardOf(content: string): { title: string; serviceId: string; moduleId: number } {
  try {
    const c = JSON.parse(content) as { title?: unknown; serviceId?: unknown; moduleId?: unknown };
    return { title: typeof c.title === 'string' ? c.title : '', serviceId: String(c.serviceId ?? ''), moduleId: Number(c.moduleId) || 0 };
  } catch {
    return { title: '', serviceId: '', moduleId: 0 };
  }
}

function evidenceOf(m: MessageRow, reporterId: string, reportedId: string): EvidenceMessage {
  const type = TYPE_NAMES[m.type] ?? 'text';
  const from = m.from_user_id === reporterId ? 'reporter' : m.from_user_id === reportedId ? 'reported' : 'system';
  const base = { id: m.id, from, type, text: '', url: '', serviceId: '', moduleId: 0, sentAt: isoOf(m.sent_at) } as const;
  if (type === 'image') return { ...base, url: m.content };
  if (type === 'file') return { ...base, url: consoleFileUrl(m.content), text: m.content.split('/').pop() ?? '' };
  if (type === 'card') {
    const card = cardOf(m.content);
    return { ...base, text: card.title, serviceId: card.serviceId, moduleId: card.moduleId };
  }
  return { ...base, text: m.content };
}

interface ShareRow {
  id: string;
  content: string;
  images: { imgPath?: unknown }[] | string;
  hashtags: string[];
  status: number;
  reason: string;
  deleted: boolean;
  created_at: Date | string;
}

/** The reported post as it is now, removed ones included (the moderator sees what was reported). */
async function reportedShare(q: Queryable, shareId: string): Promise<ReportedShare | null> {
  if (shareId === '') return null;
  const [s] = await q.query<ShareRow>('select id, content, images, hashtags, status, reason, deleted, created_at from shares where id = $1', [shareId]);
  if (!s) return null;
  return {
    shareId: s.id, content: s.content, hashtags: s.hashtags, status: Number(s.status), reason: s.reason, deleted: s.deleted, createdAt: isoOf(s.created_at),
    pictures: jsonOf(s.images).map((i) => i.imgPath).filter((p): p is string => typeof p === 'string' && p !== ''),
  };
}

async function reportedComment(q: Queryable, commentId: string): Promise<ReportedComment | null> {
  if (commentId === '') return null;
  const [c] = await q.query<{ id: string; content: string; created_at: Date | string; deleted: boolean }>(
    'select id, content, created_at, deleted from share_comments where id = $1',
    [commentId],
  );
  return c ? { commentId: c.id, content: c.content, createdAt: isoOf(c.created_at), deleted: c.deleted } : null;
}

interface ListingRow {
  id: string;
  module_key: string;
  module_id: number;
  title: string | null;
  original_language: string;
  release_time: Date | string | null;
}

const reportDetail: ConsoleHandler<'reportDetail'> = async (raw, ctx): Promise<ReportDetail> => {
  const { id } = parseInput(consoleSchemas.reportDetail, raw);
  const report = await reportItem(ctx.db, id);
  // A post or comment report is about that text, not a conversation (it names none anyway).
  const messages = report.sessionId === null || report.subject !== 'chat' ? [] : await ctx.db.query<MessageRow>(
    `select id::text as id, from_user_id, type, content, sent_at from chat_messages
     where session_id = $1::bigint order by id desc limit ${REPORT_EVIDENCE_MESSAGES}`,
    [report.sessionId],
  );
  // Published and not deleted, whatever the suspension: a suspended user's listings come back when it is lifted.
  const listings = await ctx.db.query<ListingRow>(
    `select l.id::text as id, l.module_key, l.module_id, t.title, l.original_language, l.release_time
     from listings l left join listing_texts t on t.listing_id = l.id and t.language = l.original_language
     where l.user_id = $1 and l.status = ${PUBLISH_STATUS.published} and not l.deleted order by l.release_time desc nulls last, l.id desc limit 50`,
    [report.reportedUserId],
  );
  const [suspension] = await ctx.db.query<{ suspended_at: Date | string; suspended_reason: string; username: string | null }>(
    `select u.suspended_at, u.suspended_reason, o.username from users u left join operators o on o.id = u.suspended_by
     where u.id = $1 and u.suspended_at is not null`,
    [report.reportedUserId],
  );
  const { sessionId: _s, reportedUserId, reporterId, ...item } = report;
  return {
    report: item,
    listing: item.serviceId === '' ? null : await listingCase(ctx.db, item.serviceId),
    share: await reportedShare(ctx.db, item.shareId),
    comment: await reportedComment(ctx.db, item.commentId),
    messages: messages.reverse().map((m) => evidenceOf(m, reporterId, reportedUserId)),
    listings: listings.map((l): ReportedListing => ({
      serviceId: l.id, module: l.module_key, moduleId: l.module_id, title: l.title ?? '', language: l.original_language, releasedAt: isoOf(l.release_time),
    })),
    suspension: suspension ? { at: isoOf(suspension.suspended_at), reason: suspension.suspended_reason, by: suspension.username ?? '' } : null,
  };
};

export const REPORT_CALLS = { reportQueue, reportDetail };
