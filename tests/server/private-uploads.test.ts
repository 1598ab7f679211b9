// Private uploads (spec §2 auth and usercenter/order/remittance; examples/server/private-files/):
// papers and payment proofs are stored outside the public uploads folder, never answered at their
// path; the owner reads them through the short-lived URL the server signs in the reply that names
// them (upload, getAuthentication, getOrderDetail); anything else — expired, altered, borrowed from
// another file, signed over a public upload — is the same bodiless 404 as a file that never
// existed. Operators read them through the console with the role the file's use asks for:
// reviewers papers, cashiers proofs (admins both). Forms take only private uploads of their own use.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../examples/server/config.js';
import { checkImages } from '../../examples/server/listings/references.js';
import { fileKey } from '../../examples/server/private-files/file-key.js';
import { signFileUrl, SIGNED_URL_TTL_MS } from '../../examples/server/private-files/signed-url.js';
import { CONSOLE_COOKIE, consoleFileUrl } from '../../src/contract/console-api.js';
import { ENDPOINTS as P } from '../../src/contract/endpoints.js';
import type { AuthenticationReply, PrivateUploadReply, UploadFileReply } from '../../src/contract/types/usercenter.js';
import { OWN_ORIGIN } from './console/console-client.js';
import { openMoneyRig, PNG, type MoneyRig, type Role } from './console/payments-rig.js';
import { TEST_DATABASES } from './databases.js';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF\n');

describe('the private store (config.ts)', () => {
  it('lives beside the public uploads by default, where PRIVATE_UPLOADS_DIR says otherwise, never inside or around them', () => {
    expect(readConfig({ DATA_DIR: '/srv/mkt' })).toMatchObject({ uploadsDir: '/srv/mkt/uploads', privateUploadsDir: '/srv/mkt/private-uploads' });
    expect(readConfig({ DATA_DIR: '/srv/mkt', PRIVATE_UPLOADS_DIR: '/mnt/papers' }).privateUploadsDir).toBe('/mnt/papers');
    for (const env of [
      { DATA_DIR: '/srv/mkt', PRIVATE_UPLOADS_DIR: '/srv/mkt/uploads/private' },
      { DATA_DIR: '/srv/mkt', UPLOADS_DIR: '/srv/mkt' },
      { DATA_DIR: '/srv/mkt', PRIVATE_UPLOADS_DIR: '/srv/mkt/uploads' },
      { DATA_DIR: '/srv/mkt', PRIVATE_UPLOADS_DIR: '/srv' },
    ]) expect(() => readConfig(env), JSON.stringify(env)).toThrow(/PRIVATE_UPLOADS_DIR/);
    // A sibling that only shares a prefix is a separate folder.
    expect(readConfig({ DATA_DIR: '/srv/mkt', PRIVATE_UPLOADS_DIR: '/srv/mkt/uploads-private' }).privateUploadsDir).toBe('/srv/mkt/uploads-private');
  });
});

