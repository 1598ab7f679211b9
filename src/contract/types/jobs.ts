// Jobs and CVs (spec §2 /jobAndRecruit, §3 "Jobs and CVs", §6). No job call is shown in spec §7:
// every shape here is ours, built from the fields the spec lists.
//
// A job is a listing of module 8 (recruitment): it goes through the word check, review,
// translation and publish management like any listing (DESIGN.md §3). Its industry and position
// are the module's two-level tags (industry = first level, position = second level): the payload's
// tagId is the position, and industryId / positionId are read back from the tag tree.
// A CV is not a listing: one per user, its id starts with "RIR" (spec §2 "Ad link jumping").
import type { ListingDetailBase } from './listing-details.js';
import type { TopMark } from './listing-summaries.js';
import type { AreaId, IdName, Label, LookupId, PageRequest, ServiceId, UserId, YesNo } from './common.js';
import type { PublishBase } from './publish.js';

/** 1 full time, 2 part time (spec §3 "work nature (full/part time)"). */
export type WorkNature = 1 | 2;

/** What a job asks for and offers, beyond the common listing fields. */
export interface JobFacts {
  /** First-level tag (industry) of the job's position. */
  industryId: LookupId;
  /** Second-level tag (position) = the listing's tagId. */
  positionId: LookupId;
  workExpId: LookupId;
  degreeRequired: LookupId;
  salaryMin: number;
  salaryMax: number;
  /** Currency flag (spec §3 priceFlag) and billing-cycle name of the salary. */
  priceFlag: string;
  billingCycleName: string;
  /** Head count (spec §3 recruitNum, > 0). */
  recruitNum: number;
  workNature: WorkNature;
  urgent: YesNo;
}

/** A job in a list (jobList, emergencyRecruitmentList, fullTimeJob, partTimeJob; recommendations). */
export interface JobSummary extends TopMark, JobFacts {
  recruitingInfoId: ServiceId;
  title: string;
  /** Position name (the tag). */
  tag: string;
  countryCityName: string;
  /** Work location (spec §3). */
  location: string;
  /** The employer's logo or avatar, and name. */
  avatarPath: string;
  entName: string;
  petName: string;
  releaseTime: string;
  labelList: Label[];
}

/** jobDetails (searchJobDetailById resultMap): the common details block plus the job's facts. */
export interface JobDetail extends ListingDetailBase, JobFacts {
  recruitingInfoId: ServiceId;
  moneyUnitFlag: string;
  tag: string;
}

/** updateJob: the common payload plus the job's fields (tagId = position). */
export interface JobPublish extends PublishBase {
  workExpId: LookupId;
  degreeRequired: LookupId;
  salaryMin: number;
  salaryMax: number;
  moneyUnitId: LookupId;
  billingCycleId: LookupId;
  recruitNum: number;
  workNature: WorkNature;
  urgent: YesNo;
  recruitingInfoId?: ServiceId;
}

/** The job filters (spec §2 "job filters"): every field optional, '' = any. */
export interface JobFilters {
  keyWords?: string;
  /** An industry (first level: matches its positions) or a position. */
  tagId?: LookupId | '';
  workExpId?: LookupId | '';
  degreeRequired?: LookupId | '';
  workNature?: WorkNature | '';
  /** 1: urgent only (emergencyRecruitmentList). */
  urgent?: YesNo | '';
  /** Salary range: jobs whose range overlaps [salaryMin, salaryMax] in that currency and cycle. */
  salaryMin?: number | '';
  salaryMax?: number | '';
  moneyUnitId?: LookupId | '';
  billingCycleId?: LookupId | '';
  /** A salary rate option (spec §3 "Salary rate options numbered 0 to 10"): sets min/max, currency and cycle. */
  salaryRateId?: LookupId | '';
}

export interface JobSearchRequest extends PageRequest, JobFilters {
  /** 1: recommended-list search by keyWords of the title (like TermsSearchRequest). */
  type?: 1;
}

/** A salary rate option (spec §3 "Salary rate options numbered 0 to 10"); id 0 = negotiable / any. */
export interface SalaryRate extends IdName {
  salaryMin: number | null;
  salaryMax: number | null;
  moneyUnitId: LookupId;
  billingCycleId: LookupId;
}

