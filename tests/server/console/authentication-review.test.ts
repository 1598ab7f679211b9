// Personal and enterprise authentication reviewed in the console (examples/server/console/calls/
// authentication-calls.ts, usercenter/authentication-review.ts, console/authentication-files.ts):
// the queue (oldest first, both kinds or one, paged, with the user and the form), the papers
// opened through the console only, pass and reject (the user reads the reason), the reason rules,
// states that only move forward, enterprise only on top of a passed personal authentication, the
// account made an enterprise account in the decision's own transaction, a resubmission back in
// review, the role table, the audit log, and bad input answered with codes. The seed leaves
// u-personal's personal and enterprise submissions in review (seed/papers.ts); the tests add
// the seller's through the real submit call. Also: migration 016 on rows of the timer era.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { openDatabase } from '../../../examples/server/db/database.js';
import { MIGRATIONS } from '../../../examples/server/db/migrations/index.js';
import { encodePng } from '../../../examples/server/seed/png.js';
import { REVIEW_PAPERS_PICTURE } from '../../../examples/server/seed/picture-paths.js';
import { CONSOLE_COOKIE, type AuthenticationItem, type ConsolePage } from '../../../src/contract/console-api.js';
import type { UserAllInfo } from '../../../src/contract/types/account.js';
import type { AuthenticationReply, UploadFileReply } from '../../../src/contract/types/usercenter.js';
import { databaseBefore, TEST_DATABASES } from '../databases.js';
import { openUsercentre, P, type UcEnv } from '../usercenter/helpers.js';
import { addOperator, auditRows, consoleCall, loginAs, OWN_ORIGIN } from './console-client.js';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF\n');
const PNG = Buffer.from(encodePng(2, 2, new Uint8Array(12).fill(90)));
const HOUR = 3_600_000;

type Issues = { issues: { path: string; key: string }[] };

