// Contract suite, one-tap contact events from the details page (issue: Beyond the
// spec, "Contact in one tap"): the real client against the reference server.
import { describe, it } from 'vitest';
import { TEST_DATABASES } from '../server/databases.js';
import { CONTACT_CASES, newContactState } from './cases/contact.js';
import { rows, runCase } from './support/cases.js';
import { useWorld } from './support/world.js';

describe.each(TEST_DATABASES)('contract: contact events ($name)', (target) => {
  const world = useWorld(target, newContactState);

  it.each(rows(CONTACT_CASES))('%s', async (_title, c) => {
    await runCase(world(), c);
  });
});
