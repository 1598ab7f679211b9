// Publish management (spec §2 /common/publishManage?moduleId=N; spec §4 statuses and order actions):
// the caller's own listings of a module with their state, and the actions on one of them: delete,
// take down (releaseInfoOff), refresh, publish again, and checkRelease (will this publish spend a
// chance?). Always the CALLER's listings: a body naming another userId is refused (4403
// errors.incorrectAccount), someone else's listing too (4403 errors.notYourListing). Every status
// change goes through the lifecycle (lifecycle.ts) in one transaction, then the public replies are
// dropped (write.ts publicDataChanged).
import { CODE } from '../../../src/contract/codes.js';
import { PAGE_SIZE } from '../../../src/contract/constants.js';
import { auditStatusOf, canApply, OWNER_ACTIONS } from '../../../src/contract/listing-lifecycle.js';
import { INVALID_FLAG, type PublishStatus } from '../../../src/contract/statuses.js';
import type { RefreshTooSoonData } from '../../../src/contract/types/commons.js';
import {
  checkReleaseRequestSchema, myReleaseRequestSchema, ownListingRequestSchema,
} from '../../../src/contract/validation/listing-requests.js';
import { pageWindow } from '../../../src/contract/validation/listing-fields.js';
import { moduleById, type ListingModule } from '../../../src/modules/index.js';
import type { RowLayout } from '../../../src/modules/types.js';
import { requireUser } from '../usercenter/caller.js';
import type { Queryable } from '../db/database.js';
import { okReply, ReplyError, type Handler, type HandlerTable, type RequestContext } from '../http/handler.js';
import { asRecord, parseInput } from '../http/input.js';
import { NOT_FOUND } from './detail.js';
import { buildSummary, daysRemaining, iso, resolveField } from './fields.js';
import { applyListingEvent, logListingEvent, type ListingActor } from './lifecycle.js';
import { checkPublishMembership } from '../payments/membership-modules.js';
import { takePublishPlace } from '../payments/quota.js';
import { loadPublisher, releasesLeft, spendsChance } from './publisher.js';
import { checkBodyUser } from './readers.js';
import { listingsSql, withLookupNames, type ListingRow, type QueriedRow } from './rows.js';
import { SqlParams } from './sql.js';
import { publicDataChanged } from './write.js';
import { contactStatsOf, NO_STATS } from '../contact/stats.js';

const ownListingRequest = ownListingRequestSchema(moduleById);
const myReleaseRequest = myReleaseRequestSchema(moduleById);
const checkReleaseRequest = checkReleaseRequestSchema(moduleById);

/** One refresh a day per listing (ours; spec §4 names the action, not its limit). */
export const REFRESH_INTERVAL_MS = 24 * 3_600_000;

/** The caller and the validated body of an own-listing call. */
function readCall<T>(input: unknown, ctx: RequestContext, read: (body: Record<string, unknown>) => T): { userId: string; req: T } {
  const userId = requireUser(ctx);
  const body = asRecord(input);
  checkBodyUser(body, userId);
  return { userId, req: read(body) };
}

interface OwnRow {
  status: number;
  refreshed_at: Date | string | null;
}

/**
 * The caller's listing `id` of module `m`, locked for the transaction `q` (`lock`): 4404 when it
 * does not exist (or is deleted, or of another module), 4403 when it is someone else's.
 */
async function ownListing(q: Queryable, m: ListingModule, id: string, userId: string, lock: boolean): Promise<OwnRow> {
  const [row] = await q.query<OwnRow & { user_id: string | null }>(
    `select user_id, status, refreshed_at from listings where id = $1::bigint and module_key = $2 and not deleted${lock ? ' for update' : ''}`,
    [id, m.key],
  );
  if (!row) throw NOT_FOUND();
  if (row.user_id !== userId) throw new ReplyError(CODE.FORBIDDEN, 'errors.notYourListing');
  return row;
}

const user = (userId: string): ListingActor => ({ kind: 'user', id: userId });

/** A change of one own listing: validated, done in one transaction, then public replies dropped. */
function ownAction(change: (tx: Queryable, m: ListingModule, id: string, userId: string, ctx: RequestContext) => Promise<void>, message = 'success'): Handler {
  return async (input, ctx) => {
    const { userId, req } = readCall(input, ctx, (body) => parseInput(ownListingRequest, body));
    await ctx.db.transaction((tx) => change(tx, req.moduleId, req.serviceId, userId, ctx));
    await publicDataChanged(ctx);
    return okReply(null, message);
  };
}

