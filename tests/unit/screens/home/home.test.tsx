// /index (spec §2 "Top level", §3 "Home data", §7 "Home and goods") on a fake API.
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../../../src/contract/endpoints.js';
import { cleanup, click, deferred, flush, until } from '../../ui/render.js';
import { article, goods, homeData } from './fixtures.js';
import { ok, type Answers } from '../../harness/fake-api.js';
import { closeAll, openRoute } from '../../harness/open-route.js';
import { FakeIO } from '../../ui/fake-intersection-observer.js';

// Whole-page renders: allow for a busy CI machine.
vi.setConfig({ testTimeout: 60_000 });

const HOME = ENDPOINTS.getHomeInfo.path;
const GOODS = ENDPOINTS.searchGoodsWithoutAd.path;
const COUNTRY = ENDPOINTS.getCountry.path;

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIO));
// Loaded up front, so opening /index does not wait for the chunk's transform inside a test.
beforeAll(() => import('../../../../src/screens/home/index.js'), 120_000);
afterEach(() => {
  closeAll();
  cleanup();
  FakeIO.all = [];
  vi.unstubAllGlobals();
});

const COUNTRIES = [{ id: 'CIV', name: "Côte d'Ivoire" }, { id: 'SEN', name: 'Sénégal' }];

const isMarker = (el: Element) => el.classList.contains('mkt-near-view');

/**
 * Scrolls down as far as the page goes, as the fake observer tells it: reports each near-view
 * marker in view until the sections below the hero and the goods list are all drawn.
 */
async function reveal() {
  for (let i = 0; i < 20; i++) {
    const near = FakeIO.all.filter((io) => io.targets.some(isMarker));
    if (near.length === 0) return;
    act(() => near.forEach((io) => io.fire(isMarker)));
    await flush();
  }
  throw new Error('reveal: the page keeps growing');
}

async function open(answers: Answers = {}) {
  const page = await openRoute('/index', {
    answers: { [HOME]: homeData(), [GOODS]: { totalCount: 0, resultList: [] }, [COUNTRY]: COUNTRIES, ...answers },
    ready: '.mkt-home',
  });
  const host = page.frame('/index')!;
  const hrefs = (selector: string) => [...host.querySelectorAll(selector)].map((a) => a.getAttribute('href'));
  return { ...page, host, hrefs };
}

