import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// End-to-end: Playwright drives Debian's Chromium against the built app and real servers.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
