// Issue "Beyond the spec", item 4 (data saver and offline), as a new user sees it: a logged-in buyer
// in French at 360×740 on the standalone page, with its service worker (src/offline/):
// - online, home, the house list and one listing; the worker installs and controls the page;
// - the network cut in the browser: the list and the listing open again from the stored copies,
//   under the offline banner; the favourite star tapped offline shows saved and waiting;
// - the network back: the banner goes, the favourite is sent once (the server has it exactly once);
// - a chat message written offline is delivered once after the connection is back.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { CHAT_ENDPOINTS } from '../../../src/contract/endpoints/chat.js';
import type { ChatRecord } from '../../../src/contract/types/chat.js';
import { storagePrefix } from '../../../src/stores/app-stores.js';
import { apiCall } from '../console/publish-over-api.js';
import { text } from '../harness/locale-text.js';
import { marketSuite } from '../harness/market-suite.js';
import { openAs } from '../harness/open-as.js';
import { shooter } from '../harness/shots.js';

const suite = marketSuite();
const shot = shooter('offline');
const fr = (key: string) => text('fr', key);
const RUN = randomUUID().slice(0, 6);
const SELLER = SEED_USERS.seller;

const banner = (page: Page) => page.getByRole('status').filter({ hasText: fr('offline.banner') });
const star = (page: Page) => page.locator('button.mkt-dt-star');

/** The buyer's favourite houses as the server has them. */
async function favouriteIds(token: string): Promise<string[]> {
  const reply = await apiCall<{ pageBreakList: { serviceId: string }[] }>(suite.server().origin, ENDPOINTS.getMyFavorite.path, { moduleId: 6, page: { index: 1, size: 50 } }, token);
  expect(reply.code).toBe(200);
  return reply.customData.pageBreakList.map((r) => String(r.serviceId));
}

