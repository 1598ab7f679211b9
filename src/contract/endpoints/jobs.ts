// Jobs and CVs (spec §2 /jobAndRecruit). No job call is shown in spec §7: every path is ours.
import { endpoint } from '../endpoint.js';
import type { DetailReply, Empty, PageRequest, SearchReply, ServiceId } from '../types/common.js';
import type {
  CompanyInfo, DeliverRequest, Delivery, Job, JobLookups, JobPublish, JobSearchRequest, Resume, ResumeEdit,
} from '../types/jobs.js';
import type { PublishReply } from '../types/publish.js';

export const JOB_ENDPOINTS = {
  getJobLookups: endpoint<Empty, JobLookups>()('/custom/v1/custom/jobLookups', { origin: 'ours' }),
  searchJobByTerms: endpoint<JobSearchRequest, SearchReply<Job>>()('/recruit/v1/search/searchJobByTerms', { origin: 'ours', list: true }),
  searchJobDetailById: endpoint<{ serviceId: ServiceId; userId?: string }, DetailReply<Job>>()('/recruit/v1/search/searchJobDetailById', { origin: 'ours' }),
  /** Publishing a job requires a membership (spec §6). */
  updateJob: endpoint<JobPublish, PublishReply>()('/recruit/v1/recruit/updateJob', { origin: 'ours', auth: true }),
  getMineJobs: endpoint<PageRequest, SearchReply<Job>>()('/recruit/v1/recruit/getMineJobs', { origin: 'ours', list: true, auth: true }),
  /** Viewing CVs depends on the package (spec §6). */
  searchResumeByTerms: endpoint<JobSearchRequest, SearchReply<Resume>>()('/recruit/v1/search/searchResumeByTerms', { origin: 'ours', list: true, auth: true }),
  searchResumeDetailById: endpoint<{ serviceId: ServiceId }, DetailReply<Resume>>()('/recruit/v1/search/searchResumeDetailById', { origin: 'ours', auth: true }),
  getMyResume: endpoint<Empty, Resume | null>()('/recruit/v1/resume/getMyResume', { origin: 'ours', auth: true }),
  updateResume: endpoint<ResumeEdit, PublishReply>()('/recruit/v1/resume/updateResume', { origin: 'ours', auth: true }),
  deliverResume: endpoint<DeliverRequest, null>()('/recruit/v1/resume/deliverResume', { origin: 'ours', auth: true }),
  getMyDeliver: endpoint<PageRequest, SearchReply<Delivery>>()('/recruit/v1/resume/getMyDeliver', { origin: 'ours', list: true, auth: true }),
  getReceivedResumes: endpoint<PageRequest, SearchReply<Delivery>>()('/recruit/v1/resume/getReceivedResumes', { origin: 'ours', list: true, auth: true }),
  getCompanyInfo: endpoint<Empty, CompanyInfo | null>()('/recruit/v1/company/getCompanyInfo', { origin: 'ours', auth: true }),
  updateCompanyInfo: endpoint<CompanyInfo, null>()('/recruit/v1/company/updateCompanyInfo', { origin: 'ours', auth: true }),
} as const;
