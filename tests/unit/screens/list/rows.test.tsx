// The article and purchase-demand rows (spec §2 /article list, §3 "Summaries", §4 warning rule).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTING_ENDPOINTS as E } from '../../../../src/contract/listing-endpoints.js';
import { isExpiringSoon } from '../../../../src/screens/kit/demand-row.js';
import { until } from '../../ui/render.js';
import { closeAll, openRoute, type OpenOptions } from '../../harness/open-route.js';
import { searchReply } from './fixtures.js';

// Rendering through the whole shell is slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
// Loaded up front, so the route's dynamic import resolves at once (no transform wait inside a test).
beforeAll(() => import('../../../../src/screens/list/index.js'), 120_000);

const openList = (path: string, answers: OpenOptions['answers']) => openRoute(path, { answers, ready: '.mkt-list-screen' });

afterEach(closeAll);

const demand = (purchaseId: string, validDayNum: number, extra: object = {}) => ({
  purchaseId, title: `Need ${purchaseId}`, validDayNum, number: 20, price: 5000, priceFlag: 'XOF', countryCityName: 'Abidjan',
  content: 'Cement bags, delivered', imgList: [{ imgPath: '/a.jpg' }, { imgPath: '/b.jpg' }], tag: 'Building', releaseTime: '2024-05-03T08:00:00Z',
  avatarPath: '/av.jpg', accountType: 1, entName: 'BTP SA', petName: 'Awa', ...extra,
});

describe('demand rows', () => {
  it('the warning rule: 3 days or fewer and non-zero', () => {
    expect([0, 1, 2, 3, 4, 30].map(isExpiringSoon)).toEqual([false, true, true, true, false, false]);
    expect(isExpiringSoon(null)).toBe(false);
  });

  it('show days left with a warning icon only for 1..3, quantity, price, place, pictures, tag and the publisher name', async () => {
    const page = await openList('/demandMarket/list', {
      [E.demandMarket.search.path]:
        searchReply([demand('p0', 0), demand('p1', 1), demand('p3', 3), demand('p4', 4, { accountType: 2 })]),
    });
    await until(() => expect(page.$$('.mkt-demand')).toHaveLength(4));
    const rows = page.$$('.mkt-demand');
    expect(rows.map((r) => r.querySelector('.mkt-demand-warn') !== null)).toEqual([false, true, true, false]);
    expect(rows[1]!.querySelector('.mkt-demand-warn')?.getAttribute('aria-label')).toBe('listScreen.demand.expiresSoon');
    const first = rows[0]!;
    expect(first.getAttribute('href')).toBe('/demandMarket/details?serviceId=p0&title=Need+p0');
    expect(first.textContent).toContain('listScreen.demand.daysLeft{"value":"0"}');
    expect(first.textContent).toContain('listScreen.demand.quantity{"value":"20"}');
    expect(first.textContent).toContain('Abidjan');
    expect(first.textContent).toContain('Building');
    expect(first.textContent).toContain('Cement bags, delivered');
    expect(first.querySelector('.mkt-price')?.textContent).toMatch(/5,000/);
    expect([...first.querySelectorAll('.mkt-demand-pics img')].map((i) => i.getAttribute('src'))).toEqual([
      'https://media.test/a.jpg', 'https://media.test/b.jpg',
    ]);
    // Spec §1: accountType 2 shows the enterprise name, otherwise the nickname.
    expect(first.querySelector('.mkt-demand-name')?.textContent).toBe('Awa');
    expect(rows[3]!.querySelector('.mkt-demand-name')?.textContent).toBe('BTP SA');
  });
});

describe('article rows', () => {
  it('three or more cover images give the three-image layout; otherwise the cover sits beside the text', async () => {
    const page = await openList('/article/list', {
      [E.article.search.path]:
        searchReply([
          { articlesId: 'a1', esInfoId: 'e1', title: 'Three', coverImg: '/c.jpg', coverImages: ['/1.jpg', '/2.jpg', '/3.jpg', '/4.jpg'], infoSourceName: 'Daily', releaseTime: '2024-05-01T10:00:00Z', stickyTop: 0 },
          { articlesId: 'a2', esInfoId: 'e2', title: 'Two', coverImg: '/c.jpg', coverImages: ['/1.jpg', '/2.jpg'], infoSourceName: 'Weekly', releaseTime: '2024-05-01T10:00:00Z', stickyTop: 0 },
        ]),
    });
    await until(() => expect(page.$$('.mkt-article')).toHaveLength(2));
    const [three, two] = page.$$('.mkt-article');
    expect(three!.classList.contains('mkt-article-three')).toBe(true);
    expect([...three!.querySelectorAll('.mkt-article-pics img')].map((i) => i.getAttribute('src'))).toEqual([
      'https://media.test/1.jpg', 'https://media.test/2.jpg', 'https://media.test/3.jpg',
    ]);
    expect(two!.classList.contains('mkt-article-three')).toBe(false);
    expect(two!.querySelectorAll('.mkt-article-pics')).toHaveLength(0);
    expect(two!.querySelector('.mkt-row-pic img')?.getAttribute('src')).toBe('https://media.test/c.jpg');
    // Articles open details with serviceId, esInfoId and title (spec §2).
    expect(two!.getAttribute('href')).toBe('/article/details?serviceId=a2&esInfoId=e2&title=Two');
    expect(two!.textContent).toContain('Weekly');
    expect(two!.querySelector('time')?.getAttribute('dateTime') ?? two!.querySelector('time')?.getAttribute('datetime')).toBe('2024-05-01T10:00:00Z');
  });
});
