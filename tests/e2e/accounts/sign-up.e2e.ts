// Issue 6 "Sign-up and log-in", as a new user would, in French, against the real server and its
// database: the language dropdown (persisted), registration with a +225 number and the code from
// the server's outbox (60 s countdown, already-registered and wrong-code messages), login by phone
// (wrong password, agreement) and by e-mail (the account's language then applies), password reset by
// phone and by e-mail (wrong code, then the mailed one), and the e-mail check on blur.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phoneContext } from '../harness/browser.js';
import { text } from '../harness/locale-text.js';
import { marketSuite } from '../harness/market-suite.js';
import { codeSentTo } from '../harness/outbox.js';

const ARTIFACTS = 'tests/e2e/.artifacts';
const suite = marketSuite();
const fr = (key: string, values?: Record<string, string | number>) => text('fr', key, values);

const NEW_PHONE = '0712345678';
const FIRST_PASSWORD = 'Abidjan2026';
const NEW_PASSWORD = 'Plateau#77';

/** A fresh browser whose stored language is French (as the dropdown leaves it). */
async function frenchPage(): Promise<Page> {
  const context = await phoneContext(suite.browser(), 'fr-FR');
  await context.addInitScript(() => {
    if (localStorage.getItem('mkt:web:language') === null) localStorage.setItem('mkt:web:language', 'fr');
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw e;
  });
  return page;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function loginByPhone(page: Page, phone: string, password: string) {
  await page.goto(`${suite.server().origin}/login`);
  await field(page, fr('form.phone')).fill(phone);
  await field(page, fr('form.password')).fill(password);
  const agree = page.getByRole('checkbox', { name: fr('form.agree') });
  if (!(await agree.isChecked())) await agree.check();
  await page.getByRole('button', { name: fr('account.login'), exact: true }).click();
}

/** Home after a login, in the account's language (login's languageId applies; spec §7). */
const loggedInHome = async (page: Page, lang: 'fr' | 'en' = 'fr') => {
  await page.waitForURL(/\/index\?random=\d+/);
  // Spec §2: the account tab is labelled "account" once a user id is stored.
  await page.getByRole('navigation', { name: text(lang, 'tabs.label') }).getByRole('link', { name: text(lang, 'tabs.account') }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('mkt:web:userId'))).toMatch(/.+/);
  expect(await page.evaluate(() => localStorage.getItem('mkt:web:language'))).toBe(lang);
};

