// Spec §1 "Real-time messages" and §7 "Queue", end to end in Chromium against the built server: a
// logged-in app asks for queue credentials, opens the broker's websocket, subscribes to its own
// device's queue and counts each chat record it receives (the Messages tab's unread badge, spec §2); each
// message is acknowledged, so a reload does not bring it back; a visitor opens no websocket; a
// logout closes it. Played against the embedded STOMP endpoint, and against RabbitMQ's Web-STOMP
// when AMQP_URL and STOMP_URL are set (.ci/run sets them).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_USERS } from '../../examples/server/accounts/seed-users.js';
import { rabbitHttp } from '../server/realtime/rabbit-http.js';
import { encodeBase64Utf8 } from '../../src/contract/base64.js';
import { launchBrowser, phoneContext, watchErrors } from './harness/browser.js';
import { startMarketServer, type MarketServer } from './harness/market-server.js';
import { scrollHomeToGoods } from './harness/scroll-home.js';
import { loginContext } from './harness/session.js';
import { RABBIT } from './harness/brokers.js';
import { openSockets, socketsOf, watchSockets } from './harness/sockets.js';

const BROKERS: [string, Record<string, string> | null][] = [['embedded STOMP endpoint', {}], ['RabbitMQ Web-STOMP', RABBIT]];

let counter = 0;
/** A chat record as the chat service will put it on the queue: base64 JSON (spec §3 "Messages"). */
const chatMessage = (toUserId: string, content: string) => {
  counter += 1;
  const msgData = {
    chatMessageId: `rt-${Date.now()}-${counter}`, chatSessionId: 'rt-session', content, fromUserId: 'u-seller', toUserId,
    moduleId: 6, sendTime: new Date().toISOString(), sessionType: 0, type: 0,
  };
  return JSON.stringify({ encryptionType: 'base64', data: encodeBase64Utf8(JSON.stringify({ msgType: 'chatInfo', msgData })) });
};

async function publish(server: MarketServer, userId: string, body: string) {
  const res = await fetch(`${server.origin}/dev/queue`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userId, body }) });
  expect(res.status, await res.clone().text()).toBe(200);
}

const badge = (page: Page) => page.locator('nav a[href="/message/list"] .mkt-badge');
const badgeText = (page: Page) => badge(page).count().then((n) => (n === 0 ? '' : badge(page).innerText()));

describe.each(BROKERS)('real-time queue: %s', (_name, env) => {
  let server: MarketServer;
  let browser: Browser;
  beforeAll(async () => {
    if (!env) return;
    // RabbitMQ outlives the test server: start from an empty queue for the member (a message an
    // earlier, interrupted run left unacknowledged would otherwise be counted here).
    if (env.RABBITMQ_API_URL) await rabbitHttp(env.RABBITMQ_API_URL).del(`queues/%2F/${encodeURIComponent(SEED_USERS.member.userMq)}`);
    [server, browser] = await Promise.all([startMarketServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.skipIf(!env)('a logged-in app receives its messages, acknowledges them, and lets go of the socket on logout', async () => {
    const context = await phoneContext(browser);
    const login = await loginContext(context, server.origin, 'member');
    await watchSockets(context);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const sockets = () => socketsOf(page);

    // The browser's first visit makes its device queue (contract/queue.ts); what comes while the
    // app is closed waits there until it subscribes again.
    const away = await context.newPage();
    await away.goto(`${server.origin}/index`);
    await expect.poll(() => openSockets(away), { timeout: 20_000 }).toBe(1);
    await away.close();
    await publish(server, login.userId, chatMessage(login.userId, 'Bonjour, la maison est-elle libre ? [微笑]'));
    await page.goto(`${server.origin}/index`);
    await expect.poll(() => badgeText(page), { timeout: 20_000 }).toBe('1');
    expect(await sockets()).toEqual([{ path: '/ws', protocol: 'v12.stomp', open: true }]);
    await publish(server, login.userId, chatMessage(login.userId, 'Second message'));
    await expect.poll(() => badgeText(page), { timeout: 20_000 }).toBe('2');
    await page.screenshot({ path: 'tests/e2e/.artifacts/realtime-badge.png' });

    // Both were acknowledged: after a reload only the new message arrives (the count is not kept
    // across reloads; the chat service's unread total will be).
    await page.reload();
    await expect.poll(async () => (await sockets()).filter((s) => s.open).length, { timeout: 20_000 }).toBe(1);
    await publish(server, login.userId, chatMessage(login.userId, 'Third message'));
    await expect.poll(() => badgeText(page), { timeout: 20_000 }).toBe('1');
    await page.waitForTimeout(1_000); // room for a redelivery that must not come
    expect(await badgeText(page)).toBe('1');

    // Logout (spec §2 guards follow the stored user id): the socket closes and none reopens.
    await page.goto(`${server.origin}/usercenter/userSetting/settingIndex`);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click().catch(() => undefined);
    await page.waitForURL(/\/(index|login)/);
    await expect.poll(async () => (await sockets()).map((s) => s.open), { timeout: 20_000 }).toEqual([false]);
    await page.waitForTimeout(1_500); // room for a reconnect that must not come
    expect((await sockets()).map((s) => s.open)).toEqual([false]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.skipIf(!env)('two tabs share one connection; when its tab closes, the other one connects', async () => {
    const context = await phoneContext(browser);
    const login = await loginContext(context, server.origin, 'member');
    await watchSockets(context);
    const first = await context.newPage();
    await first.goto(`${server.origin}/index`);
    await expect.poll(() => openSockets(first), { timeout: 20_000 }).toBe(1);
    const second = await context.newPage();
    const errors = watchErrors(second);
    await second.goto(`${server.origin}/index`);
    // The second tab waits for the lead (Web Locks) instead of opening a socket of its own.
    await expect.poll(() => second.evaluate(async () => (await navigator.locks.query()).pending?.some((l) => /:queue:/.test(l.name ?? ''))), { timeout: 20_000 }).toBe(true);
    expect(await openSockets(second)).toBe(0);

    // Each message reaches both tabs (one consumer, relayed), not one tab or the other.
    await publish(server, login.userId, chatMessage(login.userId, 'Pour les deux onglets'));
    await publish(server, login.userId, chatMessage(login.userId, 'Encore un'));
    await expect.poll(() => badgeText(first), { timeout: 20_000 }).toBe('2');
    await expect.poll(() => badgeText(second), { timeout: 20_000 }).toBe('2');

    await first.close();
    await expect.poll(() => openSockets(second), { timeout: 20_000 }).toBe(1);
    await publish(server, login.userId, chatMessage(login.userId, 'Après la fermeture'));
    await expect.poll(() => badgeText(second), { timeout: 20_000 }).toBe('3');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.skipIf(!env)('a visitor opens no websocket', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    let sockets = 0;
    page.on('websocket', () => void (sockets += 1));
    await page.goto(`${server.origin}/index`);
    await scrollHomeToGoods(page);
    await page.waitForTimeout(1_500);
    expect(sockets).toBe(0);
    await context.close();
  });
});
