// Chat translation and documents end to end (spec §1 "original or translated text", §3 "the
// incoming record (... translation)", §5 "documents 5 MB, pdf, doc or docx", §7 "chat-translate
// info and flag"), against the built server and its LibreTranslate sandbox, at 360×740:
// - an English user writes to a French user (over the API, from an English app); the French user
//   opens the conversation, turns "Translate messages" on from the header's menu and reads the
//   sandbox's French; "Voir l'original" shows the English, "Voir la traduction" the French again;
// - a message arriving live is translated on arrival; one the provider fails on stays in English
//   with a quiet retry; after a reload the translation comes with the history;
// - the French user sends a PDF from the composer; the English user, opening the conversation,
//   sees its original name and size.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { decodeReply, encodeRequest, type Reply } from '../../../src/contract/envelope.js';
import type { ChatRecord, InitChatWindowReply } from '../../../src/contract/types/chat.js';
import { testMeta } from '../../server/harness.js';
import { languageContext, watchErrors } from '../harness/browser.js';
import { text } from '../harness/locale-text.js';
import { marketSuite } from '../harness/market-suite.js';
import { loginContext, loginOverApi, type LoggedIn } from '../harness/session.js';

const SHOTS = '/tmp/shots-h5';
const fr = (key: string, values?: Record<string, string | number>) => text('fr', key, values);
const en = (key: string, values?: Record<string, string | number>) => text('en', key, values);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const suite = marketSuite();
const origin = () => suite.server().origin;

/** A call as an app in English makes it (the message keeps its sender's app language). */
async function inEnglish<T>(who: LoggedIn, name: keyof typeof ENDPOINTS, body: unknown): Promise<T> {
  const res = await fetch(origin() + ENDPOINTS[name].path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: who.Authorization },
    body: JSON.stringify(encodeRequest({ metaData: testMeta({ language: 'en', deviceId: 'e2e-english-writer' }), customData: body })),
  });
  const decoded = decodeReply(await res.text());
  if (!decoded.ok || decoded.value.code !== 200) throw new Error(`${name}: ${JSON.stringify(decoded)}`);
  return (decoded.value as Reply<T>).customData;
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/translate-${name}.png` });
const bubble = (page: Page, hasText: string) => page.locator('[data-message][data-mine=false]', { hasText });

describe('chat translation and documents', () => {
  it('a French reader translates an English conversation, flips to the original, and sends a PDF the other side sees by name', async () => {
    const writer = await loginOverApi(origin(), 'seller');
    const { chatSessionId } = await inEnglish<InitChatWindowReply>(writer, 'initChatWindow', { otherUserMq: SEED_USERS.member.userMq, sessionType: 0 });
    const say = (content: string) => inEnglish<ChatRecord>(writer, 'sendMsg', { chatSessionId, toUserMq: SEED_USERS.member.userMq, type: 0, content, sessionType: 0 });
    await say('Hello, the house is still available.');

    const context = await languageContext(suite.browser(), 'fr');
    await loginContext(context, origin(), 'member');
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${origin()}/message/list`);
    await page.locator('.mkt-msg-row', { hasText: SEED_USERS.seller.petName }).click();
    await page.waitForURL(/\/message\/chat\?/);
    const first = bubble(page, 'the house is still available');
    await first.waitFor();
    expect(await first.locator('[data-translation]').count()).toBe(0);

    // The header's menu turns translation on (into the app language), confirmed in a toast.
    await page.getByRole('button', { name: fr('chat.menu.open') }).click();
    await page.getByRole('menuitem', { name: fr('chat.translate.on') }).click();
    await page.getByText(fr('chat.translate.enabled', { language: fr('details.languages.fr') })).waitFor();
    await first.locator('.mkt-bub', { hasText: '[fr] Hello, the house is still available.' }).waitFor({ timeout: 20_000 });
    await shot(page, 'translated');

    // The original/translated toggle under the message.
    await first.getByRole('button', { name: fr('chat.translate.showOriginal') }).click();
    expect(await first.locator('.mkt-bub').innerText()).toBe('Hello, the house is still available.');
    await first.getByRole('button', { name: fr('chat.translate.showTranslation') }).click();
    expect(await first.locator('.mkt-bub').innerText()).toBe('[fr] Hello, the house is still available.');

    // Live: translated on arrival; the provider failing leaves the English with a quiet retry.
    await say('You can visit on Saturday.');
    await bubble(page, '[fr] You can visit on Saturday.').waitFor({ timeout: 20_000 });
    await say('sandbox:down for this one');
    const failed = bubble(page, 'sandbox:down for this one');
    await failed.locator('[data-translation=failed]').waitFor({ timeout: 20_000 });
    expect(await failed.locator('.mkt-bub').innerText()).toBe('sandbox:down for this one');
    await failed.getByRole('button', { name: fr('chat.translate.retry') }).waitFor();
    await shot(page, 'failed-retry');

    // A reload: the translations come with the history (the flag is the server's), no new request.
    await page.reload();
    await bubble(page, '[fr] Hello, the house is still available.').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: fr('chat.menu.open') }).click();
    await page.getByRole('menuitem', { name: fr('chat.translate.off') }).waitFor();
    await page.keyboard.press('Escape');

    // A PDF from the composer: shown by its name on both sides.
    await page.locator('input[type=file][accept^=".pdf"]').setInputFiles({ name: 'Devis maison été.pdf', mimeType: 'application/pdf', buffer: PDF });
    const sent = page.locator('[data-message][data-mine=true][data-type="2"]');
    await sent.waitFor({ timeout: 30_000 });
    expect(await sent.locator('[data-file-name]').innerText()).toBe('Devis maison été.pdf');
    await shot(page, 'pdf-sent');

    const other = await languageContext(suite.browser(), 'en');
    await loginContext(other, origin(), 'seller');
    const reader = await other.newPage();
    const readerErrors = watchErrors(reader);
    await reader.goto(`${origin()}/message/list`);
    await reader.locator('.mkt-msg-row', { hasText: SEED_USERS.member.petName }).click();
    const received = reader.locator('[data-message][data-mine=false][data-type="2"]');
    await received.waitFor({ timeout: 20_000 });
    expect(await received.locator('[data-file-name]').innerText()).toBe('Devis maison été.pdf');
    expect(await received.locator('[data-file-size]').innerText()).toBe(en('chat.file.kb', { n: 1 }));
    expect(await received.getByRole('link', { name: en('chat.file.download') }).getAttribute('href')).toMatch(/^http|^\//);
    await shot(reader, 'pdf-received');

    expect(errors).toEqual([]);
    expect(readerErrors).toEqual([]);
    await context.close();
    await other.close();
  });
});
