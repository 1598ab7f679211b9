// Jobs and CVs (spec §2 /jobAndRecruit, §6). No job call is shown in spec §7: every path is ours,
// in the style of the module families. JOB_LISTING_ENDPOINTS is the recruitment module's listing
// family (listing-endpoints.ts): jobs are listings. JOB_ENDPOINTS holds the CV, application and
// company calls, which are no listing's.
import { endpoint } from '../endpoint.js';
import type { DetailReply, DetailRequest, Empty, Label, MineDetailRequest, PageRequest, SearchReply, Tag } from '../types/common.js';
import type {
  Application, ApplicationRef, ApplicationStateRequest, ApplyRequest, CompanyCard, CompanyInfo, CompanyRequest, JobApplyInfo,
  JobDetail, JobHub, JobLookups, JobPublish, JobSearchRequest, JobSummary, MyCompanyReply, MyResumeReply, ReceivedRequest,
  RecruiterModeRequest, Resume, ResumeChatRequest, ResumeEdit, ResumeRef, ResumeSearchRequest, ResumeSummary,
} from '../types/jobs.js';
import type { SecondTagsRequest } from '../types/lookups.js';
import type { OwnListing } from '../types/own-listing.js';
import type { PublishReply } from '../types/publish.js';

const ours = { origin: 'ours' } as const;
const mine = { origin: 'ours', auth: true } as const;

export const JOB_LISTING_ENDPOINTS = {
  /** Industries (the module's first-level tags). */
  getJobIndustries: endpoint<Empty, Tag[]>()('/custom/v1/tags/getJobIndustries', ours),
  /** Positions of an industry (second-level tags). */
  getJobPositions: endpoint<SecondTagsRequest, Tag[]>()('/custom/v1/tags/getJobPositions', ours),
  /** Benefits offered (housing, transport, health insurance...). */
  getJobLabels: endpoint<Empty, Label[]>()('/custom/v1/labels/getJobLabels', ours),
  searchJobByTerms: endpoint<JobSearchRequest, SearchReply<JobSummary>>()('/recruit/v1/search/searchJobByTerms', { ...ours, list: true }),
  searchJobDetailById: endpoint<DetailRequest, DetailReply<JobDetail>>()('/recruit/v1/search/searchJobDetailById', ours),
  getJobMineDetail: endpoint<MineDetailRequest, OwnListing<JobDetail, JobPublish>>()('/recruit/v1/recruit/getMineDetail', mine),
  /** Publishing recruitment requires a membership (spec §6): 4402 errors.authorityInsufficient otherwise. */
  updateJob: endpoint<JobPublish, PublishReply>()('/recruit/v1/recruit/updateJob', mine),
} as const;

export const JOB_ENDPOINTS = {
  /** Work experience, degrees, CV statuses, position types, salary rates 0-10, company sizes; industries with positions. */
  getJobLookups: endpoint<Empty, JobLookups>()('/custom/v1/custom/jobLookups', ours),
  /** Job details' company card and the viewer's application (anonymous callers get no application). */
  getJobApplyInfo: endpoint<DetailRequest, JobApplyInfo>()('/recruit/v1/search/getJobApplyInfo', ours),
  /** companyInfo: a company's card; its jobs come from searchCompanyJobs. */
  getCompanyCard: endpoint<CompanyRequest, CompanyCard>()('/recruit/v1/company/getCompanyCard', ours),
  searchCompanyJobs: endpoint<CompanyRequest & PageRequest, SearchReply<JobSummary>>()('/recruit/v1/search/searchCompanyJobs', { ...ours, list: true }),
  getMyCompanyInfo: endpoint<Empty, MyCompanyReply>()('/recruit/v1/company/getMyCompanyInfo', mine),
  /** Enterprise accounts only (accountType 2). */
  updateCompanyInfo: endpoint<CompanyInfo, null>()('/recruit/v1/company/updateCompanyInfo', mine),

  getMyResume: endpoint<Empty, MyResumeReply>()('/recruit/v1/resume/getMyResume', mine),
  /** One CV per user; refused while recruiter mode is on (spec §6). Returns the CV as saved. */
  updateResume: endpoint<ResumeEdit, Resume>()('/recruit/v1/resume/updateResume', mine),
  /** Public CVs; contact details per the viewer's package (spec §6). */
  searchResumeByTerms: endpoint<ResumeSearchRequest, SearchReply<ResumeSummary>>()('/recruit/v1/search/searchResumeByTerms', { ...mine, list: true }),
  /** A CV: public ones, one's own, or one delivered to the caller's jobs. Opening a delivered CV marks it viewed. */
  searchResumeDetailById: endpoint<ResumeRef, Resume>()('/recruit/v1/search/searchResumeDetailById', mine),

  /** Apply: sends the caller's CV to the job (one application per job). */
  deliverResume: endpoint<ApplyRequest, Application>()('/recruit/v1/resume/deliverResume', mine),
  /** The applicant withdraws (state 5, final). */
  withdrawApplication: endpoint<ApplicationRef, Application>()('/recruit/v1/resume/withdrawApplication', mine),
  getMyDeliver: endpoint<PageRequest, SearchReply<Application>>()('/recruit/v1/resume/getMyDeliver', { ...mine, list: true }),
  /** resumeManage: applications to the caller's jobs. */
  getReceivedResumes: endpoint<ReceivedRequest, SearchReply<Application>>()('/recruit/v1/resume/getReceivedResumes', { ...mine, list: true }),
  /** The recruiter invites or declines (forward only; the applicant sees it). */
  updateApplicationState: endpoint<ApplicationStateRequest, Application>()('/recruit/v1/resume/updateApplicationState', mine),

  getJobHub: endpoint<Empty, JobHub>()('/recruit/v1/user/getJobHub', mine),
  /** Spec §6 toggle: members only; on blocks publishing a CV and applying. */
  setRecruiterMode: endpoint<RecruiterModeRequest, JobHub>()('/recruit/v1/user/setRecruiterMode', mine),

  /** Chat event askForAResume (spec §3): a recruiter asks the other party for their CV. */
  askForAResume: endpoint<ResumeChatRequest, null>()('/chat/v1/chat/askForAResume', mine),
  /** Chat event sendResume: the caller sends their CV (a card) into the conversation. */
  sendResume: endpoint<ResumeChatRequest, null>()('/chat/v1/chat/sendResume', mine),
} as const;
