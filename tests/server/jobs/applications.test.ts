// Applications on the real server (spec §3 "sent, viewed, invited to interview, not retained";
// §6 recruiter mode): apply needs a CV and recruiter mode off, never to one's own job, once per
// job (a double tap answers the same application); the recruiter who received it reads the CV as
// sent with its contact details, and opening it marks it viewed; the recruiter's moves are forward
// only and nobody else's; the applicant may withdraw; the hub counts both sides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../../src/contract/codes.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { Application, JobHub, Resume } from '../../../src/contract/types/jobs.js';
import { DOUBLE_TAP_MS } from '../../../examples/server/jobs/applications.js';
import { TEST_DATABASES } from '../databases.js';
import { openResumeRig, type ResumeRig } from './resume-rig.js';

describe.each(TEST_DATABASES)('applications ($name)', (target) => {
  let rig: ResumeRig;
  let application: Application;
  let cvId = '';
  beforeAll(async () => { rig = await openResumeRig(target); });
  afterAll(async () => rig?.close());

  it('needs a CV, recruiter mode off, a published job of someone else', async () => {
    expect(await rig.as('seller', 'deliverResume', { recruitingInfoId: rig.jobId })).toMatchObject({ code: CODE.VALIDATION, message: expect.any(String) });
    const cv = await rig.as<Resume>('seller', 'updateResume', rig.cv({ realName: 'Yao Konan Serge', phone: '0505060708' }));
    expect(cv.code).toBe(200);
    cvId = cv.customData.recruitingResumeId;
    expect((await rig.as('seller', 'deliverResume', { recruitingInfoId: '999999999' })).code).toBe(CODE.NOT_FOUND);
    expect((await rig.as('seller', 'deliverResume', { recruitingInfoId: 'abc' })).code).toBe(CODE.VALIDATION);
    // The enterprise account publishes the job: its own CV cannot go to it.
    expect((await rig.as('enterprise', 'updateResume', rig.cv())).code).toBe(200);
    expect((await rig.as('enterprise', 'deliverResume', { recruitingInfoId: rig.jobId })).code).toBe(CODE.FORBIDDEN);
    // Recruiter mode blocks applying.
    await rig.db.query("update users set recruiter_mode = true where id = 'u-seller'");
    expect((await rig.as('seller', 'deliverResume', { recruitingInfoId: rig.jobId })).code).toBe(CODE.FORBIDDEN);
    await rig.db.query("update users set recruiter_mode = false where id = 'u-seller'");
  });

  it('applies once: a double tap answers the same application, a later second apply is refused', async () => {
    const [a, b] = await Promise.all([
      rig.as<Application>('seller', 'deliverResume', { recruitingInfoId: rig.jobId }),
      rig.as<Application>('seller', 'deliverResume', { recruitingInfoId: rig.jobId }),
    ]);
    expect(a).toMatchObject({ code: 200, customData: { state: 1, recruitingInfoId: rig.jobId, recruitingResumeId: cvId, applicantName: 'Yao Konan Serge' } });
    expect(b.customData.applicationId).toBe(a.customData.applicationId);
    application = a.customData;
    expect(application.title).not.toBe('');
    rig.clock.advance(DOUBLE_TAP_MS + 1);
    expect(await rig.as('seller', 'deliverResume', { recruitingInfoId: rig.jobId })).toMatchObject({ code: CODE.VALIDATION });
    const mine = await rig.as<SearchReply<Application>>('seller', 'getMyDeliver', { page: { index: 1, size: 10 } });
    expect(mine.customData).toMatchObject({ totalCount: 1, resultList: [{ applicationId: application.applicationId }] });
  });

  it('lets the recruiter read the CV as sent (contact details, signed attachment) and marks it viewed', async () => {
    // The CV changes after sending: the recruiter reads the copy that was sent.
    expect((await rig.as('seller', 'updateResume', rig.cv({ realName: 'Yao Konan Serge', phone: '0505060799', isPublic: 0 }))).code).toBe(200);
    const received = await rig.as<SearchReply<Application>>('enterprise', 'getReceivedResumes', { page: { index: 1, size: 10 }, recruitingInfoId: rig.jobId, state: 1 });
    expect(received.customData.resultList.map((x) => x.applicationId)).toContain(application.applicationId);
    expect((await rig.as<JobHub>('enterprise', 'getJobHub', {})).customData.unviewed).toBeGreaterThanOrEqual(1);

    const read = await rig.as<Resume>('enterprise', 'searchResumeDetailById', { recruitingResumeId: cvId });
    expect(read.customData).toMatchObject({ realName: 'Yao Konan Serge', phone: '0505060708', access: { contactVisible: true, reason: '' } });
    const [row] = await rig.db.query<{ state: number }>('select state from job_applications where id = $1', [application.applicationId]);
    expect(row!.state).toBe(2);
    // Another member with recruiter mode on cannot open the CV now that it is private.
    await rig.as('member', 'setRecruiterMode', { on: true });
    expect((await rig.as('member', 'searchResumeDetailById', { recruitingResumeId: cvId })).code).toBe(CODE.NOT_FOUND);
  });

  it('moves forward only, by the job\'s recruiter only, and lets the applicant withdraw', async () => {
    const move = (who: 'enterprise' | 'seller' | 'member', state: number, note?: string) =>
      rig.as<Application>(who, 'updateApplicationState', { applicationId: application.applicationId, state, ...(note === undefined ? {} : { note }) });
    expect((await move('seller', 3)).code).toBe(CODE.FORBIDDEN);
    expect((await move('member', 4)).code).toBe(CODE.FORBIDDEN);
    expect((await move('enterprise', 2)).code).toBe(CODE.VALIDATION);
    expect((await move('enterprise', 3, 'x'.repeat(251))).code).toBe(CODE.VALIDATION);
    const invited = await move('enterprise', 3, '<b>Entretien</b> lundi 10 h, Plateau');
    expect(invited.customData).toMatchObject({ state: 3, note: 'Entretien lundi 10 h, Plateau' });
    expect((await move('enterprise', 3)).customData.state).toBe(3);
    expect((await rig.as<JobHub>('seller', 'getJobHub', {})).customData).toMatchObject({ applications: 1, interviews: 1, hasResume: true });
    expect((await rig.as('enterprise', 'withdrawApplication', { applicationId: application.applicationId })).code).toBe(CODE.FORBIDDEN);
    const withdrawn = await rig.as<Application>('seller', 'withdrawApplication', { applicationId: application.applicationId });
    expect(withdrawn.customData.state).toBe(5);
    expect((await rig.as<Application>('seller', 'withdrawApplication', { applicationId: application.applicationId })).customData.state).toBe(5);
    // Withdrawn: no further move, and the recruiter no longer reads the (now private) CV.
    expect((await move('enterprise', 4)).code).toBe(CODE.VALIDATION);
    expect((await rig.as('enterprise', 'searchResumeDetailById', { recruitingResumeId: cvId })).code).toBe(CODE.NOT_FOUND);
    expect((await rig.as('enterprise', 'updateApplicationState', { applicationId: '99999999', state: 4 })).code).toBe(CODE.NOT_FOUND);
  });
});
