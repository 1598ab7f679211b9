// Server configuration from the environment (issue 3 "Parts and how they start").
import { resolve, sep } from 'node:path';
import { parseEmbedSources, SELF_SOURCE } from '../../src/contract/embed-origins.js';
import { isLoopbackAddress, type DevRoutes } from './http/dev-routes.js';
import { unsharedParts } from './scale-out.js';
import type { PaymentsSetting } from './payments/cinetpay/start.js';
import { readPaymentTimes, type PaymentTimes } from './payments/payment-times.js';

/**
 * Who may frame embed.html when EMBED_ORIGINS is not set. In development: this server's own pages
 * and any page served from this machine (localhost, 127.0.0.1, [::1], any port), which is where
 * a developer runs examples/host-page (127.0.0.1:5173 framing localhost:8080) and their own
 * partner page; a page on another machine is never on it, so a development server reachable from
 * the network (HOST=0.0.0.0) still cannot be framed by a stranger's site. In production: nobody,
 * until the deployment names its partners.
 */
const DEV_EMBED_SOURCES = [SELF_SOURCE, 'http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*'];

/** More processes than this on one machine only queue for its cores and database connections. */
const MAX_WORKERS = 64;

export interface ServerConfig {
  port: number;
  host: string;
  /** postgres://… — real PostgreSQL; unset = embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Built standalone app (npm run build). */
  appDir: string;
  /** Built operator console (npm run build: dist/console), served at /console; CONSOLE_DIR, default beside appDir. */
  consoleDir: string;
  /** UPLOADS_DIR, default DATA_DIR/uploads: a volume every instance mounts when there are several. */
  uploadsDir: string;
  /**
   * PRIVATE_UPLOADS_DIR, default DATA_DIR/private-uploads: authentication papers and remittance
   * proofs (private-files/), never served as they are. Outside UPLOADS_DIR on purpose: a CDN or a
   * bucket may publish that whole folder (README "Deployment"). With several instances, a second
   * shared volume that nothing publishes.
   */
  privateUploadsDir: string;
  production: boolean;
  /** Development routes (/dev/outbox, /dev/queue): see DevRoutes in http/dev-routes.ts. */
  devRoutes: DevRoutes;
  /** TRUST_PROXY=1 behind a reverse proxy: client IPs are read from X-Forwarded-For. */
  trustProxy: boolean;
  amqpUrl: string | undefined;
  stompUrl: string | undefined;
  /** RabbitMQ management API (grants queue credentials); unset = derived from AMQP_URL, port 15672. */
  rabbitmqApiUrl: string | undefined;
  /**
   * Partner pages that may frame embed.html (src/contract/embed-origins.ts): CSP sources, empty =
   * none. EMBED_ORIGINS="https://partner.example https://other.example"; 'none' for an explicit none.
   */
  embedOrigins: readonly string[];
  /**
   * The reply cache of public reads (cache/reply-cache.ts): 'memory' by default, 'redis' when
   * REDIS_URL is set (instances share entries and invalidations), 'off' with REPLY_CACHE=off.
   */
  replyCache: 'memory' | 'redis' | 'off';
  redisUrl: string | undefined;
  /** REDIS_NAMESPACE: the Redis key namespace of this deployment (cache/open-reply-cache.ts); unset = derived. */
  redisNamespace: string | undefined;
  /**
   * WORKERS: server processes on this machine sharing PORT (cluster.ts); 1 = this process serves.
   * More than one is refused unless every part they share lives outside the process (scale-out.ts).
   */
  workers: number;
  /**
   * Machine translation (spec §1 mode 1): TRANSLATE_URL of a LibreTranslate-compatible server
   * (translation/libretranslate.ts), TRANSLATE_API_KEY its key. Unset: the development sandbox this
   * server serves (translation/sandbox.ts) when its development routes are on, else none — listings
   * are then published on approval and wait for a human translation. TRANSLATE_URL=none: none.
   */
  translate: { url: string; apiKey: string | undefined } | 'sandbox' | 'none';
  /**
   * Who moves the money (payments/provider.ts). CINETPAY_API_URL (e.g. https://api-checkout.cinetpay.com),
   * CINETPAY_SITE_ID, CINETPAY_API_KEY and CINETPAY_SECRET_KEY together: real CinetPay. None of them:
   * the CinetPay sandbox this server serves (payments/cinetpay/sandbox.ts) in development with one
   * process, else none (production, or WORKERS > 1: the sandbox keeps its payments in one process).
   * CINETPAY_API_URL=none: none.
   */
  payments: PaymentsSetting;
  /**
   * PUBLIC_ORIGIN: the origin people and the payment provider reach this server at
   * (https://market.example): the provider's notify_url is built on it, and payers may only be sent
   * back to it (spec §2 "payment return addresses ... on the product's own origin";
   * payments/site.ts). Required with real CinetPay; unset in development = this machine's
   * addresses (loopback, any port).
   */
  publicOrigin: string | undefined;
  /**
   * How long an online order waits for its money, the grace before one with a pending attempt is
   * failed, and the reconciliation job's poll (payments/payment-times.ts): PAYMENT_ORDER_SECONDS,
   * PAYMENT_EXPIRY_GRACE_SECONDS, PAYMENT_RECONCILE_SECONDS; unset = payments/limits.ts.
   */
  paymentTimes: PaymentTimes;
  /**
   * SHARES_NEED_MEMBERSHIP=1 (spec §6 "Viewing shares ... depend on the package"): a discover
   * post's detail and comments need an active membership; the feed stays open. Default off.
   */
  sharesNeedMembership: boolean;
}

