// The recruitment journey in Chromium, in French on a 360×740 phone against the real server (spec §2
// /jobAndRecruit, §3 "CV", §6 membership and recruiter rules): a non-member is offered the
// membership centre instead of the job form; the enterprise member publishes a job through the real
// form, the operator approves it (console API); a new job seeker writes a CV with a PDF attachment,
// finds the job with the list's filters and applies; the recruiter reads the CV and invites while
// the seeker has "My applications" open: the invitation shows up there live (queue event
// applicationState), with its note and a toast, and again after a reload; the "RIR" ad link opens
// the CV for the recruiter.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MODULE_ID } from '../../../src/contract/constants.js';
import { ACCOUNT_ENDPOINTS } from '../../../src/contract/endpoints/account.js';
import { JOB_ENDPOINTS } from '../../../src/contract/endpoints/jobs.js';
import type { MyResumeReply } from '../../../src/contract/types/jobs.js';
import { moduleById } from '../../../src/modules/index.js';
import { storagePrefix } from '../../../src/stores/app-stores.js';
import { apiCall, reviewOverApi } from '../console/publish-over-api.js';
import { fillPublishForm } from '../publish/fill-form.js';
import { languageContext, watchErrors } from '../harness/browser.js';
import { fileSuite } from '../harness/file-suite.js';
import { text } from '../harness/locale-text.js';
import { startMarketServer } from '../harness/market-server.js';
import { codeSentTo } from '../harness/outbox.js';
import { loginContext, type LoggedIn, type SeedUser } from '../harness/session.js';
import { openSockets, watchSockets } from '../harness/sockets.js';

const SHOTS = 'tests/e2e/.artifacts/jobs';
// No machine translation: an approved job is published at once (as publish-manage.e2e.ts).
const suite = (() => {
  const s = fileSuite(() => startMarketServer({ TRANSLATE_URL: 'none' }));
  return { server: s.env, browser: s.browser };
})();
const JOBS_MODULE = moduleById(MODULE_ID.recruitment)!;
const BASE = `/${JOBS_MODULE.key}`;
const fr = (key: string, values: Record<string, string | number> = {}) => text('fr', key, values);
const STAMP = Date.now().toString(36);
const WORD = `zqjob${STAMP}`;
const TITLE = `Comptable ${WORD} confirmé`;
const SEEKER_NAME = 'Aya Traoré';
const SEEKER_PHONE = `07${String(Date.now()).slice(-8)}`;
const NOTE = 'Entretien mardi à 10 h, Plateau, immeuble Alpha, 3e étage.';

/** Nothing wider than the 360 px phone. */
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  // The toast and dialog transitions settle before the picture (screenshots only).
  await page.waitForTimeout(250);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const dialog = (page: Page) => page.getByRole('dialog');
const confirm = (page: Page) => dialog(page).getByRole('button', { name: fr('dialog.confirm') }).click();

