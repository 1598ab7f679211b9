// The reports queue (src/contract/console-moderation.ts; examples/server/console/calls/report-calls.ts,
// report-decision-calls.ts) and suspension (examples/server/accounts/suspension.ts): users report
// each other through the app's reportUser; moderators list the open reports oldest first, read the
// conversation and the reported user's listings, and decide once (forward-only, two moderators at
// once: one wins). hideListing takes only the reported user's published listing off the public;
// suspend refuses the login, the token renewal and every call that needs a login (sending a
// message included), takes the listings off the lists and details, closes the user's other open
// reports; unsuspendUser gives it all back. Roles, input rules and the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SEED_PASSWORD_HASH } from '../../../examples/server/accounts/seed-users.js';
import type { ReportDetail, ReportItem } from '../../../src/contract/console-moderation.js';
import { decodeReply, encodeRequest } from '../../../src/contract/envelope.js';
import type { LoginResult } from '../../../src/contract/types/account.js';
import type { InitChatWindowReply } from '../../../src/contract/types/chat.js';
import { MODULES } from '../../../src/modules/registry.js';
import type { ModuleKey } from '../../../src/modules/types.js';
import { openChatRig, PNG, U, type ChatRig, type Who } from '../chat/chat-rig.js';
import { TEST_DATABASES } from '../databases.js';
import { testMeta } from '../harness.js';
import { addOperator, auditRows, consoleCall, loginAs } from './console-client.js';

type Page = { totalCount: number; resultList: ReportItem[] };

