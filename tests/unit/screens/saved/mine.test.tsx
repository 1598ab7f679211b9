// /<module>/mine (spec §2 "Mine screen", §7 getAdInfo and getMyHistory, §9 business quirk and the
// 230 px top-bar fade).
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../../../src/contract/endpoints.js';
import type { UserAllInfo } from '../../../../src/stores/app-stores.js';
import { until } from '../../ui/render.js';
import type { Answer } from '../../harness/fake-api.js';
import { closeAll, openRoute, type OpenOptions, type Screen } from '../../harness/open-route.js';
import { page, saved } from './fixtures.js';

// Opening a screen the first time imports (and transforms) its chunk's whole module graph.
vi.setConfig({ testTimeout: 60_000 });

/** These screens are a logged-in user's unless a test says otherwise. */
const openScreen = (path: string, options: OpenOptions = {}) => openRoute(path, { userId: 'u-1', ready: '.mkt-screen', ...options });

const P = { ad: ENDPOINTS.getAdInfo.path, history: ENDPOINTS.getMyHistory.path, userInfo: ENDPOINTS.getUserInfo.path };

afterEach(closeAll);

const member = (memberLevelId: number): UserAllInfo => ({ avatarPath: '', areaId: 'CIV', petName: 'Awa', accountType: 1, memberLevelId });
const menu = (s: Screen) => s.$$('nav.mkt-mine-menu a').map((a) => [a.textContent, a.getAttribute('href')]);
const answers = (extra: Record<string, Answer> = {}): Record<string, Answer> => ({
  [P.ad]: () => ({ code: 200, customData: { adUrl: '/uploads/ads/banner.png' } }),
  [P.history]: () => page([saved('11', 'Villa Cocody')]),
  ...extra,
});

