// Where the job seeker's screens lead (spec §2 /jobAndRecruit): recruitment's own routes and its
// generic screens (kit/job-paths.ts), and the account routes they link to.
import { MODULE_ID } from '../../contract/constants.js';
import { jobsGenericPath, jobsPath } from '../kit/job-paths.js';

export const JOB_PATHS = {
  editResume: jobsPath('edit/editResume'),
  editCompanyInfo: jobsPath('edit/editCompanyInfo'),
  userIndex: jobsPath('userCenter/userIndex'),
  myResume: jobsPath('userCenter/myResume'),
  myResumeDetails: jobsPath('userCenter/myResumeDetails'),
  myDeliver: jobsPath('userCenter/myDeliver'),
  resumeManage: jobsPath('userCenter/resumeManage'),
  recruitList: jobsPath('recruit/recruitList'),
  jobDetails: jobsGenericPath('details'),
  jobList: jobsGenericPath('list'),
  collection: jobsGenericPath('collection'),
  history: jobsGenericPath('history'),
  publish: jobsGenericPath('publish'),
  /** Publish management filtered to recruitment (spec §2 /common/publishManage). */
  publishManage: `/common/publishManage?moduleId=${MODULE_ID.recruitment}`,
  /** Spec §8 "go to get membership". */
  memberCentre: '/usercenter/menberCenter/index',
  /** Enterprise authentication (spec §2 auth). */
  authEnt: '/usercenter/auth/authEnt',
} as const;

/** A job's details (spec §2 "Ad link jumping": recruitingInfoId). */
export const jobDetailsHref = (recruitingInfoId: string): string =>
  `${JOB_PATHS.jobDetails}?recruitingInfoId=${encodeURIComponent(recruitingInfoId)}`;

/**
 * Where editResume returns after a save: ?from=<a path of this app> (a job the user was applying
 * to), else myResume. Only local paths are followed (no scheme, no protocol-relative URL).
 */
export function returnPathOf(from: string | null): string {
  if (from && from.startsWith('/') && !from.startsWith('//') && !from.includes('\\')) return from;
  return JOB_PATHS.myResume;
}
