// Contract suite, job lookups and companies (issue "Jobs and CVs"): the real client against the
// reference server — lookups, the company form and card, a company's jobs, job details' side panel.
import { describe, it } from 'vitest';
import { TEST_DATABASES } from '../server/databases.js';
import { JOB_COMPANY_CASES, newCompanyState } from './cases/jobs-companies.js';
import { rows, runCase } from './support/cases.js';
import { useWorld } from './support/world.js';

describe.each(TEST_DATABASES)('contract: job lookups and companies ($name)', (target) => {
  const world = useWorld(target, newCompanyState);

  it.each(rows(JOB_COMPANY_CASES))('%s', async (_title, c) => {
    await runCase(world(), c);
  });
});
