// The seed's job seekers (migration 024; spec §3 "CV"): an account and a CV each
// (data/job-seekers.ts), a few with a one-page PDF attached — a private 'papers' upload of their
// owner, written to the private store like the authentication papers (papers.ts) — and
// applications to seed jobs in every state, several to the enterprise seed account (u-enterprise)
// so its resume management is not empty. Runs after the listings (the applications name jobs).
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { userQueueName } from '../accounts/seed-users.js';
import type { Queryable } from '../db/database.js';
import { resumeSearchDoc } from '../jobs/resumes.js';
import { diskFileOf } from '../private-files/stored-location.js';
import { JOB_SEEKERS, type JobSeekerSeed } from './data/job-seekers.js';
import { MONEY_ID, CYCLE } from './data/units.js';
import { mobileCodeOf } from './data/places.js';
import { tagId } from './data/tags.js';
import { insertRows } from './insert-rows.js';
import { phonesFor } from './listings/common.js';
import { jobAndRecruitSeed } from './listings/job-and-recruit.js';
import { onePagePdf } from './papers.js';
import { avatarImage, SEED_URL } from './picture-paths.js';

const HOUR_MS = 3_600_000;
const seekerId = (i: number) => `u-cv-${String(i + 1).padStart(2, '0')}`;
const attachmentPath = (i: number) => `${SEED_URL}/cv-${String(i + 1).padStart(2, '0')}.pdf`;

const ATTACHED = JOB_SEEKERS.flatMap((p, i) => (p.attachment ? [{ i, p }] : []));
const pdfOf = (p: JobSeekerSeed) => onePagePdf(`Curriculum vitae - ${p.realName.normalize('NFD').replace(/[^\x20-\x7e]/g, '')}`);

/** Writes the attached CVs missing from the private store (every start, like writeSeedPapers). */
export async function writeSeedCvFiles(privateUploadsDir: string): Promise<void> {
  for (const { i, p } of ATTACHED) {
    const file = diskFileOf(privateUploadsDir, attachmentPath(i));
    if (!file || existsSync(file)) continue;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, pdfOf(p));
  }
}

/** [seeker index, nth published job of u-enterprise (else of anyone), state]. */
const APPLICATIONS: readonly [number, number, number][] = [
  [0, 0, 1], [21, 0, 2], [3, 1, 3], [11, 1, 1], [25, 2, 4], [1, 3, 2], [16, 0, 5], [6, 4, 1], [8, 5, 3],
];

/** The CV's phone with its area code (spec §5): Ivorian numbers "07…" (+225), others their country's pattern. */
function phoneOf(p: JobSeekerSeed, i: number): { mobile_code: string; phone: string } {
  const area = p.phoneArea ?? p.areaId ?? 'CIV';
  const phone = area === 'CIV' ? `07${String(10_000_000 + i * 7_919).slice(-8)}` : phonesFor(area, i, 1)[0]!;
  return { mobile_code: mobileCodeOf(area), phone };
}