describe('mine screen', () => {
  it('house: banner of module6Mine, the menu, and the recent views (history page 1 of module 6)', async () => {
    const s = await openScreen('/house/mine', { answers: answers(), userAllInfo: member(3) });
    await until(() => expect(s.$$('.mkt-mine-recent .mkt-row-title').map((e) => e.textContent)).toEqual(['Villa Cocody']));
    const ad = s.callsTo(P.ad);
    expect(ad.map((c) => c.body)).toEqual([{ adDisplayLocation: 'module6Mine' }]);
    // A missing advert is not worth a toast: the banner call is silent.
    expect(ad[0]?.silent).toBe(true);
    await until(() => expect(s.$('.mkt-mine-banner img').getAttribute('src')).toBe('https://media.test/uploads/ads/banner.png'));
    expect(menu(s)).toEqual([
      ['saved.mine.publishManage', '/common/publishManage?moduleId=6'],
      ['saved.mine.history', '/house/history'],
      ['saved.mine.collection', '/house/collection'],
      ['saved.mine.buyPackage', '/usercenter/valueAddedServices/list?memberLevelId=3&from=%2Fhouse%2Fmine'],
    ]);
    expect(s.callsTo(P.history).map((c) => c.body)).toEqual([{ page: { index: 1, size: 15 }, userId: 'u-1', moduleId: 6 }]);
    expect(s.$('.mkt-mine-recent a.mkt-row').getAttribute('href')).toBe('/house/details?serviceId=11&title=Villa+Cocody');
    expect(s.$('.mkt-mine-all').getAttribute('href')).toBe('/house/history');
    // The stored level is used as is: no user-info call.
    expect(s.callsTo(P.userInfo)).toEqual([]);
    // Spec §2: the module bar shows on mine, as the screen's last child.
    const bar = s.$('nav.mkt-modbar');
    expect(s.$('.mkt-screen').lastElementChild).toBe(bar);
    expect(bar.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe('/house/mine');
    expect(s.$('h1').textContent).toBe('saved.mine.title');
  });

  it('business: recent views use the housekeeping module id and details route (spec §9 quirk)', async () => {
    const s = await openScreen('/business/mine', { answers: answers(), userAllInfo: member(2) });
    await until(() => expect(s.$$('.mkt-mine-recent a.mkt-row')).toHaveLength(1));
    expect(s.callsTo(P.history)[0]?.body).toEqual({ page: { index: 1, size: 15 }, userId: 'u-1', moduleId: 5 });
    expect(s.$('.mkt-mine-recent a.mkt-row').getAttribute('href')).toBe('/housekeep/details?serviceId=11&title=Villa+Cocody');
    expect(s.callsTo(P.ad)[0]?.body).toEqual({ adDisplayLocation: 'module10Mine' });
    expect(menu(s)[0]).toEqual(['saved.mine.publishManage', '/common/publishManage?moduleId=10']);
  });

  it('visa: the buy entry reads "buy meal"; no advert means no banner', async () => {
    const s = await openScreen('/visa/mine', {
      answers: answers({ [P.ad]: () => ({ code: 4404, message: 'none' }) }),
      userAllInfo: member(1),
    });
    await until(() => expect(s.callsTo(P.ad)).toHaveLength(1));
    expect(s.callsTo(P.ad)[0]?.body).toEqual({ adDisplayLocation: 'module9Mine' });
    expect(menu(s)).toEqual([
      ['saved.mine.publishManage', '/common/publishManage?moduleId=9'],
      ['saved.mine.history', '/visa/history'],
      ['saved.mine.collection', '/visa/collection'],
      ['saved.mine.buyMeal', '/usercenter/valueAddedServices/list?memberLevelId=1&from=%2Fvisa%2Fmine'],
    ]);
    await until(() => expect(s.$$('.mkt-mine-recent a.mkt-row')).toHaveLength(1));
    expect(s.el.querySelector('.mkt-mine-banner')).toBeNull();
  });

  it('asks for the user info once when no level is stored, and stores it', async () => {
    const s = await openScreen('/housekeep/mine', {
      answers: answers({ [P.userInfo]: () => ({ code: 200, customData: member(4) }) }),
    });
    await until(() => expect(menu(s)[3]?.[1]).toBe('/usercenter/valueAddedServices/list?memberLevelId=4&from=%2Fhousekeep%2Fmine'));
    expect(s.callsTo(P.userInfo).map(({ path, body, silent }) => ({ path, body, silent }))).toEqual([{ path: P.userInfo, body: {}, silent: true }]);
    expect(s.stores.session.userAllInfo.get()?.memberLevelId).toBe(4);
  });

  it('without a known level, the buy link has no memberLevelId', async () => {
    const s = await openScreen('/house/mine', { answers: answers() });
    await until(() => expect(s.callsTo(P.userInfo)).toHaveLength(1));
    // The mine screen rides along as where the purchase started (the pay flow leads back to it).
    expect(menu(s)[3]?.[1]).toBe('/usercenter/valueAddedServices/list?from=%2Fhouse%2Fmine');
  });

  it('shows the empty text when nothing was viewed, and a retry when the history call fails', async () => {
    let fail = true;
    const s = await openScreen('/house/mine', {
      answers: answers({ [P.history]: () => (fail ? { code: 5002, message: 'x' } : page([])) }),
      userAllInfo: member(1),
    });
    await until(() => expect(s.$('.mkt-mine-recent .mkt-list-retry').textContent).toBe('saved.mine.retry'));
    fail = false;
    act(() => s.$('.mkt-mine-recent .mkt-list-retry').click());
    await until(() => expect(s.$('.mkt-mine-none').textContent).toBe('saved.mine.recentEmpty'));
    expect(s.el.querySelector('.mkt-mine-all')).toBeNull();
  });

  it('fades the top bar in over 230 px of page scroll (spec §9)', async () => {
    const s = await openScreen('/house/mine', { answers: answers(), userAllInfo: member(1) });
    const bar = s.$('.mkt-mine-bar');
    const scroller = bar.closest<HTMLElement>('.mkt-page')!;
    expect(bar.style.getPropertyValue('--mkt-fade')).toBe('0');
    const scrollTo = async (y: number) => {
      scroller.scrollTop = y;
      scroller.dispatchEvent(new Event('scroll'));
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    };
    await scrollTo(115);
    await until(() => expect(bar.style.getPropertyValue('--mkt-fade')).toBe('0.5'));
    await scrollTo(600);
    await until(() => expect(bar.style.getPropertyValue('--mkt-fade')).toBe('1'));
    await scrollTo(0);
    await until(() => expect(bar.style.getPropertyValue('--mkt-fade')).toBe('0'));
  });
});
