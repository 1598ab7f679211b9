// A seeded database (examples/server/seed) and an in-process server on it, for the tests of one
// domain (catalogue-setup.ts, jobs/setup.ts): they differ in their handlers, their clock and how
// their `call` reads. Token 'tok-<userId>' is a session of that user (the accounts domain is not
// under test there).
import type { Database } from '../../examples/server/db/database.js';
import type { SessionResolver } from '../../examples/server/http/envelope-route.js';
import type { HandlerTable } from '../../examples/server/http/handler.js';
import { seedIfEmpty } from '../../examples/server/seed/index.js';
import type { MetaData, Reply } from '../../src/contract/envelope.js';
import type { TestDatabase } from './databases.js';
import { startTestServer, type TestServer } from './harness.js';

export const TOKEN_SESSIONS: SessionResolver = {
  resolve: async (_db, token) => {
    const m = /^tok-(.+)$/.exec(token);
    return m ? { state: 'valid', user: { userId: m[1]!, accountType: 1, sessionId: 's', deviceId: 'd' } } : { state: 'invalid', user: null };
  },
};

export interface SeededServer {
  db: Database;
  server: TestServer;
  /** POST by path; an HTTP status other than 200 throws (these tests are about the reply). */
  post<T>(path: string, customData: unknown, o: { token?: string; meta?: Partial<MetaData> }): Promise<Reply<T>>;
  /** Closes the server and the database and drops the database. */
  close(): Promise<void>;
}

/** `now`, when given, is the server's clock and the seed's time (tests of dates and expiry). */
export async function openSeeded(target: TestDatabase, handlers: HandlerTable, now?: number): Promise<SeededServer> {
  const db = await target.open();
  const server = await startTestServer({ db, handlers, sessions: TOKEN_SESSIONS, ...(now === undefined ? {} : { clock: () => now }) });
  await seedIfEmpty(db, { uploadsDir: server.services.uploadsDir, ...(now === undefined ? {} : { now }) });
  return {
    db,
    server,
    async post<T>(path: string, customData: unknown, o: { token?: string; meta?: Partial<MetaData> }) {
      const { status, reply } = await server.call<T>(path, customData, o);
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
