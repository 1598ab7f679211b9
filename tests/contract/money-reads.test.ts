// Contract suite, the money screens' read calls: the real client against the reference server.
import { describe, it } from 'vitest';
import { TEST_DATABASES } from '../server/databases.js';
import { MONEY_READ_CASES, newMoneyState } from './cases/money-reads.js';
import { rows, runCase } from './support/cases.js';
import { useWorld } from './support/world.js';

describe.each(TEST_DATABASES)('contract: money reads ($name)', (target) => {
  const world = useWorld(target, newMoneyState);

  it.each(rows(MONEY_READ_CASES))('%s', async (_title, c) => {
    await runCase(world(), c);
  });
});