describe('/index home data', () => {
  it('shows a loading state, then every block of the getHomeInfo reply', async () => {
    const reply = deferred<ReturnType<typeof ok>>();
    const { host, hrefs, callsTo } = await open({ [HOME]: () => reply.promise });
    await flush();
    expect(callsTo(HOME).map((c) => c.body)).toEqual([{}]);
    expect(host.querySelector('.mkt-home-skel[role="status"]')).not.toBeNull();
    // Nothing below the skeleton asks to be drawn.
    expect(host.querySelector('.mkt-near-view')).toBeNull();
    reply.resolve(ok(homeData()));
    await flush();
    expect(host.querySelector('.mkt-home-skel')).toBeNull();
    await reveal();

    // Adverts follow the ad link rule; the first picture of the first carousel loads eagerly (LCP).
    const [ad1, ad2, ad3] = [...host.querySelectorAll('.mkt-home-ad')];
    expect([...ad1!.querySelectorAll('.mkt-home-ad-link')].map((a) => a.getAttribute('href'))).toEqual([
      '/house/details?serviceId=45',
      '/land/details?serviceId=33',
      'https://example.com/partners',
    ]);
    expect(ad1!.querySelector('a[href^="https"]')?.getAttribute('target')).toBe('_blank');
    expect(ad1!.querySelectorAll('img')[0]?.getAttribute('loading')).toBe('eager');
    expect(ad1!.querySelectorAll('img')[1]?.getAttribute('loading')).toBe('lazy');
    expect(ad1!.querySelectorAll('img')[0]?.getAttribute('src')).toBe('https://media.test/uploads/ad1-1.png');
    expect([...ad2!.querySelectorAll('.mkt-home-ad-link')].map((a) => a.getAttribute('href'))).toEqual([
      '/jobAndRecruit/recruit/recruitDetails?recruitingResumeId=RIR20220001',
      '/business/list',
    ]);
    // javascript: leads nowhere: the picture is shown, but not as a link.
    expect(ad3!.querySelector('a')).toBeNull();
    expect(ad3!.querySelector('[role="img"] img')).not.toBeNull();

    // Menu tiles open module lists; jobs open the job list; ids that name no screen are left out.
    expect(hrefs('.mkt-home-tile')).toEqual(['/article/list', '/house/list', '/jobAndRecruit/jobWanted/jobList', '/demandMarket/list']);
    expect(host.querySelector('.mkt-home-tile')?.textContent).toBe('News');

    // The first notice, linked by the ad rule.
    const notice = host.querySelector('.mkt-home-notice-text')!;
    expect(notice.textContent).toBe('Welcome! Your first listing is free.');
    expect(notice.getAttribute('href')).toBe('/house/list');
    expect(host.querySelector('.mkt-home-notice [aria-live="polite"]')).not.toBeNull();

    // data1 / data2 open details of the block's module.
    expect(host.textContent).toContain('Homes for rent');
    expect(hrefs('[aria-labelledby="mkt-home-data1"] .mkt-home-strip-item')).toEqual(['/house/details?serviceId=45', '/house/details?serviceId=46']);
    expect(hrefs('[aria-labelledby="mkt-home-data2"] .mkt-home-strip-item')).toEqual(['/land/details?serviceId=33']);
    expect(hrefs('[aria-labelledby="mkt-home-data2"] .mkt-home-more')).toEqual(['/land/list']);
  });

  it('puts the first three articles in one block and the rest in another (spec §3)', async () => {
    const { host } = await open();
    await flush();
    await reveal();
    const titles = (block: string) =>
      [...host.querySelectorAll(`[data-block="${block}"] .mkt-home-art-title`)].map((e) => e.textContent);
    expect(titles('news')).toEqual(['home.pinnedArticle 1', 'Article 2', 'Article 3']);
    expect(titles('moreNews')).toEqual(['Article 4', 'Article 5']);
    expect(host.querySelector('[data-block="news"] .mkt-home-art')?.getAttribute('href')).toBe(
      '/article/details?serviceId=101&esInfoId=seed-article-1&title=Article+1',
    );
    expect(host.querySelector('[data-block="news"] .mkt-home-more')?.getAttribute('href')).toBe('/article/list');
    expect(host.querySelector('[data-block="news"] time')?.getAttribute('datetime')).toBe('2024-03-05T10:00:00.000Z');
  });

  it('shows no second article block when there are three articles or fewer', async () => {
    const { host } = await open({ [HOME]: () => ok(homeData({ articlesDataList: [article(1), article(2), article(3)] })) });
    await flush();
    await reveal();
    expect(host.querySelectorAll('[data-block="news"] .mkt-home-art')).toHaveLength(3);
    expect(host.querySelector('[data-block="moreNews"]')).toBeNull();
  });

  it('shows the request-failed retry text on non-200, and asks again when it is tapped', async () => {
    let fail = true;
    const { host, callsTo } = await open({ [HOME]: () => (fail ? { code: 5002, message: 'x', customData: null } : ok(homeData())) });
    await flush();
    const retry = host.querySelector<HTMLButtonElement>('.mkt-home-failed button')!;
    expect(retry.textContent).toBe('list.requestFailed');
    expect(host.querySelector('.mkt-home-ad')).toBeNull();
    fail = false;
    click(retry);
    await flush();
    await reveal();
    expect(callsTo(HOME)).toHaveLength(2);
    expect(host.querySelector('.mkt-home-failed')).toBeNull();
    expect(host.querySelectorAll('.mkt-home-ad').length).toBe(3);
  });
});