describe.each(TEST_DATABASES)('private uploads: papers and proofs ($name)', (target) => {
  let rig: MoneyRig;
  let seller = '';
  let member = '';
  beforeAll(async () => {
    rig = await openMoneyRig(target, 'pu');
    // Devices of their own: the rig logs the same users in on 'pu-<user>' (a login replaces the device's session).
    seller = await rig.env.login('seller', 'private-uploads-seller');
    member = await rig.env.login('member', 'private-uploads-member');
  });
  afterAll(async () => {
    await rig?.close();
  });

  const services = () => rig.env.server.services;
  const get = (url: string, headers: Record<string, string> = {}) => rig.env.server.app.inject({ method: 'GET', url, headers });
  const desk = (url: string, role: Role) => get(url, { cookie: `${CONSOLE_COOKIE}=${rig.tokens[role]}`, origin: OWN_ORIGIN });
  const picture = async (token: string, use: string) => {
    const r = await rig.env.upload<PrivateUploadReply>(P.uploadPrivateImg.path, token, { name: 'scan.png', bytes: PNG }, 'en', { use });
    expect(r.code, r.message).toBe(200);
    return r.customData;
  };
  const onDisk = (folder: string, path: string) => existsSync(join(folder, path.slice('/uploads/'.length)));
  /** What every refusal looks like: a 404 that says nothing. */
  /** Another base64url character with the same top 4 bits (the 43rd character's unused 2 bits differ). */
  const variantOf = (c: string): string => {
    const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    return abc[abc.indexOf(c) ^ 1]!;
  };
  const expectNothing = async (url: string) => {
    const r = await get(url);
    expect(r.statusCode, url).toBe(404);
    expect(r.body, url).toBe('404');
    expect(r.headers['cache-control'], url).toBe('no-store');
    expect(r.headers['content-disposition'], url).toBeUndefined();
  };
  const withQuery = (url: string, change: (q: URLSearchParams) => void, path?: string) => {
    const [base, query] = url.split('?') as [string, string];
    const q = new URLSearchParams(query);
    change(q);
    return `${path ? `/private-files/${path.slice('/uploads/'.length)}` : base}?${q}`;
  };

  it('a proof is written to the private store only, and answered through its signed URL only', async () => {
    const { imgPath, url } = await picture(seller, 'proof');
    expect(imgPath).toMatch(/^\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);
    expect(onDisk(services().privateUploadsDir, imgPath)).toBe(true);
    expect(onDisk(services().uploadsDir, imgPath)).toBe(false);
    expect(existsSync(`${join(services().uploadsDir, imgPath.slice('/uploads/'.length))}.webp`)).toBe(false);
    const [row] = await rig.env.db.query<{ user_id: string; kind: string; relocate: boolean }>('select user_id, kind, relocate from uploads where path = $1', [imgPath]);
    expect(row).toEqual({ user_id: 'u-seller', kind: 'proof', relocate: false });
    // Its path is no address: the public folder answers nothing, whatever the browser accepts.
    for (const accept of ['image/png', 'image/webp,*/*']) expect((await get(imgPath, { accept })).statusCode).toBe(404);

    const own = await get(url, { accept: 'image/webp,*/*', origin: 'https://partner.example' });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(own.headers).toMatchObject({
      'content-type': 'image/png', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="${imgPath.split('/').pop()}"`, 'referrer-policy': 'no-referrer',
    });
    expect(own.headers['content-security-policy']).toContain('sandbox');
    expect(own.headers['access-control-allow-origin']).toBeUndefined();
    expect(own.headers.vary).toBeUndefined();
  });

  it('an expired, altered or borrowed signature, or none, is a 404 like a file that never existed', async () => {
    const a = await picture(seller, 'proof');
    const b = await picture(seller, 'papers');
    const theirs = await picture(member, 'proof');
    await expectNothing(a.url.split('?')[0]!);
    await expectNothing(withQuery(a.url, (q) => q.set('sig', `${q.get('sig')!.slice(0, -1)}${q.get('sig')!.endsWith('A') ? 'B' : 'A'}`)));
    await expectNothing(withQuery(a.url, (q) => q.set('expires', String(Number(q.get('expires')) + 1))));
    await expectNothing(withQuery(a.url, (q) => q.delete('expires')));
    await expectNothing(withQuery(a.url, (q) => q.set('sig', 'x')));
    // A variant spelling of the same bytes (the last character's two unused bits) is no signature either.
    await expectNothing(withQuery(a.url, (q) => q.set('sig', `${q.get('sig')!.slice(0, -1)}${variantOf(q.get('sig')!.slice(-1))}`)));
    // One file's signature opens no other: not the owner's next file, not someone else's.
    await expectNothing(withQuery(a.url, () => undefined, b.imgPath));
    await expectNothing(withQuery(theirs.url, () => undefined, a.imgPath));
    await expectNothing(`/private-files/2030-01/${'0'.repeat(32)}.png?expires=9999999999&sig=${'A'.repeat(43)}`);
    expect((await get('/private-files/../private-uploads/x.png')).statusCode).toBe(404);
    // A valid signature over a public upload (an avatar) opens nothing here either.
    const avatar = (await rig.env.upload<{ imgPath: string }>(P.uploadAvatar.path, seller, { name: 'me.png', bytes: PNG })).customData.imgPath;
    await expectNothing(signFileUrl(await fileKey(rig.env.db), avatar, rig.env.clock.now));
    // Within its life the URL opens the file; after it, nothing.
    expect((await get(a.url)).statusCode).toBe(200);
    rig.env.clock.advance(SIGNED_URL_TTL_MS - 5_000);
    expect((await get(a.url)).statusCode).toBe(200);
    rig.env.clock.advance(10_000);
    await expectNothing(a.url);
  });

  it('the payer sees their proof through the order; cashiers and admins open it in the console, reviewers do not', async () => {
    const orderNo = await rig.bankOrder('seller');
    const path = await rig.sendProof('seller', orderNo);
    const order = await rig.orderOf('seller', orderNo);
    expect(order.remittance).toMatchObject({ status: 'submitted', voucherImg: path });
    const own = await get(order.remittance!.voucherUrl);
    expect([own.statusCode, own.headers['content-type']]).toEqual([200, 'image/png']);
    // The order list signs it too.
    const list = await rig.app<{ resultList: { orderNo: string; remittance: { voucherUrl: string } | null }[] }>('seller', P.getOrderList.path, { side: 'buy' });
    expect((await get(list.customData.resultList.find((o) => o.orderNo === orderNo)!.remittance!.voucherUrl)).statusCode).toBe(200);
    // Another user can neither read the order nor name the picture.
    expect((await rig.app('member', P.getOrderDetail.path, { orderNo })).code).toBe(4404);
    const theirs = await rig.bankOrder('member');
    expect((await rig.app('member', P.submitRemittance.path, { orderNo: theirs, voucherImg: path })).code).toBe(4422);

    const console = consoleFileUrl(path);
    expect((await desk(console, 'cashier')).statusCode).toBe(200);
    expect((await desk(console, 'admin')).statusCode).toBe(200);
    expect((await desk(console, 'reviewer')).statusCode).toBe(404);
  });

  it('a remittance takes a proof upload only: not a public picture, not a papers picture', async () => {
    const orderNo = await rig.bankOrder('seller');
    const avatar = (await rig.env.upload<{ imgPath: string }>(P.uploadAvatar.path, seller, { name: 'me.png', bytes: PNG })).customData.imgPath;
    const listing = (await rig.env.upload<{ imgPath: string }[]>(P.uploadImg.path, seller, { name: 'me.png', bytes: PNG }, 'en', { moduleId: '6', areaId: 'CIV' })).customData[0]!.imgPath;
    const papers = (await picture(seller, 'papers')).imgPath;
    for (const voucherImg of [avatar, listing, papers]) {
      expect((await rig.env.call(P.submitRemittance.path, { orderNo, voucherImg }, { token: seller })).code, voucherImg).toBe(4422);
    }
    expect((await rig.env.call(P.submitRemittance.path, { orderNo, voucherImg: (await picture(seller, 'proof')).imgPath }, { token: seller })).code).toBe(200);
    // And a listing takes no private picture (it would show nothing to anyone), only public ones.
    await expect(checkImages(rig.env.db, 'u-seller', [papers], [])).rejects.toThrow();
    await expect(checkImages(rig.env.db, 'u-seller', [listing], [])).resolves.toBeUndefined();
  });

  it('papers: the owner reads them through getAuthentication; reviewers and admins open them, cashiers get 404', async () => {
    const doc = (await rig.env.upload<UploadFileReply>(P.uploadFile.path, member, { name: 'piece.pdf', bytes: PDF })).customData.filePath;
    expect(onDisk(services().privateUploadsDir, doc)).toBe(true);
    expect(onDisk(services().uploadsDir, doc)).toBe(false);
    const pic = (await picture(member, 'papers')).imgPath;
    const submit = (body: unknown) => rig.env.call(P.submitAuthentication.path, body, { token: member });
    expect((await submit({ type: 'personal', realName: 'Koffi Member', papersType: 1, papersNumber: 'CI-1', address: 'Cocody', attachment: doc })).code).toBe(200);
    expect((await submit({
      type: 'enterprise', legalPerson: 'Koffi Member', companyName: 'Koffi SARL', phone: '0700000002', officeAddress: 'Plateau', papersType: 2,
      registrationCode: 'RC-9', papersPictures: [pic], attachment: doc, authorizationLetter: '',
    })).code).toBe(200);

    const { personal, enterprise } = (await rig.env.call<AuthenticationReply>(P.getAuthentication.path, {}, { token: member })).customData;
    expect(Object.keys(personal!.fileUrls)).toEqual([doc]);
    expect(Object.keys(enterprise!.fileUrls).sort()).toEqual([doc, pic].sort());
    const document = await get(enterprise!.fileUrls[doc]!);
    expect(document.statusCode).toBe(200);
    expect(document.headers).toMatchObject({ 'content-type': 'application/octet-stream', 'cache-control': 'private, no-store', 'content-disposition': `attachment; filename="${doc.split('/').pop()}"` });
    expect(document.rawPayload.equals(PDF)).toBe(true);
    const shown = await get(enterprise!.fileUrls[pic]!);
    expect([shown.statusCode, shown.headers['content-type'], shown.headers['content-disposition']]).toEqual([200, 'image/png', `inline; filename="${pic.split('/').pop()}"`]);
    // Another user's reply names none of them.
    expect((await rig.env.call<AuthenticationReply>(P.getAuthentication.path, {}, { token: seller })).customData.enterprise).toBeNull();

    for (const path of [doc, pic]) {
      expect((await get(path)).statusCode, path).toBe(404);
      expect((await desk(consoleFileUrl(path), 'reviewer')).statusCode, path).toBe(200);
      expect((await desk(consoleFileUrl(path), 'admin')).statusCode, path).toBe(200);
      expect((await desk(consoleFileUrl(path), 'cashier')).statusCode, path).toBe(404);
    }
  });
});
