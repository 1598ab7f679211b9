// The reports queue and the help articles in the operator console, in Chromium against the built
// server. A user reports a publisher from a chat over the API; the moderator (the development
// admin) reads the conversation on Reports and suspends the publisher: their listing leaves the
// app's list and their login is refused. On Help articles, the first article is rewritten in
// French; the app's help pages in French then show the new question and answer. Each page is
// looked at at 1280×800 and on a 360×740 phone (screenshots in CONSOLE_SHOTS).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SEED_PASSWORD, SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { HELP_MENUS } from '../../../examples/server/seed/data/help.js';
import { CODE } from '../../../src/contract/codes.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { InitChatWindowReply } from '../../../src/contract/types/chat.js';
import { languageContext, watchErrors } from '../harness/browser.js';
import { fileSuite } from '../harness/file-suite.js';
import { startMarketServer } from '../harness/market-server.js';
import { loginOverApi } from '../harness/session.js';
import { consoleDesk, consoleShot, logInToConsole } from './console-page.js';
import { apiCall, reviewOverApi, submitHouse } from './publish-over-api.js';

const s = fileSuite(() => startMarketServer({ TRANSLATE_URL: 'none' }));

async function ok<T>(origin: string, path: string, body: unknown, token: string): Promise<T> {
  const reply = await apiCall<T>(origin, path, body, token);
  if (reply.code !== 200) throw new Error(`${path}: ${reply.code} ${reply.message}`);
  return reply.customData;
}

