// Two server instances behind one load balancer (README "Deployment"): each is the real server with
// its own database pool, RabbitMQ connection and Redis client, as on two machines, sharing one
// PostgreSQL database, one Redis namespace and one RabbitMQ, and each listens on a loopback port of
// its own. The client plays a round-robin balancer: its k-th request goes to instance k % 2, so each
// step of a flow lands on the other instance than the step before. Sessions, rate limits,
// verification codes, queue grants, QR logins and the reply cache must behave as on one instance.
// Runs when DATABASE_URL, AMQP_URL, STOMP_URL and REDIS_URL are set (.ci/run sets them).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_RULES, SEED_PASSWORD_HASH } from '../../examples/server/accounts/index.js';
import { QR_CONTENT_PREFIX } from '../../examples/server/accounts/qr-handlers.js';
import { SEED_PASSWORD_STORED } from '../../examples/server/accounts/seed-users.js';
import { openReplyCache } from '../../examples/server/cache/open-reply-cache.js';
import type { ReplyCache } from '../../examples/server/cache/reply-cache.js';
import { readConfig } from '../../examples/server/config.js';
import { openDatabase, type Database } from '../../examples/server/db/database.js';
import { migrate } from '../../examples/server/db/migrate.js';
import { SESSIONS } from '../../examples/server/handlers.js';
import { createMemoryOutbox } from '../../examples/server/outbox.js';
import type { Broker } from '../../examples/server/realtime/broker.js';
import { createRabbitBroker, rabbitUsername } from '../../examples/server/realtime/rabbitmq-broker.js';
import { CODE } from '../../src/contract/codes.js';
import { SYSTEM_CODE } from '../../src/contract/constants.js';
import { ENDPOINTS } from '../../src/contract/endpoints.js';
import { decodeReply, encodeRequest, type MetaData, type Reply } from '../../src/contract/envelope.js';
import { isProofChallenge } from '../../src/contract/proof-of-work.js';
import { QR_LOGIN_STATE } from '../../src/contract/statuses.js';
import type { GenerateTokenReply, LoginResult, QrCodeImgReply, QrStatusReply, UserAllInfo } from '../../src/contract/types/account.js';
import type { QueueCredentials } from '../../src/contract/types/chat.js';
import { MODULES } from '../../src/modules/index.js';
import { freshIp } from './accounts/helpers.js';
import { bootServer, type BootedServer } from './boot.js';
import { createPostgresDatabase } from './databases.js';
import { testMeta } from './harness.js';
import { approveListing, openFixture, payload, USER_IDS, type Fixture } from './listings/fixtures.js';
import { rabbitHttp } from './realtime/rabbit-http.js';
import { deviceQueueName } from '../../src/contract/queue.js';
import { openStomp, RABBIT_DEVICE, type StompSession } from './realtime/rabbit-stomp.js';

const NEEDED = ['DATABASE_URL', 'AMQP_URL', 'STOMP_URL', 'REDIS_URL'] as const;
const missing = NEEDED.filter((name) => !process.env[name]);
if (missing.length) console.warn(`instances.test.ts skipped: set ${missing.join(', ')} (several instances share PostgreSQL, RabbitMQ and Redis)`);

const P = ENDPOINTS;
const house = MODULES.house.endpoints;

type Via = 'A' | 'B';
interface Answer<T> {
  reply: Reply<T>;
  /** Which instance answered. */
  via: Via;
  /** X-Reply-Cache: hit, miss, or undefined for an uncacheable call. */
  cache: string | undefined;
}
interface CallOptions {
  token?: string;
  ip?: string;
  meta?: Partial<MetaData>;
}

