// Contract suite, CVs and applications (issue "Jobs and CVs"): the real client against the
// reference server — CV, search, applications, hub, recruiter mode, CVs in chat.
import { describe, it } from 'vitest';
import { TEST_DATABASES } from '../server/databases.js';
import { JOB_RESUME_CASES, newJobsState } from './cases/jobs-resumes.js';
import { rows, runCase } from './support/cases.js';
import { useWorld } from './support/world.js';

describe.each(TEST_DATABASES)('contract: CVs and applications ($name)', (target) => {
  const world = useWorld(target, newJobsState);

  it.each(rows(JOB_RESUME_CASES))('%s', async (_title, c) => {
    await runCase(world(), c);
  });
});
