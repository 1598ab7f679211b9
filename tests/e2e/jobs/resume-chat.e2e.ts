// A CV asked for and sent in the chat (spec §3 "Chat event kinds": askForAResume, sendResume; §6
// contact details by package), two phones at 360×740 against the real server and its queue: a
// recruiter who may not read a public CV's contact details (recruiter mode off) asks for it from
// recruitDetails, in Chinese; the job seeker, in French, sees the request in the conversation and
// sends the CV from the bar above the composer; the recruiter sees the CV card arrive live and,
// opening it, reads the CV with its contact details (resume_grants).
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { MONEY_ID } from '../../../examples/server/seed/data/units.js';
import { MODULE_ID } from '../../../src/contract/constants.js';
import { ACCOUNT_ENDPOINTS } from '../../../src/contract/endpoints/account.js';
import { JOB_ENDPOINTS } from '../../../src/contract/endpoints/jobs.js';
import type { JobLookups, Resume } from '../../../src/contract/types/jobs.js';
import { moduleById } from '../../../src/modules/index.js';
import { storagePrefix } from '../../../src/stores/app-stores.js';
import { apiCall } from '../console/publish-over-api.js';
import { languageContext, watchErrors } from '../harness/browser.js';
import { fileSuite } from '../harness/file-suite.js';
import { text } from '../harness/locale-text.js';
import { startMarketServer } from '../harness/market-server.js';
import { codeSentTo } from '../harness/outbox.js';
import { loginContext, type LoggedIn } from '../harness/session.js';
import { openSockets, watchSockets } from '../harness/sockets.js';

const SHOTS = '/tmp/shots-h2';
const suite = (() => {
  const s = fileSuite(() => startMarketServer({ TRANSLATE_URL: 'none' }));
  return { server: s.env, browser: s.browser };
})();
const BASE = `/${moduleById(MODULE_ID.recruitment)!.key}`;
const RECRUITER = SEED_USERS.member;
const SEEKER_NAME = 'Mariam Ouattara';
const SEEKER_PHONE = `05${String(Date.now()).slice(-8)}`;

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(250); // toasts and transitions settle (pictures only)
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

