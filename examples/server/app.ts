// The reference server (issue 3): Fastify serving the standalone app, uploads and every endpoint
// of the contract. buildServer() is used both by `npm start` (main.ts) and in-process by tests.
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { CODE } from '../../src/contract/codes.js';
import type { ServerConfig } from './config.js';
import type { Database } from './db/database.js';
import { registerOutboxRoute } from './accounts/index.js';
import { registerEndpoints, sendReply, type SessionResolver } from './http/envelope-route.js';
import type { HandlerTable, ServerServices } from './http/handler.js';
import { registerCompression } from './http/compression.js';
import { requestLog } from './http/request-log.js';
import { addSecurityHeaders, registerSecurityHeaders } from './http/security-headers.js';
import { registerStaticApp } from './http/static-app.js';
import { acceptsSockets, registerBrokerSocket } from './realtime/broker-socket.js';
import { registerDevQueueRoute } from './realtime/dev-queue-route.js';
import { registerDevRoutes } from './http/dev-routes.js';
import { registerTranslateSandbox } from './translation/sandbox.js';
import { registerCinetPaySandbox } from './payments/cinetpay/sandbox.js';
import { registerCinetPayReturn } from './payments/cinetpay/return.js';
import { RETURN_PATHS } from './payments/site.js';
import { registerInstanceRoute } from './http/instance-route.js';
import { registerConsole } from './console/index.js';
import { registerPaymentWebhook } from './payments/webhook.js';
import { registerPrivateFiles } from './private-files/owner-route.js';
import { registerRobotAvatar } from './chat/service/robot-avatar.js';

export interface ServerDeps {
  config: ServerConfig;
  db: Database;
  services: ServerServices;
  sessions: SessionResolver;
  handlers: HandlerTable;
  logger?: boolean;
  /** Where the log lines go (tests read them); default stdout. */
  logStream?: { write(line: string): void };
}

/** The API is called with an Authorization header, never cookies, so any origin may call it
 *  (inline embeds run on partner origins); no credentials are ever allowed cross-origin. */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Webp',
  'Access-Control-Max-Age': '600',
};

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.production ? 'info' : 'warn', ...(deps.logStream ? { stream: deps.logStream } : {}) },
    // No line per request in production (http/request-log.ts).
    logController: requestLog(config.production),
    bodyLimit: 1_048_576,
    // Only behind a proxy that sets X-Forwarded-For; otherwise a client could pick its own IP and
    // dodge the per-IP rate limits.
    trustProxy: config.trustProxy,
    // Router-level refusals (bad URL encoding, over-long path parameter, ...) answer with a coded
    // envelope too, not Fastify's own JSON.
    // They run no onSend hook, so the security headers are added here (http/security-headers.ts).
    frameworkErrors: (_err, _req, reply) => {
      addSecurityHeaders(reply);
      return sendReply(reply, { code: CODE.BAD_ENVELOPE, message: 'errors.badEnvelope', customData: null }, 'en', 400);
    },
  });

  // The envelope is read by our own decoder whatever the content type says: a text/plain or
  // mislabelled body still gets a coded answer instead of a framework 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });

  app.addHook('onSend', async (_req, reply) => {
    for (const [k, v] of Object.entries(CORS_HEADERS)) reply.header(k, v);
  });
  registerSecurityHeaders(app);
  registerCompression(app);
  app.options('/*', async (_req, reply) => reply.code(204).send());

  // Framework-level failures (body too large, broken multipart, ...) are still coded envelopes.
  app.setErrorHandler((err, req, reply) => {
    const statusCode = (err as { statusCode?: unknown } | null)?.statusCode;
    const status = typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 ? statusCode : 500;
    if (status === 500) req.log.error({ err }, 'unhandled');
    const code = status === 500 ? CODE.INTERNAL : CODE.BAD_ENVELOPE;
    return sendReply(reply, { code, message: status === 500 ? 'errors.unknownError' : 'errors.badEnvelope', customData: null }, 'en', status);
  });

  app.get('/healthz', async () => ({ ok: true, engine: db.engine }));
  // The customer-service robot's picture (chat/service/robot-avatar.ts: RobotInfo.avatarPath).
  registerRobotAvatar(app);
  const endpoints = { db, services: deps.services, sessions: deps.sessions, handlers: deps.handlers };
  registerEndpoints(app, endpoints);
  // The payment provider's notifications: a plain form POST, not an envelope (payments/webhook.ts).
  registerPaymentWebhook(app, { db, services: deps.services });
  const { broker } = deps.services;
  if (broker && acceptsSockets(broker)) await registerBrokerSocket(app, broker);
  await registerDevRoutes(app, config.devRoutes, (scope) => {
    registerOutboxRoute(scope, deps.services);
    registerInstanceRoute(scope);
    if (broker) registerDevQueueRoute(scope, { db, broker });
    registerTranslateSandbox(scope);
  });
  // Not behind the loopback gate above: the hosted payment page must open on the phone running the
  // app. The configuration picks the sandbox in development only (config.ts `payments`).
  if (config.payments === 'sandbox') await app.register(async (scope) => registerCinetPaySandbox(scope));
  // CinetPay (and its sandbox) bring the payer back with a POST to the return page (cinetpay/return.ts).
  if (config.payments !== 'none') registerCinetPayReturn(app, RETURN_PATHS);
  // The operator console (console/): its API and pages under /console, before the app's catch-all pages.
  await registerConsole(app, { db, services: deps.services, consoleDir: config.consoleDir });
  // Papers and proofs for their owner, through the URLs signed in the replies that name them.
  await registerPrivateFiles(app, { db, services: deps.services });
  await registerStaticApp(app, config.appDir, config.uploadsDir, config.embedOrigins, endpoints, config.publicOrigin);
  return app;
}
