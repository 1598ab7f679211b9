// Issue 6 "User centre": userInfo and personalInformation as users would use them, against the real
// server and its seeded database, in Chromium at 360×740: the guard sends a visitor to /login; the
// card shows the enterprise name for accountType 2 and the nickname otherwise, with the membership
// level and expiry; the nickname rule speaks French; followed categories stop at 5 with the spec's
// message; followed countries keep the registered one and persist; the other sections are reachable.
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { encodePng } from '../../../examples/server/seed/png.js';
import { IMAGE } from '../../../src/contract/constants.js';
import { languageContext, watchErrors } from '../harness/browser.js';
import { text } from '../harness/locale-text.js';
import { marketSuite } from '../harness/market-suite.js';
import { loginContext, type SeedUser } from '../harness/session.js';

const ARTIFACTS = 'tests/e2e/.artifacts';
const suite = marketSuite();
const fr = (key: string, values?: Record<string, string | number>) => text('fr', key, values);
const en = (key: string, values?: Record<string, string | number>) => text('en', key, values);

async function open(lang: 'en' | 'fr', who: SeedUser | null, path: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await languageContext(suite.browser(), lang);
  if (who) await loginContext(context, suite.server().origin, who);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(suite.server().origin + path);
  return { context, page, errors };
}

