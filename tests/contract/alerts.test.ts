// Contract suite, saved searches and notices (issue: Beyond the spec, item 1): the real client
// against the reference server — a list saved, saved again, renamed, opened and deleted; the
// notification centre read.
import { describe, it } from 'vitest';
import { TEST_DATABASES } from '../server/databases.js';
import { ALERT_CASES, newAlertState } from './cases/alerts.js';
import { rows, runCase } from './support/cases.js';
import { useWorld } from './support/world.js';

describe.each(TEST_DATABASES)('contract: alerts ($name)', (target) => {
  const world = useWorld(target, newAlertState);

  it.each(rows(ALERT_CASES))('%s', async (_title, c) => {
    await runCase(world(), c);
  });
});
