// Server configuration from the environment (issue 3 "Parts and how they start").
import { resolve } from 'node:path';
import { isLoopbackAddress, type DevRoutes } from './http/dev-routes.js';

export interface ServerConfig {
  port: number;
  host: string;
  /** postgres://… — real PostgreSQL; unset = embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Built standalone app (npm run build). */
  appDir: string;
  uploadsDir: string;
  production: boolean;
  /** Development routes (/dev/outbox, /dev/queue): see DevRoutes in http/dev-routes.ts. */
  devRoutes: DevRoutes;
  /** TRUST_PROXY=1 behind a reverse proxy: client IPs are read from X-Forwarded-For. */
  trustProxy: boolean;
  amqpUrl: string | undefined;
  stompUrl: string | undefined;
  /** RabbitMQ management API (grants queue credentials); unset = derived from AMQP_URL, port 15672. */
  rabbitmqApiUrl: string | undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be an integer 0–65535, got ${JSON.stringify(env.PORT)}`);
  const dataDir = resolve(cwd, env.DATA_DIR ?? '.data');
  // Loopback by default: a developer's server is not reachable from the network unless HOST says so.
  const host = env.HOST || '127.0.0.1';
  const production = env.NODE_ENV === 'production';
  const devRoutesAsked = env.DEV_ROUTES === '1' || env.DEV_ROUTES === 'true';
  if (production && devRoutesAsked) throw new Error('DEV_ROUTES=1 is refused with NODE_ENV=production: the development routes read verification codes');
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    appDir: resolve(cwd, env.APP_DIR ?? 'dist/app'),
    uploadsDir: resolve(dataDir, 'uploads'),
    production,
    devRoutes: production ? 'off' : devRoutesAsked ? 'on' : isLoopbackAddress(host) ? 'loopback' : 'off',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    amqpUrl: env.AMQP_URL || undefined,
    stompUrl: env.STOMP_URL || undefined,
    rabbitmqApiUrl: env.RABBITMQ_API_URL || undefined,
  };
}
