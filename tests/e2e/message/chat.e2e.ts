// User-to-user messages end to end (spec §2 /message/list and /message/chat, §1 "Real-time
// messages", §3 "Messages" and the chat card, §5 "Messages: body not empty"), two real users in two
// browser contexts, in French at 360×740, against the built server and its embedded queue:
// - the buyer opens the seller's house, taps Discuter: the listing card and the safety tips show;
//   an empty message is refused with the spec's message; a text with an emoji and a picture go out
//   after the card;
// - the seller, who was away, opens the app: the badge counts the three unread messages, and a
//   reload counts them once again (not twice with what the queue still held); the list shows the
//   conversation; opening it shows the card, the emoji and the picture and reads them; the answer
//   reaches the buyer's open conversation live;
// - the seller blocks the buyer: the buyer's next message is refused with the server's message,
//   shown under it with a retry.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import { apiCall } from '../console/publish-over-api.js';
import { languageContext, watchErrors } from '../harness/browser.js';
import { text } from '../harness/locale-text.js';
import { marketSuite } from '../harness/market-suite.js';
import { smallPicture } from '../harness/photos.js';
import { loginContext, type LoggedIn } from '../harness/session.js';

const ARTIFACTS = 'tests/e2e/.artifacts';
const HOUSE = 6;
const fr = (key: string, values?: Record<string, string | number>) => text('fr', key, values);

const suite = marketSuite();
const origin = () => suite.server().origin;

async function openAs(who: 'member' | 'seller') {
  const context = await languageContext(suite.browser(), 'fr');
  const login = await loginContext(context, origin(), who);
  const page = await context.newPage();
  const errors = watchErrors(page);
  return { context, page, errors, login };
}

/** A published house of the seller (seed owners take turns, examples/server/seed/listings/common.ts). */
async function sellersHouse(seller: LoggedIn): Promise<{ serviceId: string; title: string }> {
  const reply = await apiCall<{ resultList: { serviceId: string; title: string }[] }>(
    origin(), ENDPOINTS.getMyRelease.path,
    { userId: seller.userId, moduleId: HOUSE, status: PUBLISH_STATUS.published, page: { index: 1, size: 15 } }, seller.Authorization,
  );
  const first = reply.customData?.resultList[0];
  if (reply.code !== 200 || !first) throw new Error(`no published house of the seller: ${reply.code} ${reply.message}`);
  return first;
}