describe('/index below the first screen', () => {
  it('draws the sections below the hero, then the goods list, only as the reader comes near them', async () => {
    const { host, callsTo } = await open();
    await flush();
    // The first screenful alone: header, search, first banner and menu, and a marker below them.
    expect(host.querySelectorAll('.mkt-home-ad')).toHaveLength(1);
    expect(host.querySelector('.mkt-home-notice')).toBeNull();
    expect(host.querySelector('.mkt-home-goods-sec')).toBeNull();
    expect(callsTo(GOODS)).toEqual([]);
    const marker = host.querySelector('.mkt-home > .mkt-near-view');
    expect(marker?.previousElementSibling?.classList.contains('mkt-home-hero')).toBe(true);
    // Near the view: one section more (the notice bar), and a new marker below it.
    act(() => FakeIO.all.forEach((io) => io.fire(isMarker)));
    await flush();
    expect(host.querySelector('.mkt-home-notice')).not.toBeNull();
    expect(host.querySelector('[data-block="news"]')).toBeNull();
    expect(host.querySelector('.mkt-home > .mkt-near-view')?.previousElementSibling?.classList.contains('mkt-home-notice')).toBe(true);
    // Down to the bottom: every section, then the goods list, which asks for its first page.
    await reveal();
    expect(host.querySelectorAll('.mkt-home-ad')).toHaveLength(3);
    expect(host.querySelector('[data-block="moreNews"]')).not.toBeNull();
    expect(host.querySelector('.mkt-home-goods-sec')).not.toBeNull();
    expect(host.querySelector('.mkt-near-view')).toBeNull();
    expect(callsTo(GOODS).map((c) => c.body)).toEqual([{ page: { index: 1, size: 15 } }]);
  });

  it('draws everything without IntersectionObserver (old WebViews)', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { host, callsTo } = await open();
    await until(() => expect(host.querySelector('.mkt-home-goods-sec')).not.toBeNull(), 20_000);
    expect(host.querySelectorAll('.mkt-home-ad')).toHaveLength(3);
    expect(callsTo(GOODS)).toHaveLength(1);
  });
});

describe('/index goods list', () => {
  it('asks page after page of 15 and shows each item as a card opening goods details', async () => {
    const { host, callsTo } = await open({
      [GOODS]: (body) => {
        const { index } = (body as { page: { index: number } }).page;
        return ok({ totalCount: 18, resultList: index === 1 ? goods(1, 15) : goods(16, 3) });
      },
    });
    await flush();
    await reveal();
    expect(callsTo(GOODS).map((c) => c.body)).toEqual([{ page: { index: 1, size: 15 } }]);
    expect(host.querySelectorAll('.mkt-home-good')).toHaveLength(15);
    const first = host.querySelector('.mkt-home-good')!;
    expect(first.getAttribute('href')).toBe('/saleGoods/details?serviceId=1&esInfoId=seed-saleGoods-1&title=Goods+1');
    expect(first.querySelector('.mkt-home-good-title')?.textContent).toBe('Goods 1');
    expect(first.querySelector('.mkt-price')?.textContent).toMatch(/1,000\s*F CFA/);
    // accountType 2 shows the enterprise name (spec §1).
    expect(host.querySelectorAll('.mkt-home-good-by')[1]?.textContent).toBe('Shop Ltd');
    expect(host.querySelectorAll('.mkt-home-good-by')[0]?.textContent).toBe('Yao');

    act(() => FakeIO.all.forEach((io) => io.fire()));
    await flush();
    expect(callsTo(GOODS).map((c) => c.body)).toEqual([{ page: { index: 1, size: 15 } }, { page: { index: 2, size: 15 } }]);
    expect(host.querySelectorAll('.mkt-home-good')).toHaveLength(18);
    expect(host.querySelector('.mkt-home-goods')?.textContent).toContain('list.finished');
  });

  it('shows the retry text when a goods page fails', async () => {
    const { host, callsTo } = await open({ [GOODS]: () => ({ code: 4404, message: 'x', customData: null }) });
    await flush();
    await reveal();
    const retry = host.querySelector<HTMLButtonElement>('.mkt-home-goods .mkt-list-retry')!;
    expect(retry.textContent).toBe('list.requestFailed');
    click(retry);
    await flush();
    expect(callsTo(GOODS).map((c) => c.body)).toEqual([{ page: { index: 1, size: 15 } }, { page: { index: 1, size: 15 } }]);
  });
});

