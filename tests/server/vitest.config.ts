import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Passwords at scrypt 2^12, not production's 2^17 (accounts/passwords.ts): the suites log in
// hundreds of times. Set here, in the runner's own process, so the global setup's server and every
// server a test spawns inherit it.
process.env['PASSWORD_SCRYPT_LN'] ??= '12';

// Server and contract tests: Node environment, real databases (PGlite; PostgreSQL too when
// DATABASE_URL is set, as .ci/run does).
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/server/**/*.test.ts', 'tests/contract/**/*.test.ts'],
    // One migrated database made once (snapshot tarball, template database) that every test
    // database starts from.
    globalSetup: ['tests/server/global-setup.ts'],
    environment: 'node',
    // The fuzz and garbage suites make thousands of calls: a minute alone, two or three beside the
    // e2e lane on a 2-core machine (npm test runs both lanes at once). A hung call still fails.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // Files share nothing (each its own database or server, data folder, port and queue names):
    // two at a time, one per core, keeps CI inside its 20 minutes.
    fileParallelism: true,
    maxWorkers: 2,
    // The files share a worker's module cache: importing the server (Fastify, PGlite, every
    // handler) once per worker instead of once per file. They share no state: each builds its own
    // servers and databases (no file mocks modules; tests/unit holds the one that must).
    isolate: false,
  },
});
