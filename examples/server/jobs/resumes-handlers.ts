// The CV side of jobs (spec §2 userCenter/editResume, myResume, myDeliver, userIndex;
// recruit/recruitList, recruitDetails, resumeManage; §6): CVs, applications, the hub and recruiter
// mode. Jobs themselves are listings (listings/); lookups and companies are their own files here.
import type { HandlerTable } from '../http/handler.js';
import { deliverResume, withdrawApplication } from './applications.js';
import { getMyDeliver, getReceivedResumes } from './applications-read.js';
import { updateApplicationState } from './applications-state.js';
import { getJobHub, setRecruiterMode } from './hub.js';
import { askForAResume, sendResume } from './resume-chat.js';
import { getMyResume, updateResume } from './resumes.js';
import { searchResumeByTerms, searchResumeDetailById } from './resumes-search.js';

/** Boundary cast: each handler answers its endpoint's reply type (tests check the shapes). */
export const RESUME_HANDLERS = {
  getMyResume, updateResume, searchResumeByTerms, searchResumeDetailById, deliverResume, withdrawApplication, getMyDeliver,
  getReceivedResumes, updateApplicationState, getJobHub, setRecruiterMode, askForAResume, sendResume,
} as HandlerTable;
