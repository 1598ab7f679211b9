// Contract suite, the paying and order calls: the real client against the reference server.
import { describe, it } from 'vitest';
import { TEST_DATABASES } from '../server/databases.js';
import { newPayState, PAYMENT_CASES } from './cases/payments.js';
import { rows, runCase } from './support/cases.js';
import { useWorld } from './support/world.js';

describe.each(TEST_DATABASES)('contract: payments ($name)', (target) => {
  const world = useWorld(target, newPayState);

  it.each(rows(PAYMENT_CASES))('%s', async (_title, c) => {
    await runCase(world(), c);
  });
});
