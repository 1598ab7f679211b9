// Category tabs (spec §2 "Common list screen", /article list; §7 search payloads).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTING_ENDPOINTS as E } from '../../../../src/contract/listing-endpoints.js';
import { click, until } from '../../ui/render.js';
import { ok, type Call } from '../../harness/fake-api.js';
import { closeAll, openRoute, type OpenOptions } from '../../harness/open-route.js';
import { searchReply } from './fixtures.js';

// Rendering through the whole shell is slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
// Loaded up front, so the route's dynamic import resolves at once (no transform wait inside a test).
beforeAll(() => import('../../../../src/screens/list/index.js'), 120_000);

const openList = (path: string, answers: OpenOptions['answers']) => openRoute(path, { answers, ready: '.mkt-list-screen' });

afterEach(closeAll);

const lastSearch = (calls: readonly Call[], path: string) =>
  calls.filter((c) => c.path === path).at(-1)?.body;

describe('popular tab and two-level tags', () => {
  const tags = [
    { id: 3, name: 'Cleaning', children: [{ id: 31, name: 'Windows' }, { id: 32, name: 'Carpets' }] },
    { id: 4, name: 'Cooking', children: [] },
  ];

  it('housekeeping: first tab "popular" sends an empty tagId; a first-level tag, then a child, search by them', async () => {
    const search = E.housekeep.search.path;
    const page = await openList('/housekeep/list', {
      [E.housekeep.tags.path]: tags,
      [search]: searchReply([]),
    });
    await until(() => expect(page.callsTo(search)).toHaveLength(1));
    expect(page.callsTo(search)[0]!.body).toEqual({ page: { index: 1, size: 15 }, tagId: '', keyWords: '' });
    await until(() => page.byText('.mkt-list-tabs [role="tab"]', 'Cleaning'));
    const popular = page.byText('.mkt-list-tabs [role="tab"]', 'listScreen.popular');
    expect(popular.getAttribute('aria-selected')).toBe('true');
    expect(page.$$('.mkt-list-tabs [role="tab"]').map((b) => b.textContent)).toEqual(['listScreen.popular', 'Cleaning', 'Cooking']);
    // No second row until a first-level tag is chosen.
    expect(page.$$('.mkt-list-chips')).toHaveLength(0);

    await click(page.byText('.mkt-list-tabs [role="tab"]', 'Cleaning'));
    await until(() => expect(page.callsTo(search)).toHaveLength(2));
    expect(lastSearch(page.calls, search)).toEqual({ page: { index: 1, size: 15 }, tagId: 3, keyWords: '' });
    expect(page.byText('.mkt-list-tabs [role="tab"]', 'Cleaning').getAttribute('aria-selected')).toBe('true');
    expect(popular.getAttribute('aria-selected')).toBe('false');
    // Children came with the first-level reply: no second-tags call.
    expect(page.callsTo(E.housekeep.secondTags.path)).toHaveLength(0);
    expect(page.$$('.mkt-list-chips [role="tab"]').map((b) => b.textContent)).toEqual(['listScreen.all', 'Windows', 'Carpets']);

    await click(page.byText('.mkt-list-chips [role="tab"]', 'Carpets'));
    await until(() => expect(lastSearch(page.calls, search)).toMatchObject({ tagId: 32 }));
    await click(page.byText('.mkt-list-chips [role="tab"]', 'listScreen.all'));
    await until(() => expect(lastSearch(page.calls, search)).toMatchObject({ tagId: 3 }));

    await click(page.byText('.mkt-list-tabs [role="tab"]', 'listScreen.popular'));
    await until(() => expect(lastSearch(page.calls, search)).toEqual({ page: { index: 1, size: 15 }, tagId: '', keyWords: '' }));
    expect(page.$$('.mkt-list-chips')).toHaveLength(0);
  });

  it('business: asks the second-tags call {parentTagId} when the first level has no children', async () => {
    const page = await openList('/business/list', {
      [E.business.tags.path]: [{ id: 8, name: 'Legal' }],
      [E.business.secondTags.path]: (body) => ok((body as { parentTagId?: number }).parentTagId === 8 ? [{ id: 81, name: 'Contracts' }] : []),
      [E.business.search.path]: searchReply([]),
    });
    await until(() => page.byText('.mkt-list-tabs [role="tab"]', 'Legal'));
    await click(page.byText('.mkt-list-tabs [role="tab"]', 'Legal'));
    await until(() => page.byText('.mkt-list-chips [role="tab"]', 'Contracts'));
    expect(page.callsTo(E.business.secondTags.path).map((c) => c.body)).toEqual([{ parentTagId: 8 }]);
  });

  it('visa: popular tab; house (no popular tab): first tab "all" with an empty tagId', async () => {
    const visa = await openList('/visa/list', { [E.visa.tags.path]: [], [E.visa.search.path]: searchReply([]) });
    await until(() => expect(visa.callsTo(E.visa.search.path)).toHaveLength(1));
    expect(visa.byText('.mkt-list-tabs [role="tab"]', 'listScreen.popular').getAttribute('aria-selected')).toBe('true');
    expect(visa.callsTo(E.visa.search.path)[0]!.body).toMatchObject({ tagId: '' });
    closeAll();
    const house = await openList('/house/list', { [E.house.tags.path]: [], [E.house.search.path]: searchReply([]) });
    await until(() => expect(house.callsTo(E.house.search.path)).toHaveLength(1));
    expect(house.byText('.mkt-list-tabs [role="tab"]', 'listScreen.all').getAttribute('aria-selected')).toBe('true');
    expect(house.callsTo(E.house.search.path)[0]!.body).toMatchObject({ tagId: '' });
  });

  it('tabs are keyboard usable: one tab stop, arrows move focus, Enter/click chooses', async () => {
    const page = await openList('/carSales/list', {
      [E.carSales.tags.path]: [{ id: 1, name: 'SUV' }, { id: 2, name: 'Sedan' }],
      [E.carSales.search.path]: searchReply([]),
    });
    await until(() => page.byText('.mkt-list-tabs [role="tab"]', 'Sedan'));
    const tabs = page.$$('.mkt-list-tabs [role="tab"]');
    expect(tabs.map((b) => b.tabIndex)).toEqual([0, -1, -1]);
    tabs[0]!.focus();
    page.key(tabs[0]!, 'ArrowRight');
    expect(document.activeElement).toBe(tabs[1]);
    page.key(tabs[1]!, 'End');
    expect(document.activeElement).toBe(tabs[2]);
    page.key(tabs[2]!, 'ArrowRight');
    expect(document.activeElement).toBe(tabs[0]);
    // Moving focus does not search (manual activation).
    expect(page.callsTo(E.carSales.search.path)).toHaveLength(1);
  });
});

