// The chat when things go wrong (spec §1 "Real-time messages", §5 "Images", §9 "pictures above
// 2 MB are compressed"; the outbox, src/screens/message/outbox.ts): two users in two browser
// contexts, in French at 360×740, against the built server, on RabbitMQ's Web-STOMP when AMQP_URL
// and STOMP_URL are set (.ci/run sets them) and on the embedded broker otherwise — one run per
// environment (the same code paths as two-devices.e2e.ts, without doubling CI time):
// - a 12 MP photo from the gallery goes up compressed (≤ 2,097,152 bytes on the wire), shows in
//   the conversation, reaches the other user live and opens full screen;
// - offline, two texts show as not sent, survive a reload still offline, and go out once back
//   online; a send whose reply was lost is retried and stored once (the client id, outbox-state.ts);
// - the other user reports the sender from the conversation menu: the console's queue has it.
// Users: the buyer 'member' only sends (its own copies are 'chatSent', never counted) and the
// seller 'enterprise' only receives here, so no exact badge another RabbitMQ suite asserts moves
// (realtime.e2e.ts counts the member's chatInfo, two-devices.e2e.ts the personal user's).
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_PASSWORD, SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { CONSOLE_API_BASE, CONSOLE_CSRF_HEADER, CONSOLE_CSRF_VALUE, type ConsoleReply } from '../../../src/contract/console-api.js';
import type { ReportItem } from '../../../src/contract/console-moderation.js';
import { CHAT_ENDPOINTS } from '../../../src/contract/endpoints/chat.js';
import type { ChatRecord } from '../../../src/contract/types/chat.js';
import { storagePrefix } from '../../../src/stores/app-stores.js';
import { apiCall } from '../console/publish-over-api.js';
import { languageContext, watchErrors } from '../harness/browser.js';
import { fileSuite } from '../harness/file-suite.js';
import { text } from '../harness/locale-text.js';
import { startMarketServer } from '../harness/market-server.js';
import { PICTURE_LIMIT, photo12mp } from '../harness/photos.js';
import { loginContext, type LoggedIn } from '../harness/session.js';
import { RABBIT } from '../harness/brokers.js';
import { openSockets, watchSockets } from '../harness/sockets.js';

const BROKER = RABBIT ? 'rabbitmq' : 'embedded';

const ARTIFACTS = 'tests/e2e/.artifacts';
const BUYER = SEED_USERS.member;
const SELLER = SEED_USERS.enterprise;
/** RabbitMQ outlives the server: a tag per run so a record an earlier run left queued never matches. */
const RUN = randomUUID().slice(0, 6);
const fr = (key: string, values?: Record<string, string | number>) => text('fr', key, values);

const suite = fileSuite(() => startMarketServer(RABBIT ?? {}));
const origin = () => suite.env().origin;

const composer = (page: Page) => page.getByRole('textbox', { name: fr('chat.composer.label') });
const sendButton = (page: Page) => page.getByRole('button', { name: fr('chat.composer.send'), exact: true });
const theirs = (page: Page) => page.locator('[data-message][data-mine=false]');
const pending = (page: Page, body: string) => page.locator('[data-client-id]', { hasText: body });
const shot = (page: Page, label: string) => page.screenshot({ path: `${ARTIFACTS}/chat-resilience-${BROKER}-${label}.png` });
const chatUrl = (other: { userMq: string; petName: string }) =>
  `${origin()}/message/chat?otherUserMq=${encodeURIComponent(other.userMq)}&otherUserPetName=${encodeURIComponent(other.petName)}&sessionType=0`;

async function openAs(who: 'member' | 'enterprise', label: string) {
  const context = await languageContext(suite.browser(), 'fr');
  const login = await loginContext(context, origin(), who, `e2e-resilience-${label}`);
  await watchSockets(context);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page), login };
}

