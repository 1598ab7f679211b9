// Never code 5000 for user input (spec §8) on the CV, application and hub calls: each field of an
// otherwise valid request replaced in turn by hostile values (objects whose toString/valueOf are
// not functions, huge and fractional numbers, NUL, SQL and markup), by every kind of caller.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_TEST_DATABASES } from '../databases.js';
import { openResumeRig, type JobEndpoint, type ResumeRig } from './resume-rig.js';

const HOSTILE: readonly unknown[] = [
  { toString: 'x' }, { toString: {}, valueOf: 'x' }, [], [1], null, true, -1, 0, 1.5, 2 ** 31, 1e309, Number.NaN, '',
  'x'.repeat(5000), '\u0000', "' or 1=1 --", '<script>alert(1)</script>', '9'.repeat(40), 'RIR99999999999999999999',
];

describe.each(INPUT_TEST_DATABASES)('CV calls under hostile input ($name)', (target) => {
  let rig: ResumeRig;
  beforeAll(async () => { rig = await openResumeRig(target); });
  afterAll(async () => rig?.close());

  it('answers every poisoned field with a coded refusal, never 5000', async () => {
    const requests: [JobEndpoint, Record<string, unknown>][] = [
      ['updateResume', { ...rig.cv() }],
      ['searchResumeByTerms', { page: { index: 1, size: 10 }, keyWords: 'comptable', tagId: rig.tags.industryId, educationId: 5, yearsMin: 1, positionTypeId: 1 }],
      ['searchResumeDetailById', { recruitingResumeId: 'RIR20220001' }],
      ['deliverResume', { recruitingInfoId: rig.jobId }],
      ['withdrawApplication', { applicationId: '1' }],
      ['getMyDeliver', { page: { index: 1, size: 10 } }],
      ['getReceivedResumes', { page: { index: 1, size: 10 }, recruitingInfoId: rig.jobId, state: 1 }],
      ['updateApplicationState', { applicationId: '1', state: 3, note: 'Lundi' }],
      ['setRecruiterMode', { on: true }],
      ['getMyResume', {}],
      ['getJobHub', {}],
      ['askForAResume', { otherUserMq: 'mq.user.u-personal', recruitingInfoId: rig.jobId }],
      ['sendResume', { otherUserMq: 'mq.user.u-personal' }],
    ];
    const failures: string[] = [];
    for (const who of ['seller', 'member', null] as const) {
      for (const [name, body] of requests) {
        for (const field of [...Object.keys(body), 'extra']) {
          for (const value of HOSTILE) {
            const r = await rig.as(who, name, { ...body, [field]: value });
            if (r.code === 5000) failures.push(`${who} ${name}.${field}=${JSON.stringify(value)?.slice(0, 40)} -> ${r.code}`);
          }
        }
        const whole = await rig.as(who, name, 'not an object');
        if (whole.code === 5000) failures.push(`${who} ${name} whole -> ${whole.code}`);
      }
    }
    expect(failures).toEqual([]);
    // ~3 700 calls: about 35 s alone, past the default minute on a machine shared with the e2e lane.
  }, 180_000);
});