const badge = (page: Page) => page.locator('nav a[href="/message/list"] .mkt-badge');
const composer = (page: Page) => page.getByRole('textbox', { name: fr('chat.composer.label') });
const send = (page: Page) => page.getByRole('button', { name: fr('chat.composer.send'), exact: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${ARTIFACTS}/chat-${name}.png` });

describe('chat between a buyer and a seller', () => {
  it('card, tips, text with emoji and picture; badge after a reload; live answer; block refuses the next message', async () => {
    const buyer = await openAs('member');
    // The seller's context is logged in but shows nothing yet: the seller is away.
    const seller = await openAs('seller');
    const house = await sellersHouse(seller.login);

    // The buyer starts the chat from the listing.
    await buyer.page.goto(`${origin()}/house/details?serviceId=${house.serviceId}`);
    await buyer.page.getByRole('button', { name: fr('details.chat') }).click();
    await buyer.page.waitForURL(/\/message\/chat\?otherUserMq=/);
    const draft = buyer.page.locator('[data-draft-card]');
    await draft.waitFor();
    expect(await draft.locator('.mkt-card-title').innerText()).toBe(house.title);
    expect(await draft.innerText()).toContain(fr('chat.card.draft'));
    await buyer.page.getByRole('heading', { name: fr('chat.tips.title') }).waitFor();
    expect(await buyer.page.locator('[data-tips]').innerText()).toContain(fr('chat.tips.pay'));

    // Spec §5: an empty body is refused with its message, nothing is sent.
    await send(buyer.page).click();
    await buyer.page.getByRole('alert').filter({ hasText: fr('validation.messageEmpty') }).waitFor();

    // Text with an emoji from the panel, then a picture from the gallery.
    await composer(buyer.page).fill('Bonjour, la maison est-elle toujours libre ? ');
    await buyer.page.getByRole('button', { name: fr('chat.composer.emoji') }).click();
    await buyer.page.locator('[data-emoji-panel]').getByRole('button', { name: 'Sourire', exact: true }).click();
    expect(await composer(buyer.page).inputValue()).toBe('Bonjour, la maison est-elle toujours libre ? [Sourire]');
    await send(buyer.page).click();
    const mine = buyer.page.locator('[data-message][data-mine=true]');
    await expect.poll(() => mine.count(), { timeout: 20_000 }).toBe(2);
    expect(await mine.nth(0).getAttribute('data-type')).toBe('6');
    expect(await mine.nth(1).locator('svg[data-emoji=smile]').count()).toBe(1);
    expect(await buyer.page.locator('[data-draft-card]').count()).toBe(0);
    await buyer.page.locator('input[type=file][accept=".jpg,.jpeg,.png"]').setInputFiles({
      name: 'salon.jpg', mimeType: 'image/jpeg', buffer: await smallPicture(30, 'jpeg'),
    });
    await expect.poll(() => mine.count(), { timeout: 30_000 }).toBe(3);
    expect(await mine.nth(2).getAttribute('data-type')).toBe('1');
    expect(await buyer.page.locator('[data-client-id]').count()).toBe(0);
    await shot(buyer.page, 'buyer-sent');

    // The seller was away: the badge counts the three, and counts them once after a reload too.
    await seller.page.goto(`${origin()}/index`);
    await expect.poll(() => badge(seller.page).innerText().catch(() => ''), { timeout: 20_000 }).toBe('3');
    await seller.page.reload();
    await expect.poll(() => badge(seller.page).innerText().catch(() => ''), { timeout: 20_000 }).toBe('3');
    await seller.page.waitForTimeout(1_000); // room for a queue record that must not be counted again
    expect(await badge(seller.page).innerText()).toBe('3');

    await seller.page.locator('nav a[href="/message/list"]').click();
    const row = seller.page.locator('.mkt-msg-row', { hasText: SEED_USERS.member.petName });
    await row.waitFor();
    expect(await row.locator('.mkt-msg-count').innerText()).toBe('3');
    expect(await row.locator('.mkt-msg-preview').innerText()).toBe(fr('chat.preview.photo'));
    expect(await row.locator('.mkt-msg-about').innerText()).toBe(fr('chat.list.about', { title: house.title }));
    await shot(seller.page, 'list');

    await row.click();
    await seller.page.waitForURL(/\/message\/chat\?/);
    const theirs = seller.page.locator('[data-message][data-mine=false]');
    await expect.poll(() => theirs.count(), { timeout: 20_000 }).toBe(3);
    expect(await theirs.nth(0).locator('.mkt-card-title').innerText()).toBe(house.title);
    expect(await theirs.nth(1).locator('svg[data-emoji=smile]').count()).toBe(1);
    await theirs.nth(2).locator('img').evaluate((img: HTMLImageElement) => img.decode());
    // The seller is no buyer here: no safety tips.
    expect(await seller.page.locator('[data-tips]').count()).toBe(0);

    // The answer reaches the buyer's open conversation, live.
    await composer(seller.page).fill('Oui, elle est libre. Visite samedi à 10 h ?');
    await send(seller.page).click();
    await buyer.page.locator('[data-message][data-mine=false]', { hasText: 'Visite samedi à 10 h ?' }).waitFor({ timeout: 20_000 });

    // Read on opening: no badge left for the seller.
    await seller.page.getByRole('link', { name: fr('chat.back') }).click();
    await seller.page.waitForURL(/\/message\/list/);
    await expect.poll(() => badge(seller.page).count(), { timeout: 20_000 }).toBe(0);

    // The seller blocks the buyer; the buyer's next message is refused with the server's words.
    await row.click();
    await seller.page.getByRole('button', { name: fr('chat.menu.open') }).click();
    await seller.page.getByRole('menuitem', { name: fr('chat.block.action') }).click();
    await seller.page.getByRole('dialog').getByRole('button', { name: fr('dialog.confirm') }).click();
    await seller.page.getByText(fr('chat.block.banner')).waitFor();

    await composer(buyer.page).fill('Allô ?');
    await send(buyer.page).click();
    const refused = buyer.page.locator('[data-state=failed]');
    await refused.waitFor({ timeout: 20_000 });
    expect(await refused.locator('[data-status=failed]').innerText()).toBe(fr('chat.status.refused', { reason: fr('errors.chatBlockedByThem') }));
    await refused.getByRole('button', { name: fr('chat.status.retry') }).waitFor();
    await shot(buyer.page, 'buyer-refused');

    expect(buyer.errors).toEqual([]);
    expect(seller.errors).toEqual([]);
    await buyer.context.close();
    await seller.context.close();
  });
});
