// Customer service end to end (spec §1 "chat with ... customer service (human or robot)", §3 event
// kinds onlineServiceList / switchingQueue / onlineService / endService, §6 "Customer service: human
// and robot"; contract customer-service.ts), a French user at 360×740 against the built server, its
// queue and the console's API (an operator's session). The queue is RabbitMQ's Web-STOMP when
// AMQP_URL and STOMP_URL are set (.ci/run sets them), else the embedded one: one run per
// environment. The users are the seller (in the browser) and the enterprise user (over the API):
// on RabbitMQ, exchanges outlive servers and are named by user, and these two are the ones no other
// suite counts exact badges of (realtime.e2e.ts: member; two-devices.e2e.ts: personal).
// - the pinned row of /message/list opens the conversation: the robot's greeting and questions;
//   a typed question is answered from a help article, a tapped one too;
// - "talk to a person": another user asked first (over the API), so the place is 2, then 1 live
//   when the operator takes the other one; the operator takes this one: "<name> joined", the
//   header names them, their messages (with an emoji) arrive live and the user's reach them;
// - away from the conversation, a message of the operator counts on the tab bar's badge and on
//   the pinned row; opening it reads it;
// - the operator ends: the user rates 5 once, and the console sees the rating;
// - the help pages' "chat with customer service" opens that conversation.
import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_PASSWORD } from '../../../examples/server/accounts/seed-users.js';
import { CONSOLE_API_BASE, CONSOLE_CSRF_HEADER, CONSOLE_CSRF_VALUE, type ConsoleReply } from '../../../src/contract/console-api.js';
import type { ServiceQueueItem, ServiceQueueReply, ServiceSessionView } from '../../../src/contract/console-service.js';
import { CHAT_ENDPOINTS } from '../../../src/contract/endpoints/chat.js';
import type { CustomerServiceStatus } from '../../../src/contract/types/customer-service.js';
import { apiCall } from '../console/publish-over-api.js';
import { languageContext, watchErrors } from '../harness/browser.js';
import { text } from '../harness/locale-text.js';
import { fileSuite } from '../harness/file-suite.js';
import { startMarketServer } from '../harness/market-server.js';
import { loginContext, loginOverApi } from '../harness/session.js';
import { RABBIT } from '../harness/brokers.js';

const ARTIFACTS = 'tests/e2e/.artifacts';
const fr = (key: string, values?: Record<string, string | number>) => text('fr', key, values);


const suite = fileSuite(() => startMarketServer(RABBIT ?? {}));
const origin = () => suite.env().origin;

/** The development operator's console session (an admin: a customer-service agent too). */
async function consoleSession() {
  const headers = { 'content-type': 'application/json', origin: origin(), [CONSOLE_CSRF_HEADER]: CONSOLE_CSRF_VALUE };
  const password = createHash('sha256').update(SEED_PASSWORD, 'utf8').digest('hex');
  const login = await fetch(`${origin()}${CONSOLE_API_BASE}/login`, { method: 'POST', headers, body: JSON.stringify({ username: 'operator', password }) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!cookie) throw new Error(`console login failed: ${await login.text()}`);
  return async <T,>(call: string, body: unknown): Promise<T> => {
    const res = await fetch(`${origin()}${CONSOLE_API_BASE}/${call}`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify(body) });
    const reply = (await res.json()) as ConsoleReply<T>;
    if (reply.code !== 200) throw new Error(`${call}: ${JSON.stringify(reply)}`);
    return reply.customData;
  };
}

