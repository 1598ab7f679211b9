// The list screen as a whole: search (spec §2 search bar, home search → /article/list?keyWords=…),
// skeleton / error with retry / empty (spec §4, §8), keep-alive (spec §2), module bottom bar.
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTING_ENDPOINTS as E } from '../../../../src/contract/listing-endpoints.js';
import { click, deferred, until } from '../../ui/render.js';
import type { Reply } from '../../../../src/contract/envelope.js';
import { ok } from '../../harness/fake-api.js';
import { closeAll, openRoute, type OpenOptions } from '../../harness/open-route.js';
import { searchReply } from './fixtures.js';

// Rendering through the whole shell is slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
// Loaded up front, so the route's dynamic import resolves at once (no transform wait inside a test).
beforeAll(() => import('../../../../src/screens/list/index.js'), 120_000);

const openList = (path: string, answers: OpenOptions['answers']) => openRoute(path, { answers, ready: '.mkt-list-screen' });

afterEach(closeAll);

const cars = [{ usedCarId: 'c1', imgPath: '/c1.jpg', title: 'Toyota RAV4', miles: 42000, totalPrice: 9000000, priceFlag: 'XOF' }];

describe('list screen', () => {
  it('search submits keyWords from page 1 and keeps the chosen tab', async () => {
    const search = E.carSales.search.path;
    const page = await openList('/carSales/list', {
      [E.carSales.tags.path]: [{ id: 2, name: 'SUV' }],
      [search]: searchReply(cars),
    });
    await until(() => page.byText('.mkt-list-tabs [role="tab"]', 'SUV'));
    await click(page.byText('.mkt-list-tabs [role="tab"]', 'SUV'));
    await until(() => expect(page.callsTo(search)).toHaveLength(2));
    page.type(page.$('input[type="search"]'), '  rav4 ');
    page.submit(page.$('form[role="search"]'));
    await until(() => expect(page.callsTo(search)).toHaveLength(3));
    expect(page.callsTo(search)[2]!.body).toEqual({ page: { index: 1, size: 15 }, tagId: 2, keyWords: 'rav4', priceRangeMin: '', priceRangeMax: '' });
    // The back arrow goes to /index, the message icon to /message/list.
    expect(page.$('a[aria-label="listScreen.back"]').getAttribute('href')).toBe('/index');
    expect(page.$('a[aria-label="listScreen.messages"]').getAttribute('href')).toBe('/message/list');
  });

  it('the keyWords query pre-fills the search (home search opens /article/list?keyWords=…)', async () => {
    const search = E.article.search.path;
    const page = await openList('/article/list?keyWords=cocoa%20prices', { [search]: searchReply([]) });
    await until(() => expect(page.callsTo(search)).toHaveLength(1));
    expect(page.callsTo(search)[0]!.body).toEqual({ page: { index: 1, size: 10 }, type: 1, keyWords: 'cocoa prices' });
    expect((page.$('input[type="search"]') as HTMLInputElement).value).toBe('cocoa prices');
  });

  it('shows skeleton rows while the first page loads, then the rows; links open details with serviceId and title', async () => {
    const reply = deferred<Reply<unknown>>();
    const page = await openList('/carSales/list', { [E.carSales.search.path]: () => reply.promise });
    await until(() => expect(page.$$('.mkt-list-skeleton')).toHaveLength(1));
    expect(page.$('.mkt-list [role="status"]').textContent).toBe('list.loading');
    await act(async () => reply.resolve({ code: 200, message: '', customData: searchReply(cars) }));
    await until(() => expect(page.$$('.mkt-list-items .mkt-row')).toHaveLength(1));
    expect(page.$$('.mkt-list-skeleton')).toHaveLength(0);
    expect(page.$('.mkt-list-items a.mkt-row').getAttribute('href')).toBe('/carSales/details?serviceId=c1&title=Toyota+RAV4');
  });

  it('a failed page shows the request-failed text; tapping it asks again', async () => {
    let fail = true;
    const search = E.visa.search.path;
    const page = await openList('/visa/list', {
      [search]: () => (fail ? { code: 5002, message: 'Maybe This is a system error', customData: null } : ok(searchReply([]))),
    });
    await until(() => page.$('button.mkt-list-retry'));
    expect(page.$('button.mkt-list-retry').textContent).toBe('list.requestFailed');
    fail = false;
    await click(page.$('button.mkt-list-retry'));
    await until(() => expect(page.$('.mkt-list-empty p').textContent).toBe('listScreen.empty'));
    expect(page.callsTo(search).map((c) => (c.body as { page: { index: number } }).page.index)).toEqual([1, 1]);
  });

  it('kept alive: leaving for details and coming back does not ask again', async () => {
    const search = E.carSales.search.path;
    const page = await openList('/carSales/list', { [search]: searchReply(cars) });
    await until(() => expect(page.$$('.mkt-list-items .mkt-row')).toHaveLength(1));
    act(() => page.app.navigate('/carSales/details?serviceId=c1'));
    await until(() => expect(page.$('[data-route="/carSales/list"]').hidden).toBe(true));
    act(() => page.app.navigate('/carSales/list'));
    await until(() => expect(page.$('[data-route="/carSales/list"]').hidden).toBe(false));
    expect(page.callsTo(search)).toHaveLength(1);
    expect(page.$$('.mkt-list-items .mkt-row')).toHaveLength(1);
  });

  it('the module bottom bar is the last child of the screen root, with the list tab current', async () => {
    const page = await openList('/demandMarket/list', { [E.demandMarket.search.path]: searchReply([]) });
    const root = page.$('.mkt-list-screen');
    const bar = root.lastElementChild as HTMLElement;
    expect(bar.classList.contains('mkt-modbar')).toBe(true);
    expect(bar.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe('/demandMarket/list');
  });
});