describe('/index header', () => {
  it('opens the article list with the typed keyWords on submit, and the plain list when empty', async () => {
    const { host, changes, shown } = await open();
    await flush();
    const input = host.querySelector<HTMLInputElement>('.mkt-home-search input')!;
    expect(input.getAttribute('aria-label')).toBe('home.search');
    act(() => {
      input.value = '  villa Abidjan & pool ';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => {
      host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await flush();
    expect(shown()).toBe('/article/list');
    expect(changes.at(-1)?.[0]).toBe('/article/list?keyWords=villa+Abidjan+%26+pool');
    act(() => {
      input.value = '   ';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => {
      host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await flush();
    expect(changes.at(-1)?.[0]).toBe('/article/list');
  });

  it('links the download and publish buttons', async () => {
    const { host } = await open();
    await flush();
    expect(host.querySelector('a[aria-label="home.download"]')?.getAttribute('href')).toBe('/appDownloadPage');
    expect(host.querySelector('.mkt-home-publish')?.getAttribute('href')).toBe('/common/quickpublish');
  });

  it('names the stored country; the full-screen picker stores the chosen areaId and reloads the home data and goods', async () => {
    const { host, stores, callsTo } = await open();
    await flush();
    await reveal();
    expect(callsTo(COUNTRY).map((c) => c.body)).toEqual([{ languageId: 'en' }]);
    const button = host.querySelector<HTMLButtonElement>('button.mkt-home-country')!;
    expect(button.getAttribute('aria-label')).toBe('home.countryNamed{"name":"Côte d\'Ivoire"}');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(host.querySelector('.mkt-home-country-name')?.textContent).toBe("Côte d'Ivoire");
    expect(callsTo(HOME).map((c) => c.areaId)).toEqual(['CIV']);
    expect(document.querySelector('[role="dialog"]')).toBeNull();

    click(button);
    // The picker's code is fetched on first use.
    await until(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull(), 20_000);
    await flush();
    const sheet = document.querySelector<HTMLElement>('[role="dialog"]')!;
    const rows = [...sheet.querySelectorAll<HTMLButtonElement>('[data-picker-row]')];
    expect(rows.map((r) => r.textContent)).toEqual(["Côte d'Ivoire", 'Sénégal']);
    expect(sheet.querySelector('[aria-current="true"]')?.textContent).toBe("Côte d'Ivoire");
    click(rows[1]);
    await flush();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(stores.session.areaId.get()).toBe('SEN');
    expect(host.querySelector('.mkt-home-country-name')?.textContent).toBe('Sénégal');
    expect(callsTo(HOME).map((c) => c.areaId)).toEqual(['CIV', 'SEN']);
    expect(callsTo(GOODS).map((c) => [c.areaId, c.body])).toEqual([
      ['CIV', { page: { index: 1, size: 15 } }],
      ['SEN', { page: { index: 1, size: 15 } }],
    ]);
  });

  it('names the stored country by its code before the country list arrives', async () => {
    const { host, stores } = await open({ [COUNTRY]: () => new Promise(() => undefined) });
    act(() => stores.session.areaId.set('GHA'));
    await flush();
    expect(host.querySelector('.mkt-home-country-name')?.textContent).toBe('GHA');
  });
});
