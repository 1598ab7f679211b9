// Reports of a listing or its publisher from the details page (issue: Beyond the spec, "Report and
// block on every listing and user"; examples/server/reports, console report calls): the request is
// validated (4422), one's own listing is refused, one open report per reporter and listing, the
// reports are rate-limited; the third DISTINCT reporter of a published listing takes it off the
// public at once (search and detail) pending review, a user report does not count; the console's
// queue shows the listing once with its reporters, restore brings it back, take down keeps it hidden.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ReportDetail, ReportItem } from '../../../src/contract/console-moderation.js';
import { decodeReply, encodeRequest } from '../../../src/contract/envelope.js';
import { REPORT_HOLD_REASON } from '../../../src/contract/listing-lifecycle.js';
import { PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import { MODULES } from '../../../src/modules/registry.js';
import type { ModuleKey } from '../../../src/modules/types.js';
import { openChatRig, U, type ChatRig, type Who } from '../chat/chat-rig.js';
import { addOperator, consoleCall, loginAs } from '../console/console-client.js';
import { TEST_DATABASES } from '../databases.js';
import { testMeta } from '../harness.js';

type Listing = { id: string; module_key: ModuleKey; module_id: number; user_id: string };
type Page = { totalCount: number; resultList: ReportItem[] };

describe.each(TEST_DATABASES)('reportListing and the report hold ($name)', (target) => {
  let rig: ChatRig;
  let app: FastifyInstance;
  let mod = '';
  /** Published listings of the seller, one per case. */
  let listings: Listing[] = [];
  const take = () => listings.shift()!;
  const report = async (who: Who, l: Listing, body: Record<string, unknown> = {}) =>
    rig.call('reportListing', await rig.token(who), { moduleId: l.module_id, serviceId: l.id, reason: 'scam', ...body });
  const reportOk = async (who: Who, l: Listing, body: Record<string, unknown> = {}) => {
    const r = await report(who, l, body);
    expect(r.code, JSON.stringify(r)).toBe(200);
  };
  const statusOf = async (l: Listing) =>
    (await rig.db.query<{ status: number; review_reason: string }>('select status, review_reason from listings where id = $1::bigint', [l.id]))[0]!;
  const openReports = async (l: Listing, subject = 'listing') =>
    (await rig.db.query<{ n: number }>("select count(*)::int as n from chat_reports where listing_id = $1::bigint and subject = $2 and status = 'open'", [l.id, subject]))[0]!.n;
  const envelope = (customData: unknown) => JSON.stringify(encodeRequest({ metaData: testMeta(), customData }));
  const publicCall = async (path: string, body: unknown) => {
    const res = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json' }, payload: envelope(body) });
    const decoded = decodeReply(res.body);
    if (!decoded.ok) throw new Error(res.body);
    return decoded.value;
  };
  const publicDetail = async (l: Listing) => (await publicCall(MODULES[l.module_key].endpoints.detail.path, { serviceId: l.id })).code;
  const inList = async (l: Listing) =>
    JSON.stringify((await publicCall(MODULES[l.module_key].endpoints.search.path, { page: { index: 1, size: 100 } })).customData).includes(`"${l.id}"`);
  const console_ = <T = unknown>(name: string, body: unknown) => consoleCall<T>(app, name, body, { cookie: mod }).then((r) => r.reply);
  const listingRows = async (l: Listing) => (await console_<Page>('reportQueue', { subject: 'listing', pageSize: 100 })).customData.resultList.filter((r) => r.serviceId === l.id);
  /** Three distinct reporters: held. */
  const hold = async (l: Listing) => {
    for (const who of ['personal', 'member', 'buyer'] as const) await reportOk(who, l, { reason: who === 'member' ? 'prepayment' : 'scam' });
    expect((await statusOf(l)).status).toBe(PUBLISH_STATUS.onReview);
  };

  beforeAll(async () => {
    rig = await openChatRig(target);
    app = rig.server.app;
    await addOperator(rig.db, 'rl-moderator', 'rl-moderator-pass-1', 'moderator');
    mod = await loginAs(app, 'rl-moderator', 'rl-moderator-pass-1');
    // Listings the module's first search page shows (the public list asserts need them there).
    const all = await rig.db.query<Listing>(
      `select id::text as id, module_key, module_id, user_id from listings where user_id = $1 and status = ${PUBLISH_STATUS.published}
       and not deleted and module_key in ('house', 'land', 'carSales', 'saleGoods') order by id`, [U.seller.id]);
    for (const l of all) if (await inList(l)) listings.push(l);
    expect(listings.length).toBeGreaterThanOrEqual(4);
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('refuses what the contract refuses (4422), a visitor, an unknown listing and one\'s own', async () => {
    const l = listings.at(-1)!;
    for (const body of [{ reason: 'spam' }, { reason: '' }, { text: 'x'.repeat(251) }, { serviceId: 'abc' }, { moduleId: 999 }, { about: 'everyone' }]) {
      const r = await report('buyer', l, body);
      expect(r.code, JSON.stringify(body)).toBe(4422);
    }
    expect((await rig.call('reportListing', null, { moduleId: l.module_id, serviceId: l.id, reason: 'scam' })).code).not.toBe(200);
    expect((await report('buyer', l, { serviceId: '999999999' })).code).toBe(4404);
    const own = await report('seller', l);
    expect(own.code).toBe(4422);
    expect(await openReports(l)).toBe(0);
  });

  it('keeps one open report per reporter and listing, and rate-limits the reporter', async () => {
    const l = listings.at(-1)!;
    await reportOk('enterprise', l, { reason: 'alreadySold', text: 'Vendu la semaine dernière' });
    await reportOk('enterprise', l, { reason: 'offensive' });
    expect(await openReports(l)).toBe(1);
    // Ten an hour per reporter (chat limits.ts report), repeats included: the eleventh is refused.
    for (let i = 0; i < 8; i += 1) await reportOk('enterprise', l, { about: 'user', reason: 'other' });
    const refused = await report('enterprise', l);
    expect(refused.code).not.toBe(200);
    expect(refused.message).toMatch(/too many/i);
    expect(await openReports(l, 'user')).toBe(1);
    rig.clock.advance(61 * 60_000);
    await reportOk('enterprise', l);
  });

  it('holds a listing at its third distinct reporter, in the same call: gone from search and detail', async () => {
    const l = take();
    expect(await publicDetail(l)).toBe(200);
    await reportOk('personal', l);
    await reportOk('personal', l, { reason: 'wrongCategory' });
    // A report of the publisher does not count towards the listing's hold.
    await reportOk('buyer', l, { about: 'user' });
    await reportOk('member', l, { reason: 'prepayment' });
    expect((await statusOf(l)).status).toBe(PUBLISH_STATUS.published);
    expect(await inList(l)).toBe(true);
    await reportOk('buyer', l);
    expect(await statusOf(l)).toEqual({ status: PUBLISH_STATUS.onReview, review_reason: REPORT_HOLD_REASON });
    expect(await publicDetail(l)).toBe(4404);
    expect(await inList(l)).toBe(false);
    const events = await rig.db.query<{ event: string; actor_kind: string }>('select event, actor_kind from listing_events where listing_id = $1::bigint order by id desc limit 1', [l.id]);
    expect(events).toEqual([{ event: 'reportHold', actor_kind: 'system' }]);
    // Held: no more reports (it is not public), and the publisher sees why.
    expect((await report('enterprise', l)).code).toBe(4404);
  });

  it('shows a listing once in the console queue with its reporters; restore brings it back', async () => {
    const l = take();
    await hold(l);
    const rows = await listingRows(l);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: 'listing', listingReports: 3, reported: { userId: U.seller.id } });
    const detail = (await console_<ReportDetail>('reportDetail', { id: rows[0]!.id })).customData;
    expect(detail.listing).toMatchObject({ serviceId: l.id, status: PUBLISH_STATUS.onReview, held: true });
    expect(detail.listing!.reporters.map((r) => [r.reporter.userId, r.reason])).toEqual([
      [U.personal.id, 'scam'], [U.member.id, 'prepayment'], [U.buyer.id, 'scam'],
    ]);
    // A listing's case is restored, not dismissed (a dismissal would leave it held).
    expect((await console_('decideReport', { id: rows[0]!.id, action: 'dismiss' })).code).toBe(4422);
    const done = await console_<{ status: string; closed: number }>('decideReport', { id: rows[0]!.id, action: 'restore' });
    expect(done.customData).toMatchObject({ status: 'dismissed', closed: 2 });
    expect(await openReports(l)).toBe(0);
    expect(await statusOf(l)).toEqual({ status: PUBLISH_STATUS.published, review_reason: '' });
    expect(await publicDetail(l)).toBe(200);
    expect(await inList(l)).toBe(true);
    expect(await listingRows(l)).toEqual([]);
  });

  it('take down keeps a held listing hidden with the note as its reason, closing the whole case', async () => {
    const l = take();
    await hold(l);
    const [row] = await listingRows(l);
    const noNote = await console_('decideReport', { id: row!.id, action: 'hideListing', serviceId: l.id });
    expect(noNote.code).toBe(4422);
    const done = await console_<{ status: string; closed: number }>('decideReport', { id: row!.id, action: 'hideListing', serviceId: l.id, note: 'Arnaque avérée : paiement demandé avant la visite' });
    expect(done.customData).toMatchObject({ status: 'actioned', closed: 2 });
    expect(await statusOf(l)).toEqual({ status: PUBLISH_STATUS.reviewFailed, review_reason: 'Arnaque avérée : paiement demandé avant la visite' });
    expect(await openReports(l)).toBe(0);
    expect(await publicDetail(l)).toBe(4404);
    expect(await inList(l)).toBe(false);
  });
});