describe('operator console: reports queue and help articles', () => {
  it('a user reports a publisher; the moderator reads the chat and suspends: the listing leaves the app, the login is refused', async () => {
    const { origin } = s.env();
    const stamp = Date.now().toString(36);
    const title = `Villa ${stamp} signalée à Cocody`;
    // The member publishes (the seed leaves them posting places); the personal user reports them.
    const member = await loginOverApi(origin, 'member');
    const id = await submitHouse(origin, member.Authorization, member.userId, title);
    await reviewOverApi(origin, id, 'approve');

    // The app's house list shows it (French reader, newest first).
    const app = await languageContext(s.browser(), 'fr');
    const appPage = await app.newPage();
    const appErrors = watchErrors(appPage);
    await appPage.goto(`${origin}/house/list`);
    await appPage.getByText(title).first().waitFor();

    // The personal user talks with the member, then reports them from that chat.
    const reporter = await loginOverApi(origin, 'personal');
    const chat = await ok<InitChatWindowReply>(origin, ENDPOINTS.initChatWindow.path, { otherUserMq: SEED_USERS.member.userMq, sessionType: 0 }, reporter.Authorization);
    const message = (from: string, to: string, content: string) =>
      ok(origin, ENDPOINTS.sendMsg.path, { chatSessionId: chat.chatSessionId, toUserMq: to, type: 0, content, sessionType: 0 }, from);
    await message(reporter.Authorization, SEED_USERS.member.userMq, 'Bonjour, la villa est toujours libre ?');
    await message(member.Authorization, SEED_USERS.personal.userMq, `Envoyez 100 000 F par mobile money avant la visite ${stamp}`);
    await ok(origin, ENDPOINTS.reportUser.path, { otherUserMq: SEED_USERS.member.userMq, reason: 'fraud', chatSessionId: chat.chatSessionId, text: `Demande de l'argent d'avance ${stamp}` }, reporter.Authorization);

    const { context, page, errors } = await consoleDesk(s.browser());
    await logInToConsole(page, origin);
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    await page.getByRole('button', { name: new RegExp(`argent d'avance ${stamp}`) }).click();
    await page.getByRole('heading', { name: /Report against/ }).waitFor();
    await page.getByText(`Envoyez 100 000 F par mobile money avant la visite ${stamp}`).waitFor();
    // The publisher's listings, folded when many (the seed gives the member dozens).
    await page.getByText(/Their published listings \(\d+\)/).click();
    await page.getByRole('link', { name: title }).waitFor();
    await consoleShot(page, 'reports-1280');
    await page.setViewportSize({ width: 360, height: 740 });
    await consoleShot(page, 'reports-360-detail');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Suspend, after a confirmation.
    await page.getByRole('radio', { name: 'Suspend the account' }).check();
    await page.getByLabel('Reason of the suspension').fill('Demande de paiement avant toute visite');
    await page.getByRole('button', { name: 'Suspend…' }).click();
    await page.getByRole('alert').filter({ hasText: 'will no longer be able to log in' }).waitFor();
    await page.getByRole('button', { name: 'Confirm the suspension' }).click();
    await page.getByRole('status').filter({ hasText: 'Account suspended' }).waitFor();
    await page.setViewportSize({ width: 360, height: 740 });
    await consoleShot(page, 'reports-360');
    // The decided report is under "Actioned".
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Actioned' }).click();
    await page.getByRole('button', { name: new RegExp(`argent d'avance ${stamp}`) }).click();
    await page.getByText('Suspended on').waitFor();
    await consoleShot(page, 'reports-actioned-1280');

    // The app's list no longer shows it; the publisher cannot log in.
    await appPage.goto(`${origin}/house/list`);
    await appPage.locator('.mkt-list, main').first().waitFor();
    await expect.poll(async () => appPage.getByText(title).count(), { timeout: 10_000 }).toBe(0);
    const password = createHash('sha256').update(SEED_PASSWORD, 'utf8').digest('hex');
    const login = await apiCall(origin, ENDPOINTS.login.path, { type: 'mobile', loginData: { mobileCode: SEED_USERS.member.mobileCode, phone: SEED_USERS.member.phone, password } });
    expect(login.code).toBe(CODE.ACCOUNT_SUSPENDED);
    expect(login.message).toContain('suspendu');
    expect(errors).toEqual([]);
    expect(appErrors).toEqual([]);
    await context.close();
    await app.close();
  });

  it('rewrites a help article in French; the app\'s help pages show it in French', async () => {
    const { origin } = s.env();
    const menu = HELP_MENUS[0]!;
    const article = menu.problems[0]!;
    const question = `Comment récupérer mon compte ? (${Date.now().toString(36)})`;
    const answer = 'Écrivez au service client depuis la page Aide, avec votre numéro de téléphone.';

    const { context, page, errors } = await consoleDesk(s.browser());
    await logInToConsole(page, origin);
    await page.getByRole('link', { name: 'Help articles' }).click();
    await page.getByRole('heading', { name: 'Help articles' }).waitFor();
    await page.getByRole('button', { name: new RegExp(article.title.en.replace(/[?()]/g, '.')) }).click();
    await page.getByRole('tab', { name: 'French' }).click();
    await expect.poll(() => page.getByLabel('Question').inputValue()).toBe(article.title.fr);
    await page.getByLabel('Question').fill(question);
    await page.getByLabel('Answer (HTML)').fill(`<p>${answer}</p><script>alert(1)</script>`);
    // The preview is drawn with the app's sanitizer.
    await page.locator('.html').getByText(answer).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await consoleShot(page, 'help-1280');
    await page.setViewportSize({ width: 360, height: 740 });
    await consoleShot(page, 'help-360-editor');
    await page.getByRole('button', { name: /Articles/ }).click();
    await consoleShot(page, 'help-360');
    expect(errors).toEqual([]);
    await context.close();

    const app = await languageContext(s.browser(), 'fr');
    const appPage = await app.newPage();
    const appErrors = watchErrors(appPage);
    await appPage.goto(`${origin}/usercenter/serviceAndHelp/serviceAndHelpMenuList`);
    await appPage.getByRole('link', { name: menu.name.fr }).click();
    await appPage.getByRole('link', { name: question }).click();
    await appPage.waitForURL(/\/problemDetails\?id=\d+$/);
    await appPage.getByRole('heading', { name: question }).waitFor();
    await appPage.getByText(answer).waitFor();
    await appPage.screenshot({ path: `${process.env.CONSOLE_SHOTS ?? '/tmp/console-shots'}/help-app-fr.png` });
    expect(appErrors).toEqual([]);
    await app.close();
  });
});