const badge = (page: Page) => page.locator('nav a[href="/message/list"] .mkt-badge');
const composer = (page: Page) => page.getByRole('textbox', { name: fr('chat.composer.label') });
const send = (page: Page) => page.getByRole('button', { name: fr('chat.composer.send'), exact: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${ARTIFACTS}/service-${name}.png` });
/** WCAG 2 A/AA violations of what the page shows now (as tests/e2e/usercenter/accessibility.e2e.ts). */
const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);

describe(`customer service: robot, queue, operator, rating (${RABBIT ? 'rabbitmq' : 'embedded'})`, () => {
  it('a French user asks the robot, then a person, talks with the operator and rates the conversation', async () => {
    // Another user asked for a person first (over the API): they are first in the queue.
    const other = await loginOverApi(origin(), 'enterprise', 'e2e-service-other');
    const first = await apiCall<{ status: CustomerServiceStatus }>(origin(), CHAT_ENDPOINTS.customerSendMsg.path,
      { type: 0, content: 'Bonjour, je voudrais parler à quelqu’un.', clientMsgId: 'e2e-other-1' }, other.Authorization);
    expect(first.code).toBe(200);
    const otherWaiting = await apiCall<CustomerServiceStatus>(origin(), CHAT_ENDPOINTS.requestServiceAgent.path, {}, other.Authorization);
    expect(otherWaiting.customData).toMatchObject({ state: 'waiting', queuePosition: 1 });
    const desk = await consoleSession();

    const context = await languageContext(suite.browser(), 'fr');
    const me = await loginContext(context, origin(), 'seller', 'e2e-service-me');
    const page = await context.newPage();
    const errors = watchErrors(page);

    // The pinned row, there before the user ever wrote to customer service.
    await page.goto(`${origin()}/message/list`);
    const row = page.locator('[data-service]');
    await row.waitFor();
    expect(await row.locator('.mkt-msg-preview').innerText()).toBe(fr('chat.customerService.preview'));
    await shot(page, 'list-first');
    await row.click();
    await page.waitForURL(/\/message\/chat\?sessionType=1$/);

    // The robot: its greeting, its name, its questions.
    const greeting = page.locator('[data-greeting]');
    await greeting.waitFor({ timeout: 20_000 });
    const chips = page.locator('.mkt-svc-chips [data-question]');
    await expect.poll(() => chips.count()).toBeGreaterThan(0);
    const robotName = await page.locator('.mkt-chat-who h1').innerText();
    expect(robotName).not.toBe('');
    await shot(page, 'robot-greeting');

    // A typed question, answered from a help article (seed: « J'ai oublié mon mot de passe »).
    await composer(page).fill('J’ai oublié mon mot de passe, que faire ?');
    await send(page).click();
    const robotSays = page.locator('li[data-sender=robot] [data-message]');
    await expect.poll(() => robotSays.count(), { timeout: 20_000 }).toBe(1);
    expect(await page.locator('.mkt-svc').getAttribute('data-state')).toBe('robot');
    expect(await page.locator('li[data-sender=robot] .mkt-svc-from').first().innerText()).toBe(robotName);
    expect(await page.locator('[data-message][data-mine=true]').count()).toBe(1);

    // A tapped question: the robot answers that article.
    const question = await chips.first().innerText();
    await chips.first().click();
    await expect.poll(() => robotSays.count(), { timeout: 20_000 }).toBe(2);
    expect(await page.locator('[data-message][data-mine=true]').nth(1).innerText()).toContain(question);
    expect(await page.locator('[data-client-id]').count()).toBe(0);
    await shot(page, 'robot-answers');

    // A person: second in the queue, then first when the operator takes the other user.
    await page.locator('.mkt-svc-chips [data-person]').click();
    const queue = page.locator('[data-queue]');
    await expect.poll(() => queue.getAttribute('data-position').catch(() => ''), { timeout: 20_000 }).toBe('2');
    expect(await queue.locator('strong').innerText()).toBe(fr('chat.customerService.waiting', { position: 2 }));
    await shot(page, 'waiting-2');
    expect(await axe(page)).toEqual([]);
    const waiting = (await desk<ServiceQueueReply>('serviceQueue', {})).waiting;
    expect(waiting.map((w) => w.user.userId)).toEqual([other.userId, me.userId]);
    await desk<ServiceQueueItem>('serviceTake', { chatSessionId: waiting[0]!.chatSessionId });
    await expect.poll(() => queue.getAttribute('data-position').catch(() => ''), { timeout: 20_000 }).toBe('1');
    expect(await queue.locator('strong').innerText()).toBe(fr('chat.customerService.waitingNext'));
    await shot(page, 'waiting-1');

    // The operator takes this conversation: "<name> joined", the header names them.
    const mine = waiting[1]!.chatSessionId;
    expect(await page.locator('.mkt-svc').getAttribute('data-session')).toBe(mine);
    const taken = await desk<ServiceQueueItem>('serviceTake', { chatSessionId: mine });
    const agent = taken.agentName;
    await page.locator('[data-note=joined]').waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-note=joined]').innerText()).toBe(fr('chat.customerService.joined', { name: agent }));
    expect(await page.locator('.mkt-chat-who h1').innerText()).toBe(agent);
    expect(await queue.count()).toBe(0);

    // Live both ways, with an emoji from the operator.
    await desk('serviceSend', { chatSessionId: mine, text: 'Bonjour, je suis là pour vous aider [微笑]' });
    const agentSays = page.locator('li[data-sender=agent] [data-message]');
    await agentSays.first().waitFor({ timeout: 20_000 });
    expect(await agentSays.first().locator('svg[data-emoji=smile]').count()).toBe(1);
    expect(await page.locator('li[data-sender=agent] .mkt-svc-from').first().innerText()).toBe(agent);
    await composer(page).fill('Merci ! Mon compte est bloqué depuis hier.');
    await send(page).click();
    await expect.poll(async () => (await desk<ServiceSessionView>('serviceSession', { chatSessionId: mine })).records.map((r) => r.content), { timeout: 20_000 })
      .toContain('Merci ! Mon compte est bloqué depuis hier.');
    await shot(page, 'serving');
    // Read while on screen: nothing on the badge.
    expect(await badge(page).count()).toBe(0);

    // Away from the conversation: the operator's next message counts on the badge and the row.
    await page.getByRole('link', { name: fr('chat.back') }).click();
    await page.waitForURL(/\/message\/list/);
    await row.waitFor();
    await desk('serviceSend', { chatSessionId: mine, text: 'Pouvez-vous me donner votre numéro de téléphone ?' });
    await expect.poll(() => badge(page).innerText().catch(() => ''), { timeout: 20_000 }).toBe('1');
    await expect.poll(() => row.locator('.mkt-msg-count').innerText().catch(() => ''), { timeout: 20_000 }).toBe('1');
    expect(await row.locator('.mkt-msg-name').innerText()).toBe(agent);
    expect(await row.locator('.mkt-msg-preview').innerText()).toBe('Pouvez-vous me donner votre numéro de téléphone ?');
    await shot(page, 'list-unread');
    expect(await axe(page)).toEqual([]);
    await row.click();
    await agentSays.nth(1).waitFor({ timeout: 20_000 });
    await expect.poll(() => badge(page).count(), { timeout: 20_000 }).toBe(0);

    // The operator ends it; the user rates once.
    await desk('serviceEnd', { chatSessionId: mine });
    const ended = page.locator('[data-ended]');
    await ended.waitFor({ timeout: 20_000 });
    await shot(page, 'ended');
    expect(await axe(page)).toEqual([]);
    await ended.getByRole('button', { name: fr('chat.customerService.rate', { count: 5 }) }).click();
    await page.locator('[data-thanks]').waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-rate]:disabled').count()).toBe(5);
    await expect.poll(async () => (await desk<ServiceSessionView>('serviceSession', { chatSessionId: mine })).rating).toBe(5);
    await shot(page, 'rated');

    // The help pages lead here too.
    await page.goto(`${origin()}/usercenter/serviceAndHelp/serviceAndHelpMenuList`);
    const contact = page.getByRole('link', { name: fr('chat.customerService.contact') });
    await contact.waitFor({ timeout: 20_000 });
    await shot(page, 'help');
    await contact.click();
    await page.waitForURL(/\/message\/chat\?sessionType=1$/);
    await page.locator('[data-ended]').waitFor({ timeout: 20_000 });

    expect(errors).toEqual([]);
    await context.close();
  });
});
