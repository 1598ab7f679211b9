import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Benchmarks print figures; they assert nothing about speed and are not part of `npm test`.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/bench/**/*.bench-run.ts'],
    environment: 'node',
    testTimeout: 1_800_000,
    hookTimeout: 1_800_000,
    fileParallelism: false,
    silent: false,
  },
});
