// /<module>/history and /<module>/collection (spec §2 "History and collection screens", §4 swipe
// delete on code 200, §7 getMyHistory / getMyFavorite / deleteMyHistory / cancelMyFavorite,
// §8 deletion-success toast, §9 page size 15 and the business history quirk).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../../../src/contract/endpoints.js';
import { click, deferred, until } from '../../ui/render.js';
import { closeAll, openRoute, type OpenOptions, type Screen } from '../../harness/open-route.js';
import { page, saved } from './fixtures.js';

// Opening a screen the first time imports (and transforms) its chunk's whole module graph.
vi.setConfig({ testTimeout: 60_000 });

/** These screens are a logged-in user's unless a test says otherwise. */
const openScreen = (path: string, options: OpenOptions = {}) => openRoute(path, { userId: 'u-1', ready: '.mkt-screen', ...options });

const P = {
  history: ENDPOINTS.getMyHistory.path,
  favorite: ENDPOINTS.getMyFavorite.path,
  cancel: ENDPOINTS.cancelMyFavorite.path,
  deleteHistory: ENDPOINTS.deleteMyHistory.path,
};

afterEach(closeAll);

const titles = (s: Screen) => s.$$('.mkt-row-title').map((e) => e.textContent);
const rowLinks = (s: Screen) => s.$$('a.mkt-row').map((a) => a.getAttribute('href'));
/** The keyboard / screen-reader delete button of the row titled `title`. */
const deleteButton = (s: Screen, title: string) =>
  s.$$('.mkt-swipe-key').find((b) => b.getAttribute('aria-label') === `saved.deleteItem${JSON.stringify({ title })}`);

describe('history screen', () => {
  it('asks for page 1 of 15 with the user and module id, and lists the rows linking to details', async () => {
    const s = await openScreen('/house/history', {
      answers: { [P.history]: () => page([saved('11', 'Villa Cocody'), saved('12', 'Studio Plateau', { price: 150000, priceFlag: 'XOF' })]) },
    });
    await until(() => expect(titles(s)).toEqual(['Villa Cocody', 'Studio Plateau']));
    expect(s.callsTo(P.history).map((c) => c.body)).toEqual([{ page: { index: 1, size: 15 }, userId: 'u-1', moduleId: 6 }]);
    expect(rowLinks(s)).toEqual([
      '/house/details?serviceId=11&title=Villa+Cocody',
      '/house/details?serviceId=12&title=Studio+Plateau',
    ]);
    expect(s.$('h1').textContent).toBe('saved.history.title');
    expect(s.$$('.mkt-row .mkt-price')).toHaveLength(1);
    expect(s.$('.mkt-row time').getAttribute('datetime')).toBe('2024-05-02T10:00:00.000Z');
    // Not a list/mine screen: no module bar (spec §2).
    expect(s.el.querySelector('.mkt-modbar')).toBeNull();
  });

  it('business history is filed under, and links to, housekeeping (spec §9 quirk, descriptor historyModuleKey)', async () => {
    const s = await openScreen('/business/history', { answers: { [P.history]: () => page([saved('31', 'Audit')]) } });
    await until(() => expect(titles(s)).toEqual(['Audit']));
    expect(s.callsTo(P.history)[0]?.body).toEqual({ page: { index: 1, size: 15 }, userId: 'u-1', moduleId: 5 });
    expect(rowLinks(s)).toEqual(['/housekeep/details?serviceId=31&title=Audit']);
  });

  it('deletes with deleteMyHistory {userId, serviceIds}, removes the row on 200 and toasts', async () => {
    const s = await openScreen('/land/history', {
      answers: { [P.history]: () => page([saved('21', 'Plot A'), saved('22', 'Plot B')]), [P.deleteHistory]: () => ({ code: 200 }) },
    });
    await until(() => expect(titles(s)).toEqual(['Plot A', 'Plot B']));
    expect(s.callsTo(P.history)[0]?.body).toMatchObject({ moduleId: 2 });
    click(deleteButton(s, 'Plot A'));
    await until(() => expect(titles(s)).toEqual(['Plot B']));
    expect(s.callsTo(P.deleteHistory).map((c) => c.body)).toEqual([{ userId: 'u-1', serviceIds: ['21'] }]);
    expect(s.toasts()).toEqual(['errors.deleteDuccess'.replace('Duccess', 'Success')]);
  });

  it('shows the empty placeholder when the user has no history', async () => {
    const s = await openScreen('/visa/history', { answers: { [P.history]: () => page([]) } });
    await until(() => expect(s.$('.mkt-saved-empty').textContent).toContain('saved.history.empty'));
    expect(s.$('.mkt-saved-empty a').getAttribute('href')).toBe('/visa/list');
  });

  it('shows the retry text when the list call fails, and asks again on tap', async () => {
    let fail = true;
    const s = await openScreen('/house/history', {
      answers: { [P.history]: () => (fail ? { code: 5002, message: 'x' } : page([saved('1', 'Back again')])) },
    });
    await until(() => expect(s.$('.mkt-list-retry').textContent).toBe('list.requestFailed'));
    fail = false;
    click(s.$('.mkt-list-retry'));
    await until(() => expect(titles(s)).toEqual(['Back again']));
  });
});

