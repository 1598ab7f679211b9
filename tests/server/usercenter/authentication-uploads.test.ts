// Authentication and its attachments (spec §5 "Enterprise authentication refused while personal
// authentication is not done", "documents 5 MB, pdf, doc or docx"; §9 review within 24 hours, by
// an operator in the console: tests/server/console/authentication-review.test.ts has the review
// itself), the avatar upload and feedback: types sniffed from the bytes, sizes, owned paths only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../../examples/server/seed/png.js';
import type { UserAllInfo } from '../../../src/contract/types/account.js';
import type { AuthenticationReply, UploadFileReply } from '../../../src/contract/types/usercenter.js';
import { addOperator, consoleCall, loginAs } from '../console/console-client.js';
import { TEST_DATABASES } from '../databases.js';
import { openUsercentre, P, type UcEnv } from './helpers.js';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF\n');
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
/** The start of a zip whose entries are a Word document's ([Content_Types].xml, word/document.xml). */
const zipOf = (...names: string[]) => Buffer.concat(names.map((n) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from(n)])));
const DOCX = zipOf('[Content_Types].xml', 'word/document.xml');
const XLSX = zipOf('[Content_Types].xml', 'xl/workbook.xml');
const PNG = Buffer.from(encodePng(2, 2, new Uint8Array(12).fill(200)));