describe.skipIf(missing.length > 0)('two instances sharing PostgreSQL, Redis and RabbitMQ', () => {
  const env = {
    DATABASE_URL: '', // set in beforeAll: the fresh database of this file
    AMQP_URL: process.env.AMQP_URL ?? '',
    STOMP_URL: process.env.STOMP_URL ?? '',
    RABBITMQ_API_URL: process.env.RABBITMQ_API_URL ?? 'http://guest:guest@127.0.0.1:15672',
    REDIS_URL: process.env.REDIS_URL ?? '',
    TRUST_PROXY: '1',
  };
  const run = randomBytes(4).toString('hex');
  /** Alice's queue: a name of this run's own, so no other run's grant or message meets it. */
  const aliceQueue = `mkt.test.${run}.instances`;
  // The SMS provider: outside both instances, as a real one is (each instance would otherwise
  // keep the codes it sent to itself; WORKERS shares a development outbox, cluster-outbox.ts).
  const provider = createMemoryOutbox(() => undefined);
  let fresh: { url: string; drop(): Promise<void> } | undefined;
  let fixtureDb: Database;
  let fx: Fixture;
  const parts: { db: Database; broker: Broker; cache: ReplyCache | undefined; server: BootedServer; origin: string }[] = [];
  const stomps: StompSession[] = [];

  beforeAll(async () => {
    fresh = await createPostgresDatabase(process.env.DATABASE_URL!, 'instances');
    env.DATABASE_URL = fresh.url;
    fixtureDb = await openDatabase({ url: fresh.url });
    await migrate(fixtureDb);
    fx = await openFixture(fixtureDb);
    // Alice and Bob log in with the seed password; Alice's queue is this run's.
    for (const name of ['alice', 'bob'] as const) {
      await fixtureDb.query('update users set password_hash = $2, username = $3, user_mq = $4 where id = $1', [
        USER_IDS[name], SEED_PASSWORD_STORED, `${name}-${run}`, name === 'alice' ? aliceQueue : `mkt.test.${run}.${name}`,
      ]);
    }
    for (let i = 0; i < 2; i++) {
      // What main.ts opens from the same environment, once per instance.
      const config = readConfig(env);
      const db = await openDatabase({ url: fresh.url });
      const broker = await createRabbitBroker({ amqpUrl: env.AMQP_URL, stompUrl: env.STOMP_URL, adminUrl: env.RABBITMQ_API_URL });
      const cache = await openReplyCache(config);
      const server = await bootServer({ db, sessions: SESSIONS, env, services: { broker, ...(cache ? { replyCache: cache } : {}), outbox: provider } });
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const address = server.app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      parts.push({ db, broker, cache, server, origin: `http://127.0.0.1:${address.port}` });
    }
  });

  afterAll(async () => {
    await Promise.all(stomps.map((s) => s.end()));
    for (const p of parts) {
      await p.server.app.close();
      await p.broker.close();
      await p.cache?.close();
      await p.db.close();
    }
    await fx?.close();
    await fixtureDb?.close();
    await fresh?.drop();
    const http = rabbitHttp(env.RABBITMQ_API_URL);
    for (const name of ['alice', 'bob']) {
      const queue = name === 'alice' ? aliceQueue : `mkt.test.${run}.${name}`;
      // The user's exchange and its device queue (contract/queue.ts; rabbit-stomp.ts's device).
      await http.del(`queues/%2F/${encodeURIComponent(deviceQueueName(queue, RABBIT_DEVICE))}`);
      await http.del(`exchanges/%2F/${encodeURIComponent(queue)}`);
      await http.del(`users/${encodeURIComponent(rabbitUsername(queue))}`);
    }
  });

  // The balancer: request k goes to instance k % 2; each test starts on A.
  let k = 0;
  beforeEach(() => { k = 0; });
  const next = (): { origin: string; via: Via } => {
    const i = k++ % 2;
    return { origin: parts[i]!.origin, via: i === 0 ? 'A' : 'B' };
  };
  async function call<T>(path: string, customData: unknown, o: CallOptions = {}): Promise<Answer<T>> {
    const { origin, via } = next();
    const res = await fetch(origin + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': o.ip ?? freshIp(), ...(o.token ? { authorization: o.token } : {}) },
      body: JSON.stringify(encodeRequest({ metaData: testMeta(o.meta), customData })),
    });
    const decoded = decodeReply(await res.text());
    if (!decoded.ok) throw new Error(`undecodable reply from ${via} (${res.status})`);
    return { reply: decoded.value as Reply<T>, via, cache: res.headers.get('x-reply-cache') ?? undefined };
  }
  const login = async (name: 'alice' | 'bob', deviceId = `device-${randomBytes(3).toString('hex')}`) => {
    const r = await call<LoginResult>(P.login.path, { type: 'account', loginData: { username: `${name}-${run}`, password: SEED_PASSWORD_HASH } }, { meta: { deviceId } });
    expect(r.reply.code).toBe(200);
    return r.reply.customData;
  };

  it('a session made on A works on B; refreshed on B, then logged out on A, it ends on both', async () => {
    const made = await call<LoginResult>(P.login.path, { type: 'account', loginData: { username: `alice-${run}`, password: SEED_PASSWORD_HASH } }, { meta: { deviceId: 'laptop' } });
    expect([made.via, made.reply.code]).toEqual(['A', 200]);
    const first = made.reply.customData;
    const onB = await call<UserAllInfo>(P.getUserInfo.path, {}, { token: first.Authorization });
    expect([onB.via, onB.reply.code, onB.reply.customData.userId]).toEqual(['B', 200, USER_IDS.alice]);

    expect((await call(P.getUserInfo.path, {}, { token: first.Authorization })).reply.code).toBe(200); // A
    const renewed = await call<GenerateTokenReply>(P.generateToken.path, { userId: USER_IDS.alice, refreshToken: first.refreshToken });
    expect([renewed.via, renewed.reply.code]).toEqual(['B', 200]);
    const second = renewed.reply.customData;
    // A knows of B's rotation: the replaced token is told 4006 (regenerate), the new one works.
    const replaced = await call(P.getUserInfo.path, {}, { token: first.Authorization });
    expect([replaced.via, replaced.reply.code]).toEqual(['A', CODE.TOKEN_EXPIRED]);
    expect((await call(P.getUserInfo.path, {}, { token: second.Authorization })).reply.code).toBe(200); // B

    const out = await call(P.logout.path, {}, { token: second.Authorization });
    expect([out.via, out.reply.code]).toEqual(['A', 200]);
    const after = await call(P.getUserInfo.path, {}, { token: second.Authorization });
    expect([after.via, after.reply.code]).toEqual(['B', CODE.NOT_LOGGED_IN]);
    const refreshAfter = await call(P.generateToken.path, { userId: USER_IDS.alice, refreshToken: second.refreshToken });
    expect(refreshAfter.reply.code).toBe(CODE.NOT_LOGGED_IN); // A
  });

  it('a send-code limit counts the sends of both instances, and a code sent by A is checked by B', async () => {
    const ip = freshIp();
    const phones = Array.from({ length: RATE_RULES.sendCodeIp.limit }, (_, i) => `07${String(60_000_000 + i)}`);
    const vias: Via[] = [];
    for (const phone of phones) {
      const r = await call(P.sendRegisterCode.path, { mobileCode: '225', phone }, { ip });
      expect(r.reply.code).toBe(200);
      vias.push(r.via);
    }
    // Each instance saw half of the sends: neither alone has reached the limit.
    expect(vias.filter((v) => v === 'A')).toHaveLength(phones.length / 2);
    const over = await call(P.sendRegisterCode.path, { mobileCode: '225', phone: '0769999999' }, { ip });
    expect([over.via, over.reply.code]).toEqual(['A', CODE.RATE_LIMITED]);
    const overOnB = await call(P.sendRegisterCode.path, { mobileCode: '225', phone: '0769999998' }, { ip });
    expect([overOnB.via, overOnB.reply.code]).toEqual(['B', CODE.RATE_LIMITED]);

    // A code sent by one instance is checked by the other (phones[1] went through B, phones[0] through A).
    const codeOf = (phone: string) => provider.list(`+225${phone}`)[0]!.code;
    const sentByB = await call(P.checkRegisterCode.path, { mobileCode: '225', phone: phones[1], validCode: codeOf(phones[1]!) });
    expect([sentByB.via, sentByB.reply.code]).toEqual(['A', 200]);
    const sentByA = await call(P.checkRegisterCode.path, { mobileCode: '225', phone: phones[0], validCode: codeOf(phones[0]!) });
    expect([sentByA.via, sentByA.reply.code]).toEqual(['B', 200]);
  });

  it('failed logins of one account count on both instances: past the free ones, a new device proves work', async () => {
    const wrong = (i: number) => ({ type: 'account', loginData: { username: `bob-${run}`, password: `${'0'.repeat(63)}${i}` } });
    const vias: Via[] = [];
    for (let i = 0; i < RATE_RULES.loginFailAccount.limit; i++) {
      const r = await call(P.login.path, wrong(i), { meta: { deviceId: `guesser-${i}` } });
      expect(r.reply.code).toBe(CODE.VALIDATION);
      vias.push(r.via);
    }
    expect(vias).toEqual(['A', 'B', 'A', 'B', 'A']);
    const past = await call(P.login.path, wrong(9), { meta: { deviceId: 'guesser-new' } });
    expect(past.via).toBe('B');
    expect(past.reply.code).toBe(CODE.RATE_LIMITED);
    expect(isProofChallenge(past.reply.customData)).toBe(true);
  });

  it('a QR code made on A, scanned and confirmed through B, is collected on A', async () => {
    // Alice's phone (Bob's account is the guessed one of the test above: a new device of his proves work).
    const phone = await login('alice', 'alice-phone');
    k = 0;
    const made = await call<QrCodeImgReply>(P.qrCodeImg.path, {});
    expect([made.via, made.reply.code]).toEqual(['A', 200]);
    const { qrCodeId, scanCode } = made.reply.customData;
    const scanned = await call(P.scanQrCode.path, { qrCodeId: QR_CONTENT_PREFIX + scanCode }, { token: phone.Authorization });
    expect([scanned.via, scanned.reply.code]).toEqual(['B', 200]);
    const seen = await call<QrStatusReply>(P.checkQrCodeLoginStatus.path, { qrCodeId }, { meta: { deviceId: 'desktop' } });
    expect([seen.via, seen.reply.customData.state]).toEqual(['A', QR_LOGIN_STATE.scanned]);
    const confirmed = await call(P.confirmQrCodeLogin.path, { qrCodeId: QR_CONTENT_PREFIX + scanCode }, { token: phone.Authorization });
    expect([confirmed.via, confirmed.reply.code]).toEqual(['B', 200]);
    const collected = await call<QrStatusReply>(P.checkQrCodeLoginStatus.path, { qrCodeId }, { meta: { deviceId: 'desktop' } });
    expect([collected.via, collected.reply.customData.state]).toEqual(['A', QR_LOGIN_STATE.confirmed]);
    const session = collected.reply.customData.login!;
    expect(session.userId).toBe(USER_IDS.alice);
    // The desktop's new session works on B.
    const onB = await call<UserAllInfo>(P.getUserInfo.path, {}, { token: session.Authorization });
    expect([onB.via, onB.reply.customData.userId]).toEqual(['B', USER_IDS.alice]);
  });

  it('queue credentials granted by A open RabbitMQ; a message published through B arrives', async () => {
    const alice = await login('alice');
    k = 0;
    const { origin } = next(); // A: the credentials are a GET (spec §7 "Queue")
    const res = await fetch(`${origin}${P.getQueueCredentials.path.replace(':systemCode', SYSTEM_CODE)}`, { headers: { authorization: alice.Authorization } });
    const decoded = decodeReply(await res.text());
    if (!decoded.ok) throw new Error('undecodable credentials');
    const granted = decoded.value as Reply<QueueCredentials>;
    expect(granted.code).toBe(200);
    const c = granted.customData;
    expect(c.userMq).toBe(aliceQueue);
    const session = openStomp(`${c.mqIpType}://${c.mqIp}:${c.mqPort}/ws`, c.mqUsername, c.mqPassword);
    stomps.push(session);
    await session.connected;
    const inbox = session.subscribe(aliceQueue);
    await inbox.receipt; // the device queue is bound: a publish before it would be dropped

    const b = next(); // B publishes, as the chat service of another instance will
    expect(b.via).toBe('B');
    const published = await fetch(`${b.origin}/dev/queue`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId: USER_IDS.alice, body: `hello from B ${run}` }) });
    expect(published.status).toBe(200);
    const message = await inbox.next(10_000);
    expect(message.body).toBe(`hello from B ${run}`);
    message.ack();
  });

  it('the reply cache: what A cached is a hit on B, and a publish or an edit on B makes A\'s next read fresh', async () => {
    const alice = await login('alice');
    k = 0;
    const meta = { areaId: 'ZZA' };
    const list = { page: { index: 1, size: 15 }, tagId: fx.ids.tag.house };
    type SearchReply = { totalCount: number; resultList: { title: string }[] };
    const first = await call<SearchReply>(house.search.path, list, { meta });
    expect([first.via, first.cache]).toEqual(['A', 'miss']);
    const fromB = await call<SearchReply>(house.search.path, list, { meta });
    expect([fromB.via, fromB.cache]).toEqual(['B', 'hit']);
    expect(fromB.reply).toEqual(first.reply);
    expect((await call(house.search.path, list, { meta })).cache).toBe('hit'); // A

    const published = await call<{ serviceId: string }>(house.update!.path, payload('house', fx.ids, 'alice', { title: `Publiée sur B ${run}` }), { token: alice.Authorization });
    expect([published.via, published.reply.code]).toEqual(['B', 200]);
    // On review until an operator approves it (spec §4), here through B's cache as B's console would.
    await approveListing(fixtureDb, published.reply.customData.serviceId, { replyCache: parts[1]!.cache });
    const renewed = await call<SearchReply>(house.search.path, list, { meta });
    expect([renewed.via, renewed.cache]).toEqual(['A', 'miss']);
    expect(renewed.reply.customData.totalCount).toBe(first.reply.customData.totalCount + 1);
    expect(renewed.reply.customData.resultList.map((r) => r.title)).toContain(`Publiée sur B ${run}`);
    expect((await call(house.search.path, list, { meta })).cache).toBe('hit'); // B

    const id = published.reply.customData.serviceId;
    type DetailReply = { resultMap: { title: string } };
    const detail = () => call<DetailReply>(house.detail.path, { serviceId: id, userId: '' }, { meta });
    expect((await detail()).cache).toBe('miss'); // A
    expect((await detail()).cache).toBe('hit'); // B
    expect((await detail()).cache).toBe('hit'); // A
    const edited = await call(house.update!.path, payload('house', fx.ids, 'alice', { serviceId: id, title: `Repeinte sur B ${run}` }), { token: alice.Authorization });
    expect([edited.via, edited.reply.code]).toEqual(['B', 200]);
    // The edit on B sends it back to review: A no longer serves the details it cached ...
    const onReview = await detail();
    expect([onReview.via, onReview.reply.code]).toEqual(['A', 4404]);
    // ... and after the approval (through A's cache this time) B shows the new title.
    await approveListing(fixtureDb, id, { replyCache: parts[0]!.cache });
    const afterEdit = await detail();
    expect([afterEdit.via, afterEdit.cache, afterEdit.reply.customData.resultMap.title]).toEqual(['B', 'miss', `Repeinte sur B ${run}`]);
  });
});