/** Every job and CV lookup in one reply, in the caller's language (cached like the other lookups). */
export interface JobLookups {
  /** Industries with their positions (the module's tags). */
  industries: (IdName & { children: IdName[] })[];
  workExperiences: IdName[];
  degrees: IdName[];
  /** CV: job status (looking, employed and open, not looking, ...). */
  jobStatuses: IdName[];
  /** CV: position type (full time, part time, internship, ...). */
  positionTypes: IdName[];
  salaryRates: SalaryRate[];
  /** Company sizes for the company form. */
  companySizes: IdName[];
}

/** 1 male, 2 female. */
export type Gender = 1 | 2;
/** CV language (spec §3: Chinese, English, French). */
export type ResumeLanguage = 'cn' | 'en' | 'fr';

/** The CV fields a user edits (spec §3 "CV"). */
export interface ResumeFields {
  realName: string;
  gender: Gender;
  /** YYYY-MM-DD. */
  birthDate: string;
  mail: string;
  /** The phone's area code, digits only ('225'): one of the known codes (countries), picked on the form. */
  mobileCode: string;
  phone: string;
  /** Highest education: a degree id. */
  educationId: LookupId;
  jobStatusId: LookupId;
  positionTypeId: LookupId;
  yearsWorked: number;
  /** Expected industry (first-level tag) and position (second-level tag). */
  industryId: LookupId;
  positionId: LookupId;
  salaryMin: number;
  salaryMax: number;
  moneyUnitId: LookupId;
  billingCycleId: LookupId;
  selfIntroduction: string;
  workLocation: string;
  areaId: AreaId;
  /** The uploaded attachment's path (uploadResumeFile), '' when none. */
  attachment: string;
  /** Its original file name, shown to the reader. */
  attachmentName: string;
  isPublic: YesNo;
  languageId: ResumeLanguage;
}

/** updateResume: one CV per user; the id is the server's. */
export type ResumeEdit = ResumeFields;

/** Who may see what of a CV (spec §6 "viewing ... depend on the package"). */
export interface ResumeAccess {
  /** Phone, e-mail, full name and attachment shown. */
  contactVisible: boolean;
  /** Why not, as a locale key (jobs.access.*), '' when visible. */
  reason: '' | 'login' | 'membership' | 'recruiterMode';
}

/** A CV as a recruiter (or its owner) reads it. Hidden fields are '' when access.contactVisible is false. */
export interface Resume extends ResumeFields {
  /** "RIR" + digits. */
  recruitingResumeId: ServiceId;
  userId: UserId;
  userMq: string;
  avatarPath: string;
  /** Names of the looked-up ids, in the reader's language. */
  educationName: string;
  jobStatusName: string;
  positionTypeName: string;
  industryName: string;
  positionName: string;
  priceFlag: string;
  billingCycleName: string;
  countryCityName: string;
  age: number;
  updateTime: string;
  /** A short-lived signed URL of the attachment when allowed, '' otherwise. */
  attachmentUrl: string;
  access: ResumeAccess;
}

/** A CV in recruitList. */
export interface ResumeSummary {
  recruitingResumeId: ServiceId;
  /** First name and initial until contact details are allowed. */
  displayName: string;
  avatarPath: string;
  gender: Gender;
  age: number;
  yearsWorked: number;
  educationName: string;
  positionName: string;
  industryName: string;
  salaryMin: number;
  salaryMax: number;
  priceFlag: string;
  billingCycleName: string;
  workLocation: string;
  jobStatusName: string;
  updateTime: string;
}

export interface ResumeSearchRequest extends PageRequest {
  keyWords?: string;
  tagId?: LookupId | '';
  educationId?: LookupId | '';
  /** At least this many years worked. */
  yearsMin?: number | '';
  positionTypeId?: LookupId | '';
}

/** getMyResume: the CV, or null before the first save; recruiterMode blocks editing (spec §6). */
export interface MyResumeReply {
  resume: Resume | null;
  recruiterMode: boolean;
}

export interface ResumeRef {
  recruitingResumeId: ServiceId;
}

/** Application states (spec: "sent, viewed, invited to interview, not retained"), forward only. */
export type ApplicationState = 1 | 2 | 3 | 4 | 5;

