// Contract suite, reporting a listing or its publisher from the details page (issue: Beyond the
// spec, "Report and block on every listing and user"): the real client against the reference server.
import { describe, it } from 'vitest';
import { TEST_DATABASES } from '../server/databases.js';
import { LISTING_REPORT_CASES, newListingReportState } from './cases/listing-report.js';
import { rows, runCase } from './support/cases.js';
import { useWorld } from './support/world.js';

describe.each(TEST_DATABASES)('contract: listing reports ($name)', (target) => {
  const world = useWorld(target, newListingReportState);

  it.each(rows(LISTING_REPORT_CASES))('%s', async (_title, c) => {
    await runCase(world(), c);
  });
});
