// Jobs and CVs (spec §2 /jobAndRecruit, §3 "Jobs and CVs"). No job call is shown in spec §7:
// every shape here is ours, built from the fields the spec lists.
import type { AreaId, IdName, LookupId, PageRequest, ServiceId, UserId, YesNo } from './common.js';

export interface SalaryRange {
  salaryMin: number;
  salaryMax: number;
  moneyUnitId: LookupId;
  billingCycleId: LookupId;
}

export interface Job extends SalaryRange {
  recruitingInfoId: ServiceId;
  title: string;
  industryId: LookupId;
  positionId: LookupId;
  workExpId: LookupId;
  degreeRequired: LookupId;
  recruitNum: number;
  /** 1 full time, 2 part time. */
  workNature: 1 | 2;
  urgent: YesNo;
  workLocation: string;
  areaId: AreaId;
  content: string;
  entName: string;
  userId: UserId;
  userMq: string;
  releaseTime: string;
  priceFlag: string;
}

export type JobPublish = Omit<Job, 'recruitingInfoId' | 'entName' | 'userId' | 'userMq' | 'releaseTime' | 'priceFlag'> & {
  recruitingInfoId?: ServiceId;
};

export interface Resume extends SalaryRange {
  /** Starts with "RIR" (spec §2 "Ad link jumping"). */
  recruitingResumeId: ServiceId;
  realName: string;
  gender: 1 | 2;
  birthDate: string;
  mail: string;
  phone: string;
  educationId: LookupId;
  jobStatus: LookupId;
  positionTypeId: LookupId;
  yearsWorked: number;
  industryId: LookupId;
  positionId: LookupId;
  selfIntroduction: string;
  workLocation: string;
  attachment: string;
  isPublic: YesNo;
  languageId: string;
}

export type ResumeEdit = Omit<Resume, 'recruitingResumeId'> & { recruitingResumeId?: ServiceId };

export interface JobSearchRequest extends PageRequest {
  keyWords?: string;
  industryId?: LookupId | '';
  positionId?: LookupId | '';
  workNature?: 1 | 2 | '';
  urgent?: YesNo;
  salaryMin?: number | '';
  salaryMax?: number | '';
}

export interface CompanyInfo {
  entName: string;
  industryId: LookupId;
  scale: string;
  address: string;
  introduction: string;
  logoPath: string;
}

export interface DeliverRequest {
  recruitingInfoId: ServiceId;
  recruitingResumeId: ServiceId;
}

export interface Delivery {
  recruitingInfoId: ServiceId;
  recruitingResumeId: ServiceId;
  title: string;
  entName: string;
  petName: string;
  deliverTime: string;
}

/** Industries, positions, work experience, degrees (job filters, spec §2). */
export interface JobLookups {
  industries: (IdName & { children?: IdName[] })[];
  workExperiences: IdName[];
  degrees: IdName[];
  jobStatuses: IdName[];
}
