// /common/publishManage?moduleId=N (spec §2, §4 statuses and order actions, §8 codes) through the
// real shell with the fake API: the list, its states, the actions in place, and the guard on
// "publish new". Also /common/quickPublish and /<module>/publishDetails.
import { REPORT_HOLD_REASON } from '../../../../src/contract/listing-lifecycle.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMON_ENDPOINTS as C } from '../../../../src/contract/endpoints/commons.js';
import { HOME_ENDPOINTS } from '../../../../src/contract/endpoints/home.js';
import { JOB_ENDPOINTS } from '../../../../src/contract/endpoints/jobs.js';
import { USERCENTER_ENDPOINTS as U } from '../../../../src/contract/endpoints/usercenter.js';
import { PUBLISH_STATUS as S } from '../../../../src/contract/statuses.js';
import { modulePath } from '../../../../src/modules/identities.js';
import { MODULES } from '../../../../src/modules/registry.js';
import { whenOf } from '../../../../src/screens/publish-manage/paid-offer.js';
import { closeAll, openRoute, settle, type OpenOptions, type Screen } from '../../harness/open-route.js';
import { click, deferred } from '../../ui/render.js';

vi.setConfig({ testTimeout: 60_000 });

const item = (serviceId: string, status: number, extra: Record<string, unknown> = {}) => ({
  serviceId, moduleId: 6, title: `Listing ${serviceId}`, imgPath: `/uploads/${serviceId}.png`, status,
  releaseTime: '2026-11-20T10:00:00.000Z', languageIds: ['fr'], auditStatus: 0, invalid: 0, reviewReason: '', price: null, priceFlag: '',
  ...extra,
});
const page = (rows: unknown[]) => ({ code: 200, customData: { totalCount: rows.length, resultList: rows } });
/** The caller's price list: one listing (general) and a refresh (general, and this module's own). */
const commodity = (commodityId: number, kind: string, moduleId: number, price: number) => ({
  commodityId, kind, moduleId, memberLevelId: 0, name: kind, description: '', quantity: 1, validDays: 1, price,
});
const PRICES = [commodity(1, 'chances', 0, 1000), commodity(2, 'refresh', 0, 200), commodity(3, 'refresh', 6, 150), commodity(4, 'publish', 0, 500), commodity(5, 'publish', 2, 300)];

const open = (path: string, options: OpenOptions = {}) => openRoute(path, { userId: 'u-1', ready: '.mkt-screen', ...options });
const row = (s: Screen, id: string) => s.$(`[data-service-id="${id}"]`);
const actions = (s: Screen, id: string) => [...row(s, id).querySelectorAll('[data-action]')].map((b) => b.getAttribute('data-action'));
const act = (s: Screen, id: string, action: string) => row(s, id).querySelector<HTMLElement>(`[data-action="${action}"]`);

afterEach(closeAll);