export interface ApplyRequest {
  recruitingInfoId: ServiceId;
}

export interface ApplicationRef {
  applicationId: string;
}

export interface ApplicationStateRequest extends ApplicationRef {
  /** 3 invite to interview, 4 not retained (2 viewed is set by opening the CV). */
  state: 3 | 4;
  /** Optional note to the applicant (interview time and place...), at most 250 characters. */
  note?: string;
}

/** msgData of the applicant's APPLICATION_STATE_EVENT (statuses.ts): which application, its new state. */
export interface ApplicationStateEvent extends ApplicationRef {
  recruitingInfoId: ServiceId;
  state: ApplicationState;
}

/** An application as its applicant (myDeliver) or the recruiter (resumeManage) sees it. */
export interface Application {
  applicationId: string;
  recruitingInfoId: ServiceId;
  recruitingResumeId: ServiceId;
  state: ApplicationState;
  note: string;
  /** The job: title, employer, salary, city. */
  title: string;
  entName: string;
  avatarPath: string;
  salaryMin: number;
  salaryMax: number;
  priceFlag: string;
  billingCycleName: string;
  countryCityName: string;
  /** The applicant (resumeManage). */
  applicantName: string;
  applicantAvatar: string;
  applicantUserId: UserId;
  applicantUserMq: string;
  positionName: string;
  createTime: string;
  updateTime: string;
}

export interface ReceivedRequest extends PageRequest {
  /** One job's applications; '' = all of the recruiter's jobs. */
  recruitingInfoId?: ServiceId | '';
  state?: ApplicationState | '';
}

/** Job details' side panel: the employer's company card and the viewer's application. */
export interface JobApplyInfo {
  company: CompanyCard | null;
  /** The viewer's application to this job, if any. */
  application: Pick<Application, 'applicationId' | 'state' | 'createTime'> | null;
  /** The viewer has a CV (else "apply" leads to editResume). */
  hasResume: boolean;
  recruiterMode: boolean;
  /** The viewer published this job. */
  isOwner: boolean;
}

/** The company form (editCompanyInfo; enterprise accounts, spec §6). */
export interface CompanyInfo {
  entName: string;
  industryId: LookupId;
  sizeId: LookupId;
  address: string;
  /** Plain text, 20 to 2,000 characters. */
  introduction: string;
  /** Uploaded picture path, '' for none. */
  logoPath: string;
  /** The phone's area code, digits only ('225'): one of the known codes (countries), picked on the form. */
  mobileCode: string;
  phone: string;
  mail: string;
  website: string;
}

/** companyInfo: a company as job seekers see it. */
export interface CompanyCard extends CompanyInfo {
  userId: UserId;
  userMq: string;
  industryName: string;
  sizeName: string;
  /** 2: passed enterprise authentication (spec §4 "Authentication: 2 enterprise"). */
  authenticated: boolean;
  /** Published jobs of this company. */
  jobCount: number;
}

export interface CompanyRequest {
  userId: UserId;
}

/** getMyCompanyInfo: the form's values, or null before the first save; whether the account may edit it. */
export interface MyCompanyReply {
  company: CompanyInfo | null;
  /** Enterprise account (accountType 2, spec §6). */
  canEdit: boolean;
}

/** The job seeker / recruiter hub (userIndex). */
export interface JobHub {
  recruiterMode: boolean;
  /** An active membership. */
  isMember: boolean;
  /** The membership in force allows reading CV contact details / publishing jobs (its package, spec §6). */
  canViewCvs: boolean;
  canPublishJobs: boolean;
  accountType: number;
  hasResume: boolean;
  resumePublic: boolean;
  applications: number;
  /** Applications in state 3 (invited) the seeker has. */
  interviews: number;
  favourites: number;
  history: number;
  /** Recruiter side: own jobs published and applications not yet viewed. */
  jobs: number;
  unviewed: number;
  hasCompany: boolean;
}

export interface RecruiterModeRequest {
  on: boolean;
}

/** askForAResume / sendResume (spec §3 "Chat event kinds"): a CV asked or sent in a conversation. */
export interface ResumeChatRequest {
  /** The other party's userMq (the conversation). */
  otherUserMq: string;
  /** The job the request is about, when asked from one. */
  recruitingInfoId?: ServiceId;
}