/** The conversation's stored records as the history call answers them (newest page). */
async function stored(login: LoggedIn, chatSessionId: string): Promise<ChatRecord[]> {
  const reply = await apiCall<{ resultList: ChatRecord[] }>(origin(), CHAT_ENDPOINTS.getRecentChatRecords.path,
    { chatSessionId, page: { index: 1, size: 50 } }, login.Authorization);
  if (reply.code !== 200) throw new Error(`getRecentChatRecords: ${reply.code} ${reply.message}`);
  return reply.customData.resultList;
}
/** The buyer's outbox as the app keeps it in storage (outbox.ts), in order: content and state. */
const outboxOf = (page: Page, userId: string) => page.evaluate((key) =>
  (JSON.parse(localStorage.getItem(key) ?? '[]') as { content: string; state: string; failure?: unknown }[]).map(({ content, state, failure }) => ({ content, state, failure })),
`${storagePrefix('web')}chat:outbox:${userId}`);
const timesStored = (records: readonly ChatRecord[], body: string) => records.filter((r) => r.content === body).length;

/** The development operator's console session (an admin: a moderator too). */
async function consoleCall<T>(call: string, body: unknown): Promise<T> {
  const headers = { 'content-type': 'application/json', origin: origin(), [CONSOLE_CSRF_HEADER]: CONSOLE_CSRF_VALUE };
  const password = createHash('sha256').update(SEED_PASSWORD, 'utf8').digest('hex');
  const login = await fetch(`${origin()}${CONSOLE_API_BASE}/login`, { method: 'POST', headers, body: JSON.stringify({ username: 'operator', password }) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!cookie) throw new Error(`console login failed: ${await login.text()}`);
  const res = await fetch(`${origin()}${CONSOLE_API_BASE}/${call}`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify(body) });
  const reply = (await res.json()) as ConsoleReply<T>;
  if (reply.code !== 200) throw new Error(`${call}: ${JSON.stringify(reply)}`);
  return reply.customData;
}

/** What a cache of the app would hold: its pages, code, styles, pictures and fonts — never a call. */
const SHELL = new Set(['document', 'script', 'stylesheet', 'image', 'font', 'manifest']);

/**
 * Offline as a phone is, but the app's files still load (what a cache would serve; the app has no
 * service worker): GETs of the app are fetched by the test, every call to the API fails.
 */
async function offlineButShell(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', async (route) => {
    const req = route.request();
    if (!SHELL.has(req.resourceType()) || req.method() !== 'GET' || new URL(req.url()).origin !== origin()) return route.abort('internetdisconnected');
    // With the browser's accept header: the server answers a page navigation with the app's HTML.
    const res = await fetch(req.url(), { headers: { accept: (await req.allHeaders())['accept'] ?? '*/*' } });
    // fetch has decoded the body: its encoding and length headers no longer hold.
    const headers = Object.fromEntries([...res.headers].filter(([k]) => k !== 'content-encoding' && k !== 'content-length'));
    await route.fulfill({ status: res.status, headers, body: Buffer.from(await res.arrayBuffer()) });
  });
}

