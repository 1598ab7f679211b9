// Contract suite, air express (the sender's side): the real client against the reference server —
// the public lists and quote, a parcel created, listed, read and cancelled.
import { describe, it } from 'vitest';
import { TEST_DATABASES } from '../server/databases.js';
import { AIR_EXPRESS_CASES, newAirExpressState } from './cases/air-express.js';
import { rows, runCase } from './support/cases.js';
import { useWorld } from './support/world.js';

describe.each(TEST_DATABASES)('contract: air express ($name)', (target) => {
  const world = useWorld(target, newAirExpressState);

  it.each(rows(AIR_EXPRESS_CASES))('%s', async (_title, c) => {
    await runCase(world(), c);
  });
});
