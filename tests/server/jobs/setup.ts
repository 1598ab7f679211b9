// A seeded database (examples/server/seed: the recruitment seed's employers, companies, jobs and
// job lookups) and an in-process server with every handler, for the job tests. Token
// 'tok-<userId>' is a session of that user (the accounts domain is not under test here).
import { HANDLERS } from '../../../examples/server/handlers.js';
import type { MetaData, Reply } from '../../../src/contract/envelope.js';
import type { TestDatabase } from '../databases.js';
import { openSeeded, type SeededServer } from '../seeded-server.js';

export interface JobsFixture extends Omit<SeededServer, 'post'> {
  /** POST by path; `as` a user id logs in as them. */
  call<T>(path: string, customData: unknown, o?: { as?: string; meta?: Partial<MetaData> }): Promise<Reply<T>>;
}

export async function openJobs(target: TestDatabase, now = Date.now()): Promise<JobsFixture> {
  const { post, ...seeded } = await openSeeded(target, HANDLERS, now);
  return {
    ...seeded,
    call: <T>(path: string, customData: unknown, o: { as?: string; meta?: Partial<MetaData> } = {}) =>
      post<T>(path, customData, { meta: { areaId: 'CIV', ...o.meta }, ...(o.as ? { token: `tok-${o.as}` } : {}) }),
  };
}
