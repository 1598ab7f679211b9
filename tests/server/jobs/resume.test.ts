// CVs on the real server (spec §3 "CV", §5 rules, §6 recruiter mode and "viewing ... depend on the
// package"): one CV per user with its RIR id; every field checked with its message key; the
// position must belong to the industry; the attachment must be the caller's own document;
// editing refused while recruiter mode is on; contact details, full name and the attachment's
// signed URL only for the owner, a recruiter it was sent to, or an active member with recruiter
// mode on; the others get the reason. Search finds public CVs only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../../src/contract/codes.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { JobHub, MyResumeReply, Resume, ResumeSummary } from '../../../src/contract/types/jobs.js';
import type { UploadFileReply } from '../../../src/contract/types/usercenter.js';
import { TEST_DATABASES } from '../databases.js';
import { openResumeRig, PDF_BYTES, type ResumeRig } from './resume-rig.js';

describe.each(TEST_DATABASES)('CVs ($name)', (target) => {
  let rig: ResumeRig;
  let cvId = '';
  let attachment = '';
  beforeAll(async () => {
    rig = await openResumeRig(target);
    // "member" reads CVs: a premium individual (level 2), whose package lists CV viewing (member_levels.view_cvs).
    await rig.db.query("update users set member_level_id = 2 where id = 'u-member'");
  });
  afterAll(async () => rig?.close());

  it('starts without a CV, refuses bad fields with their keys, then saves one RIR CV per user', async () => {
    const empty = await rig.as<MyResumeReply>('personal', 'getMyResume', {});
    expect(empty).toMatchObject({ code: 200, customData: { resume: null, recruiterMode: false } });

    const bad: [Record<string, unknown>, string, string][] = [
      [{ realName: '  ' }, 'realName', 'validation.pleaseInput'],
      [{ realName: 'x'.repeat(65) }, 'realName', 'validation.maxLength'],
      [{ gender: 3 }, 'gender', 'validation.choose'],
      [{ birthDate: '2020-01-01' }, 'birthDate', 'validation.birthDate'],
      [{ birthDate: '1990-02-30' }, 'birthDate', 'validation.birthDate'],
      [{ mail: 'not-an-email' }, 'mail', 'validation.emailRegp'],
      [{ phone: '' }, 'phone', 'validation.phoneRequired'],
      [{ phone: '07010203' }, 'phone', 'validation.phoneInvalid'],
      // Spec §5 "Shared phone validator" under the code sent with the phone: +225 ten digits,
      // +86 a Chinese mobile; a code no country has is refused on its own field.
      [{ phone: '070102030' }, 'phone', 'validation.phoneInvalid'],
      [{ mobileCode: '86', phone: '0701020304' }, 'phone', 'validation.phoneInvalid'],
      [{ mobileCode: '999' }, 'mobileCode', 'validation.areaCodeWarning'],
      [{ mobileCode: '' }, 'mobileCode', 'validation.areaCodeWarning'],
      [{ educationId: 1.5 }, 'educationId', 'validation.choose'],
      [{ educationId: 99 }, 'educationId', 'validation.choose'],
      [{ yearsWorked: 61 }, 'yearsWorked', 'validation.checkWarning'],
      [{ salaryMin: 0 }, 'salaryMin', 'validation.numberPositive'],
      [{ salaryMin: 300000, salaryMax: 200000 }, 'salaryMax', 'validation.minMaxNumber'],
      [{ selfIntroduction: 'Trop court' }, 'selfIntroduction', 'validation.introductionLength'],
      [{ selfIntroduction: 'x'.repeat(2001) }, 'selfIntroduction', 'validation.introductionLength'],
      [{ workLocation: 'x'.repeat(251) }, 'workLocation', 'validation.inputLimit'],
      [{ areaId: 'XXX' }, 'areaId', 'validation.choose'],
      [{ isPublic: 2 }, 'isPublic', 'validation.choose'],
      [{ languageId: 'de' }, 'languageId', 'validation.choose'],
      [{ positionId: rig.tags.foreignPositionId }, 'positionId', 'validation.choose'],
      [{ industryId: rig.tags.positionId }, 'industryId', 'validation.choose'],
      [{ attachment: '/uploads/2030-01/0123456789abcdef.pdf' }, 'attachment', 'validation.choose'],
    ];
    for (const [over, path, key] of bad) {
      const r = await rig.as('personal', 'updateResume', rig.cv(over as never));
      expect(r.code, path).toBe(CODE.VALIDATION);
      expect((r.customData as { issues: { path: string; key: string }[] }).issues[0], path).toMatchObject({ path, key });
    }

    const up = await rig.upload<UploadFileReply>(ENDPOINTS.uploadFile.path, await rig.token('personal'), { name: 'CV Aya.pdf', bytes: PDF_BYTES });
    expect(up.code).toBe(200);
    attachment = up.customData.filePath;
    const saved = await rig.as<Resume>('personal', 'updateResume', rig.cv({ attachment, attachmentName: up.customData.fileName }));
    expect(saved.code).toBe(200);
    expect(saved.customData).toMatchObject({
      realName: 'Aya Kouassi', mobileCode: '225', phone: '0701020304', age: 34, attachment, access: { contactVisible: true, reason: '' },
      educationName: "Bachelor's degree (Licence)", countryCityName: expect.stringMatching(/C[oô]te d.Ivoire|Ivory Coast/),
    });
    expect(saved.customData.recruitingResumeId).toMatch(/^RIR\d+$/);
    expect(saved.customData.attachmentUrl).toMatch(/^\/private-files\//);
    const file = await rig.server.app.inject({ method: 'GET', url: saved.customData.attachmentUrl });
    expect(file.statusCode).toBe(200);
    cvId = saved.customData.recruitingResumeId;

    const again = await rig.as<Resume>('personal', 'updateResume', rig.cv({ realName: 'Aya Marie Kouassi', attachment, attachmentName: 'cv.pdf' }));
    expect(again.customData.recruitingResumeId).toBe(cvId);
    const [count] = await rig.db.query<{ n: number }>("select count(*)::int as n from resumes where user_id = 'u-personal'");
    expect(count!.n).toBe(1);
    // Someone else's upload is not theirs to attach.
    const other = await rig.as('seller', 'updateResume', rig.cv({ attachment, attachmentName: 'x.pdf' }));
    expect(other).toMatchObject({ code: CODE.VALIDATION, customData: { issues: [{ path: 'attachment', key: 'validation.choose' }] } });
  });

  it('masks contact details per viewer and signs the attachment only when visible', async () => {
    const read = (who: Parameters<ResumeRig['as']>[0]) => rig.as<Resume>(who, 'searchResumeDetailById', { recruitingResumeId: cvId });
    const owner = (await read('personal')).customData;
    expect(owner).toMatchObject({ realName: 'Aya Marie Kouassi', phone: '0701020304', access: { contactVisible: true } });

    const nonMember = (await read('seller')).customData;
    expect(nonMember).toMatchObject({ realName: 'Aya K.', phone: '', mail: '', attachment: '', attachmentUrl: '', access: { contactVisible: false, reason: 'membership' } });

    const modeOff = (await read('member')).customData;
    expect(modeOff).toMatchObject({ realName: 'Aya K.', phone: '', attachmentUrl: '', access: { reason: 'recruiterMode' } });

    const on = await rig.as<JobHub>('member', 'setRecruiterMode', { on: true });
    expect(on).toMatchObject({ code: 200, customData: { recruiterMode: true, isMember: true } });
    const modeOn = (await read('member')).customData;
    expect(modeOn).toMatchObject({ realName: 'Aya Marie Kouassi', phone: '0701020304', attachment, access: { contactVisible: true, reason: '' } });
    const fetched = await rig.server.app.inject({ method: 'GET', url: modeOn.attachmentUrl });
    expect(fetched.statusCode).toBe(200);

    // A visitor cannot read CVs at all (the call needs a login).
    expect((await read(null)).code).toBe(CODE.NOT_LOGGED_IN);
    // A non-member cannot turn recruiter mode on, nor a member whose package neither reads CVs nor publishes jobs.
    expect(await rig.as('seller', 'setRecruiterMode', { on: true })).toMatchObject({ code: CODE.MEMBERSHIP_REQUIRED, message: expect.any(String) });
    await rig.db.query("update users set is_member = true, member_level_id = 1, expiry_time = now() + interval '30 days' where id = 'u-seller'");
    expect((await rig.as('seller', 'setRecruiterMode', { on: true })).code).toBe(CODE.MEMBERSHIP_REQUIRED);
    await rig.db.query("update users set is_member = false, member_level_id = 0, expiry_time = null where id = 'u-seller'");
  });

  it('lists public CVs only, masked per viewer, filtered by tag, education, years and keywords', async () => {
    const list = async (who: 'member' | 'seller', body: Record<string, unknown>) =>
      (await rig.as<SearchReply<ResumeSummary>>(who, 'searchResumeByTerms', { page: { index: 1, size: 50 }, ...body })).customData;
    const mine = (l: SearchReply<ResumeSummary>) => l.resultList.find((x) => x.recruitingResumeId === cvId);
    expect(mine(await list('member', {}))?.displayName).toBe('Aya Marie Kouassi');
    expect(mine(await list('seller', {}))?.displayName).toBe('Aya K.');
    expect(mine(await list('member', { tagId: rig.tags.industryId }))).toBeDefined();
    expect(mine(await list('member', { tagId: rig.tags.positionId, educationId: 5, yearsMin: 4 }))).toBeDefined();
    expect(mine(await list('member', { yearsMin: 5 }))).toBeUndefined();
    expect(mine(await list('member', { keyWords: 'syscohada' }))).toBeDefined();
    expect(mine(await list('member', { keyWords: 'plombier' }))).toBeUndefined();

    await rig.as('personal', 'updateResume', rig.cv({ realName: 'Aya Marie Kouassi', attachment, attachmentName: 'cv.pdf', isPublic: 0 }));
    expect(mine(await list('member', {}))).toBeUndefined();
    expect((await rig.as('member', 'searchResumeDetailById', { recruitingResumeId: cvId })).code).toBe(CODE.NOT_FOUND);
    expect((await rig.as('member', 'searchResumeDetailById', { recruitingResumeId: 'RIR1' })).code).toBe(CODE.NOT_FOUND);
    expect((await rig.as('member', 'searchResumeDetailById', { recruitingResumeId: "RIR1' or 1=1" })).code).toBe(CODE.VALIDATION);
    await rig.as('personal', 'updateResume', rig.cv({ realName: 'Aya Marie Kouassi', attachment, attachmentName: 'cv.pdf' }));
  });

  it('refuses CV edits while recruiter mode is on', async () => {
    expect(await rig.as('member', 'updateResume', rig.cv({ phone: '0708091011' }))).toMatchObject({ code: CODE.FORBIDDEN, message: expect.any(String) });
    const [row] = await rig.db.query("select 1 from resumes where user_id = 'u-member'");
    expect(row).toBeUndefined();
    expect((await rig.as<JobHub>('member', 'setRecruiterMode', { on: false })).customData.recruiterMode).toBe(false);
    expect((await rig.as('member', 'updateResume', rig.cv({ phone: '0708091011' }))).code).toBe(200);
    expect((await rig.as('member', 'setRecruiterMode', { on: 'yes' })).code).toBe(CODE.VALIDATION);
  });
});
