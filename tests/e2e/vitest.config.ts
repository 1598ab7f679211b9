import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Passwords at scrypt 2^12, not production's 2^17 (accounts/passwords.ts): the suites log in
// hundreds of times. Set here, in the runner's own process, so the global setup's server and every
// server a test spawns inherit it.
process.env['PASSWORD_SCRYPT_LN'] ??= '12';

// End-to-end: Playwright drives Debian's Chromium against the built app and real servers.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    // One seeded data folder for the run; each server starts on a copy (harness/market-server.ts).
    globalSetup: ['tests/e2e/harness/seeded-template.ts'],
    environment: 'node',
    // Journeys of many screens: under a minute alone, slower beside the server tests (npm test runs
    // both lanes at once on 2 cores).
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Files share nothing (each its own database or server, data folder, port and queue names):
    // two at a time, one per core, keeps CI inside its 20 minutes.
    fileParallelism: true,
    // expect.poll waits for the real server and browser: a second (vitest's default) is too short
    // on a cheap machine running two files at once.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    maxWorkers: 2,
  },
});
