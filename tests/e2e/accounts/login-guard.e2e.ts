// Password guessing does not lock the owner out (accounts/login-guard.ts), in the browser against
// the real server: after five wrong passwords for an account, a new device's right password still
// logs in — the app solves the proof of work the server asks for, unseen but for a status line —
// and the owner's phone, which logged in before, is not slowed down at all.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '../../../examples/server/accounts/limits.js';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { CODE } from '../../../src/contract/codes.js';
import { decodeReply, type Reply } from '../../../src/contract/envelope.js';
import { isProofChallenge } from '../../../src/contract/proof-of-work.js';
import { phoneContext } from '../harness/browser.js';
import { text } from '../harness/locale-text.js';
import { marketSuite } from '../harness/market-suite.js';

const ARTIFACTS = 'tests/e2e/.artifacts';
const suite = marketSuite();
const en = (key: string) => text('en', key);
const owner = SEED_USERS.member;

/** A new device: its own storage, so its own deviceId; every login reply it receives is kept. */
async function device(): Promise<{ context: BrowserContext; page: Page; replies: Reply[] }> {
  const context = await phoneContext(suite.browser());
  const page = await context.newPage();
  const replies: Reply[] = [];
  page.on('response', (res) => {
    if (!/\/user\/v1\/login\/(checkLogin|login)$/.test(new URL(res.url()).pathname)) return;
    void res.text().then((body) => {
      const r = decodeReply(body);
      if (r.ok) replies.push(r.value);
    }, () => undefined);
  });
  return { context, page, replies };
}

async function tryLogin(page: Page, password: string) {
  await page.goto(`${suite.server().origin}/login`);
  await page.getByLabel(en('form.phone'), { exact: true }).fill(owner.phone);
  await page.getByLabel(en('form.password'), { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: en('form.agree') }).check();
  await page.getByRole('button', { name: en('account.login'), exact: true }).click();
}

async function failFiveTimes() {
  const guesser = await device();
  for (let i = 0; i < 5; i++) {
    await tryLogin(guesser.page, `Wrong-guess-${i}`);
    await guesser.page.getByRole('alert').filter({ hasText: en('errors.incorrectAccount') }).waitFor();
  }
  await guesser.context.close();
}

const loggedIn = (page: Page) => page.waitForURL(/\/index\?random=\d+/);

describe('login guard: slowed guessing, never a locked-out owner', () => {
  it('a new device proves work after five failures and logs in; the owner\'s phone is never asked', async () => {
    // The owner's phone logged in once; its session has since ended (tokens gone, device id kept).
    const phone = await device();
    await tryLogin(phone.page, 'Test1234!');
    await loggedIn(phone.page);
    await phone.page.evaluate(() => {
      for (const key of ['authorization', 'refreshToken', 'userId']) localStorage.removeItem(`mkt:web:${key}`);
    });

    await failFiveTimes();
    // Every device here shares the guesser's address (loopback), which now waits between tries
    // (login-guard.ts addressWait): a laptop elsewhere would not, so this one comes after the wait.
    // On a fast machine it came within it and was told "too many attempts" instead of the proof.
    await new Promise((r) => setTimeout(r, ACCOUNT_LIMITS.ipAccountDelayMs));
    const laptop = await device();
    // The call that carries the proof is held a moment, so the status line can be seen (and looked at).
    let checks = 0;
    await laptop.page.route('**/user/v1/login/checkLogin', async (route) => {
      if (++checks === 2) await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await tryLogin(laptop.page, 'Test1234!');
    await laptop.page.getByRole('status').filter({ hasText: en('account.proving') }).waitFor();
    await laptop.page.screenshot({ path: `${ARTIFACTS}/login-guard-proving.png` });
    await loggedIn(laptop.page);
    expect(checks).toBe(2);
    await expect.poll(() => laptop.replies.filter((r) => r.code === 200).length).toBe(2);
    const challenged = laptop.replies.filter((r) => r.code === CODE.RATE_LIMITED);
    expect(challenged.length).toBeGreaterThan(0);
    expect(isProofChallenge(challenged[0]!.customData)).toBe(true);
    expect(laptop.replies.at(-1)!.code).toBe(200);
    await laptop.page.screenshot({ path: `${ARTIFACTS}/login-guard-new-device.png` });
    await laptop.context.close();

    await failFiveTimes();
    phone.replies.length = 0;
    await tryLogin(phone.page, 'Test1234!');
    await loggedIn(phone.page);
    // The check and the login, each answered 200 at once: no challenge for a known device.
    await expect.poll(() => phone.replies.length).toBe(2);
    expect(phone.replies.map((r) => r.code)).toEqual([200, 200]);
    await phone.context.close();
    // Twelve logins, each a scrypt at N=2^17 on the server, and a proof of work: more than the default minute on a busy machine.
  }, 180_000);
});