interface Phone {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function phone(lang: 'cn' | 'fr', login: (context: BrowserContext) => Promise<unknown>): Promise<Phone> {
  const context = await languageContext(suite.browser(), lang);
  await login(context);
  await watchSockets(context);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** A new job seeker (French profile) signed up over the API, with a public CV written over the API. */
async function seekerWithCv(origin: string): Promise<{ login: LoggedIn; resumeId: string }> {
  const since = Date.now() - 1000;
  const sent = await apiCall(origin, ACCOUNT_ENDPOINTS.sendRegisterCode.path, { mobileCode: '225', phone: SEEKER_PHONE });
  if (sent.code !== 200) throw new Error(`sendRegisterCode: ${sent.code} ${sent.message}`);
  const validCode = await codeSentTo(origin, `+225${SEEKER_PHONE}`, since);
  const password = createHash('sha256').update('Abidjan2026', 'utf8').digest('hex');
  const reg = await apiCall<LoggedIn>(origin, ACCOUNT_ENDPOINTS.register.path, { phone: SEEKER_PHONE, mobileCode: '225', areaId: 'CIV', languageId: 'fr', password, validCode });
  if (reg.code !== 200) throw new Error(`register: ${reg.code} ${reg.message}`);
  const login = { userId: String(reg.customData.userId), Authorization: reg.customData.Authorization, refreshToken: reg.customData.refreshToken };
  const lookups = (await apiCall<JobLookups>(origin, JOB_ENDPOINTS.getJobLookups.path, {})).customData;
  const industry = lookups.industries.find((i) => i.children.length > 0)!;
  const cv = await apiCall<Resume>(origin, JOB_ENDPOINTS.updateResume.path, {
    realName: SEEKER_NAME, gender: 2, birthDate: '1997-02-03', mail: 'mariam.o@example.test', mobileCode: '225', phone: SEEKER_PHONE,
    educationId: lookups.degrees[0]!.id, jobStatusId: lookups.jobStatuses[0]!.id, positionTypeId: lookups.positionTypes[0]!.id, yearsWorked: 3,
    industryId: industry.id, positionId: industry.children[0]!.id, salaryMin: 200000, salaryMax: 300000, moneyUnitId: MONEY_ID.XOF, billingCycleId: 1,
    selfIntroduction: 'Assistante de direction, trois ans à Abidjan : agenda, courrier, accueil.', workLocation: 'Abidjan, Marcory', areaId: 'CIV',
    attachment: '', attachmentName: '', isPublic: 1, languageId: 'fr',
  }, login.Authorization);
  if (cv.code !== 200) throw new Error(`updateResume: ${cv.code} ${cv.message}`);
  return { login, resumeId: String(cv.customData.recruitingResumeId) };
}

async function storedLogin(context: BrowserContext, login: LoggedIn): Promise<void> {
  await context.addInitScript(([p, l]) => {
    if (localStorage.getItem(`${p}userId`) !== null) return;
    localStorage.setItem(`${p}userId`, l.userId);
    localStorage.setItem(`${p}authorization`, l.Authorization);
    localStorage.setItem(`${p}refreshToken`, l.refreshToken);
  }, [storagePrefix('web'), login] as const);
}

/** The queue of the page is connected (a socket open, then room for the SUBSCRIBE). */
async function connected(page: Page): Promise<void> {
  await expect.poll(() => openSockets(page), { timeout: 15_000 }).toBe(1);
  await page.waitForTimeout(500);
}

describe('a CV asked for and sent in the chat (cn recruiter, fr seeker, 360×740)', () => {
  it('ask → send → the recruiter opens the CV with its contact details', async () => {
    const { origin } = suite.server();
    const { login, resumeId } = await seekerWithCv(origin);
    const recruiter = await phone('cn', (c) => loginContext(c, origin, 'member'));
    const seeker = await phone('fr', (c) => storedLogin(c, login));
    const cn = (key: string, values: Record<string, string | number> = {}) => text('cn', key, values);
    const fr = (key: string, values: Record<string, string | number> = {}) => text('fr', key, values);

    // The recruiter (a member, recruiter mode off) reads the public CV without its contact details.
    const r = recruiter.page;
    await r.goto(`${origin}${BASE}/recruit/recruitDetails?recruitingResumeId=${encodeURIComponent(resumeId)}`);
    await r.locator('[data-contact="hidden"]').waitFor();
    expect(await r.locator('[data-contact]').textContent()).not.toContain(SEEKER_PHONE.slice(-6));
    await shot(r, 'rc-1-details-hidden-cn');

    // The seeker is in the app (messages), queue connected, when the request goes.
    const s = seeker.page;
    await s.goto(`${origin}/message/list`);
    await connected(s);

    await r.locator('[data-action="ask"]').click();
    await r.waitForURL(/\/message\/chat\?/);
    await r.getByText(cn('jobs.recruiter.askSent')).waitFor();
    // The request is in the recruiter's conversation too (the seeker's language: it is written for them).
    await r.locator('[data-message]').filter({ hasText: fr('jobs.chat.askForAResume', { name: RECRUITER.petName }) }).waitFor();
    await connected(r);
    await shot(r, 'rc-2-asked-cn');

    // The seeker opens the conversation: the request, and the bar that answers it.
    const row = s.locator('nav a.mkt-msg-row').filter({ hasText: RECRUITER.petName });
    await row.waitFor({ timeout: 15_000 });
    await row.click();
    await s.waitForURL(/\/message\/chat\?/);
    const bar = s.locator('[data-resume-ask]');
    await bar.waitFor();
    expect(await bar.textContent()).toContain(fr('jobs.chat.askForAResume', { name: RECRUITER.petName }));
    await shot(s, 'rc-3-ask-bar-fr');
    expect(await s.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await bar.getByRole('button', { name: fr('jobs.chat.sendResume') }).click();
    await s.getByText(fr('jobs.chat.resumeSent')).waitFor();
    await expect.poll(() => bar.count()).toBe(0);
    // The CV's card, in the seeker's own conversation (the sender's copy, contract CHAT_SENT_EVENT).
    await s.locator(`[data-card="${resumeId}"]`).waitFor({ timeout: 15_000 });
    await shot(s, 'rc-4-sent-fr');

    // The recruiter's open conversation gets the card live; opening it shows the CV, contact visible.
    const card = r.locator(`a[data-card="${resumeId}"]`);
    await card.waitFor({ timeout: 15_000 });
    await shot(r, 'rc-5-card-cn');
    await card.click();
    await r.waitForURL(/\/recruit\/recruitDetails\?recruitingResumeId=/);
    const contact = r.locator('[data-contact="visible"]');
    await contact.waitFor();
    await expect.poll(() => contact.textContent()).toContain(SEEKER_PHONE.slice(-6));
    await r.getByText(SEEKER_NAME).first().waitFor();
    await contact.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(r, 'rc-6-details-visible-cn');
    expect(await r.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    expect(recruiter.errors).toEqual([]);
    expect(seeker.errors).toEqual([]);
    await recruiter.context.close();
    await seeker.context.close();
  });
});