describe('sign-up and log-in (issue 6)', () => {
  it('the login language dropdown applies at once and survives a reload', async () => {
    const context = await phoneContext(suite.browser());
    const page = await context.newPage();
    await page.goto(`${suite.server().origin}/login`);
    await page.getByRole('heading', { name: text('en', 'account.loginTitle') }).waitFor();
    await page.getByLabel(text('en', 'account.language')).selectOption('fr');
    await page.getByRole('heading', { name: fr('account.loginTitle') }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: fr('account.loginTitle') }).waitFor();
    expect(await page.getByLabel(fr('account.language')).inputValue()).toBe('fr');
    await context.close();
  });

  it('registers a +225 number with the code from the outbox', async () => {
    const page = await frenchPage();
    const origin = suite.server().origin;
    await page.goto(`${origin}/login`);
    await page.getByRole('link', { name: fr('account.register') }).click();
    await page.getByRole('heading', { name: fr('account.registerTitle') }).waitFor();
    // The default area code is Ivory Coast's (spec §9).
    await page.getByRole('button', { name: fr('form.areaCode', { code: '+225' }) }).waitFor();
    const phone = field(page, fr('form.phone'));
    const send = page.getByRole('button', { name: fr('form.sendCode') });

    // Spec §5: the shared phone rule (+225 needs 10 digits), then an already-registered phone.
    await phone.fill('12345');
    await send.click();
    await page.getByText(fr('validation.phoneInvalid')).waitFor();
    await phone.fill('0700000002');
    await send.click();
    await page.getByText(fr('errors.phoneRegistered')).waitFor();

    const sentAt = Date.now() - 1000;
    await phone.fill(NEW_PHONE);
    await send.click();
    // Spec §4: disabled with a 60-second countdown after a successful send.
    const countdown = page.getByRole('button', { name: /Renvoyer dans \d+ s/ });
    await countdown.waitFor();
    expect(await countdown.isDisabled()).toBe(true);
    await page.getByText(fr('outbox.sentSms')).waitFor(); // the server's message, as a toast
    const code = await codeSentTo(origin, `+225${NEW_PHONE}`, sentAt);

    await field(page, fr('form.code')).fill(code === '000000' ? '111111' : '000000');
    await field(page, fr('form.newPassword')).fill(FIRST_PASSWORD);
    await field(page, fr('form.confirmPassword')).fill(`${FIRST_PASSWORD}x`);
    await page.getByRole('button', { name: fr('account.register'), exact: true }).click();
    await page.getByText(fr('validation.passwordsDiffer')).waitFor();
    await page.getByText(fr('validation.agreeMessage')).waitFor();
    await field(page, fr('form.confirmPassword')).fill(FIRST_PASSWORD);
    await page.getByRole('checkbox', { name: fr('form.agree') }).check();
    await page.getByRole('button', { name: fr('account.register'), exact: true }).click();
    await page.getByText(fr('errors.codeIncorrect')).waitFor();

    await field(page, fr('form.code')).fill(code);
    await page.getByRole('button', { name: fr('account.register'), exact: true }).click();
    await loggedInHome(page);
    await page.context().close();
  });

  it('logs in by phone: wrong password and missing agreement are told in French', async () => {
    const page = await frenchPage();
    await page.goto(`${suite.server().origin}/login`);
    await field(page, fr('form.phone')).fill(NEW_PHONE);
    await field(page, fr('form.password')).fill('not-the-password');
    await page.getByRole('button', { name: fr('account.login'), exact: true }).click();
    await page.getByText(fr('validation.agreeMessage')).waitFor();
    // The eye shows what was typed.
    await page.getByRole('button', { name: fr('form.showPassword') }).click();
    expect(await field(page, fr('form.password')).getAttribute('type')).toBe('text');

    await page.getByRole('checkbox', { name: fr('form.agree') }).check();
    await page.getByRole('button', { name: fr('account.login'), exact: true }).click();
    await page.getByRole('alert').filter({ hasText: fr('errors.incorrectAccount') }).waitFor();
    expect(page.url()).toMatch(/\/login$/);
    await page.screenshot({ path: `${ARTIFACTS}/login-wrong-password-fr.png` });

    await loginByPhone(page, NEW_PHONE, FIRST_PASSWORD);
    await loggedInHome(page);
    await page.context().close();
  });

  it('resets the password by phone, then only the new one logs in', async () => {
    const page = await frenchPage();
    const origin = suite.server().origin;
    await page.goto(`${origin}/login`);
    await page.getByRole('link', { name: fr('account.forgot') }).click();
    await page.getByRole('heading', { name: fr('account.resetTitle') }).waitFor();
    await field(page, fr('form.phone')).fill(NEW_PHONE);
    const sentAt = Date.now() - 1000;
    await page.getByRole('button', { name: fr('form.sendCode') }).click();
    const code = await codeSentTo(origin, `+225${NEW_PHONE}`, sentAt);
    await field(page, fr('form.code')).fill(code);
    await field(page, fr('form.newPassword')).fill(' short');
    await page.getByRole('button', { name: fr('account.resetSubmit') }).click();
    await page.getByText(fr('validation.passwordRegp')).waitFor();
    await field(page, fr('form.newPassword')).fill(NEW_PASSWORD);
    await field(page, fr('form.confirmPassword')).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: fr('account.resetSubmit') }).click();
    await page.waitForURL(/\/login$/);
    await page.getByText(fr('account.resetDone')).waitFor();

    await loginByPhone(page, NEW_PHONE, FIRST_PASSWORD);
    await page.getByRole('alert').filter({ hasText: fr('errors.incorrectAccount') }).waitFor();
    await loginByPhone(page, NEW_PHONE, NEW_PASSWORD);
    await loggedInHome(page);
    await page.context().close();
  });

  it('logs in by e-mail; the reset form checks the e-mail when it is left', async () => {
    const page = await frenchPage();
    const origin = suite.server().origin;
    await page.goto(`${origin}/resetPassword`);
    await page.getByRole('tab', { name: fr('account.byEmail') }).click();
    await field(page, fr('form.email')).fill('nobody@example.test');
    await field(page, fr('form.code')).focus();
    await page.getByText(fr('account.mailUnknown')).waitFor();

    await page.goto(`${origin}/login`);
    await page.getByRole('tab', { name: fr('account.byEmail') }).click();
    await field(page, fr('form.email')).fill('member@example.test');
    await field(page, fr('form.password')).fill('Test1234!');
    await page.getByRole('checkbox', { name: fr('form.agree') }).check();
    await page.getByRole('button', { name: fr('account.login'), exact: true }).click();
    // The member's account is in English: the French page switches once logged in.
    await loggedInHome(page, 'en');
    await page.context().close();
  });

  it('resets the password by e-mail with the code from the mailbox, then logs in by e-mail with it', async () => {
    const page = await frenchPage();
    const origin = suite.server().origin;
    const mail = 'seller@example.test';
    await page.goto(`${origin}/resetPassword`);
    await page.getByRole('tab', { name: fr('account.byEmail') }).click();
    await field(page, fr('form.email')).fill(mail);
    const sentAt = Date.now() - 1000;
    await page.getByRole('button', { name: fr('form.sendCode') }).click();
    await page.getByText(fr('outbox.sentMail')).waitFor(); // the server's message, as a toast
    const code = await codeSentTo(origin, mail, sentAt);
    await field(page, fr('form.code')).fill(code === '000000' ? '111111' : '000000');
    await field(page, fr('form.newPassword')).fill(NEW_PASSWORD);
    await field(page, fr('form.confirmPassword')).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: fr('account.resetSubmit') }).click();
    await page.getByText(fr('errors.codeIncorrect')).waitFor();
    await field(page, fr('form.code')).fill(code);
    await page.getByRole('button', { name: fr('account.resetSubmit') }).click();
    await page.waitForURL(/\/login$/);
    await page.getByText(fr('account.resetDone')).waitFor();

    await page.getByRole('tab', { name: fr('account.byEmail') }).click();
    await field(page, fr('form.email')).fill(mail);
    await field(page, fr('form.password')).fill(NEW_PASSWORD);
    await page.getByRole('checkbox', { name: fr('form.agree') }).check();
    await page.getByRole('button', { name: fr('account.login'), exact: true }).click();
    await loggedInHome(page, 'en'); // the seller's account is in English
    await page.context().close();
  });
});
