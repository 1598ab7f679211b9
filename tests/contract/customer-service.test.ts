// Contract suite, customer service: the real client against the reference server (cases in
// cases/customer-service.ts).
import { describe, it } from 'vitest';
import { TEST_DATABASES } from '../server/databases.js';
import { newServiceState, SERVICE_CASES } from './cases/customer-service.js';
import { rows, runCase } from './support/cases.js';
import { useWorld } from './support/world.js';

describe.each(TEST_DATABASES)('contract: customer service ($name)', (target) => {
  const world = useWorld(target, newServiceState);

  it.each(rows(SERVICE_CASES))('%s', async (_title, c) => {
    await runCase(world(), c);
  });
});