describe('article tabs', () => {
  const search = E.article.search.path;
  const articles = [
    { articlesId: 'a1', esInfoId: 'e1', title: 'Pinned', coverImg: '/c1.jpg', coverImages: [], infoSourceName: 'Daily', releaseTime: '2024-05-01T10:00:00Z', stickyTop: 1 },
    { articlesId: 'a2', esInfoId: 'e2', title: 'Plain', coverImg: '/c2.jpg', coverImages: [], infoSourceName: 'Daily', releaseTime: '2024-05-02T10:00:00Z', stickyTop: 0 },
  ];

  it('default tab Popular sends {page, type 1, keyWords} and marks pinned items; a tag sends {page, tagId, keyWords} without the marker', async () => {
    const page = await openList('/article/list', {
      [E.article.tags.path]: [{ id: 7, name: 'Economy' }],
      [search]: searchReply(articles),
    });
    await until(() => expect(page.$$('.mkt-article')).toHaveLength(2));
    expect(page.callsTo(search)[0]!.body).toEqual({ page: { index: 1, size: 10 }, type: 1, keyWords: '' });
    expect(page.byText('.mkt-list-tabs [role="tab"]', 'listScreen.popular').getAttribute('aria-selected')).toBe('true');
    const marks = page.$$('.mkt-article').map((row) => row.querySelector('.mkt-article-top')?.textContent ?? null);
    expect(marks).toEqual(['listScreen.article.top', null]);

    await until(() => page.byText('.mkt-list-tabs [role="tab"]', 'Economy'));
    await click(page.byText('.mkt-list-tabs [role="tab"]', 'Economy'));
    await until(() => expect(page.callsTo(search)).toHaveLength(2));
    expect(page.callsTo(search)[1]!.body).toEqual({ page: { index: 1, size: 10 }, tagId: 7, keyWords: '' });
    await until(() => expect(page.$$('.mkt-article')).toHaveLength(2));
    // The same pinned item under a tag: no marker.
    expect(page.$$('.mkt-article-top')).toHaveLength(0);
  });
});