function readEmbedOrigins(value: string | undefined, production: boolean): string[] {
  if (!value?.trim()) return production ? [] : DEV_EMBED_SOURCES;
  if (value.trim() === "'none'" || value.trim() === 'none') return [];
  const { sources, bad } = parseEmbedSources(value);
  if (bad.length) {
    throw new Error(`EMBED_ORIGINS: ${bad.map((b) => JSON.stringify(b)).join(', ')} is not an origin; write exact origins such as https://partner.example or https://partner.example:8443 (lower case, no path), 'self', or http://localhost:* for any port, separated by spaces`);
  }
  return sources;
}

function readTranslate(env: NodeJS.ProcessEnv, devRoutes: DevRoutes): ServerConfig['translate'] {
  const url = env.TRANSLATE_URL?.trim();
  if (url === 'none') return 'none';
  if (!url) return devRoutes === 'off' ? 'none' : 'sandbox';
  if (!/^https?:\/\/[^\s/]+/.test(url)) throw new Error(`TRANSLATE_URL must be an http(s) address of a LibreTranslate-compatible server, or none; got ${JSON.stringify(url)}`);
  return { url, apiKey: env.TRANSLATE_API_KEY || undefined };
}

const CINETPAY_VARS = ['CINETPAY_API_URL', 'CINETPAY_SITE_ID', 'CINETPAY_API_KEY', 'CINETPAY_SECRET_KEY'] as const;

function readPayments(env: NodeJS.ProcessEnv, production: boolean, workers: number): ServerConfig['payments'] {
  const [apiUrl, siteId, apiKey, secretKey] = CINETPAY_VARS.map((k) => env[k]?.trim() ?? '');
  if (apiUrl === 'none') return 'none';
  const given = CINETPAY_VARS.filter((k) => env[k]?.trim());
  if (given.length === 0) return production || workers > 1 ? 'none' : 'sandbox';
  if (given.length < CINETPAY_VARS.length) {
    const missing = CINETPAY_VARS.filter((k) => !env[k]?.trim());
    throw new Error(`CinetPay needs ${CINETPAY_VARS.join(', ')} together (or none of them for the development sandbox, or CINETPAY_API_URL=none); missing: ${missing.join(', ')}`);
  }
  if (!/^https?:\/\/[^\s/]+/.test(apiUrl!) || (production && !apiUrl!.startsWith('https://'))) {
    throw new Error(`CINETPAY_API_URL must be the http(s) address of CinetPay's API (https in production), e.g. https://api-checkout.cinetpay.com; got ${JSON.stringify(apiUrl)}`);
  }
  for (const [name, value] of [['CINETPAY_SITE_ID', siteId], ['CINETPAY_API_KEY', apiKey], ['CINETPAY_SECRET_KEY', secretKey]] as const) {
    if (/\s/.test(value!)) throw new Error(`${name} must not contain spaces`);
  }
  return { provider: 'cinetpay', apiUrl: apiUrl!.replace(/\/+$/, ''), siteId: siteId!, apiKey: apiKey!, secretKey: secretKey! };
}