describe.each(TEST_DATABASES)('console authentication review ($name)', (target) => {
  let env: UcEnv;
  let reviewer = '';
  let translator = '';
  let seller = '';
  let applicant = '';
  let reviewerId = '';
  const call = <T = unknown>(name: string, body: unknown, cookie = reviewer) =>
    consoleCall<T>(env.server.app, name, body, { cookie }).then((r) => r.reply);
  const queue = async (body: Record<string, unknown> = {}) => (await call<ConsolePage<AuthenticationItem>>('authQueue', { pageSize: 100, ...body })).customData;
  const stateOf = async (token: string) => (await env.call<AuthenticationReply>(P.getAuthentication.path, {}, { token, language: 'fr' })).customData;
  const infoOf = async (token: string) => (await env.call<UserAllInfo>(P.getUserInfo.path, {}, { token })).customData;
  const row = async (userId: string, kind: string) =>
    (await env.db.query<{ status: string; reason: string; reviewer_id: string | null; reviewed_at: Date | string | null }>(
      'select status, reason, reviewer_id::text as reviewer_id, reviewed_at from authentications where user_id = $1 and kind = $2', [userId, kind],
    ))[0];
  const accountOf = async (userId: string) =>
    (await env.db.query<{ account_type: number; ent_name: string }>('select account_type, ent_name from users where id = $1', [userId]))[0];
  const file = (url: string, o: { cookie?: string; site?: string } = {}) =>
    env.server.app.inject({
      method: 'GET', url,
      headers: { ...(o.cookie ? { cookie: `${CONSOLE_COOKIE}=${o.cookie}` } : {}), ...(o.site ? { 'sec-fetch-site': o.site } : {}), origin: OWN_ORIGIN },
    });

  let sellerDoc = '';
  const sellerPersonal = () => ({ type: 'personal', realName: 'Yao Seller', papersType: 2, papersNumber: 'P-77', address: 'Bouaké', attachment: sellerDoc });
  const submitSeller = (body: unknown) => env.call(P.submitAuthentication.path, body, { token: seller });

  beforeAll(async () => {
    env = await openUsercentre(target);
    reviewerId = await addOperator(env.db, 'auth-rev', 'auth-rev-pass', 'reviewer');
    await addOperator(env.db, 'auth-tr', 'auth-tr-pass', 'translator');
    reviewer = await loginAs(env.server.app, 'auth-rev', 'auth-rev-pass');
    translator = await loginAs(env.server.app, 'auth-tr', 'auth-tr-pass');
    seller = await env.login('seller', 'auth-review');
    applicant = await env.login('personal', 'auth-review');
    env.clock.advance(60_000);
    sellerDoc = (await env.upload<UploadFileReply>(P.uploadFile.path, seller, { name: 'id.pdf', bytes: PDF })).customData.filePath;
    expect((await submitSeller(sellerPersonal())).code).toBe(200);
  });
  afterAll(async () => { await env?.close(); });

  it('lists the submissions in review oldest first, with the user and the form; by kind; paged', async () => {
    const all = await queue();
    expect(all.resultList.map((i) => `${i.userId}/${i.kind}`)).toEqual(['u-personal/personal', 'u-personal/enterprise', 'u-seller/personal']);
    expect(all.totalCount).toBe(3);
    const [personal, enterprise, sellers] = all.resultList;
    const u = SEED_USERS.personal;
    expect(personal).toMatchObject({
      kind: 'personal', personalStatus: null,
      user: { nickname: u.petName, mobileCode: u.mobileCode, phone: u.phone, areaId: 'CIV', accountType: 1 },
      form: { type: 'personal', realName: 'Awa Kouassi', papersType: 2 },
      files: [{ field: 'attachment', path: '/uploads/seed/review-identity.pdf', url: '/console/files/seed/review-identity.pdf', picture: false }],
    });
    expect(Date.parse(personal!.submittedAt)).toBeLessThan(Date.parse(enterprise!.submittedAt));
    expect(enterprise).toMatchObject({
      kind: 'enterprise', personalStatus: 'review', form: { companyName: 'Awa Couture SARL' },
      files: [
        { field: 'papersPictures.0', path: REVIEW_PAPERS_PICTURE, url: '/console/files/seed/review-company-papers.png', picture: true },
        { field: 'attachment', path: '/uploads/seed/review-identity.pdf', picture: false },
      ],
    });
    expect(sellers).toMatchObject({ user: { nickname: SEED_USERS.seller.petName, phone: SEED_USERS.seller.phone }, form: sellerPersonal() });
    expect(sellers!.submittedAt).toBe(new Date(env.clock.now).toISOString());

    const enterpriseOnly = await queue({ kind: 'enterprise' });
    expect(enterpriseOnly.resultList.map((i) => i.userId)).toEqual(['u-personal']);
    expect(enterpriseOnly.totalCount).toBe(1);
    expect((await queue({ kind: 'personal' })).resultList.map((i) => i.userId)).toEqual(['u-personal', 'u-seller']);
    const second = await queue({ pageNum: 2, pageSize: 1 });
    expect(second).toEqual({ totalCount: 3, resultList: [enterprise] });
    expect((await queue({ pageNum: 4, pageSize: 1 })).resultList).toEqual([]);
    // The passed ones of the enterprise account are not waiting.
    expect(all.resultList.some((i) => i.userId === 'u-enterprise')).toBe(false);
  });

  it('opens the papers of a submission for a reviewer only: documents as downloads, pictures inline', async () => {
    const [personal, enterprise] = (await queue()).resultList;
    const doc = await file(personal!.files[0]!.url, { cookie: reviewer });
    expect(doc.statusCode).toBe(200);
    expect(doc.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(doc.headers['content-type']).toBe('application/octet-stream');
    expect(doc.headers['content-disposition']).toBe('attachment; filename="review-identity.pdf"');
    expect(doc.headers['cache-control']).toBe('private, no-store');
    expect(doc.headers['access-control-allow-origin']).toBeUndefined();
    const picture = await file(enterprise!.files[0]!.url, { cookie: reviewer, site: 'same-origin' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['content-disposition']).toMatch(/^inline;/);
    // The user's own upload of the seller's form too.
    const sellers = (await queue({ kind: 'personal' })).resultList.find((i) => i.userId === 'u-seller')!;
    expect((await file(sellers.files[0]!.url, { cookie: reviewer })).rawPayload.equals(PDF)).toBe(true);
    // Each opening is audited: who looked at which paper.
    const opened = await env.db.query<{ target: string; kind: string }>(
      "select target, detail->>'kind' as kind from operator_audit where action = 'file.open' order by id",
    );
    expect(opened.map((o) => o.target)).toEqual([personal!.files[0]!.path, enterprise!.files[0]!.path, sellers.files[0]!.path]);
    expect(opened.every((o) => o.kind === 'papers')).toBe(true);

    // No session, another role, another site: refused.
    expect((await file(personal!.files[0]!.url)).statusCode).toBe(401);
    expect((await file(personal!.files[0]!.url, { cookie: 'x'.repeat(40) })).statusCode).toBe(401);
    expect((await file(personal!.files[0]!.url, { cookie: translator })).statusCode).toBe(403);
    expect((await file(personal!.files[0]!.url, { cookie: reviewer, site: 'cross-site' })).statusCode).toBe(403);
    // Only what a form names: another upload (a listing picture, an unnamed document) or a made-up path is not served.
    const stray = (await env.upload<UploadFileReply>(P.uploadFile.path, seller, { name: 'other.pdf', bytes: PDF })).customData.filePath;
    const avatar = (await env.upload<{ imgPath: string }>(P.uploadAvatar.path, seller, { name: 'me.png', bytes: PNG })).customData.imgPath;
    for (const path of [stray, avatar, '/uploads/seed/avatars/avatar-1.png', '/uploads/seed/nothing.pdf']) {
      expect((await file(path.replace('/uploads/', '/console/files/'), { cookie: reviewer })).statusCode, path).toBe(404);
    }
    for (const url of ['/console/files/../secret.pdf', '/console/files/%2e%2e/%2e%2e/etc/passwd', '/console/files/seed/review-identity.pdf%00.png', '/console/files/']) {
      expect((await file(url, { cookie: reviewer })).statusCode, url).toBeGreaterThanOrEqual(400);
    }
    // The app still serves no document at all.
    expect((await env.server.app.inject({ method: 'GET', url: personal!.form.attachment })).statusCode).toBe(404);
  });

  it('rejects with a reason the user reads; the decision is final; the audit log has it', async () => {
    const item = (await queue({ kind: 'personal' })).resultList.find((i) => i.userId === 'u-seller')!;
    const before = (await auditRows(env.db)).length;
    const reason = '  La pièce d’identité est illisible : envoyez un scan net des deux faces.  ';
    const res = await call('reviewAuthentication', { userId: 'u-seller', kind: 'personal', decision: 'reject', reason, submittedAt: item.submittedAt });
    expect(res).toEqual({ code: 200, message: 'success', customData: { userId: 'u-seller', kind: 'personal', status: 1, accountType: null } });
    expect(await row('u-seller', 'personal')).toMatchObject({ status: 'rejected', reason: reason.trim(), reviewer_id: reviewerId });
    const state = await stateOf(seller);
    expect(state.personal).toMatchObject({ status: 1, reason: reason.trim(), reviewedAt: new Date(env.clock.now).toISOString(), realName: 'Yao Seller' });
    expect((await infoOf(seller)).authentication).toBe(0);
    expect((await queue()).resultList.some((i) => i.userId === 'u-seller')).toBe(false);
    expect((await auditRows(env.db)).slice(before)).toEqual([
      expect.objectContaining({
        action: 'authentication.reject', target: 'authentication:u-seller:personal', operator_id: reviewerId,
        detail: { from: 'review', to: 'rejected', submittedAt: item.submittedAt, reason: reason.trim() },
      }),
    ]);
    // Decided: neither decision again, and nothing more in the log.
    for (const decision of ['pass', 'reject']) {
      expect(await call('reviewAuthentication', { userId: 'u-seller', kind: 'personal', decision, reason: 'encore', submittedAt: item.submittedAt }))
        .toMatchObject({ code: 4422, message: 'errors.authenticationState' });
    }
    expect((await auditRows(env.db)).length).toBe(before + 1);
    // While rejected, enterprise is refused to the user ("first personal").
    expect((await submitSeller({
      type: 'enterprise', legalPerson: 'Yao', companyName: 'Yao SARL', phone: '0700000004', officeAddress: 'Bouaké', papersType: 11,
      registrationCode: 'RC-1', papersPictures: [], attachment: sellerDoc,
    })).code).toBe(4422);
  });

  it('a resubmission goes back to review with the reason cleared; the older submission cannot be decided', async () => {
    const old = (await stateOf(seller)).personal!;
    env.clock.advance(60_000);
    expect((await submitSeller({ ...sellerPersonal(), papersNumber: 'P-78' })).code).toBe(200);
    const fresh = (await stateOf(seller)).personal!;
    expect(fresh).toMatchObject({ status: 4, reason: '', reviewedAt: '', papersNumber: 'P-78' });
    expect(await row('u-seller', 'personal')).toMatchObject({ status: 'review', reason: '', reviewer_id: null, reviewed_at: null });
    const item = (await queue()).resultList.find((i) => i.userId === 'u-seller')!;
    expect(item.submittedAt).toBe(fresh.submittedAt);
    expect(item.form).toMatchObject({ papersNumber: 'P-78' });
    // The operator who opened the rejected one cannot pass the new one unseen.
    expect(await call('reviewAuthentication', { userId: 'u-seller', kind: 'personal', decision: 'pass', submittedAt: old.submittedAt }))
      .toMatchObject({ code: 4422, message: 'errors.authenticationState' });
    // Sent again while in review: still in review, the newer form.
    env.clock.advance(60_000);
    expect((await submitSeller({ ...sellerPersonal(), papersNumber: 'P-79' })).code).toBe(200);
    const latest = (await stateOf(seller)).personal!;
    expect(latest).toMatchObject({ status: 4, papersNumber: 'P-79' });
    const passed = await call('reviewAuthentication', { userId: 'u-seller', kind: 'personal', decision: 'pass', reason: 'ignored', submittedAt: latest.submittedAt });
    expect(passed).toMatchObject({ code: 200, customData: { status: 2, accountType: null } });
    expect(await row('u-seller', 'personal')).toMatchObject({ status: 'passed', reason: '' });
    expect((await stateOf(seller)).personal).toMatchObject({ status: 2, reason: '' });
    expect(await infoOf(seller)).toMatchObject({ authentication: 1, accountType: 1 });
    // Passed: not submitted again.
    expect(await submitSeller(sellerPersonal())).toMatchObject({ code: 4422 });
    expect((await stateOf(seller)).personal).toMatchObject({ status: 2, papersNumber: 'P-79' });
  });

  it('refuses the reasons a user could not act on, and every bad field, with codes', async () => {
    const item = (await queue({ kind: 'personal' })).resultList[0]!;
    const base = { userId: item.userId, kind: 'personal', decision: 'reject', submittedAt: item.submittedAt };
    for (const reason of [undefined, '', '   ', '\u0000', 'x'.repeat(501)]) {
      const res = await call<Issues>('reviewAuthentication', { ...base, ...(reason === undefined ? {} : { reason }) });
      expect(res, JSON.stringify(reason)?.slice(0, 20)).toMatchObject({ code: 4422, message: 'validation.reviewReason' });
      expect(res.customData.issues[0]?.path).toBe('reason');
    }
    const bad: [Record<string, unknown>, string][] = [
      [{ ...base, userId: undefined }, 'userId'], [{ ...base, userId: '' }, 'userId'], [{ ...base, userId: 'a\nb' }, 'userId'], [{ ...base, userId: 'u'.repeat(65) }, 'userId'],
      [{ ...base, kind: 'company' }, 'kind'], [{ ...base, kind: 1 }, 'kind'], [{ ...base, decision: 'approve' }, 'decision'],
      [{ ...base, submittedAt: 'yesterday' }, 'submittedAt'], [{ ...base, submittedAt: '2030-13-01T00:00:00.000Z' }, 'submittedAt'], [{ ...base, submittedAt: 12 }, 'submittedAt'],
    ];
    for (const [body, path] of bad) {
      const res = await call<Issues>('reviewAuthentication', { ...body, reason: 'raison' });
      expect(res.code, JSON.stringify(body)).toBe(4422);
      expect(res.customData.issues.map((i) => i.path), JSON.stringify(body)).toContain(path);
    }
    for (const body of [{ pageNum: 0 }, { pageSize: 101 }, { kind: 'company' }, { kind: ['personal'] }]) {
      expect((await call('authQueue', body)).code, JSON.stringify(body)).toBe(4422);
    }
    expect(await call('reviewAuthentication', { ...base, userId: 'u-nobody', reason: 'raison' })).toMatchObject({ code: 4404, message: 'errors.authenticationNotFound' });
    expect(await call('reviewAuthentication', { ...base, userId: 'u-member', reason: 'raison' })).toMatchObject({ code: 4404 });
    // 500 characters is the longest reason.
    const longest = await call('reviewAuthentication', { ...base, reason: 'é'.repeat(500) });
    expect(longest.code).toBe(200);
    expect((await row(item.userId, 'personal'))!.reason).toHaveLength(500);
    // Put back in review for the next test (the user sends it again).
    const form = (await stateOf(applicant)).personal!;
    expect((await env.call(P.submitAuthentication.path, {
      type: 'personal', realName: form.realName, papersType: form.papersType, papersNumber: form.papersNumber, address: form.address, attachment: form.attachment,
    }, { token: applicant })).code).toBe(200);
  });

  it('passes enterprise only on top of a passed personal authentication, and makes an enterprise account in the same transaction', async () => {
    const items = (await queue()).resultList.filter((i) => i.userId === 'u-personal');
    const personal = items.find((i) => i.kind === 'personal')!;
    const enterprise = items.find((i) => i.kind === 'enterprise')!;
    const pass = (i: AuthenticationItem) => call<{ accountType: number | null }>('reviewAuthentication', { userId: i.userId, kind: i.kind, decision: 'pass', submittedAt: i.submittedAt });
    const before = (await auditRows(env.db)).length;
    expect(await pass(enterprise)).toMatchObject({ code: 4422, message: 'errors.personalNotPassed' });
    expect(await row('u-personal', 'enterprise')).toMatchObject({ status: 'review' });
    // Rejecting enterprise needs no passed personal authentication; it is not what this test does.
    expect((await auditRows(env.db)).length).toBe(before);

    expect((await pass(personal)).code).toBe(200);
    expect(await accountOf('u-personal')).toEqual({ account_type: 1, ent_name: '' });

    // When the audit row cannot be written, the decision and the account change are undone with it.
    await env.db.exec(`
      create function fail_audit() returns trigger language plpgsql as $$ begin raise exception 'audit unavailable'; end $$;
      create trigger fail_audit before insert on operator_audit for each row execute function fail_audit();
    `);
    try {
      expect((await pass(enterprise)).code).toBe(5000);
    } finally {
      await env.db.exec('drop trigger fail_audit on operator_audit; drop function fail_audit();');
    }
    expect(await row('u-personal', 'enterprise')).toMatchObject({ status: 'review', reviewer_id: null });
    expect(await accountOf('u-personal')).toEqual({ account_type: 1, ent_name: '' });

    const done = await pass(enterprise);
    expect(done).toMatchObject({ code: 200, customData: { userId: 'u-personal', kind: 'enterprise', status: 2, accountType: 2 } });
    // Written by the decision itself: no read of the account is needed to settle it.
    expect(await accountOf('u-personal')).toEqual({ account_type: 2, ent_name: 'Awa Couture SARL' });
    expect((await auditRows(env.db)).slice(before).map((r) => [r.action, r.target, r.detail.to, r.detail.accountType])).toEqual([
      ['authentication.pass', 'authentication:u-personal:personal', 'passed', undefined],
      ['authentication.pass', 'authentication:u-personal:enterprise', 'passed', 2],
    ]);
    expect(await infoOf(applicant)).toMatchObject({ authentication: 2, accountType: 2, entName: 'Awa Couture SARL' });
    expect(await stateOf(applicant)).toMatchObject({ personal: { status: 2 }, enterprise: { status: 2, reason: '', companyName: 'Awa Couture SARL' } });
    expect((await queue()).totalCount).toBe(0);
    expect(await pass(enterprise)).toMatchObject({ code: 4422, message: 'errors.authenticationState' });
  });

  it('is for reviewers and admins: a translator is refused, and the refusal is logged', async () => {
    const before = (await auditRows(env.db)).length;
    for (const name of ['authQueue', 'reviewAuthentication']) {
      expect(await call(name, { userId: 'u-seller', kind: 'personal', decision: 'pass', submittedAt: new Date().toISOString() }, translator))
        .toMatchObject({ code: 4403, message: 'errors.forbidden' });
    }
    expect((await auditRows(env.db)).slice(before).map((r) => [r.action, r.target])).toEqual([['refused', 'authQueue'], ['refused', 'reviewAuthentication']]);
    await addOperator(env.db, 'auth-admin', 'auth-admin-pass', 'admin');
    const admin = await loginAs(env.server.app, 'auth-admin', 'auth-admin-pass');
    expect((await call('authQueue', {}, admin)).code).toBe(200);
    // Without a session: log in first.
    expect((await consoleCall(env.server.app, 'authQueue', {})).reply.code).toBe(4001);
  });
});

describe('migration 016 on rows of the timer era', () => {
  it('passes the rows whose time had come and leaves the others in review', async () => {
    const db = await openDatabase({});
    try {
      const at = await databaseBefore(db, '016-authentication-review');
      const form = (type: string) => JSON.stringify({ type });
      await db.query(
        `insert into authentications (user_id, kind, form, submitted_at, reviewed_at) values
           ('u-a', 'personal', $1, now() - interval '2 days', now() - interval '1 day'),
           ('u-a', 'enterprise', $2, now() - interval '1 minute', now() + interval '4 minutes'),
           ('u-b', 'personal', $1, now() - interval '1 minute', now() + interval '4 minutes')`,
        [form('personal'), form('enterprise')],
      );
      await db.exec(MIGRATIONS[at]!.sql);
      const rows = await db.query<{ user_id: string; kind: string; status: string; reason: string; decided: boolean }>(
        'select user_id, kind, status, reason, reviewed_at is not null as decided from authentications order by user_id, kind',
      );
      expect(rows).toEqual([
        { user_id: 'u-a', kind: 'enterprise', status: 'review', reason: '', decided: false },
        { user_id: 'u-a', kind: 'personal', status: 'passed', reason: '', decided: true },
        { user_id: 'u-b', kind: 'personal', status: 'review', reason: '', decided: false },
      ]);
      // The table keeps itself consistent: a rejection needs its reason, a decision its time.
      await expect(db.query("update authentications set status = 'rejected' where user_id = 'u-b'")).rejects.toThrow();
      await expect(db.query("update authentications set status = 'passed' where user_id = 'u-b'")).rejects.toThrow();
      await expect(db.query("update authentications set reason = 'x' where user_id = 'u-a' and kind = 'personal'")).rejects.toThrow();
    } finally {
      await db.close();
    }
  });
});
