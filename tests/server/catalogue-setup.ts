// A seeded database and an in-process server with the catalogue handlers, for the catalogue tests.
import { CATALOGUE_HANDLERS } from '../../examples/server/catalogue/index.js';
import type { Database } from '../../examples/server/db/database.js';
import type { SessionResolver } from '../../examples/server/http/envelope-route.js';
import { seedIfEmpty } from '../../examples/server/seed/index.js';
import type { Reply } from '../../src/contract/envelope.js';
import type { TestDatabase } from './databases.js';
import { startTestServer, type TestServer } from './harness.js';

export interface CatalogueFixture {
  db: Database;
  server: TestServer;
  /** POST by endpoint path with customData, in a language, optionally logged in. */
  call<T>(path: string, customData: unknown, language?: 'cn' | 'en' | 'fr', token?: string): Promise<Reply<T>>;
  close(): Promise<void>;
}

/** Token 'tok-<userId>' is a valid session of that user (the accounts domain is not under test here). */
const SESSIONS: SessionResolver = {
  resolve: async (_db, token) => {
    const m = /^tok-(.+)$/.exec(token);
    return m ? { state: 'valid', user: { userId: m[1]!, accountType: 1, sessionId: 's', deviceId: 'd' } } : { state: 'invalid', user: null };
  },
};

export async function openCatalogue(target: TestDatabase): Promise<CatalogueFixture> {
  const db = await target.open();
  const server = await startTestServer({ db, handlers: CATALOGUE_HANDLERS, sessions: SESSIONS });
  await seedIfEmpty(db, { uploadsDir: server.services.uploadsDir });
  return {
    db,
    server,
    async call<T>(path: string, customData: unknown, language: 'cn' | 'en' | 'fr' = 'en', token?: string) {
      const { status, reply } = await server.call<T>(path, customData, { meta: { language }, ...(token ? { token } : {}) });
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
