// The TOP mark of a boosted listing on its list row (TopMark, contract/types/listing-summaries.ts):
// a row with isTop 1 shows the badge before its title (seen "TOP", read as its label), any other row
// none; standard and want-to-buy rows alike.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTING_ENDPOINTS as E } from '../../../../src/contract/listing-endpoints.js';
import { isTopRow } from '../../../../src/screens/kit/top-badge.js';
import { until } from '../../ui/render.js';
import { closeAll, openRoute } from '../../harness/open-route.js';
import { searchReply } from './fixtures.js';

vi.setConfig({ testTimeout: 120_000 });
beforeAll(() => import('../../../../src/screens/list/index.js'), 120_000);
afterEach(closeAll);

const house = (id: string, isTop?: 0 | 1) => ({
  rentingHouseId: id, title: `House ${id}`, content: 'Nice', imgPath: '', price: 1000, priceFlag: 'XOF', billingCycle: 'month', labelList: [],
  ...(isTop === undefined ? {} : { isTop }),
});

describe('TOP badge', () => {
  it('isTopRow: only isTop 1', () => {
    expect([{ isTop: 1 }, { isTop: 0 }, {}, { isTop: '1' }, { isTop: true }].map(isTopRow)).toEqual([true, false, false, false, false]);
  });

  it('marks boosted house rows before their title, and only them', async () => {
    const page = await openRoute('/house/list', { answers: { [E.house.search.path]: searchReply([house('a', 1), house('b', 0), house('c')]) }, ready: '.mkt-list-screen' });
    await until(() => expect(page.$$('.mkt-list-items a')).toHaveLength(3));
    const titles = page.$$('.mkt-list-items a .mkt-row-title');
    expect(titles.map((t) => t.querySelector('.mkt-top') !== null)).toEqual([true, false, false]);
    const badge = titles[0]!.querySelector('.mkt-top')!;
    expect(titles[0]!.firstElementChild).toBe(badge);
    expect(badge.querySelector('[aria-hidden="true"]')?.textContent).toBe('listScreen.top.badge');
    expect(badge.querySelector('.mkt-sr')?.textContent).toBe('listScreen.top.label ');
    expect(titles[0]!.textContent).toBe('listScreen.top.badgelistScreen.top.label House a');
  });

  it('marks boosted want-to-buy rows too', async () => {
    const demand = { purchaseId: 'p1', title: 'Need', validDayNum: 9, number: 2, price: 5, priceFlag: 'XOF', countryCityName: '', content: '', imgList: [], tag: '', releaseTime: '', avatarPath: '', accountType: 1, entName: '', petName: 'Awa', isTop: 1 };
    const page = await openRoute('/demandMarket/list', { answers: { [E.demandMarket.search.path]: searchReply([demand, { ...demand, purchaseId: 'p2', isTop: 0 }]) }, ready: '.mkt-list-screen' });
    await until(() => expect(page.$$('.mkt-demand')).toHaveLength(2));
    expect(page.$$('.mkt-demand .mkt-row-title').map((t) => t.querySelector('.mkt-top') !== null)).toEqual([true, false]);
  });
});