/** Soft delete (any status, spec §4 "delete"): gone from every list, the row kept for the audit trail. */
const deleteMyRelease = ownAction(async (tx, m, id, userId) => {
  const own = await ownListing(tx, m, id, userId, true);
  await tx.query('update listings set deleted = true, updated_at = now() where id = $1::bigint', [id]);
  await logListingEvent(tx, id, 'delete', own.status, own.status, user(userId));
}, 'errors.deleteSuccess');

/** releaseInfoOff (spec §7): a published listing goes offline (7 → 3 "to be released"). */
const releaseInfoOff = ownAction(async (tx, m, id, userId) => {
  await ownListing(tx, m, id, userId, true);
  await applyListingEvent(tx, id, 'takeDown', user(userId));
});

/**
 * Refresh (spec §4 order action): a published listing moves to the top of its list (release time
 * now), once per REFRESH_INTERVAL_MS. A want-to-buy demand's days then count from the refresh: it
 * says "still wanted". Too soon: 4429 with the time the free refresh comes back (RefreshTooSoonData),
 * so the app can say when, next to the paid refresh (refreshPayment, spec §7).
 */
const refreshMyRelease = ownAction(async (tx, m, id, userId, ctx) => {
  const own = await ownListing(tx, m, id, userId, true);
  if (!(OWNER_ACTIONS.refresh as readonly number[]).includes(own.status)) throw new ReplyError(CODE.VALIDATION, 'errors.listingState');
  const now = ctx.services.clock();
  const nextFree = own.refreshed_at === null ? now : new Date(own.refreshed_at).getTime() + REFRESH_INTERVAL_MS;
  if (now < nextFree) {
    const data: RefreshTooSoonData = { nextFreeAt: new Date(nextFree).toISOString() };
    throw new ReplyError(CODE.RATE_LIMITED, 'errors.refreshTooSoon', data);
  }
  await tx.query('update listings set release_time = $2::timestamptz, refreshed_at = $2::timestamptz where id = $1::bigint', [id, new Date(now)]);
  await logListingEvent(tx, id, 'refresh', own.status, own.status, user(userId));
});

/**
 * Publish again (spec §4 order action): a taken-down listing is published (3 → 7); it takes a
 * place (a free one of the level, else a posting chance, in this transaction: payments/quota.ts).
 * With none left: 4403 deductionNotEnough, and the app offers the packages or republishPayment.
 */
const republishMyRelease: Handler = async (input, ctx) => {
  const publisher = await loadPublisher(ctx.db, ctx);
  const { req } = readCall(input, ctx, (body) => parseInput(ownListingRequest, body));
  await ctx.db.transaction(async (tx) => {
    const own = await ownListing(tx, req.moduleId, req.serviceId, publisher.userId, true);
    // The state first: "no chance left" would be the wrong answer for a listing that is not taken down.
    if (!canApply(own.status as PublishStatus, 'publishAgain')) throw new ReplyError(CODE.VALIDATION, 'errors.listingState');
    await checkPublishMembership(tx, publisher.userId, req.moduleId.moduleId, publisher.now);
    if (!(await takePublishPlace(tx, publisher.userId, req.moduleId, publisher.now))) throw new ReplyError(CODE.FORBIDDEN, 'errors.deductionNotEnough');
    await applyListingEvent(tx, req.serviceId, 'publishAgain', user(publisher.userId));
  });
  await publicDataChanged(ctx);
  return okReply(null);
};

/**
 * checkRelease (spec §6 "publishing consumes a posting chance and asks for confirmation"): a new
 * listing (no serviceId) or bringing back a taken-down one takes one of the publishes left (the
 * level's free listings, then posting chances: payments/quota.ts); an edit does not. releaseNum is
 * what is left after this publish; a publish with nothing left is refused like the publish itself
 * (4403 errors.deductionNotEnough: the app offers the packages).
 */
const checkRelease: Handler = async (input, ctx) => {
  const publisher = await loadPublisher(ctx.db, ctx);
  const { req } = readCall(input, ctx, (body) => parseInput(checkReleaseRequest, body));
  const m = req.moduleId;
  const spends = req.serviceId === null || spendsChance((await ownListing(ctx.db, m, req.serviceId, publisher.userId, false)).status);
  const left = await releasesLeft(ctx.db, publisher, m);
  if (!spends) return okReply({ releaseNum: left, consumes: false });
  // spec §6: in a module that needs a membership, no package helps a caller without one (4402).
  await checkPublishMembership(ctx.db, publisher.userId, m.moduleId, publisher.now);
  if (left <= 0) throw new ReplyError(CODE.FORBIDDEN, 'errors.deductionNotEnough');
  return okReply({ releaseNum: left - 1, consumes: true });
};

/** The module's price column (spec §3 price fields), null when it has none. */
const PRICE_COLUMN: Readonly<Record<NonNullable<ListingModule['priceField']>, (r: ListingRow) => number | null>> = {
  price: (r) => r.price,
  totalPrice: (r) => r.total_price,
};

