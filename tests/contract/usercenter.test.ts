// Contract suite, user centre (issue 6): the real client against the reference server — profile,
// uploads, focus, authentication, feedback, help, devices, password, contacts, lock and deletion.
import { describe, it } from 'vitest';
import { TEST_DATABASES } from '../server/databases.js';
import { USERCENTER_CASES } from './cases/usercenter.js';
import { newUcState } from './cases/usercenter-state.js';
import { rows, runCase } from './support/cases.js';
import { useWorld } from './support/world.js';

describe.each(TEST_DATABASES)('contract: user centre ($name)', (target) => {
  const world = useWorld(target, newUcState);

  it.each(rows(USERCENTER_CASES))('%s', async (_title, c) => {
    await runCase(world(), c);
  });
});