describe.each(TEST_DATABASES)('user centre: authentication and uploads ($name)', (target) => {
  let env: UcEnv;
  let token = '';
  let other = '';
  let reviewer = '';
  beforeAll(async () => {
    env = await openUsercentre(target);
    token = await env.login('seller', 'auth');
    other = await env.login('member', 'auth-other');
    await addOperator(env.db, 'uc-reviewer', 'uc-reviewer-pass', 'reviewer');
    reviewer = await loginAs(env.server.app, 'uc-reviewer', 'uc-reviewer-pass');
  });
  afterAll(async () => { await env?.close(); });

  const upload = (name: string, bytes: Buffer, who = token, language = 'en') => env.upload<UploadFileReply>(P.uploadFile.path, who, { name, bytes }, language);

  it('accepts pdf, doc and docx by their bytes and refuses anything else', async () => {
    for (const [name, bytes, ext] of [['a.pdf', PDF, 'pdf'], ['b.bin', DOC, 'doc'], ['c', DOCX, 'docx']] as const) {
      const r = await upload(name, bytes);
      expect(r.code).toBe(200);
      expect(r.customData.filePath).toMatch(new RegExp(`^/uploads/\\d{4}-\\d{2}/[0-9a-f]{32}\\.${ext}$`));
    }
    for (const [name, bytes] of [['sheet.docx', XLSX], ['photo.pdf', PNG], ['x.pdf', Buffer.from('PDF but not really')], ['empty.pdf', Buffer.alloc(0)]] as const) {
      const r = await upload(name, bytes, token, 'fr');
      expect(r).toMatchObject({ code: 4415, message: 'Seuls les fichiers pdf, doc et docx sont autorisés' });
    }
    const big = await upload('big.pdf', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big).toMatchObject({ code: 4415, message: 'The file is larger than 5 MB' });
    expect((await env.upload(P.uploadFile.path, token, null)).code).toBe(4415);
    expect((await env.upload(P.uploadFile.path, null, { name: 'a.pdf', bytes: PDF })).code).toBe(4001);
    // The display name keeps no folders.
    expect((await upload('C:\\Users\\me\\id card.pdf', PDF)).customData.fileName).toBe('id card.pdf');
  });

  it('refuses enterprise before personal and foreign attachments; an operator passes both reviews', async () => {
    const doc = (await upload('id.pdf', PDF)).customData.filePath;
    const theirs = (await upload('theirs.pdf', PDF, other)).customData.filePath;
    const picture = (await env.upload<{ imgPath: string }>(P.uploadPrivateImg.path, token, { name: 'p.png', bytes: PNG }, 'en', { use: 'papers' })).customData.imgPath;
    const avatar = (await env.upload<{ imgPath: string }>(P.uploadAvatar.path, token, { name: 'p.png', bytes: PNG })).customData.imgPath;
    const proof = (await env.upload<{ imgPath: string }>(P.uploadPrivateImg.path, token, { name: 'p.png', bytes: PNG }, 'en', { use: 'proof' })).customData.imgPath;
    const personal = { type: 'personal', realName: 'Yao Seller', papersType: 1, papersNumber: 'P-77', address: 'Bouaké', attachment: doc };
    const enterprise = {
      type: 'enterprise', legalPerson: 'Yao Seller', companyName: 'Yao SARL', phone: '0700000004', officeAddress: 'Bouaké', papersType: 2,
      registrationCode: 'RC-1', papersPictures: [picture], attachment: doc,
    };
    const submit = (body: unknown) => env.call(P.submitAuthentication.path, body, { token, language: 'cn' });
    expect(await submit(enterprise)).toMatchObject({ code: 4422, message: '请先完成个人认证' });
    expect((await submit({ ...personal, attachment: theirs })).code).toBe(4422);
    expect((await submit({ ...personal, attachment: '/uploads/2030-01/nothing.pdf' })).code).toBe(4422);
    expect((await submit({ ...personal, papersType: 0 })).code).toBe(4422);
    expect((await submit(personal)).code).toBe(200);
    // A document is no picture: papersPictures take uploaded pictures only.
    expect((await submit({ ...enterprise, papersPictures: [doc] })).code).toBe(4422);
    expect((await submit({ ...enterprise, papersPictures: [] })).code).toBe(4422);
    // Papers are private 'papers' uploads: a public picture (it would stay public) or a payment proof is refused.
    expect((await submit({ ...enterprise, papersPictures: [avatar] })).code).toBe(4422);
    expect((await submit({ ...enterprise, papersPictures: [proof] })).code).toBe(4422);
    expect((await submit(enterprise)).code).toBe(200);

    const info = async () => (await env.call<UserAllInfo>(P.getUserInfo.path, {}, { token })).customData;
    const state = async () => (await env.call<AuthenticationReply>(P.getAuthentication.path, {}, { token })).customData;
    expect(await info()).toMatchObject({ authentication: 0, accountType: 1, entName: '' });
    const waiting = await state();
    expect(waiting.personal).toMatchObject({ status: 4, reviewedAt: '', reason: '', realName: 'Yao Seller' });
    // No timer: well past the five minutes after which the server once passed them by itself,
    // both still wait for an operator.
    env.clock.advance(10 * 60_000);
    expect(await info()).toMatchObject({ authentication: 0, accountType: 1 });
    const decide = (kind: 'personal' | 'enterprise', submittedAt: string) =>
      consoleCall(env.server.app, 'reviewAuthentication', { userId: 'u-seller', kind, decision: 'pass', submittedAt }, { cookie: reviewer }).then((r) => r.reply);
    expect(await decide('personal', waiting.personal!.submittedAt)).toMatchObject({ code: 200, customData: { status: 2 } });
    expect(await info()).toMatchObject({ authentication: 1, accountType: 1, entName: '' });
    expect(await decide('enterprise', waiting.enterprise!.submittedAt)).toMatchObject({ code: 200, customData: { status: 2, accountType: 2 } });
    // Both reviews passed: an enterprise account under the authenticated company name (spec §9).
    expect(await info()).toMatchObject({ authentication: 2, accountType: 2, entName: 'Yao SARL' });
    const done = await state();
    expect(done.personal).toMatchObject({ status: 2, reason: '', reviewedAt: new Date(env.clock.now).toISOString() });
    expect(done.enterprise).toMatchObject({ status: 2, companyName: 'Yao SARL', authorizationLetter: '' });
    // A passed authentication is not submitted again (it would take the level back while in review).
    expect(await submit(personal)).toMatchObject({ code: 4422, message: '该认证已通过，无需再次提交' });
    // Another user sees nothing of it.
    expect((await env.call<AuthenticationReply>(P.getAuthentication.path, {}, { token: other })).customData).toEqual({ personal: null, enterprise: null });
  });

  it('uploads an avatar (pictures only, 2 MB) and takes feedback with owned pictures, rate limited', async () => {
    const avatar = await env.upload<{ imgPath: string }>(P.uploadAvatar.path, token, { name: 'me.png', bytes: PNG });
    expect(avatar.code).toBe(200);
    expect((await env.call<UserAllInfo>(P.getUserInfo.path, {}, { token })).customData.avatarPath).toBe(avatar.customData.imgPath);
    expect((await env.upload(P.uploadAvatar.path, token, { name: 'me.png', bytes: PDF })).code).toBe(4415);
    expect((await env.upload(P.uploadAvatar.path, token, { name: 'me.png', bytes: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) })).message).toBe('The file is larger than 2 MB');

    const send = (body: unknown, who = token) => env.call(P.insertUserFeedback.path, body, { token: who });
    const pics = Array.from({ length: 7 }, () => avatar.customData.imgPath);
    expect((await send({ content: 'Too many', imgList: pics })).code).toBe(4422);
    expect((await send({ content: 'Not yours', imgList: [avatar.customData.imgPath] }, other)).code).toBe(4422);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await send({ content: `Idea ${i}`, imgList: [avatar.customData.imgPath], contacts: 'yao@example.test' })).code);
    expect(codes).toEqual([200, 200, 200, 200, 200, 4429]);
  });
});
