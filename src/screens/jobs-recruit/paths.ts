// Where the recruiter's screens lead (spec §2 /jobAndRecruit): the module's own routes and its
// generic screens (kit/job-paths.ts).
import { JOBS } from '../../contract/constants.js';
import { jobsGenericPath, jobsPath } from '../kit/job-paths.js';

export const RECRUIT_PATHS = {
  recruitList: jobsPath('recruit/recruitList'),
  recruitDetails: jobsPath('recruit/recruitDetails'),
  resumeManage: jobsPath('userCenter/resumeManage'),
  /** The job hub, where recruiter mode is turned on (spec §6). */
  hub: jobsPath('userCenter/userIndex'),
  jobDetails: jobsGenericPath('details'),
  /** Spec §8 "Current authority insufficient, go to get membership?". */
  memberCentre: '/usercenter/menberCenter/index',
  login: '/login',
} as const;

/** A CV (spec §2 "Ad link jumping": ids starting "RIR" are CVs). */
export const resumeHref = (recruitingResumeId: string): string =>
  `${RECRUIT_PATHS.recruitDetails}?recruitingResumeId=${encodeURIComponent(recruitingResumeId)}`;

/** Applications received for one job ('' = every job of the recruiter). */
export const resumeManageHref = (recruitingInfoId: string): string =>
  recruitingInfoId ? `${RECRUIT_PATHS.resumeManage}?recruitingInfoId=${encodeURIComponent(recruitingInfoId)}` : RECRUIT_PATHS.resumeManage;

/**
 * The CV id of recruitDetails: ?recruitingResumeId= (ad links, spec §2), or ?serviceId= carrying a
 * CV id (the generic ad-link shape). Anything not starting with the CV prefix is no CV.
 */
export function resumeIdOf(query: URLSearchParams): string {
  const id = (query.get('recruitingResumeId') ?? query.get('serviceId') ?? '').trim();
  return id.toUpperCase().startsWith(JOBS.resumeIdPrefix) ? id : '';
}

/** The chat with the CV's owner (spec §2 "Chat start opens /message/chat with otherUserMq, otherUserAvatarPath, otherUserPetName, sessionType 0"). */
export function chatHref(other: { userMq: string; avatarPath: string; name: string }): string {
  const q = new URLSearchParams({ otherUserMq: other.userMq, otherUserAvatarPath: other.avatarPath, otherUserPetName: other.name, sessionType: '0' });
  return `/message/chat?${q}`;
}