describe('offline (service worker, banner, queues)', () => {
  it('opens the last list and listing offline, queues a favourite and a chat message, and sends each once', async () => {
    const origin = suite.server().origin;
    // The worker's script: a fixed name, revalidated at every visit so a new build's worker is found.
    const script = await fetch(`${origin}/sw.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('no-cache');
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    const { context, page, errors, login } = await openAs(suite.browser(), origin, 'buyer', '/index', { serviceWorkers: 'allow' });

    // The worker installs and takes the page (clients.claim) once the app has drawn.
    await page.locator('.mkt-app').waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // Online: the house list and one listing (the worker keeps their replies).
    await page.goto(`${origin}/house/list`);
    const rows = page.locator('.mkt-list-items a');
    await rows.first().waitFor();
    const listTitles = await rows.allInnerTexts();
    await rows.first().click();
    await page.waitForURL(/\/house\/details\?/);
    const title = page.locator('h1.mkt-dt-title');
    await title.waitFor();
    const listingTitle = await title.innerText();
    const detailsUrl = page.url();
    const serviceId = new URL(detailsUrl).searchParams.get('serviceId') ?? '';
    expect(serviceId).not.toBe('');
    // The buyer starts without this favourite (a rerun on the same data would have it).
    if ((await favouriteIds(login.Authorization)).includes(serviceId)) {
      await apiCall(origin, ENDPOINTS.cancelMyFavorite.path, { serviceIds: [serviceId] }, login.Authorization);
    }
    await expect.poll(() => star(page).getAttribute('aria-pressed')).toBe('false');
    await expect(banner(page).count()).resolves.toBe(0);

    // The network cut in the browser: the list opens again from the stored copy, under the banner.
    await context.setOffline(true);
    await page.goto(`${origin}/house/list`);
    await rows.first().waitFor();
    expect(await rows.allInnerTexts()).toEqual(listTitles);
    await banner(page).waitFor();
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await shot(page, 'offline-list');

    // ...and the listing, reloaded offline.
    await page.goto(detailsUrl);
    await expect.poll(() => title.innerText()).toBe(listingTitle);
    await banner(page).waitFor();
    // The banner sits above the app: the header is not under it.
    const [bannerBox, headBox] = await Promise.all([banner(page).boundingBox(), page.locator('.mkt-dt-head').boundingBox()]);
    expect(headBox!.y).toBeGreaterThanOrEqual(bannerBox!.y + bannerBox!.height - 1);

    // The star tapped offline: saved at once, waiting for the network.
    await star(page).click();
    await expect.poll(() => star(page).getAttribute('aria-pressed')).toBe('true');
    expect(await star(page).getAttribute('class')).toContain('mkt-dt-star-pending');
    expect(await star(page).getAttribute('aria-label')).toContain(fr('offline.favoritePending'));
    const outboxKey = `${storagePrefix('web')}favorites:outbox:${login.userId}`;
    expect(await page.evaluate((k) => Object.keys(JSON.parse(localStorage.getItem(k) ?? '{}') as object), outboxKey)).toEqual([serviceId]);
    expect(await favouriteIds(login.Authorization)).not.toContain(serviceId);
    await shot(page, 'offline-details-pending-star');

    // Back online: the banner goes, the favourite is sent once and the star is no longer waiting.
    await context.setOffline(false);
    await expect.poll(() => banner(page).count()).toBe(0);
    await expect.poll(async () => (await favouriteIds(login.Authorization)).filter((id) => id === serviceId).length).toBe(1);
    await expect.poll(() => star(page).getAttribute('class')).not.toContain('mkt-dt-star-pending');
    expect(await star(page).getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate((k) => localStorage.getItem(k), outboxKey)).toBeNull();
    await shot(page, 'back-online-details');

    // A chat message written offline survives a reload offline, and goes once the connection is
    // back, while the user is on another screen (start-offline.ts sends what waits).
    const chatUrl = `${origin}/message/chat?otherUserMq=${encodeURIComponent(SELLER.userMq)}&otherUserPetName=${encodeURIComponent(SELLER.petName)}&sessionType=0`;
    await page.goto(chatUrl);
    const composer = page.getByRole('textbox', { name: fr('chat.composer.label') });
    await composer.waitFor();
    const chatSessionId = await page.locator('.mkt-chat[data-session]').getAttribute('data-session') ?? '';
    expect(chatSessionId).not.toBe('');
    await context.setOffline(true);
    const body = `Toujours disponible ? (${RUN})`;
    await composer.fill(body);
    await page.getByRole('button', { name: fr('chat.composer.send'), exact: true }).click();
    const waiting = page.locator('[data-client-id]', { hasText: body });
    await waiting.waitFor();
    await banner(page).waitFor();
    await shot(page, 'offline-chat-pending');
    // Reloaded offline: the page opens from the worker; the conversation itself needs the server
    // (initChatWindow) and offers its retry, the message waits in the outbox.
    const chatOutbox = `${storagePrefix('web')}chat:outbox:${login.userId}`;
    await page.reload();
    await page.locator('[data-chat-notice]').getByRole('button', { name: fr('chat.history.retry') }).waitFor();
    await banner(page).waitFor();
    expect(await page.evaluate((k) => (JSON.parse(localStorage.getItem(k) ?? '[]') as { content: string }[]).map((m) => m.content), chatOutbox)).toEqual([body]);
    const sent = async () => {
      const reply = await apiCall<{ resultList: ChatRecord[] }>(origin, CHAT_ENDPOINTS.getRecentChatRecords.path, { chatSessionId, page: { index: 1, size: 50 } }, login.Authorization);
      expect(reply.code).toBe(200);
      return reply.customData.resultList.filter((r) => r.content === body).length;
    };
    expect(await sent()).toBe(0);
    await page.goto(`${origin}/index`);
    await page.locator('.mkt-app').waitFor();
    await banner(page).waitFor();
    await context.setOffline(false);
    await expect.poll(sent, { timeout: 20_000 }).toBe(1);
    await page.waitForTimeout(1_000); // room for a copy that must not come
    expect(await sent()).toBe(1);
    expect(await page.evaluate((k) => localStorage.getItem(k), chatOutbox)).toBeNull();
    await page.goto(chatUrl);
    await page.locator('[data-message][data-mine=true]', { hasText: body }).waitFor();
    expect(await page.locator('[data-message]', { hasText: body }).count()).toBe(1);

    expect(errors).toEqual([]);
    await context.close();
  });
});