describe('user centre (issue 6)', () => {
  it('a visitor is sent to /login; a logged-in user sees the card and every section', async () => {
    const visitor = await open('en', null, '/usercenter/userInfo');
    await visitor.page.waitForURL(/\/login$/);
    await visitor.context.close();

    const { context, page, errors } = await open('en', 'member', '/usercenter/userInfo');
    await page.getByRole('heading', { name: SEED_USERS.member.petName }).waitFor();
    await page.locator('[data-member=yes]').waitFor();
    await page.getByText(/^Membership valid until /).waitFor();
    // Each section is an entry; the authentication ones say where their review stands.
    for (const entry of ['profile', 'personalAuth', 'enterpriseAuth', 'member', 'services', 'orders', 'bills', 'assets', 'coupons', 'exchange', 'scanLogin', 'help', 'settings']) {
      expect(await page.locator(`[data-entry=${entry}]`).count(), entry).toBe(1);
    }
    await page.locator('[data-entry=personalAuth]').getByText(en('usercenter.auth.none')).waitFor();
    expect(await page.locator('[data-entry=services]').getAttribute('href')).toBe(`/usercenter/valueAddedServices/list?memberLevelId=${SEED_USERS.member.memberLevelId}`);
    await page.screenshot({ path: `${ARTIFACTS}/usercenter-info.png` });
    await page.locator('[data-entry=settings]').click();
    await page.waitForURL(/\/usercenter\/userSetting\/settingIndex$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('accountType 2 shows the enterprise name, not the nickname (spec §1), and both reviews passed', async () => {
    const { context, page, errors } = await open('fr', 'enterprise', '/usercenter/userInfo');
    await page.getByRole('heading', { name: SEED_USERS.enterprise.entName }).waitFor();
    expect(await page.getByText(SEED_USERS.enterprise.petName, { exact: true }).count()).toBe(0);
    // Spec §9: an enterprise account went through personal, then enterprise authentication.
    await page.locator('[data-entry=personalAuth]').getByText(fr('usercenter.auth.passed')).waitFor();
    await page.locator('[data-entry=enterpriseAuth]').getByText(fr('usercenter.auth.passed')).waitFor();
    await page.locator('[data-entry=enterpriseAuth]').click();
    await page.waitForURL(/\/usercenter\/auth\/authEnt$/);
    await page.locator('[data-state=passed]').getByText(fr('auth.passed')).waitFor();
    await page.getByText(SEED_USERS.enterprise.entName, { exact: true }).waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/usercenter-auth-enterprise-passed.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the nickname is checked in French, saved, and shown on the card', async () => {
    const { context, page, errors } = await open('fr', 'personal', '/usercenter/personalInformation');
    const nickname = page.getByLabel(fr('usercenter.info.nickname'), { exact: true });
    await expect.poll(() => nickname.inputValue()).toBe(SEED_USERS.personal.petName);
    await nickname.fill('Aw');
    await page.getByRole('button', { name: fr('form.save') }).click();
    await page.getByText(fr('validation.nicknameLength')).waitFor();
    await nickname.fill('Awa la vendeuse');
    await page.getByRole('button', { name: fr('form.save') }).click();
    await page.getByText(fr('usercenter.info.saved')).waitFor();
    await page.screenshot({ path: `${ARTIFACTS}/usercenter-personal-information.png` });

    // Stored on the server: a new visit of the card asks getUserInfo again.
    await page.goto(`${suite.server().origin}/usercenter/userInfo`);
    await page.getByRole('heading', { name: 'Awa la vendeuse' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('followed categories stop at 5 with the spec message and persist', async () => {
    const { context, page } = await open('fr', 'personal', '/usercenter/personalInformation');
    const chips = page.locator('[data-category]');
    await expect.poll(() => chips.count()).toBeGreaterThan(5);
    for (let i = 0; i < 5; i += 1) {
      await chips.nth(i).click();
      await expect.poll(() => chips.nth(i).getAttribute('aria-pressed')).toBe('true');
    }
    await chips.nth(5).click();
    await page.getByText(fr('validation.followedCategoriesLimit', { max: 5 })).waitFor();
    expect(await chips.nth(5).getAttribute('aria-pressed')).toBe('false');
    // Unfollow one: the sixth can be followed now.
    await chips.nth(0).click();
    await expect.poll(() => chips.nth(0).getAttribute('aria-pressed')).toBe('false');
    await chips.nth(5).click();
    await expect.poll(() => chips.nth(5).getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    await expect.poll(() => page.locator('[data-category][aria-pressed=true]').count()).toBe(5);
    expect(await chips.nth(0).getAttribute('aria-pressed')).toBe('false');
    expect(await chips.nth(5).getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  it('followed countries keep the registered one, add from the checklist and persist', async () => {
    const { context, page } = await open('fr', 'personal', '/usercenter/personalInformation');
    const registered = page.locator(`[data-country=${SEED_USERS.personal.areaId}]`);
    await registered.getByText(fr('usercenter.info.registered')).waitFor();
    expect(await registered.getByRole('button').count()).toBe(0);

    await page.getByRole('button', { name: `+ ${fr('usercenter.info.addCountries')}` }).click();
    const sheet = page.getByRole('dialog');
    const boxes = sheet.getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBeGreaterThan(3);
    // The registered country is not offered (it is followed anyway); "all" is the first box.
    const first = boxes.nth(1);
    const second = boxes.nth(2);
    await first.check();
    await second.check();
    await sheet.getByRole('button', { name: fr('dialog.confirm') }).click();
    await expect.poll(() => page.locator('[data-country]').count()).toBe(3);
    await page.getByRole('heading', { name: fr('usercenter.info.countries', { n: 2, max: 5 }) }).waitFor();

    const added = page.locator('[data-country]').nth(1);
    const addedId = await added.getAttribute('data-country');
    await page.reload();
    await expect.poll(() => page.locator('[data-country]').count()).toBe(3);
    // Remove one: gone after a reload too.
    await page.locator(`[data-country="${addedId}"]`).getByRole('button').click();
    await expect.poll(() => page.locator('[data-country]').count()).toBe(2);
    await page.reload();
    await expect.poll(() => page.locator('[data-country]').count()).toBe(2);
    expect(await page.locator(`[data-country="${addedId}"]`).count()).toBe(0);
    await context.close();
  });

  it('a phone-camera-sized photo (above 2 MB) is compressed before upload and becomes the avatar', async () => {
    // Noise does not compress: a 1100×1100 PNG of it is about 3.6 MB.
    const rgb = new Uint8Array(1100 * 1100 * 3);
    let x = 2463534242;
    for (let i = 0; i < rgb.length; i += 1) {
      x ^= x << 13; x ^= x >>> 17; x ^= x << 5; // xorshift32
      rgb[i] = x & 0xff;
    }
    const photo = encodePng(1100, 1100, rgb);
    expect(photo.length).toBeGreaterThan(IMAGE.compressAboveBytes);

    const { context, page, errors } = await open('fr', 'member', '/usercenter/personalInformation');
    await page.getByRole('button', { name: fr('usercenter.info.changePhoto') }).waitFor();
    await page.locator('input[data-field=avatar]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo });
    await page.getByText(fr('usercenter.info.photoSaved')).waitFor({ timeout: 60_000 });
    // The card shows the uploaded picture. The upload was within the limit (the server refuses
    // more than 2 MB with 4415, and the photo was saved); what it stored is that picture decoded
    // and re-encoded (listings/reencode-picture.ts), so its size is the server's, not the client's.
    await page.goto(`${suite.server().origin}/usercenter/userInfo`);
    const avatar = page.locator('.mkt-uc-card img');
    await avatar.waitFor();
    const src = (await avatar.getAttribute('src')) ?? '';
    expect(src).toMatch(/\/uploads\//);
    const stored = await fetch(new URL(src, suite.server().origin)).then((r) => r.arrayBuffer());
    const meta = await sharp(Buffer.from(stored)).metadata();
    expect(meta.format).toBe('png');
    // Compressed on the phone: browser-image-compression shrank it to fit 2 MB.
    expect((meta.width ?? 0) * (meta.height ?? 0)).toBeLessThan(1100 * 1100);
    expect(errors).toEqual([]);
    await context.close();
  });
});