function readPublicOrigin(value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(v);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== v.replace(/\/+$/, '')) {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://market.example (scheme, host and optional port, no path); got ${JSON.stringify(v)}`);
  }
  return url.origin;
}

/** One folder is the other or lies inside it. */
const nests = (a: string, b: string): boolean => a === b || a.startsWith(`${b}${sep}`) || b.startsWith(`${a}${sep}`);

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be an integer 0–65535, got ${JSON.stringify(env.PORT)}`);
  const dataDir = resolve(cwd, env.DATA_DIR ?? '.data');
  // Loopback by default: a developer's server is not reachable from the network unless HOST says so.
  const host = env.HOST || '127.0.0.1';
  const production = env.NODE_ENV === 'production';
  const devRoutesAsked = env.DEV_ROUTES === '1' || env.DEV_ROUTES === 'true';
  if (production && devRoutesAsked) throw new Error('DEV_ROUTES=1 is refused with NODE_ENV=production: the development routes read verification codes');
  const workers = Number(env.WORKERS || 1);
  if (!Number.isInteger(workers) || workers < 1 || workers > MAX_WORKERS) throw new Error(`WORKERS must be an integer 1–${MAX_WORKERS}, got ${JSON.stringify(env.WORKERS)}`);
  const config: ServerConfig = {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    appDir: resolve(cwd, env.APP_DIR ?? 'dist/app'),
    consoleDir: env.CONSOLE_DIR ? resolve(cwd, env.CONSOLE_DIR) : resolve(cwd, env.APP_DIR ?? 'dist/app', '../console'),
    uploadsDir: env.UPLOADS_DIR ? resolve(cwd, env.UPLOADS_DIR) : resolve(dataDir, 'uploads'),
    privateUploadsDir: env.PRIVATE_UPLOADS_DIR ? resolve(cwd, env.PRIVATE_UPLOADS_DIR) : resolve(dataDir, 'private-uploads'),
    production,
    devRoutes: production ? 'off' : devRoutesAsked ? 'on' : isLoopbackAddress(host) ? 'loopback' : 'off',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    amqpUrl: env.AMQP_URL || undefined,
    stompUrl: env.STOMP_URL || undefined,
    rabbitmqApiUrl: env.RABBITMQ_API_URL || undefined,
    embedOrigins: readEmbedOrigins(env.EMBED_ORIGINS, production),
    replyCache: env.REPLY_CACHE === 'off' || env.REPLY_CACHE === '0' ? 'off' : env.REDIS_URL ? 'redis' : 'memory',
    redisUrl: env.REDIS_URL || undefined,
    redisNamespace: env.REDIS_NAMESPACE || undefined,
    workers,
    translate: 'none',
    payments: 'none',
    publicOrigin: readPublicOrigin(env.PUBLIC_ORIGIN),
    paymentTimes: readPaymentTimes(env, production),
    sharesNeedMembership: env.SHARES_NEED_MEMBERSHIP === '1' || env.SHARES_NEED_MEMBERSHIP === 'true',
  };
  config.translate = readTranslate(env, config.devRoutes);
  config.payments = readPayments(env, production, workers);
  if (typeof config.payments === 'object' && !config.publicOrigin) {
    throw new Error('PUBLIC_ORIGIN is required with CinetPay (e.g. https://market.example): CinetPay posts its notifications to it and payers come back to it');
  }
  if (nests(config.uploadsDir, config.privateUploadsDir)) {
    throw new Error(`PRIVATE_UPLOADS_DIR (${config.privateUploadsDir}) and UPLOADS_DIR (${config.uploadsDir}) must be separate folders, neither inside the other: everything under UPLOADS_DIR is served to anyone`);
  }
  const unshared = workers > 1 ? unsharedParts(config) : [];
  if (unshared.length) throw new Error(`WORKERS=${workers} is refused: each worker would keep its own copy of state the others must see. ${unshared.join(' ')}`);
  return config;
}
