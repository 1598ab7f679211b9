// Registers every endpoint of the contract (src/contract/endpoints.ts) on the Fastify app:
// decode the base64 envelope, resolve the caller, run the handler, encode the reply.
// Whatever the input, the answer is a coded envelope: no user input can produce a 500 (issue 3).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE } from '../../../src/contract/codes.js';
import type { AnyEndpoint } from '../../../src/contract/endpoint.js';
import { ENDPOINTS, type EndpointName } from '../../../src/contract/endpoints.js';
import { decodeRequest, type LanguageCode, type MetaData, type Reply } from '../../../src/contract/envelope.js';
import { CACHE_POLICIES, canonicalJson, type CachePolicy } from '../cache/cache-policy.js';
import { readThroughCache, type ReplyCache } from '../cache/reply-cache.js';
import { countDetailView } from '../contact/detail-views.js';
import type { Database } from '../db/database.js';
import type { BrokerAddress } from '../realtime/broker.js';
import { ReplyError, type AuthState, type AuthUser, type Handler, type HandlerTable, type ServerServices } from './handler.js';
import { translate } from './messages.js';
import { normalizeMeta } from './meta.js';
import { readMultipart } from './multipart.js';
import { encodeReplyWire } from './reply-wire.js';

/** Resolves the Authorization header to a user (implemented by the accounts domain). */
export interface SessionResolver {
  resolve(db: Database, token: string, now: number): Promise<{ state: AuthState; user: AuthUser | null }>;
}

export interface EndpointDeps {
  db: Database;
  services: ServerServices;
  sessions: SessionResolver;
  handlers: HandlerTable;
}

// Namespaces of locales/*.json whose keys the server may answer with (anything else is sent as it is).
// jobs: the refusals of the CV and application calls (jobs.errors.*).
const isKey = (s: string) => /^(errors|validation|app|list|dialog|outbox|usercenterServer|jobs)\.[A-Za-z0-9_.]+$/.test(s);

/** The reply on the wire (JSON text of the envelope): message keys translated into the caller's language. */
export function wireReply(body: Reply<unknown>, language: LanguageCode, values: Record<string, string | number> = {}): string {
  const message = isKey(body.message) ? translate(body.message, language, values) : body.message;
  return JSON.stringify(encodeReplyWire({ ...body, message }));
}

export function sendReply(reply: FastifyReply, body: Reply<unknown>, language: LanguageCode, status = 200, values: Record<string, string | number> = {}) {
  return sendWire(reply, wireReply(body, language, values), status);
}

// no-store for browsers and proxies: the server's own cache is invalidated by writes, theirs is not.
const sendWire = (reply: FastifyReply, wire: string, status = 200) =>
  reply.code(status).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(wire);

/** How a call that needs a login is refused, by the state of its token (no token: as invalid). */
const REFUSALS: Partial<Record<AuthState, readonly [number, string]>> & { invalid: readonly [number, string] } = {
  invalid: [CODE.NOT_LOGGED_IN, 'errors.notLoggedIn'],
  expired: [CODE.TOKEN_EXPIRED, 'errors.loginExpired'],
  suspended: [CODE.ACCOUNT_SUSPENDED, 'errors.accountSuspended'],
};

/** Longest canonical customData worth a cache entry: anything longer is not a repeated public read. */
const MAX_CACHED_INPUT = 1024;

export function registerEndpoints(app: FastifyInstance, deps: EndpointDeps): void {
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const endpoint: AnyEndpoint = ENDPOINTS[name];
    const handler = deps.handlers[name] as Handler | undefined;
    // Only envelope (json) calls are cached: uploads and GET credentials are per-user writes/reads.
    const policy = endpoint.transport === 'json' && !endpoint.auth ? CACHE_POLICIES[name] : undefined;
    const run = (req: FastifyRequest, reply: FastifyReply) => handle(name, endpoint, handler, policy, req, reply, deps);
    if (endpoint.transport === 'get') app.get(endpoint.path, run);
    else app.post(endpoint.path, run);
  }
}

