// vitest globalSetup: seeds one data folder for the whole e2e run (the server's first start, about
// 10 s on this machine) and provides its path; each file's server starts on a copy of it
// (market-server.ts), about 2 s, instead of seeding again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { serveDataDir } from './market-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'mkt-e2e-template-'));
  const server = await serveDataDir(dir, {}, true);
  // A clean SIGTERM closes PGlite, so the copied folder opens without recovery.
  await server.stop();
  project.provide('seededDataDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