describe.each(TEST_DATABASES)('console reports queue and suspension ($name)', (target) => {
  let rig: ChatRig;
  let app: FastifyInstance;
  let mod = '';
  let mod2 = '';
  let cashier = '';
  let agent = '';
  const call = <T = unknown>(name: string, body: unknown, cookie = mod) => consoleCall<T>(app, name, body, { cookie }).then((r) => r.reply);
  const queue = async (status = 'open') => (await call<Page>('reportQueue', { status, pageSize: 100 })).customData;
  const chatWith = async (who: Who, other: Who) =>
    (await rig.call<InitChatWindowReply>('initChatWindow', await rig.token(who), { otherUserMq: U[other].userMq, sessionType: 0 })).customData.chatSessionId;
  const send = async (who: Who, to: Who, chatSessionId: string, content: string, type = 0, token?: string) =>
    rig.call('sendMsg', token ?? await rig.token(who), { chatSessionId, toUserMq: U[to].userMq, type, content, sessionType: 0 });
  const report = async (who: Who, other: Who, body: Record<string, unknown> = {}) => {
    const r = await rig.call('reportUser', await rig.token(who), { otherUserMq: U[other].userMq, reason: 'fraud', ...body });
    expect(r.code, JSON.stringify(r)).toBe(200);
  };
  const idOf = async (reporter: Who, reported: Who) =>
    (await rig.db.query<{ id: string }>("select id::text as id from chat_reports where reporter_id = $1 and reported_user_id = $2 order by id desc limit 1", [U[reporter].id, U[reported].id]))[0]!.id;
  /** The reported user's published listings, as the seed left them. */
  const published = (userId: string) =>
    rig.db.query<{ id: string; module_key: ModuleKey }>('select id::text as id, module_key from listings where user_id = $1 and status = 7 and not deleted order by id', [userId]);
  const publicDetail = async (l: { id: string; module_key: ModuleKey }) => {
    const res = await app.inject({ method: 'POST', url: MODULES[l.module_key].endpoints.detail.path, headers: { 'content-type': 'application/json' }, payload: await envelope({ serviceId: l.id }) });
    const decoded = decodeReply(res.body);
    if (!decoded.ok) throw new Error(res.body);
    return decoded.value.code;
  };
  const inList = async (l: { id: string; module_key: ModuleKey }) => {
    const res = await app.inject({ method: 'POST', url: MODULES[l.module_key].endpoints.search.path, headers: { 'content-type': 'application/json' }, payload: await envelope({ page: { index: 1, size: 100 } }) });
    const decoded = decodeReply(res.body);
    if (!decoded.ok) throw new Error(res.body);
    return JSON.stringify(decoded.value.customData);
  };
  const envelope = async (customData: unknown) => JSON.stringify(encodeRequest({ metaData: testMeta(), customData }));

  beforeAll(async () => {
    rig = await openChatRig(target);
    app = rig.server.app;
    await addOperator(rig.db, 'mod-a', 'mod-a-pass-1', 'moderator');
    await addOperator(rig.db, 'mod-b', 'mod-b-pass-1', 'moderator');
    await addOperator(rig.db, 'cash-a', 'cash-a-pass-1', 'cashier');
    await addOperator(rig.db, 'agent-a', 'agent-a-pass-1', 'agent');
    [mod, mod2, cashier, agent] = await Promise.all([
      loginAs(app, 'mod-a', 'mod-a-pass-1'), loginAs(app, 'mod-b', 'mod-b-pass-1'), loginAs(app, 'cash-a', 'cash-a-pass-1'), loginAs(app, 'agent-a', 'agent-a-pass-1'),
    ]);
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('lists open reports oldest first with both users, the reason, the note and the earlier reports; the detail shows the conversation and the listings', async () => {
    const chat = await chatWith('member', 'seller');
    expect((await send('member', 'seller', chat, 'Is it still available?')).code).toBe(200);
    expect((await send('seller', 'member', chat, 'Pay 50 000 first by mobile money')).code).toBe(200);
    const pic = await rig.upload<{ imgPath: string }>(await rig.token('seller'), { name: 'p.png', bytes: PNG });
    expect((await send('seller', 'member', chat, pic.customData.imgPath, 1)).code).toBe(200);
    await report('member', 'seller', { chatSessionId: chat, text: 'Asks for money before the visit' });
    rig.clock.advance(60_000);
    await report('personal', 'seller', { reason: 'spam' });

    const open = await queue();
    const mine = open.resultList.filter((r) => r.reported.userId === U.seller.id);
    expect(mine.map((r) => r.reporter.userId)).toEqual([U.member.id, U.personal.id]);
    expect(mine[0]).toMatchObject({
      reason: 'fraud', note: 'Asks for money before the visit', status: 'open', decision: null, earlierReports: 0,
      reporter: { userId: U.member.id, name: 'Koffi Member', suspended: false }, reported: { userId: U.seller.id, suspended: false },
    });
    expect(mine[0]!.reported.phone).toMatch(/^\+225 /);
    expect(mine[1]).toMatchObject({ reason: 'spam', earlierReports: 1 });

    const detail = (await call<ReportDetail>('reportDetail', { id: mine[0]!.id })).customData;
    expect(detail.messages.map((m) => [m.from, m.type])).toEqual([['reporter', 'text'], ['reported', 'text'], ['reported', 'image']]);
    expect(detail.messages[1]!.text).toBe('Pay 50 000 first by mobile money');
    expect(detail.messages[2]!.url).toBe(pic.customData.imgPath);
    expect(new Set(detail.listings.map((l) => l.serviceId))).toEqual(new Set((await published(U.seller.id)).map((l) => l.id)));
    expect(detail.suspension).toBeNull();
    // Without a conversation: no evidence messages.
    expect((await call<ReportDetail>('reportDetail', { id: mine[1]!.id })).customData.messages).toEqual([]);
    expect(await call('reportDetail', { id: '999999' })).toMatchObject({ code: 4404, message: 'errors.reportNotFound' });
  });

  it('is for moderators and admins only', async () => {
    for (const cookie of [cashier, agent]) {
      for (const name of ['reportQueue', 'reportDetail', 'decideReport', 'unsuspendUser']) {
        expect((await call(name, {}, cookie)).code, name).toBe(4403);
      }
    }
  });

  it('refuses a decision without its note, a hideListing without its listing, a listing with any other decision', async () => {
    const id = await idOf('personal', 'seller');
    const [listing] = await published(U.seller.id);
    for (const [body, path] of [
      [{ id, action: 'warn' }, 'note'],
      [{ id, action: 'suspend', note: '   ' }, 'note'],
      [{ id, action: 'hideListing', note: 'x' }, 'serviceId'],
      [{ id, action: 'dismiss', serviceId: listing!.id }, 'serviceId'],
      [{ id, action: 'ban', note: 'x' }, 'action'],
      [{ id, action: 'warn', note: 'x'.repeat(501) }, 'note'],
    ] as const) {
      const r = await call<{ issues: { path: string }[] }>('decideReport', body);
      expect(r.code, JSON.stringify(body)).toBe(4422);
      expect(r.customData.issues[0]!.path, JSON.stringify(body)).toBe(path);
    }
    expect((await queue()).resultList.some((r) => r.id === id)).toBe(true);
  });

  it('hides only a published listing of the reported user; once decided, a report cannot be decided again', async () => {
    const id = await idOf('personal', 'seller');
    const [other] = await published(U.member.id).then((a) => (a.length ? a : published(U.personal.id)));
    const [listing] = await published(U.seller.id);
    if (other) {
      expect(await call('decideReport', { id, action: 'hideListing', serviceId: other.id, note: 'Fake ad' })).toMatchObject({ code: 4422, message: 'errors.listingNotTheirs' });
    }
    expect(await call('decideReport', { id, action: 'hideListing', serviceId: '999999999', note: 'Fake ad' })).toMatchObject({ code: 4422, message: 'errors.listingNotTheirs' });
    expect(await publicDetail(listing!)).toBe(200);

    const done = await call('decideReport', { id, action: 'hideListing', serviceId: listing!.id, note: 'Photos taken from another site' });
    expect(done).toMatchObject({ code: 200, customData: { id, status: 'actioned', decision: 'hideListing', closed: 0 } });
    const [row] = await rig.db.query<{ status: number; review_reason: string }>('select status, review_reason from listings where id = $1', [listing!.id]);
    expect(row).toEqual({ status: 6, review_reason: 'Photos taken from another site' });
    expect(await publicDetail(listing!)).toBe(4404);
    expect(await inList(listing!)).not.toContain(`"${listing!.id}"`);
    const [event] = await rig.db.query<{ event: string; actor_kind: string }>('select event, actor_kind from listing_events where listing_id = $1 order by id desc limit 1', [listing!.id]);
    expect(event).toEqual({ event: 'moderatorTakeDown', actor_kind: 'operator' });

    expect(await call('decideReport', { id, action: 'dismiss' }, mod2)).toMatchObject({ code: 4422, message: 'errors.reportState' });
    const decided = (await queue('actioned')).resultList.find((r) => r.id === id);
    expect(decided).toMatchObject({ status: 'actioned', decision: 'hideListing', decisionNote: 'Photos taken from another site', handledBy: 'mod-a', decisionServiceId: listing!.id });
    const audit = (await auditRows(rig.db)).filter((a) => a.target === `report:${id}`);
    expect(audit).toEqual([expect.objectContaining({ action: 'report.hideListing', detail: expect.objectContaining({ userId: U.seller.id, serviceId: listing!.id }) })]);
  });

  it('lets one of two moderators deciding the same report at once win; the other is told it was decided', async () => {
    await report('enterprise', 'member', { reason: 'harassment' });
    const id = await idOf('enterprise', 'member');
    const results = await Promise.all([
      call('decideReport', { id, action: 'dismiss' }, mod),
      call('decideReport', { id, action: 'dismiss' }, mod2),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([200, 4422]);
    expect(results.find((r) => r.code === 4422)).toMatchObject({ message: 'errors.reportState' });
    const [row] = await rig.db.query<{ status: string; decision: string }>('select status, decision from chat_reports where id = $1', [id]);
    expect(row).toEqual({ status: 'dismissed', decision: 'dismiss' });
    expect((await auditRows(rig.db)).filter((a) => a.target === `report:${id}`)).toHaveLength(1);
  });

  it('suspends: login, token renewal, calls and messages refused, listings gone, other reports closed; lifting gives it all back', async () => {
    const chat = await chatWith('enterprise', 'seller');
    await report('enterprise', 'seller', { chatSessionId: chat, reason: 'harassment' });
    await report('member', 'seller', { reason: 'other' });
    const id = await idOf('enterprise', 'seller');
    // This login ends the rig's session of the same device: its tokens are the seller's from now on.
    const login = await rig.call<LoginResult>('login', null, { type: 'mobile', loginData: { mobileCode: U.seller.mobileCode, phone: U.seller.phone, password: SEED_PASSWORD_HASH } });
    const { refreshToken: refresh, Authorization: oldToken } = login.customData;
    const visible = await published(U.seller.id);
    expect(visible.length).toBeGreaterThan(0);
    // Lists show the caller's country (CIV): the seller's listings listed there before the suspension.
    const listed: typeof visible = [];
    for (const l of visible) if ((await inList(l)).includes(`"${l.id}"`)) listed.push(l);
    expect(listed.length).toBeGreaterThan(0);

    const [others] = await rig.db.query<{ n: number }>("select count(*)::int as n from chat_reports where reported_user_id = $1 and status = 'open' and id <> $2", [U.seller.id, id]);
    expect(others!.n).toBeGreaterThan(0);
    const done = await call('decideReport', { id, action: 'suspend', note: 'Threats in the chat' });
    expect(done).toMatchObject({ code: 200, customData: { status: 'actioned', decision: 'suspend', closed: others!.n } });
    expect((await queue()).resultList.filter((r) => r.reported.userId === U.seller.id)).toEqual([]);
    const closed = await rig.db.query<{ status: string; decision: string }>("select status, decision from chat_reports where reported_user_id = $1 and reporter_id = $2", [U.seller.id, U.member.id]);
    expect(closed.every((r) => r.status !== 'open')).toBe(true);

    const loginAgain = () => rig.call('login', null, { type: 'mobile', loginData: { mobileCode: U.seller.mobileCode, phone: U.seller.phone, password: SEED_PASSWORD_HASH } }, 'fr');
    expect(await loginAgain()).toMatchObject({ code: 4030, message: expect.stringContaining('suspendu') });
    expect(await rig.call('loginCheck', null, { type: 'mobile', loginData: { mobileCode: U.seller.mobileCode, phone: U.seller.phone, password: SEED_PASSWORD_HASH } })).toMatchObject({ code: 4030 });
    // A wrong password says nothing of the suspension.
    expect((await rig.call('login', null, { type: 'mobile', loginData: { mobileCode: U.seller.mobileCode, phone: U.seller.phone, password: 'f'.repeat(64) } })).code).toBe(4422);
    expect(await rig.call('generateToken', null, { refreshToken: refresh }, 'cn')).toMatchObject({ code: 4030, message: expect.stringContaining('暂停') });
    expect((await rig.call('getUserInfo', oldToken, {})).code).toBe(4030);
    expect((await send('seller', 'enterprise', chat, 'still here?', 0, oldToken)).code).toBe(4030);
    for (const l of visible) {
      expect(await publicDetail(l), l.id).toBe(4404);
      expect(await inList(l)).not.toContain(`"${l.id}"`);
    }
    const detail = (await call<ReportDetail>('reportDetail', { id })).customData;
    expect(detail.suspension).toMatchObject({ reason: 'Threats in the chat', by: 'mod-a' });
    expect(detail.report.reported.suspended).toBe(true);

    expect(await call('unsuspendUser', { userId: U.seller.id, note: 'Appeal accepted' }, cashier)).toMatchObject({ code: 4403 });
    expect(await call('unsuspendUser', { userId: U.seller.id, note: 'Appeal accepted' }, mod2)).toMatchObject({ code: 200, customData: { userId: U.seller.id } });
    expect(await call('unsuspendUser', { userId: U.seller.id })).toMatchObject({ code: 4422, message: 'errors.notSuspended' });
    expect(await call('unsuspendUser', { userId: 'u-nobody' })).toMatchObject({ code: 4404 });
    // The sessions were kept: the old token works again (before a new login on the same device ends it).
    expect((await rig.call('getUserInfo', oldToken, {})).code).toBe(200);
    expect((await send('seller', 'enterprise', chat, 'sorry', 0, oldToken)).code).toBe(200);
    expect((await loginAgain()).code).toBe(200);
    for (const l of visible) expect(await publicDetail(l), l.id).toBe(200);
    for (const l of listed) expect(await inList(l)).toContain(`"${l.id}"`);
    const actions = (await auditRows(rig.db)).map((a) => `${a.action} ${a.target}`);
    expect(actions).toEqual(expect.arrayContaining([`report.suspend report:${id}`, `user.unsuspend user:${U.seller.id}`]));
  });

  it('warns: a system message in the reported user\'s customer-service conversation, in their language', async () => {
    await report('personal', 'enterprise', { reason: 'inappropriate' });
    const id = await idOf('personal', 'enterprise');
    expect(await call('decideReport', { id, action: 'warn', note: 'Keep it polite' })).toMatchObject({ code: 200, customData: { status: 'actioned', decision: 'warn' } });
    const rows = await rig.db.query<{ content: string }>(
      `select m.content from chat_messages m join chat_sessions s on s.id = m.session_id
       join chat_participants p on p.session_id = s.id and p.user_id = $1 where s.session_type = 1 and m.sender = 'system'`,
      [U.enterprise.id],
    );
    expect(rows.map((r) => r.content).join('\n')).toContain('Keep it polite');
  });
});
