// Every device of a user gets every message (spec §1 "Real-time messages", §7 "Queue"; each browser
// reads a queue of its own on the user's exchange, contract/queue.ts), in Chromium against the built
// server, in French at 360×740: user A on two browser contexts (two devices, a phone and a tablet,
// say) and user B.
// - B writes: both of A's devices show it live on their badge, neither took it from the other;
// - both open the conversation; B's next message shows on both at once;
// - A answers from device 1: device 2 shows it as A's own, live (the 'chatSent' copy), and B gets it.
// Played against the embedded STOMP endpoint, and against RabbitMQ's Web-STOMP when AMQP_URL and
// STOMP_URL are set (.ci/run sets them). A and B are users no other RabbitMQ suite writes to.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { languageContext, launchBrowser, watchErrors } from '../harness/browser.js';
import { text } from '../harness/locale-text.js';
import { startMarketServer, type MarketServer } from '../harness/market-server.js';
import { loginContext } from '../harness/session.js';
import { RABBIT } from '../harness/brokers.js';
import { openSockets, watchSockets } from '../harness/sockets.js';

const BROKERS: [string, Record<string, string> | null][] = [['embedded', {}], ['rabbitmq', RABBIT]];

const ARTIFACTS = 'tests/e2e/.artifacts';
const A = SEED_USERS.personal;
const B = SEED_USERS.enterprise;
const fr = (key: string, values?: Record<string, string | number>) => text('fr', key, values);

const badge = (page: Page) => page.locator('nav a[href="/message/list"] .mkt-badge');
const badgeText = (page: Page) => badge(page).count().then((n) => (n === 0 ? '' : badge(page).innerText()));
const composer = (page: Page) => page.getByRole('textbox', { name: fr('chat.composer.label') });
const sendButton = (page: Page) => page.getByRole('button', { name: fr('chat.composer.send'), exact: true });
const theirs = (page: Page, body: string) => page.locator('[data-message][data-mine=false]', { hasText: body });
const mine = (page: Page, body: string) => page.locator('[data-message][data-mine=true]', { hasText: body });

describe.each(BROKERS)('two devices of one user (%s)', (name, env) => {
  let server: MarketServer;
  let browser: Browser;
  beforeAll(async () => {
    if (!env) return;
    mkdirSync(ARTIFACTS, { recursive: true });
    [server, browser] = await Promise.all([startMarketServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A browser logged in as `who`; `label` tells the login's device apart (one session per device). */
  async function device(who: 'personal' | 'enterprise', label: string) {
    const context = await languageContext(browser, 'fr');
    await loginContext(context, server.origin, who, `e2e-two-devices-${label}`);
    await watchSockets(context);
    const page = await context.newPage();
    return { context, page, errors: watchErrors(page) };
  }
  const shot = (page: Page, label: string) => page.screenshot({ path: `${ARTIFACTS}/two-devices-${name}-${label}.png` });

  it.skipIf(!env)("B's messages reach both of A's devices; A's answer from one shows on the other", async () => {
    const [one, two, b] = await Promise.all([device('personal', 'a1'), device('personal', 'a2'), device('enterprise', 'b')]);
    // A's two devices are open and subscribed (each its own queue: neither takes the other's share).
    await Promise.all([one, two].map(async (d) => {
      await d.page.goto(`${server.origin}/index`);
      await expect.poll(() => openSockets(d.page), { timeout: 20_000 }).toBe(1);
    }));
    await Promise.all([one, two].map((d) => d.page.waitForTimeout(300))); // the SUBSCRIBE reaches the broker
    const start = await Promise.all([badgeText(one.page), badgeText(two.page)]);

    // B opens the conversation with A and writes.
    await b.page.goto(`${server.origin}/message/chat?otherUserMq=${encodeURIComponent(A.userMq)}&otherUserPetName=${encodeURIComponent(A.petName)}&sessionType=0`);
    await composer(b.page).fill('Bonjour, vous êtes là ?');
    await sendButton(b.page).click();
    await mine(b.page, 'Bonjour, vous êtes là ?').waitFor({ timeout: 20_000 });
    const plusOne = (before: string) => String(Number(before || '0') + 1);
    await expect.poll(() => badgeText(one.page), { timeout: 20_000 }).toBe(plusOne(start[0] ?? ''));
    await expect.poll(() => badgeText(two.page), { timeout: 20_000 }).toBe(plusOne(start[1] ?? ''));
    await shot(two.page, 'badge');

    // Both devices open the conversation; B's next message shows on both, live.
    for (const d of [one, two]) {
      await d.page.locator('nav a[href="/message/list"]').click();
      await d.page.locator('.mkt-msg-row', { hasText: B.petName }).click();
      await d.page.waitForURL(/\/message\/chat\?/);
      await theirs(d.page, 'Bonjour, vous êtes là ?').waitFor({ timeout: 20_000 });
    }
    await composer(b.page).fill('Je peux passer samedi.');
    await sendButton(b.page).click();
    await Promise.all([one, two].map((d) => theirs(d.page, 'Je peux passer samedi.').waitFor({ timeout: 20_000 })));

    // A answers from device 1: device 2 shows it as A's own (the chatSent copy), B as theirs.
    await composer(one.page).fill('Oui, samedi à 10 h.');
    await sendButton(one.page).click();
    await mine(one.page, 'Oui, samedi à 10 h.').waitFor({ timeout: 20_000 });
    await mine(two.page, 'Oui, samedi à 10 h.').waitFor({ timeout: 20_000 });
    await theirs(b.page, 'Oui, samedi à 10 h.').waitFor({ timeout: 20_000 });
    // Once each, whichever way it came.
    expect(await mine(two.page, 'Oui, samedi à 10 h.').count()).toBe(1);
    expect(await theirs(two.page, 'Je peux passer samedi.').count()).toBe(1);
    await shot(two.page, 'answer-on-device-2');
    await shot(one.page, 'answer-on-device-1');

    for (const d of [one, two, b]) expect(d.errors).toEqual([]);
    await Promise.all([one, two, b].map((d) => d.context.close()));
  });
});