describe(`chat resilience (${BROKER})`, () => {
  it('a 12 MP photo goes compressed; offline sends survive a reload and go once; a lost reply is stored once; the seller reports', async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const big = await photo12mp();
    expect(big.length).toBeGreaterThan(PICTURE_LIMIT);
    const [buyer, seller] = await Promise.all([openAs('member', 'buyer'), openAs('enterprise', 'seller')]);

    // Both in the conversation; the seller subscribed to the queue.
    await buyer.page.goto(chatUrl(SELLER));
    await seller.page.goto(chatUrl(BUYER));
    await expect.poll(() => openSockets(seller.page), { timeout: 20_000 }).toBe(1);
    await seller.page.waitForTimeout(300); // the SUBSCRIBE reaches the broker
    const chatSessionId = await buyer.page.locator('.mkt-chat[data-session]').getAttribute('data-session') ?? '';
    expect(chatSessionId).not.toBe('');
    const before = await stored(buyer.login, chatSessionId);
    const seen = await theirs(seller.page).count();

    // 1. The 12 MP photo from the gallery: compressed in the worker, below the limit on the wire.
    const uploads: number[] = [];
    buyer.page.on('request', (r: Request) => {
      if (r.url().endsWith(CHAT_ENDPOINTS.uploadChatImg.path) && r.method() === 'POST') {
        void r.allHeaders().then((h) => uploads.push(Number(h['content-length'] ?? r.postDataBuffer()?.length ?? -1)));
      }
    });
    await buyer.page.locator('input[type=file][accept=".jpg,.jpeg,.png"]').setInputFiles({ name: 'grande-photo.jpg', mimeType: 'image/jpeg', buffer: big });
    const buyerPicture = buyer.page.locator('[data-message][data-mine=true][data-type="1"]');
    await buyerPicture.waitFor({ timeout: 45_000 });
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toBeGreaterThan(0);
    expect(uploads[0]).toBeLessThanOrEqual(PICTURE_LIMIT);
    await buyerPicture.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    // Live on the seller's open conversation, and full screen on tap.
    const sellerPicture = seller.page.locator('[data-message][data-mine=false][data-type="1"]');
    await sellerPicture.waitFor({ timeout: 20_000 });
    await sellerPicture.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await sellerPicture.getByRole('button', { name: fr('chat.image.open') }).click();
    const viewer = seller.page.getByRole('dialog', { name: fr('chat.image.viewer') });
    await viewer.waitFor();
    const full = viewer.locator('img').first();
    await full.evaluate((img: HTMLImageElement) => img.decode());
    expect(await full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(360);
    await shot(seller.page, 'picture-full-screen');
    await viewer.getByRole('button', { name: fr('details.viewer.close') }).click();
    await viewer.waitFor({ state: 'detached' });

    // 2. Offline: two texts show as not sent, with the network reason and a retry.
    const first = `Vous êtes toujours là ? (${RUN})`;
    const second = `Je passe demain à 9 h. (${RUN})`;
    await offlineButShell(buyer.context);
    for (const body of [first, second]) {
      await composer(buyer.page).fill(body);
      await sendButton(buyer.page).click();
      await buyer.page.locator('[data-client-id][data-state=failed]', { hasText: body }).waitFor({ timeout: 20_000 });
    }
    const failed = pending(buyer.page, first);
    expect(await failed.locator('[data-status=failed]').innerText()).toBe(fr('chat.status.network'));
    await failed.getByRole('button', { name: fr('chat.status.retry') }).waitFor();
    await shot(buyer.page, 'not-sent');

    // A reload still offline keeps them: the conversation cannot open without the server
    // (initChatWindow), so the screen offers its retry; the two wait in the outbox, in order.
    await buyer.page.reload();
    const notice = buyer.page.locator('[data-chat-notice]');
    await notice.getByRole('button', { name: fr('chat.history.retry') }).waitFor({ timeout: 20_000 });
    expect(await buyer.page.evaluate(() => navigator.onLine)).toBe(false);
    // Failed for want of a network, or 'sending' again: the emulated network may flicker 'online'
    // to the page being left during the reload (its outbox retries, and the page goes before the
    // send fails). Unsent either way, and a restored 'sending' goes at once (outbox-state.ts).
    const kept = await outboxOf(buyer.page, buyer.login.userId);
    expect(kept.map((m) => m.content)).toEqual([first, second]);
    for (const m of kept) expect(m.state === 'sending' || (m.state === 'failed' && JSON.stringify(m.failure) === '{"kind":"network"}'), JSON.stringify(m)).toBe(true);
    await shot(buyer.page, 'offline-reload');

    // Back online: the screen's retry opens the conversation, and what is still not sent goes by
    // itself — restored as 'sending', or failed for want of a network (the conversation retries
    // those when it opens online: the 'online' event came before it existed). No tap needed.
    await buyer.context.unroute('**/*');
    await buyer.context.setOffline(false);
    await notice.getByRole('button', { name: fr('chat.history.retry') }).click();
    await composer(buyer.page).waitFor({ timeout: 20_000 });
    const mine = (body: string) => buyer.page.locator('[data-message][data-mine=true]', { hasText: body });
    await shot(buyer.page, 'back-online');
    await mine(first).waitFor({ timeout: 20_000 });
    await mine(second).waitFor({ timeout: 20_000 });
    expect(await buyer.page.locator('[data-client-id]').count()).toBe(0);

    // The seller sees each once, in order, live.
    await theirs(seller.page).filter({ hasText: second }).waitFor({ timeout: 20_000 });
    await seller.page.waitForTimeout(1_000); // room for a copy that must not come
    const sellerTexts = await theirs(seller.page).allInnerTexts();
    expect(sellerTexts.filter((s) => s.includes(first))).toHaveLength(1);
    expect(sellerTexts.filter((s) => s.includes(second))).toHaveLength(1);
    expect(sellerTexts.findIndex((s) => s.includes(first))).toBeLessThan(sellerTexts.findIndex((s) => s.includes(second)));
    expect(await theirs(seller.page).count()).toBe(seen + 3);

    // A send whose request reached the server but whose reply was lost: retried, stored once.
    const third = `Le prix est-il négociable ? (${RUN})`;
    let lostReplies = 0;
    await buyer.page.route(`**${CHAT_ENDPOINTS.sendMsg.path}`, async (route) => {
      if (lostReplies > 0) return route.fallback();
      lostReplies += 1;
      await route.fetch(); // the server stores the message...
      await route.abort('connectionreset'); // ...and the reply never comes back
    });
    await composer(buyer.page).fill(third);
    await sendButton(buyer.page).click();
    await expect.poll(() => lostReplies, { timeout: 20_000 }).toBe(1);
    // The lost reply reads as no network: not sent, with the retry; the retry sends the same
    // client id and the server answers the record it already stored.
    const lost = buyer.page.locator('[data-client-id][data-state=failed]', { hasText: third });
    await lost.waitFor({ timeout: 20_000 });
    expect(await lost.locator('[data-status=failed]').innerText()).toBe(fr('chat.status.network'));
    await lost.getByRole('button', { name: fr('chat.status.retry') }).click();
    await mine(third).waitFor({ timeout: 20_000 });
    await buyer.page.unroute(`**${CHAT_ENDPOINTS.sendMsg.path}`);
    await theirs(seller.page).filter({ hasText: third }).waitFor({ timeout: 20_000 });
    await seller.page.waitForTimeout(1_000);
    expect(await theirs(seller.page).filter({ hasText: third }).count()).toBe(1);
    expect(await mine(third).count()).toBe(1);

    // The server holds each exactly once, the picture as one more record.
    const after = await stored(buyer.login, chatSessionId);
    for (const body of [first, second, third]) expect(timesStored(after, body), body).toBe(1);
    expect(after.length).toBe(before.length + 4);

    // 3. The seller reports the buyer from the conversation menu.
    await seller.page.getByRole('button', { name: fr('chat.menu.open') }).click();
    await seller.page.getByRole('menuitem', { name: fr('chat.report.action') }).click();
    const sheet = seller.page.getByRole('dialog', { name: fr('chat.report.title', { name: BUYER.petName }) });
    await sheet.waitFor();
    // No reason: refused in place, nothing sent.
    await sheet.getByRole('button', { name: fr('chat.report.send') }).click();
    await sheet.getByRole('alert').filter({ hasText: fr('validation.choose') }).waitFor();
    await sheet.getByLabel(fr('chat.report.reasons.fraud')).check();
    await sheet.getByPlaceholder(fr('chat.report.details')).fill(`Demande un paiement avant la visite (${RUN}).`);
    await shot(seller.page, 'report-sheet');
    await sheet.getByRole('button', { name: fr('chat.report.send') }).click();
    await seller.page.getByText(fr('chat.report.done')).waitFor({ timeout: 20_000 });
    await sheet.waitFor({ state: 'detached' });
    await shot(seller.page, 'report-sent');
    const queue = await consoleCall<{ resultList: ReportItem[] }>('reportQueue', { status: 'open', pageNum: 1, pageSize: 100 });
    const report = queue.resultList.filter((r) => r.note.includes(RUN));
    expect(report).toHaveLength(1);
    expect(report[0]).toMatchObject({ reason: 'fraud', reporter: { userId: seller.login.userId }, reported: { userId: buyer.login.userId } });

    expect(buyer.errors).toEqual([]);
    expect(seller.errors).toEqual([]);
    await Promise.all([buyer.context.close(), seller.context.close()]);
    // Four phases in one journey (the photo is compressed in the worker of a throttled phone): 50 s
    // on an idle machine, past the default minute beside the server tests in CI.
  }, 150_000);
});
