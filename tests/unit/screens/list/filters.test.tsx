// House and land filters (spec §2 "Common list screen"; §3 "House list filter"; §5 min ≤ max;
// §4 "changing search, tag, tab or filter resets to page 1").
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTING_ENDPOINTS as E } from '../../../../src/contract/listing-endpoints.js';
import { click, until } from '../../ui/render.js';
import { ok } from '../../harness/fake-api.js';
import { closeAll, openRoute, type OpenOptions } from '../../harness/open-route.js';
import { searchReply } from './fixtures.js';

// Rendering through the whole shell is slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
// Loaded up front, so the route's dynamic import resolves at once (no transform wait inside a test).
beforeAll(() => import('../../../../src/screens/list/index.js'), 120_000);

const openList = (path: string, answers: OpenOptions['answers']) => openRoute(path, { answers, ready: '.mkt-list-screen' });

afterEach(() => {
  closeAll();
  vi.unstubAllGlobals();
});

const houses = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({
    rentingHouseId: `h${from + i}`, title: `House ${from + i}`, content: 'Nice', imgPath: '', price: 1000, priceFlag: 'XOF', billingCycle: 'month', labelList: [],
  }));

describe('house filters', () => {
  const search = E.house.search.path;

  it('sends the house request fields; price range (min > max refused with the spec message) and the bedroom toggle', async () => {
    const page = await openList('/house/list', {
      [E.house.tags.path]: [{ id: 5, name: 'Villa' }],
      [E.house.priceRange.path]: [{ id: 1, name: 'Under 100 000', min: null, max: 100000 }],
      [E.house.bedrooms.path]: [{ value: 1, name: '1 bedroom' }, { value: 2, name: '2 bedrooms' }],
      [search]: searchReply(houses(2)),
    });
    await until(() => expect(page.callsTo(search)).toHaveLength(1));
    expect(page.callsTo(search)[0]!.body).toEqual({
      page: { index: 1, size: 10 }, tagId: '', keyWords: '', priceRangeMin: '', priceRangeMax: '', bedroomNum: '',
    });

    // Price: typed bounds, min > max is refused with the spec's min/max message and no search.
    await click(page.$('[data-filter="price"]'));
    expect(page.$('[data-filter="price"]').getAttribute('aria-expanded')).toBe('true');
    const [min, max] = page.$$('.mkt-list-panel input');
    page.type(min!, '500');
    page.type(max!, '100');
    page.submit(page.$('.mkt-list-panel form'));
    expect(page.$('.mkt-list-panel [role="alert"]').textContent).toBe('validation.minMaxNumber');
    expect(min!.getAttribute('aria-invalid')).toBe('true');
    expect(page.callsTo(search)).toHaveLength(1);
    // A bound that is not a positive amount: the price-limit message.
    page.type(min!, 'abc');
    page.submit(page.$('.mkt-list-panel form'));
    expect(page.$('.mkt-list-panel [role="alert"]').textContent).toBe('validation.priceLimit');
    page.type(min!, '100');
    page.type(max!, '500');
    await click(page.button('listScreen.filters.confirm'));
    await until(() => expect(page.callsTo(search)).toHaveLength(2));
    expect(page.callsTo(search)[1]!.body).toMatchObject({ page: { index: 1, size: 10 }, priceRangeMin: 100, priceRangeMax: 500, bedroomNum: '' });
    expect(page.$$('.mkt-list-panel')).toHaveLength(0);
    expect(page.$('[data-filter="price"]').textContent).toBe('100 – 500');

    // A preset applies in one tap; an open end is sent as ''.
    await click(page.$('[data-filter="price"]'));
    await until(() => page.button('Under 100 000', '.mkt-list-panel'));
    await click(page.button('Under 100 000', '.mkt-list-panel'));
    await until(() => expect(page.callsTo(search)).toHaveLength(3));
    expect(page.callsTo(search)[2]!.body).toMatchObject({ priceRangeMin: '', priceRangeMax: 100000 });

    // Bedrooms: choose one; tapping it again clears it.
    await click(page.$('[data-filter="bedrooms"]'));
    await until(() => page.button('2 bedrooms', '.mkt-list-panel'));
    await click(page.button('2 bedrooms', '.mkt-list-panel'));
    await until(() => expect(page.callsTo(search)).toHaveLength(4));
    expect(page.callsTo(search)[3]!.body).toMatchObject({ bedroomNum: 2, priceRangeMax: 100000 });
    expect(page.$('[data-filter="bedrooms"]').textContent).toBe('2 bedrooms');
    await click(page.$('[data-filter="bedrooms"]'));
    await until(() => page.button('2 bedrooms', '.mkt-list-panel'));
    expect(page.button('2 bedrooms', '.mkt-list-panel').getAttribute('aria-pressed')).toBe('true');
    await click(page.button('2 bedrooms', '.mkt-list-panel'));
    await until(() => expect(page.callsTo(search)).toHaveLength(5));
    expect(page.callsTo(search)[4]!.body).toMatchObject({ bedroomNum: '' });

    // All: clears filters and the tag, the "All" toggle is on again.
    await click(page.byText('.mkt-list-tabs [role="tab"]', 'Villa'));
    await until(() => expect(page.callsTo(search)).toHaveLength(6));
    const all = page.button('listScreen.filters.all');
    expect(all.getAttribute('aria-pressed')).toBe('false');
    await click(all);
    await until(() => expect(page.callsTo(search)).toHaveLength(7));
    expect(page.callsTo(search)[6]!.body).toEqual({
      page: { index: 1, size: 10 }, tagId: '', keyWords: '', priceRangeMin: '', priceRangeMax: '', bedroomNum: '',
    });
    expect(all.getAttribute('aria-pressed')).toBe('true');
  });

  it('a filter change after page 2 goes back to page 1 with an empty list', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const page = await openList('/house/list', {
      [E.house.bedrooms.path]: [{ value: 3, name: '3 bedrooms' }],
      [search]: (raw) => {
        const body = raw as { page: { index: number }; bedroomNum: unknown };
        return ok(body.bedroomNum === 3 ? searchReply([]) : searchReply(houses(10, (body.page.index - 1) * 10)));
      },
    });
    await until(() => expect(page.$$('.mkt-row')).toHaveLength(10));
    await click(page.$('button.mkt-list-more'));
    await until(() => expect(page.$$('.mkt-row')).toHaveLength(20));
    expect(page.callsTo(search).map((c) => (c.body as { page: { index: number } }).page.index)).toEqual([1, 2]);

    await click(page.$('[data-filter="bedrooms"]'));
    await until(() => page.button('3 bedrooms', '.mkt-list-panel'));
    await click(page.button('3 bedrooms', '.mkt-list-panel'));
    await until(() => expect(page.callsTo(search)).toHaveLength(3));
    expect(page.callsTo(search)[2]!.body).toMatchObject({ page: { index: 1, size: 10 }, bedroomNum: 3 });
    await until(() => expect(page.$('.mkt-list-empty p').textContent).toBe('listScreen.noMatch'));
    expect(page.$$('.mkt-list-items .mkt-row')).toHaveLength(0);
    // The way out of an empty filtered list.
    await click(page.button('listScreen.showAll'));
    await until(() => expect(page.callsTo(search).at(-1)!.body).toMatchObject({ page: { index: 1 }, bedroomNum: '' }));
  });

  it('Escape closes a panel and gives focus back to its button; a tap outside closes it too', async () => {
    const page = await openList('/house/list', { [search]: searchReply([]) });
    const trigger = page.$('[data-filter="price"]');
    await click(trigger);
    expect(page.$$('.mkt-list-panel[role="dialog"]')).toHaveLength(1);
    expect(document.activeElement).toBe(page.$('.mkt-list-panel'));
    page.key(page.$('.mkt-list-panel input'), 'Escape');
    expect(page.$$('.mkt-list-panel')).toHaveLength(0);
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    await click(trigger);
    await click(page.$('.mkt-list-backdrop'));
    expect(page.$$('.mkt-list-panel')).toHaveLength(0);
    expect(page.callsTo(search)).toHaveLength(1);
  });
});