async function handle(
  name: EndpointName,
  endpoint: AnyEndpoint,
  handler: Handler | undefined,
  policy: CachePolicy | undefined,
  req: FastifyRequest,
  reply: FastifyReply,
  deps: EndpointDeps,
) {
  let language: LanguageCode = 'en';
  try {
    const input = await readInput(endpoint, req);
    if (!input.ok) return sendReply(reply, { code: CODE.BAD_ENVELOPE, message: 'errors.badEnvelope', customData: null }, language);
    const meta = normalizeMeta(input.meta);
    language = meta.language;
    if (!handler) return sendReply(reply, { code: CODE.NOT_FOUND, message: 'app.notAvailable', customData: null }, language);

    // A reply the same for everyone (cache/cache-policy.ts scope) is made as for a visitor, whoever
    // asks; otherwise a logged-in caller always gets a reply made for them, never a cached one.
    const shared = policy?.scope === 'everyone';
    const token = shared ? '' : bearer(req.headers.authorization);
    const cache = deps.services.replyCache;
    const cacheKey = policy && !token && cache ? await keyOf(cache, name, meta, policy, input.customData) : null;
    const seen: { user: AuthUser | null } = { user: null };
    const read = await readThroughCache(cache, cacheKey, async () => {
      const now = deps.services.clock();
      const { state, user } = token ? await deps.sessions.resolve(deps.db, token, now) : { state: 'none' as const, user: null };
      seen.user = user;
      if (endpoint.auth && !user) {
        // Spec §8: 4006 = token expired (client regenerates and replays); 4001 = go to /login;
        // 4030 = suspended by the moderators (accounts/suspension.ts: confirm, then log out).
        const [code, message] = REFUSALS[state] ?? REFUSALS.invalid;
        return { code, wire: wireReply({ code, message, customData: null }, language) };
      }
      const ctx = { db: deps.db, meta, language, user, auth: state, token, ip: req.ip, address: requestAddress(req), services: deps.services };
      const body = await handler(input.customData, ctx);
      return { code: body.code, wire: wireReply(body, language) };
    });
    // A details read counts a view (issue: Beyond the spec), cached or not; not waited for.
    if (read.code === 200) {
      countDetailView(deps.db, name, input.customData, { userId: seen.user?.userId ?? null, deviceId: meta.deviceId, ip: req.ip },
        deps.services.clock(), (err) => req.log.warn({ err, endpoint: name }, 'contact: a view was not counted'));
    }
    return sendWire(read.cache ? reply.header('X-Reply-Cache', read.cache) : reply, read.wire);
  } catch (e) {
    if (e instanceof ReplyError) return sendReply(reply, { code: e.code, message: e.key, customData: e.customData }, language, 200, e.values);
    req.log.error({ err: e, endpoint: name }, 'handler failed');
    // A bug, never user input: still a coded reply, and the fuzz test fails on it.
    return sendReply(reply, { code: CODE.INTERNAL, message: 'errors.unknownError', customData: null }, language);
  }
}

/**
 * endpoint + version + language + country + canonical customData; null when this request is not
 * kept (the policy says no, the input is too long, or the version cannot be read). The version is
 * read before the handler runs (cache/reply-cache.ts says why).
 */
export async function keyOf(cache: ReplyCache, name: EndpointName, meta: MetaData, policy: CachePolicy, customData: unknown): Promise<string | null> {
  if (!policy.when(customData)) return null;
  const data = canonicalJson(customData ?? null);
  if (data.length > MAX_CACHED_INPUT) return null;
  const version = await cache.version();
  if (version < 0) return null;
  return `${name}:${version}:${meta.language}:${meta.areaId}:${data}`;
}

type Input = { ok: true; meta: Record<string, unknown>; customData: unknown } | { ok: false };

async function readInput(endpoint: AnyEndpoint, req: FastifyRequest): Promise<Input> {
  if (endpoint.transport === 'get') {
    return { ok: true, meta: {}, customData: { ...(req.query as object), ...(req.params as object) } };
  }
  if (endpoint.transport === 'multipart') {
    const form = await readMultipart(req);
    if (!form) return { ok: false };
    // Uploads carry their fields in the form; metaData is not sent with them (spec §7).
    return { ok: true, meta: { language: form.fields.language }, customData: form };
  }
  const decoded = decodeRequest(req.body);
  return decoded.ok ? { ok: true, meta: decoded.value.metaData, customData: decoded.value.customData } : { ok: false };
}

/** The scheme, host and port the client called (behind a trusted proxy: the forwarded ones). */
export function requestAddress(req: FastifyRequest): BrokerAddress {
  const scheme = req.protocol === 'https' ? 'wss' : 'ws';
  const port = Number(req.port) || (scheme === 'wss' ? 443 : 80);
  return { scheme, host: req.hostname, port };
}

const bearer = (header: string | undefined): string => (header ?? '').replace(/^Bearer\s+/i, '').trim().slice(0, 512);
