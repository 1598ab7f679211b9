// The one way the server and contract rigs boot the reference server in-process: the real
// buildServer with its configuration read from environment variables as `npm start` reads them, a
// data folder of its own, a memory outbox, and no logging. The rigs differ only in how they call it
// (app.inject in server tests, real HTTP from the real client in contract tests).
import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../examples/server/app.js';
import { readConfig, type ServerConfig } from '../../examples/server/config.js';
import type { Database } from '../../examples/server/db/database.js';
import type { SessionResolver } from '../../examples/server/http/envelope-route.js';
import type { HandlerTable, ServerServices } from '../../examples/server/http/handler.js';
import { HANDLERS } from '../../examples/server/handlers.js';
import { createMemoryOutbox } from '../../examples/server/outbox.js';

export interface BootOptions {
  db: Database;
  /** Default: every handler of the server. */
  handlers?: HandlerTable;
  /** Default: nobody is logged in. */
  sessions?: SessionResolver;
  /** Environment variables for readConfig, over a fresh DATA_DIR and an APP_DIR without an app. */
  env?: Record<string, string>;
  services?: Partial<ServerServices>;
}

export interface BootedServer {
  app: FastifyInstance;
  services: ServerServices;
  config: ServerConfig;
}

const NO_SESSIONS: SessionResolver = { resolve: async () => ({ state: 'none' as const, user: null }) };

export async function bootServer(o: BootOptions): Promise<BootedServer> {
  const dir = mkdtempSync(join(tmpdir(), 'mkt-test-'));
  const config = { ...readConfig({ DATA_DIR: dir, APP_DIR: join(dir, 'no-app'), ...o.env }), port: 0 };
  const services: ServerServices = {
    outbox: createMemoryOutbox(() => undefined),
    clock: Date.now,
    production: config.production,
    uploadsDir: config.uploadsDir,
    privateUploadsDir: config.privateUploadsDir,
    paymentTimes: config.paymentTimes,
    ...o.services,
  };
  const app = await buildServer({ config, db: o.db, services, sessions: o.sessions ?? NO_SESSIONS, handlers: o.handlers ?? HANDLERS, logger: false });
  return { app, services, config };
}