describe('land filters', () => {
  const search = E.land.search.path;

  it('price and size ranges, then the All reset', async () => {
    const page = await openList('/land/list', {
      [E.land.sizeRange.path]: [{ id: 9, name: '1 000 – 5 000 m²', min: 1000, max: 5000 }],
      [search]: searchReply([]),
    });
    await until(() => expect(page.callsTo(search)).toHaveLength(1));
    expect(page.callsTo(search)[0]!.body).toEqual({
      page: { index: 1, size: 10 }, tagId: '', keyWords: '', priceRangeMin: '', priceRangeMax: '', sizeRangeMin: '', sizeRangeMax: '',
    });
    // Land has no bedroom filter; house has no size filter.
    expect(page.$$('[data-filter]').map((b) => b.dataset.filter)).toEqual(['price', 'size']);

    await click(page.$('[data-filter="price"]'));
    const [, max] = page.$$('.mkt-list-panel input');
    page.type(max!, '2000000');
    page.submit(page.$('.mkt-list-panel form'));
    await until(() => expect(page.callsTo(search)).toHaveLength(2));
    expect(page.callsTo(search)[1]!.body).toMatchObject({ priceRangeMin: '', priceRangeMax: 2000000, sizeRangeMin: '', sizeRangeMax: '' });

    await click(page.$('[data-filter="size"]'));
    await until(() => page.button('1 000 – 5 000 m²'));
    await click(page.button('1 000 – 5 000 m²'));
    await until(() => expect(page.callsTo(search)).toHaveLength(3));
    expect(page.callsTo(search)[2]!.body).toMatchObject({ priceRangeMax: 2000000, sizeRangeMin: 1000, sizeRangeMax: 5000 });

    // Size bounds are checked with the size message.
    await click(page.$('[data-filter="size"]'));
    const [smin, smax] = page.$$('.mkt-list-panel input');
    expect((smin as HTMLInputElement).value).toBe('1000');
    page.type(smin!, '9000');
    page.type(smax!, '10');
    page.submit(page.$('.mkt-list-panel form'));
    expect(page.$('.mkt-list-panel [role="alert"]').textContent).toBe('validation.minMaxNumber');
    page.key(page.$('.mkt-list-panel input'), 'Escape');

    await click(page.button('listScreen.filters.all'));
    await until(() => expect(page.callsTo(search)).toHaveLength(4));
    expect(page.callsTo(search)[3]!.body).toEqual({
      page: { index: 1, size: 10 }, tagId: '', keyWords: '', priceRangeMin: '', priceRangeMax: '', sizeRangeMin: '', sizeRangeMax: '',
    });
  });

  it('modules without range filters show no filter bar and send no filter fields', async () => {
    const page = await openList('/saleGoods/list', { [E.saleGoods.search.path]: searchReply([]) });
    await until(() => expect(page.callsTo(E.saleGoods.search.path)).toHaveLength(1));
    expect(page.$$('.mkt-list-filters')).toHaveLength(0);
    expect(page.callsTo(E.saleGoods.search.path)[0]!.body).toEqual({ page: { index: 1, size: 15 }, tagId: '', keyWords: '' });
  });
});