describe('collection screen', () => {
  it('asks getMyFavorite with the user and module id; a non-200 delete keeps the row and shows no toast', async () => {
    const s = await openScreen('/house/collection', {
      answers: { [P.favorite]: () => page([saved('11', 'Villa Cocody')]), [P.cancel]: () => ({ code: 4022, message: 'no' }) },
    });
    await until(() => expect(titles(s)).toEqual(['Villa Cocody']));
    expect(s.callsTo(P.favorite).map((c) => c.body)).toEqual([{ page: { index: 1, size: 15 }, userId: 'u-1', moduleId: 6 }]);
    click(deleteButton(s, 'Villa Cocody'));
    await until(() => expect(s.callsTo(P.cancel)).toHaveLength(1));
    // No esInfoIds outside the modules that carry one.
    expect(s.callsTo(P.cancel)[0]?.body).toEqual({ userId: 'u-1', serviceIds: ['11'] });
    await until(() => expect(deleteButton(s, 'Villa Cocody')?.hasAttribute('disabled')).toBe(false));
    expect(titles(s)).toEqual(['Villa Cocody']);
    expect(s.toasts()).toEqual([]);
  });

  it('disables the row while its deletion is in flight (no double request)', async () => {
    const d = deferred<{ code: number }>();
    const s = await openScreen('/visa/collection', {
      answers: { [P.favorite]: () => page([saved('41', 'Schengen')]), [P.cancel]: () => d.promise },
    });
    await until(() => expect(titles(s)).toEqual(['Schengen']));
    click(deleteButton(s, 'Schengen'));
    await until(() => expect(deleteButton(s, 'Schengen')?.hasAttribute('disabled')).toBe(true));
    click(deleteButton(s, 'Schengen'));
    expect(s.callsTo(P.cancel)).toHaveLength(1);
    d.resolve({ code: 200 });
    // spec §8: "Visa collection delete success shows a deletion-success toast".
    await until(() => expect(titles(s)).toEqual([]));
    expect(s.toasts()).toEqual(['errors.deleteSuccess']);
    expect(s.$('.mkt-saved-empty').textContent).toContain('saved.collection.empty');
  });

  it('articles: cancels with esInfoIds, links with esInfoId, and shows the article bar', async () => {
    const s = await openScreen('/article/collection', {
      answers: {
        [P.favorite]: () => page([saved('7', 'News', { moduleId: 1, esInfoId: 'es-7' })]),
        [P.cancel]: () => ({ code: 200 }),
      },
    });
    await until(() => expect(titles(s)).toEqual(['News']));
    expect(s.callsTo(P.favorite)[0]?.body).toMatchObject({ moduleId: 1 });
    expect(rowLinks(s)).toEqual(['/article/details?serviceId=7&esInfoId=es-7&title=News']);
    const bar = s.$('nav.mkt-modbar');
    expect(s.$('.mkt-screen').lastElementChild).toBe(bar);
    expect(bar.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe('/article/collection');
    click(deleteButton(s, 'News'));
    await until(() => expect(titles(s)).toEqual([]));
    expect(s.callsTo(P.cancel)[0]?.body).toEqual({ userId: 'u-1', serviceIds: ['7'], esInfoIds: ['es-7'] });
  });

  it('moves keyboard focus to the next row when the focused row is deleted', async () => {
    const s = await openScreen('/house/collection', {
      answers: { [P.favorite]: () => page([saved('1', 'One'), saved('2', 'Two')]), [P.cancel]: () => ({ code: 200 }) },
    });
    await until(() => expect(titles(s)).toEqual(['One', 'Two']));
    const button = deleteButton(s, 'One')!;
    button.focus();
    click(button);
    await until(() => expect(titles(s)).toEqual(['Two']));
    expect(document.activeElement?.textContent).toContain('Two');
  });
});

describe('logged out', () => {
  for (const path of ['/house/history', '/house/collection', '/article/history', '/house/mine']) {
    it(`${path} shows a log-in prompt and calls nothing`, async () => {
      const s = await openScreen(path, { userId: '', ready: '.mkt-saved-login' });
      expect(s.$('.mkt-saved-login a').getAttribute('href')).toBe('/login');
      expect(s.$('.mkt-saved-login a').textContent).toBe('saved.login.button');
      expect(s.calls).toEqual([]);
    });
  }

  it('loads the list once the user logs in', async () => {
    const s = await openScreen('/house/collection', { userId: '', ready: '.mkt-saved-login', answers: { [P.favorite]: () => page([saved('1', 'Mine now')]) } });
    s.stores.session.userId.set('u-9');
    await until(() => expect(titles(s)).toEqual(['Mine now']));
    expect(s.callsTo(P.favorite)[0]?.body).toMatchObject({ userId: 'u-9' });
  });
});
