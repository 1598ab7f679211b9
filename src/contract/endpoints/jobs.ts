// Jobs and CVs (spec §2 /jobAndRecruit). No job call is shown in spec §7: every path is ours.
import { endpoint } from '../endpoint.js';
import type { DetailReply, Empty, PageRequest, SearchReply, ServiceId } from '../types/common.js';
import type {
  CompanyInfo, DeliverRequest, Delivery, Job, JobLookups, JobPublish, JobSearchRequest, Resume, ResumeEdit,
} from '../types/jobs.js';
import type { PublishReply } from '../types/publish.js';

export const JOB_ENDPOINTS = {
  getJobLookups: endpoint<Empty, JobLookups>()('/custom/v1/custom/jobLookups'),
  searchJobByTerms: endpoint<JobSearchRequest, SearchReply<Job>>()('/recruit/v1/search/searchJobByTerms', { list: true }),
  searchJobDetailById: endpoint<{ serviceId: ServiceId; userId?: string }, DetailReply<Job>>()('/recruit/v1/search/searchJobDetailById'),
  /** Publishing a job requires a membership (spec §6). */
  updateJob: endpoint<JobPublish, PublishReply>()('/recruit/v1/recruit/updateJob', { auth: true }),
  getMineJobs: endpoint<PageRequest, SearchReply<Job>>()('/recruit/v1/recruit/getMineJobs', { list: true, auth: true }),
  /** Viewing CVs depends on the package (spec §6). */
  searchResumeByTerms: endpoint<JobSearchRequest, SearchReply<Resume>>()('/recruit/v1/search/searchResumeByTerms', { list: true, auth: true }),
  searchResumeDetailById: endpoint<{ serviceId: ServiceId }, DetailReply<Resume>>()('/recruit/v1/search/searchResumeDetailById', { auth: true }),
  getMyResume: endpoint<Empty, Resume | null>()('/recruit/v1/resume/getMyResume', { auth: true }),
  updateResume: endpoint<ResumeEdit, PublishReply>()('/recruit/v1/resume/updateResume', { auth: true }),
  deliverResume: endpoint<DeliverRequest, null>()('/recruit/v1/resume/deliverResume', { auth: true }),
  getMyDeliver: endpoint<PageRequest, SearchReply<Delivery>>()('/recruit/v1/resume/getMyDeliver', { list: true, auth: true }),
  getReceivedResumes: endpoint<PageRequest, SearchReply<Delivery>>()('/recruit/v1/resume/getReceivedResumes', { list: true, auth: true }),
  getCompanyInfo: endpoint<Empty, CompanyInfo | null>()('/recruit/v1/company/getCompanyInfo', { auth: true }),
  updateCompanyInfo: endpoint<CompanyInfo, null>()('/recruit/v1/company/updateCompanyInfo', { auth: true }),
} as const;