type MineRow = ListingRow & { review_reason: string; language_ids: string[]; refreshed_at: Date | string | null };

/** A want-to-buy demand (a module with days of validity) whose days are over (spec §4 invalid flag). */
const isInvalid = (m: ListingModule, r: ListingRow, now: number): boolean =>
  m.attrs.some((a) => a.name === 'validDayNum') && daysRemaining(r, now) === 0;

/**
 * Row layouts (descriptor rowLayout) whose rows draw the module's list-row fields, which the
 * owner's rows then show too: a job's salary, experience, degree, nature and employer logo
 * (kit/job-row.tsx). Other layouts show picture, title and price, already in the item.
 */
const LAYOUTS_WITH_FACTS: ReadonlySet<RowLayout> = new Set<RowLayout>(['job']);

function myReleaseItem(m: ListingModule, r: MineRow, now: number): Record<string, unknown> {
  const price = m.priceField ? PRICE_COLUMN[m.priceField](r) : null;
  return {
    // The list row's fields first: the owner's own fields below win where the names meet.
    ...(LAYOUTS_WITH_FACTS.has(m.rowLayout) ? buildSummary(m, r, now) : {}),
    serviceId: r.id,
    moduleId: m.moduleId,
    title: r.title,
    imgPath: resolveField(m, 'imgPath', r, { view: 'summary', now }),
    status: r.status,
    releaseTime: iso(r.release_time),
    languageIds: r.language_ids,
    auditStatus: auditStatusOf(r.status as PublishStatus),
    invalid: isInvalid(m, r, now) ? INVALID_FLAG.invalid : INVALID_FLAG.valid,
    reviewReason: r.review_reason,
    refreshedAt: r.refreshed_at === null ? null : iso(r.refreshed_at),
    price: price === null ? null : Number(price),
    priceFlag: price === null ? '' : (r.money_flag ?? ''),
  };
}

/**
 * getMyRelease: the caller's listings of a module in every status (or the asked ones), newest first (by
 * creation: a refresh does not reorder the owner's own list), PAGE_SIZE a page (spec §9), each
 * titled in its original language.
 */
const getMyRelease: Handler = async (input, ctx) => {
  const { userId, req } = readCall(input, ctx, (body) => parseInput(myReleaseRequest, body));
  const m = req.moduleId;
  const page = pageWindow(req.page, PAGE_SIZE);
  const params = new SqlParams();
  const where = [
    `l.user_id = ${params.add(userId)}::text and l.module_key = ${params.add(m.key)}::text and not l.deleted`,
    ...(req.status === null ? [] : [`l.status = ${params.add(req.status)}::int`]),
    ...(req.statuses.length === 0 ? [] : [`l.status = any(${params.add(req.statuses)}::int[])`]),
  ].join(' and ');
  const [count] = await ctx.db.query<{ n: number }>(`select count(*)::int as n from listings l where ${where}`, params.snapshot());
  const totalCount = Number(count?.n ?? 0);
  if (totalCount <= page.offset) return okReply({ totalCount, resultList: [] });
  const sql = listingsSql({
    where, params, language: '', fallback: true, view: 'summary', viewerId: userId, order: 'l.id desc', limit: page.size, offset: page.offset,
    extra: `, l.review_reason, l.refreshed_at,
      array(select t.language from listing_texts t where t.listing_id = l.id order by t.language) as language_ids`,
  });
  // Lookup names (the price's currency flag) in the caller's language.
  const rows = await withLookupNames(ctx.db, await ctx.db.query<QueriedRow & Omit<MineRow, keyof ListingRow>>(sql, params.values), ctx.language);
  const now = ctx.services.clock();
  // The owner's figures per listing (issue: Beyond the spec, "the publisher sees per listing").
  const stats = await contactStatsOf(ctx.db, rows.map((r) => r.id));
  return okReply({ totalCount, resultList: rows.map((r) => ({ ...myReleaseItem(m, r, now), stats: stats.get(r.id) ?? NO_STATS })) });
};

export const OWN_LISTING_HANDLERS: HandlerTable = {
  getMyRelease: getMyRelease as HandlerTable['getMyRelease'],
  deleteMyRelease: deleteMyRelease as HandlerTable['deleteMyRelease'],
  releaseInfoOff: releaseInfoOff as HandlerTable['releaseInfoOff'],
  refreshMyRelease: refreshMyRelease as HandlerTable['refreshMyRelease'],
  republishMyRelease: republishMyRelease as HandlerTable['republishMyRelease'],
  checkRelease: checkRelease as HandlerTable['checkRelease'],
};
