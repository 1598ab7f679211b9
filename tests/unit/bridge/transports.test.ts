// The shared bridge suite (transport-suite.ts) against every transport (transport-rigs.ts):
// memory, post-message (ports, real ports, no ports) and each native shell.
import { describe } from 'vitest';
import { TRANSPORT_CASES } from './transport-rigs.js';
import { describeTransport } from './transport-suite.js';

describe('the same bridge over every transport', () => {
  for (const transport of TRANSPORT_CASES) describeTransport(transport);
});
