// The favourite toggle (spec §4 "Favourite toggle", §7, §8 "Unauthenticated favourite").
import { describe, expect, it, vi } from 'vitest';
import type { Reply } from '../../../src/contract/envelope.js';
import { favoriteRequests, toggleFavorite, type FavoriteDeps } from '../../../src/features/favourite.js';
import { MODULES } from '../../../src/modules/registry.js';

function deps(reply: Reply<unknown>, over: Partial<FavoriteDeps> = {}) {
  const call = vi.fn(async () => reply);
  const d = {
    api: { call } as unknown as FavoriteDeps['api'],
    userId: 'u-1',
    t: (k: string) => k,
    confirm: vi.fn(async () => true),
    toast: vi.fn(),
    navigate: vi.fn(),
    ...over,
  } satisfies FavoriteDeps;
  return { d, call };
}

const ok = (message = ''): Reply<unknown> => ({ code: 200, message, customData: null });

describe('favoriteRequests (spec §7)', () => {
  it('listings: serviceId and moduleId; cancel by serviceIds', () => {
    expect(favoriteRequests('u-1', { module: MODULES.house, serviceId: '7', esInfoId: 'ignored' })).toEqual({
      insert: { userId: 'u-1', serviceId: '7', moduleId: 6 },
      cancel: { userId: 'u-1', serviceIds: ['7'] },
    });
  });

  it('articles: esInfoId and esInfoIds too', () => {
    expect(favoriteRequests('u-1', { module: MODULES.article, serviceId: '5', esInfoId: 'es-5' })).toEqual({
      insert: { userId: 'u-1', serviceId: '5', esInfoId: 'es-5', moduleId: 1 },
      cancel: { userId: 'u-1', serviceIds: ['5'], esInfoIds: ['es-5'] },
    });
  });
});

describe('toggleFavorite (spec §4)', () => {
  const target = { module: MODULES.visa, serviceId: '3' };

  it('adds: 0 -> 1 on 200, toasting the server message', async () => {
    const { d, call } = deps(ok('Added to favourites'));
    expect(await toggleFavorite(d, target, 0)).toBe(1);
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/user/v1/commons/insertFavorite' }), { userId: 'u-1', serviceId: '3', moduleId: 9 });
    expect(d.toast).toHaveBeenCalledWith('Added to favourites');
  });

  it('cancels: 1 -> 0 on 200; our own words when the server sends no message', async () => {
    const { d, call } = deps(ok());
    expect(await toggleFavorite(d, target, 1)).toBe(0);
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/user/v1/commons/cancelMyFavorite' }), { userId: 'u-1', serviceIds: ['3'] });
    expect(d.toast).toHaveBeenCalledWith('app.favoriteCancelled');
  });

  it('changes nothing and shows nothing of its own on another code', async () => {
    const { d } = deps({ code: 4022, message: 'refused', customData: null });
    expect(await toggleFavorite(d, target, 0)).toBeNull();
    expect(d.toast).not.toHaveBeenCalled();
  });

  it('logged out: login-first confirm, /login on confirm, no call', async () => {
    const { d, call } = deps(ok(), { userId: '' });
    expect(await toggleFavorite(d, target, 0)).toBeNull();
    expect(d.confirm).toHaveBeenCalledWith('errors.notLoggedIn', { cancel: true });
    expect(d.navigate).toHaveBeenCalledWith('/login');
    expect(call).not.toHaveBeenCalled();
  });

  it('logged out and cancelled: stays', async () => {
    const { d } = deps(ok(), { userId: '', confirm: vi.fn(async () => false) });
    expect(await toggleFavorite(d, target, 0)).toBeNull();
    expect(d.navigate).not.toHaveBeenCalled();
  });
});
