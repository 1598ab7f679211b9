// A seeded database (examples/server/seed: the recruitment seed's employers, companies, jobs and
// job lookups) and an in-process server with every handler, for the job tests. Token
// 'tok-<userId>' is a session of that user (the accounts domain is not under test here).
import type { Database } from '../../../examples/server/db/database.js';
import { HANDLERS } from '../../../examples/server/handlers.js';
import type { SessionResolver } from '../../../examples/server/http/envelope-route.js';
import { seedIfEmpty } from '../../../examples/server/seed/index.js';
import type { MetaData, Reply } from '../../../src/contract/envelope.js';
import type { TestDatabase } from '../databases.js';
import { startTestServer, type TestServer } from '../harness.js';

export interface JobsFixture {
  db: Database;
  server: TestServer;
  /** POST by path; `as` a user id logs in as them. */
  call<T>(path: string, customData: unknown, o?: { as?: string; meta?: Partial<MetaData> }): Promise<Reply<T>>;
  close(): Promise<void>;
}

const SESSIONS: SessionResolver = {
  resolve: async (_db, token) => {
    const m = /^tok-(.+)$/.exec(token);
    return m ? { state: 'valid', user: { userId: m[1]!, accountType: 1, sessionId: 's', deviceId: 'd' } } : { state: 'invalid', user: null };
  },
};

export async function openJobs(target: TestDatabase, now = Date.now()): Promise<JobsFixture> {
  const db = await target.open();
  const server = await startTestServer({ db, handlers: HANDLERS, sessions: SESSIONS, clock: () => now });
  await seedIfEmpty(db, { uploadsDir: server.services.uploadsDir, now });
  return {
    db,
    server,
    async call<T>(path: string, customData: unknown, o: { as?: string; meta?: Partial<MetaData> } = {}) {
      const { status, reply } = await server.call<T>(path, customData, { meta: { areaId: 'CIV', ...o.meta }, ...(o.as ? { token: `tok-${o.as}` } : {}) });
      if (status !== 200) throw new Error(`HTTP ${status} from ${path}`);
      return reply;
    },
    async close() {
      await server.close();
      await db.close();
      await target.cleanup();
    },
  };
}