describe('publish management', () => {
  it('lists the module’s own listings (page 1 of 15), with badge, audit, reason and the actions of each status', async () => {
    const s = await open('/common/publishManage?moduleId=6', {
      answers: {
        [C.getMyRelease.path]: () => page([
          item('1', S.onReviewFirst),
          item('2', S.published, { auditStatus: 2 }),
          item('3', S.reviewFailed, { auditStatus: 1, reviewReason: 'Blurry pictures' }),
          item('4', S.toBeReleased, { auditStatus: 2, invalid: 1 }),
          // Held by reports (issue: Beyond the spec): on review, and the publisher is told why.
          item('5', S.onReview, { reviewReason: REPORT_HOLD_REASON }),
        ]),
      },
    });
    await settle(() => expect(s.$$('.mkt-pm-item')).toHaveLength(5));
    expect(s.callsTo(C.getMyRelease.path).map((c) => c.body)).toEqual([{ userId: 'u-1', moduleId: 6, page: { index: 1, size: 15 } }]);
    expect(s.text('.mkt-pm-module')).toBe('publishManage.module{"module":"listScreen.titles.house"}');
    expect(row(s, '1').querySelector('[data-status-badge]')?.textContent).toBe('publishManage.status.onReviewFirst');
    expect(actions(s, '1')).toEqual(['edit', 'delete']);
    expect(actions(s, '2')).toEqual(['edit', 'takeDown', 'refresh', 'delete']);
    expect(actions(s, '3')).toEqual(['edit', 'delete']);
    expect(actions(s, '4')).toEqual(['edit', 'publishAgain', 'delete']);
    expect(row(s, '3').querySelector('[data-review-reason]')?.textContent).toBe('publishManage.reason{"reason":"Blurry pictures"}');
    expect(row(s, '1').querySelector('[data-review-reason]')).toBeNull();
    expect(row(s, '5').querySelector('[data-review-reason]')?.textContent).toBe('publishManage.reason{"reason":"report.held"}');
    expect(row(s, '4').textContent).toContain('publishManage.invalid');
    expect(row(s, '2').querySelector('.mkt-pm-audit')?.textContent).toBe('publishManage.audit.label{"value":"publishManage.audit.passed"}');
    expect(act(s, '2', 'edit')?.getAttribute('href')).toBe('/house/publish?serviceId=2');
    expect(row(s, '2').querySelector('a.mkt-row')?.getAttribute('href')).toBe('/house/publishDetails?serviceId=2&languageId=fr');
  });

  it('job rows (descriptor rowLayout job) show the job’s facts, and the company logo or initials in place of the cover', async () => {
    const M = MODULES.jobAndRecruit;
    const job = (serviceId: string, extra: Record<string, unknown>) => item(serviceId, S.published, {
      moduleId: M.moduleId, imgPath: '', title: `Job ${serviceId}`, salaryMin: 150000, salaryMax: 250000, priceFlag: 'FCFA', billingCycleName: 'Mois',
      workNature: 1, tag: 'Caissier', workExpId: 2, degreeRequired: 3, entName: 'BTP Lagunes', ...extra,
    });
    const s = await open(`/common/publishManage?moduleId=${M.moduleId}`, {
      answers: {
        [C.getMyRelease.path]: () => page([job('7', { avatarPath: '' }), job('8', { avatarPath: '/uploads/logo.png', entName: 'Cacao Ivoire' })]),
        [JOB_ENDPOINTS.getJobLookups.path]: {
          industries: [], workExperiences: [{ id: 2, name: '1 à 3 ans' }], degrees: [{ id: 3, name: 'Licence' }],
          jobStatuses: [], positionTypes: [], salaryRates: [], companySizes: [],
        },
      },
    });
    await settle(() => expect(s.$$('.mkt-pm-item')).toHaveLength(2));
    await settle(() => expect([...row(s, '7').querySelectorAll('.mkt-job-chip')].map((c) => c.textContent)).toEqual(['jobs.common.nature.1', 'Caissier', '1 à 3 ans', 'Licence']));
    expect(row(s, '7').querySelector('.mkt-job-salary')?.textContent).toMatch(/150.000/);
    // No logo: the initials, no picture asked; a logo: the picture.
    expect(row(s, '7').querySelector('[data-logo-placeholder]')?.textContent).toBe('BL');
    expect(row(s, '7').querySelector('img')).toBeNull();
    expect(row(s, '8').querySelector('[data-logo-placeholder]')).toBeNull();
    expect(row(s, '8').querySelector('img')?.getAttribute('src')).toContain('/uploads/logo.png');
    expect(row(s, '7').querySelector('.mkt-row-pic')).toBeNull();
  });

  it('the status tabs ask again from page 1 with the tab’s status or family', async () => {
    const s = await open('/common/publishManage?moduleId=6', { answers: { [C.getMyRelease.path]: () => page([]) } });
    await settle(() => expect(s.$('.mkt-saved-empty').textContent).toContain('publishManage.empty'));
    click(s.byText('[role=tab]', 'publishManage.tabs.review'));
    await settle(() => expect(s.callsTo(C.getMyRelease.path)).toHaveLength(2));
    expect(s.callsTo(C.getMyRelease.path)[1]?.body).toMatchObject({ statuses: [S.onReviewFirst, S.onReview], page: { index: 1 } });
    await settle(() => expect(s.$('.mkt-saved-empty').textContent).toContain('publishManage.emptyTab'));
    click(s.byText('[role=tab]', 'publishManage.tabs.published'));
    await settle(() => expect(s.callsTo(C.getMyRelease.path)[2]?.body).toMatchObject({ status: S.published }));
  });

  it('take down: confirm, releaseInfoOff, the row becomes "taken down" in place; the buttons wait meanwhile', async () => {
    const reply = deferred<{ code: number }>();
    const s = await open('/common/publishManage?moduleId=6', {
      answers: { [C.getMyRelease.path]: () => page([item('2', S.published)]), [C.releaseInfoOff.path]: () => reply.promise },
    });
    await settle(() => expect(act(s, '2', 'takeDown')).not.toBeNull());
    click(act(s, '2', 'takeDown'));
    await settle(() => expect(s.dialog()?.message).toBe('publishManage.confirm.takeDown'));
    s.answer(true);
    await settle(() => expect(s.callsTo(C.releaseInfoOff.path)).toHaveLength(1));
    expect(s.callsTo(C.releaseInfoOff.path)[0]?.body).toEqual({ serviceId: '2', moduleId: 6 });
    expect((act(s, '2', 'delete') as HTMLButtonElement).disabled).toBe(true);
    reply.resolve({ code: 200 });
    await settle(() => expect(row(s, '2').getAttribute('data-status')).toBe(String(S.toBeReleased)));
    expect(actions(s, '2')).toEqual(['edit', 'publishAgain', 'delete']);
    expect((act(s, '2', 'delete') as HTMLButtonElement).disabled).toBe(false);
    expect(s.toasts()).toContain('publishManage.done.takeDown');
    expect(s.callsTo(C.getMyRelease.path)).toHaveLength(1);
  });

  it('a refused action keeps the row and re-enables its buttons (the client toasts the server message)', async () => {
    const s = await open('/common/publishManage?moduleId=6', {
      answers: { [C.getMyRelease.path]: () => page([item('2', S.published)]), [C.refreshMyRelease.path]: () => ({ code: 4422, message: 'Not in this state' }) },
    });
    await settle(() => expect(act(s, '2', 'refresh')).not.toBeNull());
    click(act(s, '2', 'refresh'));
    await settle(() => expect(s.callsTo(C.refreshMyRelease.path)).toHaveLength(1));
    await settle(() => expect((act(s, '2', 'refresh') as HTMLButtonElement).disabled).toBe(false));
    expect(row(s, '2').getAttribute('data-status')).toBe(String(S.published));
    expect(s.toasts()).not.toContain('publishManage.done.refresh');
    // Only "too soon" has a paid way on.
    expect(s.$$('[data-offer]')).toHaveLength(0);
  });

  it('refresh: done in place, the row says when; too soon: when the free one comes back, and "refresh now" for its price', async () => {
    const nextFreeAt = new Date(Date.now() + 5 * 3_600_000);
    const s = await open('/common/publishManage?moduleId=6', {
      answers: {
        [C.getMyRelease.path]: () => page([item('2', S.published)]),
        [C.refreshMyRelease.path]: () => ({ code: 200 }),
        [U.getCommodityList.path]: PRICES,
      },
    });
    await settle(() => expect(act(s, '2', 'refresh')).not.toBeNull());
    expect(row(s, '2').querySelector('.mkt-pm-refreshed')).toBeNull();
    click(act(s, '2', 'refresh'));
    await settle(() => expect(s.toasts()).toContain('publishManage.done.refresh'));
    expect(row(s, '2').querySelector('.mkt-pm-refreshed')?.textContent).toMatch(/^publishManage\.refreshed\{"when":"publishManage\.when\.today/);

    s.answers[C.refreshMyRelease.path] = () => ({ code: 4429, message: 'Too soon', customData: { nextFreeAt: nextFreeAt.toISOString() } });
    click(act(s, '2', 'refresh'));
    await settle(() => expect(s.$$('[data-offer=refresh]')).toHaveLength(1));
    // Shown in place of the client's toast of the server message.
    expect(s.toasts()).not.toContain('Too soon');
    expect(s.dialog()).toBeNull();
    expect(s.callsTo(U.getCommodityList.path).at(-1)).toMatchObject({ body: { moduleId: 6 }, silent: true });
    const offer = s.$('[data-offer=refresh]');
    expect(offer.querySelector('h2')?.textContent).toBe('publishManage.offer.refreshTitle');
    const when = whenOf(nextFreeAt, new Date(), 'en');
    expect(offer.querySelector('[data-next-free]')?.textContent).toBe(`publishManage.offer.nextFree${JSON.stringify({ when: `${when.key}${JSON.stringify(when.values)}` })}`);
    // The module's own refresh price wins over the general one.
    expect(offer.querySelector('[data-price]')?.getAttribute('data-price')).toBe('150');
    expect(offer.querySelector('[data-price]')?.textContent).toBe('150\u00a0FCFA');
    expect([...offer.querySelectorAll('[data-choice]')].map((b) => b.getAttribute('data-choice'))).toEqual(['pay', 'cancel']);
    expect(document.activeElement).toBe(offer.querySelector('[data-choice=pay]'));
    expect((act(s, '2', 'delete') as HTMLButtonElement).disabled).toBe(true);

    // Cancel: nothing happens, the row is usable again.
    click(offer.querySelector<HTMLElement>('[data-choice=cancel]')!);
    await settle(() => expect((act(s, '2', 'refresh') as HTMLButtonElement).disabled).toBe(false));
    expect(s.$$('[data-offer]')).toHaveLength(0);
    // Again, then pay: the refresh's pay screen, coming back here.
    click(act(s, '2', 'refresh'));
    await settle(() => expect(s.$$('[data-offer=refresh] [data-choice=pay]')).toHaveLength(1));
    click(s.$('[data-offer=refresh] [data-choice=pay]'));
    await settle(() => expect(s.changes.at(-1)?.[0]).toBe('/common/publishPay?serviceId=2&moduleId=6&type=refresh&from=%2Fcommon%2FpublishManage%3FmoduleId%3D6'));
  });

  it('refresh too soon without a price or a time: the offer says so and only closes', async () => {
    const s = await open('/common/publishManage?moduleId=6', {
      answers: {
        [C.getMyRelease.path]: () => page([item('2', S.published)]),
        [C.refreshMyRelease.path]: () => ({ code: 4429, message: 'Too soon' }),
        [U.getCommodityList.path]: () => ({ code: 5002, message: '' }),
      },
    });
    await settle(() => expect(act(s, '2', 'refresh')).not.toBeNull());
    click(act(s, '2', 'refresh'));
    await settle(() => expect(s.$$('[data-offer=refresh]')).toHaveLength(1));
    expect(s.$$('[data-offer] [data-next-free]')).toHaveLength(0);
    expect(s.$$('[data-offer] [data-choice]').map((b) => [b.getAttribute('data-choice'), b.textContent])).toEqual([['cancel', 'dialog.ok']]);
    expect(s.toasts()).toEqual([]);
    s.key(s.$('[data-offer]'), 'Escape');
    await settle(() => expect(s.$$('[data-offer]')).toHaveLength(0));
    expect(s.changes.at(-1)?.[0]).toBe('/common/publishManage?moduleId=6');
  });

  it('delete: confirm, then the row is gone; cancel asks nothing', async () => {
    const s = await open('/common/publishManage?moduleId=6', {
      answers: { [C.getMyRelease.path]: () => page([item('1', S.onReviewFirst), item('2', S.published)]), [C.deleteMyRelease.path]: () => ({ code: 200 }) },
    });
    await settle(() => expect(s.$$('.mkt-pm-item')).toHaveLength(2));
    click(act(s, '1', 'delete'));
    await settle(() => expect(s.dialog()?.message).toBe('publishManage.confirm.delete'));
    s.answer(false);
    await settle(() => expect((act(s, '1', 'delete') as HTMLButtonElement).disabled).toBe(false));
    expect(s.callsTo(C.deleteMyRelease.path)).toHaveLength(0);
    click(act(s, '1', 'delete'));
    await settle(() => expect(s.dialog()).not.toBeNull());
    s.answer(true);
    await settle(() => expect(s.$$('.mkt-pm-item')).toHaveLength(1));
    expect(s.callsTo(C.deleteMyRelease.path)[0]?.body).toEqual({ serviceId: '1', moduleId: 6 });
  });

  it('publish again: checkRelease says how many chances, confirm, republish, published in place', async () => {
    const s = await open('/common/publishManage?moduleId=6', {
      answers: {
        [C.getMyRelease.path]: () => page([item('4', S.toBeReleased)]),
        [C.checkRelease.path]: { releaseNum: 1, consumes: true },
        [C.republishMyRelease.path]: () => ({ code: 200 }),
      },
    });
    await settle(() => expect(act(s, '4', 'publishAgain')).not.toBeNull());
    click(act(s, '4', 'publishAgain'));
    await settle(() => expect(s.dialog()?.message).toBe('publishManage.confirm.publishAgain{"count":2}'));
    expect(s.callsTo(C.checkRelease.path)[0]?.body).toEqual({ userId: 'u-1', moduleId: 6, serviceId: '4' });
    s.answer(true);
    await settle(() => expect(row(s, '4').getAttribute('data-status')).toBe(String(S.published)));
  });

  it('publish again without chances: pay for this listing (its price) or the packages', async () => {
    const s = await open('/common/publishManage?moduleId=6', {
      answers: {
        [C.getMyRelease.path]: () => page([item('4', S.toBeReleased)]),
        [C.checkRelease.path]: () => ({ code: 4403, message: 'x' }),
        [U.getCommodityList.path]: PRICES,
      },
    });
    await settle(() => expect(act(s, '4', 'publishAgain')).not.toBeNull());
    click(act(s, '4', 'publishAgain'));
    await settle(() => expect(s.$$('[data-offer=republish]')).toHaveLength(1));
    expect(s.toasts()).toEqual([]);
    expect(s.dialog()).toBeNull();
    const offer = s.$('[data-offer=republish]');
    expect(offer.querySelector('h2')?.textContent).toBe('publishManage.offer.republishTitle');
    expect(offer.getAttribute('aria-modal')).toBe('true');
    expect(offer.querySelector('[data-next-free]')).toBeNull();
    expect([...offer.querySelectorAll('[data-choice]')].map((b) => b.getAttribute('data-choice'))).toEqual(['pay', 'packages', 'cancel']);
    // The general single-listing price (no package of this module).
    expect(offer.querySelector('[data-choice=pay]')?.textContent).toBe('publishManage.offer.republishPay 500\u00a0FCFA');
    click(offer.querySelector<HTMLElement>('[data-choice=packages]')!);
    // Publish management is where the purchase started: the pay flow leads back to it.
    await settle(() => expect(s.changes.at(-1)?.[0]).toBe('/usercenter/valueAddedServices/list?from=%2Fcommon%2FpublishManage%3FmoduleId%3D6'));
    expect(s.callsTo(C.republishMyRelease.path)).toHaveLength(0);

    await s.go('/common/publishManage?moduleId=6');
    await settle(() => expect(act(s, '4', 'publishAgain')).not.toBeNull());
    click(act(s, '4', 'publishAgain'));
    await settle(() => expect(s.$$('[data-offer=republish] [data-choice=pay]')).toHaveLength(1));
    click(s.$('[data-offer=republish] [data-choice=pay]'));
    await settle(() => expect(s.changes.at(-1)?.[0]).toBe('/common/publishPay?serviceId=4&moduleId=6&type=republish&from=%2Fcommon%2FpublishManage%3FmoduleId%3D6'));
    expect(s.callsTo(C.republishMyRelease.path)).toHaveLength(0);
  });

  it('publish again refused by the server itself (the last chance went meanwhile): the same offer; no price, no pay choice', async () => {
    const s = await open('/common/publishManage?moduleId=6', {
      answers: {
        [C.getMyRelease.path]: () => page([item('4', S.toBeReleased)]),
        [C.checkRelease.path]: { releaseNum: 0, consumes: true },
        [C.republishMyRelease.path]: () => ({ code: 4403, message: 'x' }),
        [U.getCommodityList.path]: [],
      },
    });
    await settle(() => expect(act(s, '4', 'publishAgain')).not.toBeNull());
    click(act(s, '4', 'publishAgain'));
    await settle(() => expect(s.dialog()).not.toBeNull());
    s.answer(true);
    await settle(() => expect(s.$$('[data-offer=republish]')).toHaveLength(1));
    expect(s.toasts()).toEqual([]);
    expect(s.$$('[data-offer] [data-choice]').map((b) => b.getAttribute('data-choice'))).toEqual(['packages', 'cancel']);
    expect(document.activeElement).toBe(s.$('[data-offer] [data-choice=packages]'));
    click(s.$('[data-offer] [data-choice=cancel]'));
    await settle(() => expect(s.$$('[data-offer]')).toHaveLength(0));
    expect(row(s, '4').getAttribute('data-status')).toBe(String(S.toBeReleased));
  });

  it('pay opens /common/publishPay for the listing, coming back to publish management after paying', async () => {
    const s = await open('/common/publishManage?moduleId=6', { answers: { [C.getMyRelease.path]: () => page([item('9', S.notPaid)]) } });
    await settle(() => expect(act(s, '9', 'pay')).not.toBeNull());
    click(act(s, '9', 'pay'));
    await settle(() => expect(s.changes.at(-1)?.[0]).toBe('/common/publishPay?serviceId=9&moduleId=6&from=%2Fcommon%2FpublishManage%3FmoduleId%3D6'));
    expect(s.dialog()).toBeNull();
  });

  it('a failed page shows the retry text; "publish new" passes the quota guard', async () => {
    const s = await open('/common/publishManage?moduleId=2', {
      answers: { [C.getMyRelease.path]: () => ({ code: 5002, message: '' }), [C.checkReleaseNum.path]: { hasReleaseNum: false } },
    });
    await settle(() => expect(s.$('.mkt-list-retry').textContent).toBe('list.requestFailed'));
    expect(s.$('[data-action=new]').getAttribute('href')).toBe('/land/publish');
    click(s.$('[data-action=new]'));
    await settle(() => expect(s.dialog()?.message).toBe('errors.deductionNotEnough'));
    expect(s.callsTo(C.checkReleaseNum.path)[0]?.body).toEqual({ userId: 'u-1', moduleId: MODULES.land.moduleId });
  });

  it('an unknown or editorial moduleId shows the error screen and asks nothing', async () => {
    for (const id of ['999', '1', 'abc', '']) {
      const s = await openRoute(`/common/publishManage?moduleId=${id}`, { userId: 'u-1', ready: '.mkt-center' });
      expect(s.text('h1')).toBe('app.errorTitle');
      expect(s.callsTo(C.getMyRelease.path)).toEqual([]);
      s.unmount();
    }
  });

  it('logged out: the login prompt, nothing asked', async () => {
    const s = await openRoute('/common/publishManage?moduleId=6', { ready: '.mkt-screen' });
    expect(s.text('.mkt-saved-login h2')).toBe('saved.login.title');
    expect(s.callsTo(C.getMyRelease.path)).toEqual([]);
  });
});

describe('quick publish', () => {
  it('shows every publishing module (no articles) with the home menu’s icon and name, each leading to its form', async () => {
    const s = await open('/common/quickPublish', {
      answers: { [HOME_ENDPOINTS.getHomeInfo.path]: { homeModuleDataList: [{ id: 6, name: 'Maisons', iconApp: '/uploads/house.png', moduleDescription: '' }] } },
    });
    await settle(() => expect(s.text('[data-module=house] .mkt-home-tile-name')).toBe('Maisons'));
    const keys = s.$$('[data-module]').map((e) => e.getAttribute('data-module'));
    expect(keys).toEqual(Object.values(MODULES).filter((m) => m.publishes).map((m) => m.key));
    expect(keys).not.toContain('article');
    expect(s.$('[data-module=house] img').getAttribute('src')).toContain('/uploads/house.png');
    // A module the menu lacks keeps its list title.
    expect(s.text('[data-module=land] .mkt-home-tile-name')).toBe('listScreen.titles.land');
    expect(s.$('[data-module=visa] a').getAttribute('href')).toBe('/visa/publish');
  });
});

describe('publishDetails', () => {
  const mine = (languageId: string, title: string) => ({
    serviceId: '5', title, content: title ? '<p>Grande maison avec jardin et piscine.</p>' : '', languageId, originalLanguageId: 'fr',
    status: S.reviewFailed, auditStatus: 1, reviewReason: 'Prix manquant', imgList: [{ imgPath: '/uploads/a.png' }], labelList: [],
    phoneList: ['0700000001'], contacts: 'Awa', countryCityName: 'Abidjan', releaseTime: '2026-11-20 10:00:00',
  });

  it('shows the listing in the asked language, its status and reason; an empty notice for a language without text', async () => {
    const path = MODULES.house.endpoints.mineDetail!.path;
    const s = await open('/house/publishDetails?serviceId=5&languageId=fr', {
      answers: {
        [path]: (body) => {
          const { languageId } = body as { languageId: string };
          return { code: 200, customData: mine(languageId, languageId === 'fr' ? 'Villa Cocody' : '') };
        },
      },
    });
    await settle(() => expect(s.text('.mkt-dt-title')).toBe('Villa Cocody'));
    expect(s.callsTo(path)[0]?.body).toEqual({ serviceId: '5', languageId: 'fr' });
    expect(s.$('[data-status-badge]').textContent).toBe('publishManage.status.reviewFailed');
    expect(s.text('[data-review-reason]')).toBe('publishManage.reason{"reason":"Prix manquant"}');
    expect(s.$('[data-action=edit]').getAttribute('href')).toBe('/house/publish?serviceId=5');
    click(s.$('[data-language=en]'));
    await settle(() => expect(s.$('[data-empty-language=en]').textContent).toContain('publishDetails.noTranslation.en'));
    expect(s.callsTo(path).at(-1)?.body).toEqual({ serviceId: '5', languageId: 'en' });
    expect(s.el.querySelector('.mkt-dt-title')).toBeNull();
  });

  it('a job shows its facts like its list row, and no empty cover box without pictures', async () => {
    const M = MODULES.jobAndRecruit;
    const path = M.endpoints.mineDetail!.path;
    const s = await open(`${modulePath(M, 'publishDetails')}?serviceId=9&languageId=fr`, {
      answers: {
        [path]: { ...mine('fr', 'Caissier – Marcory'), imgList: [], salaryMin: 90000, salaryMax: 120000, priceFlag: 'FCFA', billingCycleName: 'Mois', workNature: 2, tag: 'Caissier' },
      },
    });
    await settle(() => expect(s.text('.mkt-dt-title')).toBe('Caissier – Marcory'));
    expect(s.$$('.mkt-pd-facts .mkt-job-chip').map((c) => c.textContent)).toEqual(expect.arrayContaining(['jobs.common.nature.2', 'Caissier']));
    expect(s.text('.mkt-pd-facts .mkt-job-salary')).toMatch(/90.000/);
    expect(s.el.querySelector('.mkt-dt-cover')).toBeNull();
  });
});