interface Opened {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function phoneAs(who: SeedUser): Promise<Opened> {
  const context = await languageContext(suite.browser(), 'fr');
  await loginContext(context, suite.server().origin, who);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** A new job seeker signed up over the API (the sign-up screen is tested in accounts/), French profile. */
async function registerSeeker(origin: string, phone: string): Promise<LoggedIn> {
  const since = Date.now() - 1000;
  const sent = await apiCall(origin, ACCOUNT_ENDPOINTS.sendRegisterCode.path, { mobileCode: '225', phone });
  if (sent.code !== 200) throw new Error(`sendRegisterCode: ${sent.code} ${sent.message}`);
  const validCode = await codeSentTo(origin, `+225${phone}`, since);
  const password = createHash('sha256').update('Abidjan2026', 'utf8').digest('hex');
  const reply = await apiCall<LoggedIn>(origin, ACCOUNT_ENDPOINTS.register.path, { phone, mobileCode: '225', areaId: 'CIV', languageId: 'fr', password, validCode });
  if (reply.code !== 200) throw new Error(`register: ${reply.code} ${reply.message}`);
  const c = reply.customData;
  return { userId: String(c.userId), Authorization: c.Authorization, refreshToken: c.refreshToken };
}

async function phoneOf(login: LoggedIn): Promise<Opened> {
  const context = await languageContext(suite.browser(), 'fr');
  await context.addInitScript(([p, l]) => {
    if (localStorage.getItem(`${p}userId`) !== null) return;
    localStorage.setItem(`${p}userId`, l.userId);
    localStorage.setItem(`${p}authorization`, l.Authorization);
    localStorage.setItem(`${p}refreshToken`, l.refreshToken);
  }, [storagePrefix('web'), login] as const);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** A minimal real PDF (the server sniffs the %PDF magic). */
function tinyPdf(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');
}

const state = { jobId: '', industry: '', position: '', seeker: null as LoggedIn | null, recruiter: null as Opened | null, seekerPhone: null as Opened | null };

describe('recruitment journey (French, 360×740)', () => {
  it('1. a non-member who taps "publish a job" is offered the membership centre', async () => {
    const { page, errors, context } = await phoneAs('personal');
    await page.goto(`${suite.server().origin}${BASE}/userCenter/userIndex`);
    await page.getByRole('link', { name: fr('jobs.seeker.hub.publishJob') }).click();
    await expect.poll(() => dialog(page).textContent()).toContain(fr('errors.authorityInsufficient'));
    await shot(page, '1-membership-confirm');
    await confirm(page);
    await page.waitForURL(/\/usercenter\/menberCenter\/index$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('2. the enterprise member publishes a job through the form; approved, it is public', async () => {
    const { origin } = suite.server();
    const recruiter = await phoneAs('enterprise');
    state.recruiter = recruiter;
    const { page } = recruiter;
    await page.goto(`${origin}${BASE}/userCenter/userIndex`);
    await page.getByRole('link', { name: fr('jobs.seeker.hub.publishJob') }).click();
    await page.waitForURL(new RegExp(`${BASE}/recruit/publish$`));
    await fillPublishForm(page, JOBS_MODULE, {
      title: TITLE,
      content: 'Cabinet à Abidjan recherche un comptable confirmé : bilans, paie et déclarations fiscales.',
      pictures: [],
      location: 'Plateau, avenue Chardy',
      contacts: 'Mme Koné',
      phone: '0700000033',
    });
    state.industry = (await page.locator('select[name="tagParent"] option:checked').textContent()) ?? '';
    state.position = (await page.locator('select[name="tagId"] option:checked').textContent()) ?? '';
    expect(state.industry).not.toBe('');
    await shot(page, '2-job-form-filled');
    await page.getByRole('button', { name: fr('publish.next') }).click();
    await page.waitForURL(new RegExp(`/common/checkWord\\?moduleId=${MODULE_ID.recruitment}$`));
    await page.getByText(fr('publish.check.clean')).waitFor();
    await shot(page, '2-word-check');
    await page.getByRole('button', { name: fr('publish.save') }).click();
    // A member's plan may still ask before spending a posting (spec §6): confirm when asked.
    const landed = page.waitForURL(new RegExp(`/common/publishManage\\?moduleId=${MODULE_ID.recruitment}$`), { timeout: 15_000 });
    await Promise.race([landed, confirm(page).catch(() => undefined)]);
    await landed;
    const row = page.locator('[data-service-id]').filter({ hasText: TITLE });
    await expect.poll(() => row.getAttribute('data-status')).toBe('4');
    state.jobId = (await row.getAttribute('data-service-id')) ?? '';
    expect(state.jobId).toMatch(/^\d+$/);
    await shot(page, '2-publish-manage');

    await reviewOverApi(origin, state.jobId, 'approve');
    const publicIds = async () => {
      const list = await apiCall<{ resultList: { recruitingInfoId?: string; serviceId?: string }[] }>(origin, JOBS_MODULE.endpoints.search.path, { page: { index: 1, size: 10 }, keyWords: WORD });
      return list.customData.resultList.map((r) => String(r.recruitingInfoId ?? r.serviceId));
    };
    await expect.poll(publicIds, { timeout: 20_000 }).toEqual([state.jobId]);
  });

  it('3. a new job seeker writes a CV with a PDF, finds the job with filters and applies', async () => {
    const { origin } = suite.server();
    state.seeker = await registerSeeker(origin, SEEKER_PHONE);
    const seeker = await phoneOf(state.seeker);
    state.seekerPhone = seeker;
    const { page } = seeker;
    await page.goto(`${origin}${BASE}/edit/editResume`);
    await page.getByLabel(fr('jobs.seeker.form.realName')).fill(SEEKER_NAME);
    // The label is what a finger taps (it draws the radio).
    await page.locator('[data-field="gender"] label').filter({ hasText: fr('jobs.seeker.gender.2') }).click();
    await page.getByLabel(fr('jobs.seeker.form.birthDate')).fill('1996-04-12');
    const select = async (name: string) => {
      const s = page.locator(`select[name="${name}"]`);
      await expect.poll(() => s.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
      await s.selectOption({ index: 1 });
    };
    for (const name of ['educationId', 'jobStatusId', 'positionTypeId', 'industryId', 'positionId']) await select(name);
    await page.getByLabel(fr('jobs.seeker.form.yearsWorked')).fill('4');
    await page.getByLabel(fr('jobs.seeker.form.salaryMin')).fill('300000');
    await page.getByLabel(fr('jobs.seeker.form.salaryMax')).fill('450000');
    for (const name of ['moneyUnitId', 'billingCycleId']) {
      const s = page.locator(`select[name="${name}"]`);
      await expect.poll(() => s.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
      if ((await s.inputValue()) === '') await s.selectOption({ index: 1 });
    }
    await page.getByLabel(fr('jobs.seeker.form.workLocation')).fill('Abidjan, Plateau ou Cocody');
    await page.getByLabel(fr('jobs.seeker.form.selfIntroduction')).fill('Comptable depuis quatre ans : bilans, paie, fiscalité, Sage et Excel.');
    await page.locator('[data-field="attachment"] input[type=file]').setInputFiles({ name: 'cv-aya.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await page.locator('[data-file="attachment"]').getByText('cv-aya.pdf').waitFor({ timeout: 15_000 });
    await shot(page, '3-cv-form');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: fr('jobs.seeker.form.save') }).click();
    await page.waitForURL(new RegExp(`${BASE}/userCenter/myResume$`), { timeout: 15_000 });
    await shot(page, '3-my-resume');

    // The public list: keyword, then the industry, then urgent jobs of the job's nature.
    await page.goto(`${origin}${BASE}/jobWanted/jobList`);
    await page.getByLabel(fr('listScreen.searchLabel')).fill(WORD);
    await page.getByRole('button', { name: fr('listScreen.search') }).click();
    const jobRow = page.getByRole('link', { name: new RegExp(WORD) });
    await jobRow.waitFor();
    await page.locator('[data-filter="industry"]').click();
    await page.locator('.mkt-list-panel').getByRole('button', { name: state.industry, exact: true }).click();
    await page.locator('.mkt-list-panel').getByRole('button', { name: state.position, exact: true }).click();
    await expect.poll(() => page.locator('[data-filter="industry"]').getAttribute('data-set')).toBe('');
    await page.locator('[data-filter="more"]').click();
    const panel = page.locator('.mkt-list-panel');
    await panel.getByRole('button', { name: fr('jobs.common.nature.1'), exact: true }).click();
    await panel.locator('label').filter({ hasText: fr('jobs.browse.filters.urgentOnly') }).click();
    expect(await panel.getByLabel(fr('jobs.browse.filters.urgentOnly')).isChecked()).toBe(true);
    await shot(page, '3-filters');
    await panel.getByRole('button', { name: fr('jobs.browse.filters.apply') }).click();
    await expect.poll(() => page.getByRole('link', { name: new RegExp(WORD) }).count()).toBe(1);
    await shot(page, '3-job-list-filtered');

    await page.getByRole('link', { name: new RegExp(WORD) }).click();
    await page.waitForURL(new RegExp(`${BASE}/jobWanted/jobDetails\\?`));
    await page.getByRole('button', { name: fr('jobs.browse.details.apply') }).click();
    await expect.poll(() => dialog(page).textContent()).toContain(fr('jobs.browse.details.applyConfirm'));
    await confirm(page);
    const applied = fr('jobs.browse.details.application', { state: fr('jobs.common.application.1') });
    await page.getByRole('status').filter({ hasText: applied }).waitFor();
    await shot(page, '3-applied');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  });

  it('4. the recruiter reads the CV from the applications and invites with a note', async () => {
    const { origin } = suite.server();
    const { page } = state.recruiter!;
    await page.goto(`${origin}${BASE}/userCenter/userIndex`);
    await page.getByRole('link', { name: new RegExp(fr('jobs.seeker.hub.received')) }).click();
    await page.waitForURL(/\/userCenter\/resumeManage/);
    const app = page.locator('article.mkt-rc-app').filter({ hasText: SEEKER_NAME });
    await app.waitFor();
    expect(await app.getAttribute('data-state')).toBe('1');
    await shot(page, '4-resume-manage');
    await app.getByRole('button', { name: fr('jobs.recruiter.openResume') }).click();
    await page.waitForURL(/\/recruit\/recruitDetails\?recruitingResumeId=/);
    const contact = page.locator('[data-contact="visible"]');
    await contact.waitFor();
    await page.getByText(SEEKER_NAME).first().waitFor();
    await expect.poll(() => contact.textContent()).toContain(SEEKER_PHONE.slice(-6));
    const link = page.locator('a[data-attachment]');
    await expect.poll(() => link.getAttribute('href')).toMatch(/.+/);
    // Above the sticky chat bar: the contact card with the phone and the attachment link.
    await link.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, '4-recruit-details');
    await page.goBack();
    await page.waitForURL(/\/userCenter\/resumeManage/);
    await app.waitFor();

    // Meanwhile the seeker has "My applications" open, its queue connected (a page marker tells a
    // live change from a reload).
    const seeker = state.seekerPhone!;
    await watchSockets(seeker.context);
    await seeker.page.goto(`${origin}${BASE}/userCenter/myDeliver`);
    const mine = seeker.page.locator('article.mkt-ju-app').filter({ hasText: TITLE });
    await expect.poll(() => mine.getAttribute('data-state')).toBe('2');
    await expect.poll(() => openSockets(seeker.page), { timeout: 15_000 }).toBe(1);
    await seeker.page.waitForTimeout(500); // the SUBSCRIBE reaches the broker
    await seeker.page.evaluate(() => void ((window as unknown as { e2eSamePage: boolean }).e2eSamePage = true));

    await app.getByRole('button', { name: fr('jobs.recruiter.invite') }).click();
    await app.getByLabel(fr('jobs.recruiter.noteLabel')).fill(NOTE);
    await app.getByRole('button', { name: fr('jobs.recruiter.sendInvite') }).click();
    await expect.poll(() => app.getAttribute('data-state')).toBe('3');
    await shot(page, '4-invited');

    await expect.poll(() => mine.getAttribute('data-state'), { timeout: 15_000 }).toBe('3');
    await expect.poll(() => mine.locator('[data-note]').textContent()).toContain(NOTE);
    await seeker.page.getByText(fr('jobs.seeker.answered.invited')).waitFor();
    expect(await seeker.page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
    await shot(seeker.page, '4-seeker-live');
  });

  it('5. the seeker’s applications show the invitation with the note', async () => {
    const { origin } = suite.server();
    const { page } = state.seekerPhone!;
    await page.goto(`${origin}${BASE}/userCenter/myDeliver`);
    const app = page.locator('article.mkt-ju-app').filter({ hasText: TITLE });
    await expect.poll(() => app.getAttribute('data-state')).toBe('3');
    await app.getByText(fr('jobs.common.application.3')).waitFor();
    await expect.poll(() => app.locator('[data-note]').textContent()).toContain(NOTE);
    await shot(page, '5-my-deliver');
  });

  it('6. the RIR ad link opens the seeker’s CV for the recruiter', async () => {
    const { origin } = suite.server();
    const mine = await apiCall<MyResumeReply>(origin, JOB_ENDPOINTS.getMyResume.path, {}, state.seeker!.Authorization);
    const resumeId = mine.customData.resume?.recruitingResumeId;
    expect(resumeId).toBeTruthy();
    const { page, errors, context } = state.recruiter!;
    await page.goto(`${origin}${BASE}/recruit/recruitDetails?recruitingResumeId=${encodeURIComponent(String(resumeId))}`);
    await page.locator(`[data-resume-id="${String(resumeId)}"]`).getByText(SEEKER_NAME).waitFor();
    await shot(page, '6-rir-link');
    expect(errors).toEqual([]);
    expect(state.seekerPhone!.errors).toEqual([]);
    await context.close();
    await state.seekerPhone!.context.close();
  });
});