export async function insertJobPeople(q: Queryable, now: number): Promise<void> {
  await insertRows(
    q, 'users',
    { id: 'text', mail: 'text', pet_name: 'text', avatar_path: 'text', area_id: 'text', language: 'text', user_mq: 'text', created_at: 'timestamptz' },
    JOB_SEEKERS.map((p, i) => ({
      id: seekerId(i), mail: `${seekerId(i)}@example.test`, pet_name: p.realName, avatar_path: avatarImage(i + 8), area_id: p.areaId ?? 'CIV',
      language: p.language, user_mq: userQueueName(seekerId(i)), created_at: new Date(now - 90 * 24 * HOUR_MS).toISOString(),
    })),
  );
  await insertRows(q, 'uploads', { user_id: 'text', path: 'text', mime: 'text', bytes: 'int', kind: 'text' },
    ATTACHED.map(({ i, p }) => ({ user_id: seekerId(i), path: attachmentPath(i), mime: 'application/pdf', bytes: pdfOf(p).length, kind: 'papers' })));
  const key = jobAndRecruitSeed.key;
  const rows = JOB_SEEKERS.map((p, i) => ({
    user_id: seekerId(i), real_name: p.realName, gender: p.gender, birth_date: p.birthDate, mail: `${seekerId(i)}@example.test`,
    ...phoneOf(p, i), education_id: p.degree, job_status_id: p.status, position_type_id: p.type,
    years_worked: p.years, industry_id: tagId(key, p.industry), position_id: tagId(key, p.position),
    salary_min: p.salary[0], salary_max: p.salary[1], money_unit_id: MONEY_ID.XOF, billing_cycle_id: CYCLE[p.cycle ?? 'month'],
    self_introduction: p.intro, work_location: p.location, area_id: p.areaId ?? 'CIV', attachment: p.attachment ? attachmentPath(i) : '',
    attachment_name: p.attachment ?? '', is_public: p.isPublic ?? true, language: p.language,
    updated_at: new Date(now - (i * 7 + 2) * HOUR_MS).toISOString(), n: i,
  }));
  await q.query(
    `insert into resumes (id, user_id, real_name, gender, birth_date, mail, mobile_code, phone, education_id, job_status_id, position_type_id, years_worked,
       industry_id, position_id, salary_min, salary_max, money_unit_id, billing_cycle_id, self_introduction, work_location, area_id, attachment,
       attachment_name, is_public, language, search_doc, created_at, updated_at)
     select 'RIR' || nextval('resume_number'), r.user_id, r.real_name, r.gender, r.birth_date, r.mail, r.mobile_code, r.phone, r.education_id, r.job_status_id,
       r.position_type_id, r.years_worked, r.industry_id, r.position_id, r.salary_min, r.salary_max, r.money_unit_id, r.billing_cycle_id,
       r.self_introduction, r.work_location, r.area_id, r.attachment, r.attachment_name, r.is_public, r.language,
       ${resumeSearchDoc('ind', 'pos', 'r.self_introduction', 'r.work_location')}, r.updated_at, r.updated_at
     from jsonb_to_recordset($1::jsonb) as r(user_id text, real_name text, gender int, birth_date date, mail text, mobile_code text, phone text,
       education_id int, job_status_id int, position_type_id int, years_worked int, industry_id int, position_id int, salary_min numeric,
       salary_max numeric, money_unit_id int, billing_cycle_id int, self_introduction text, work_location text, area_id text, attachment text,
       attachment_name text, is_public boolean, language text, updated_at timestamptz, n int)
     join tags ind on ind.id = r.industry_id join tags pos on pos.id = r.position_id
     order by r.n`,
    [JSON.stringify(rows)],
  );
  const jobs = await q.query<{ id: string; user_id: string }>(
    `select id::text as id, user_id from listings where module_key = $1 and status = 7 and not deleted and user_id is not null
     order by (user_id = 'u-enterprise') desc, id`,
    [key],
  );
  const applications = APPLICATIONS.flatMap(([seeker, nth, state], k) => {
    const job = jobs[nth % Math.max(1, jobs.length)];
    return job ? [{ listing_id: job.id, user: seekerId(seeker), recruiter: job.user_id, state, at: new Date(now - (k * 5 + 1) * HOUR_MS).toISOString() }] : [];
  });
  // The CV as it is now is what was sent (deliverResume copies it the same way).
  await q.query(
    `insert into job_applications (listing_id, resume_id, applicant_id, recruiter_id, state, note, resume_snapshot, created_at, updated_at)
     select a.listing_id, r.id, a.user_id, a.recruiter, a.state,
       case when a.state = 3 then 'Entretien lundi à 10 h, Plateau, immeuble Alpha 2000, 4e étage.' else '' end,
       to_jsonb(r) - 'search_doc', a.at, a.at
     from jsonb_to_recordset($1::jsonb) as a(listing_id bigint, user_id text, recruiter text, state int, at timestamptz)
     join resumes r on r.user_id = a.user_id
     on conflict (listing_id, applicant_id) do nothing`,
    [JSON.stringify(applications.map((a) => ({ ...a, user_id: a.user })))],
  );
}
