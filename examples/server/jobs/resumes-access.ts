// Who may read a CV's contact details (spec §6 "Toggling member ability to view CVs", "viewing ...
// depend on the package"): its owner; a recruiter it was sent to (an application not withdrawn,
// or a CV sent in a chat: resume_grants); an active member with recruiter mode on, for public
// CVs. Everyone else reads the CV without name, phone, e-mail and attachment, and is told why:
// 'login', 'membership' or 'recruiterMode' (locales jobs.common.access.*).
import { JOBS } from '../../../src/contract/constants.js';
import type { ResumeAccess } from '../../../src/contract/types/jobs.js';
import type { Queryable } from '../db/database.js';
import { levelBenefits } from '../payments/catalogue/member-level.js';

export interface Viewer {
  userId: string | null;
  /** The level in force allows reading CVs (member_levels.view_cvs; payments/catalogue/member-level.ts). */
  member: boolean;
  recruiterMode: boolean;
}

export async function viewerOf(db: Queryable, userId: string | null, now: number): Promise<Viewer> {
  if (userId === null) return { userId, member: false, recruiterMode: false };
  const [row] = await db.query<{ recruiter_mode: boolean }>('select recruiter_mode from users where id = $1', [userId]);
  const benefits = await levelBenefits(db, userId, now);
  return { userId, member: benefits.viewCvs, recruiterMode: row?.recruiter_mode === true };
}

/** Applications that still grant their recruiter the CV: every state but withdrawn. */
const LIVE_STATES = [JOBS.application.sent, JOBS.application.viewed, JOBS.application.invited, JOBS.application.notRetained];

/** The CVs among `resumeIds` sent to `viewerId` (by an application or in a chat). */
export async function receivedResumes(db: Queryable, viewerId: string | null, resumeIds: readonly string[]): Promise<Set<string>> {
  if (viewerId === null || resumeIds.length === 0) return new Set();
  const rows = await db.query<{ resume_id: string }>(
    `select resume_id from job_applications where recruiter_id = $1 and resume_id = any($2::text[]) and state = any($3::int[])
     union select resume_id from resume_grants where user_id = $1 and resume_id = any($2::text[])`,
    [viewerId, resumeIds, LIVE_STATES],
  );
  return new Set(rows.map((r) => r.resume_id));
}

export interface ResumeOwnerFacts {
  user_id: string;
  is_public: boolean;
}

export function accessFor(viewer: Viewer, resume: ResumeOwnerFacts, received: boolean): ResumeAccess {
  if (viewer.userId !== null && (viewer.userId === resume.user_id || received)) return { contactVisible: true, reason: '' };
  if (viewer.userId === null) return { contactVisible: false, reason: 'login' };
  if (!viewer.member) return { contactVisible: false, reason: 'membership' };
  if (viewer.recruiterMode && resume.is_public) return { contactVisible: true, reason: '' };
  return { contactVisible: false, reason: 'recruiterMode' };
}
