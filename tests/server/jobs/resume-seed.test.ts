// The seed's CVs (issue "Jobs and CVs" seed): at least 30, mostly French with some English and
// Chinese, most public, positions under their industries, a few with a real PDF in the private
// store that the enterprise seed account (their recruiter) opens through a signed URL, and
// applications in every state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { Application, Resume } from '../../../src/contract/types/jobs.js';
import { TEST_DATABASES } from '../databases.js';
import { openResumeRig, type ResumeRig } from './resume-rig.js';

describe.each(TEST_DATABASES.slice(0, 1))('seed CVs ($name)', (target) => {
  let rig: ResumeRig;
  beforeAll(async () => { rig = await openResumeRig(target); });
  afterAll(async () => rig?.close());

  it('holds ≥ 30 CVs in three languages, most public, positions under their industry', async () => {
    const rows = await rig.db.query<{ language: string; is_public: boolean; ok: boolean; attached: boolean }>(
      `select r.language, r.is_public, pos.parent_id = r.industry_id as ok,
         r.attachment <> '' and exists (select 1 from uploads u where u.path = r.attachment and u.user_id = r.user_id and u.kind = 'papers') as attached
       from resumes r join tags pos on pos.id = r.position_id`);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(rows.every((r) => r.ok)).toBe(true);
    const by = (l: string) => rows.filter((r) => r.language === l).length;
    expect(by('fr')).toBeGreaterThan(rows.length / 2);
    expect(by('en')).toBeGreaterThan(0);
    expect(by('cn')).toBeGreaterThan(0);
    expect(rows.filter((r) => r.is_public).length).toBeGreaterThan(rows.length * 0.8);
    expect(rows.filter((r) => r.attached).length).toBeGreaterThanOrEqual(3);
    const states = await rig.db.query<{ state: number }>('select distinct state from job_applications order by state');
    expect(states.map((s) => s.state)).toEqual([1, 2, 3, 4, 5]);
  });

  it('lets the enterprise account open a received CV and its seeded PDF', async () => {
    const received = await rig.as<SearchReply<Application>>('enterprise', 'getReceivedResumes', { page: { index: 1, size: 20 } }, 'fr');
    expect(received.customData.totalCount).toBeGreaterThan(0);
    const ids = received.customData.resultList.filter((a) => a.state !== 5).map((a) => a.recruitingResumeId);
    let opened = 0;
    for (const id of ids) {
      const cv = (await rig.as<Resume>('enterprise', 'searchResumeDetailById', { recruitingResumeId: id }, 'fr')).customData;
      expect(cv.access.contactVisible).toBe(true);
      if (cv.attachmentUrl === '') continue;
      const file = await rig.server.app.inject({ method: 'GET', url: cv.attachmentUrl });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      opened++;
    }
    expect(opened).toBeGreaterThan(0);
  });
});
