// The star offline (issue: Beyond the spec, item 4): a toggle without a network changes the star
// at once and waits in the queue; a call that fails because the network just went does the same;
// a failure while online is shown as a failure, and the star does not move.
import { describe, expect, it, vi } from 'vitest';
import type { Reply } from '../../../src/contract/envelope.js';
import { toggleFavorite, type FavoriteDeps } from '../../../src/features/favourite.js';
import { MODULES } from '../../../src/modules/registry.js';

const target = { module: MODULES.house, serviceId: '7' };
const NETWORK: Reply<unknown> = { code: 5002, message: 'Erreur système', customData: null };

function deps(reply: Reply<unknown>, online: () => boolean, waiting = false) {
  const call = vi.fn(async () => reply);
  const queue = vi.fn<(to: 0 | 1) => void>();
  const d = {
    api: { call } as unknown as FavoriteDeps['api'],
    userId: 'u-1',
    t: (k: string) => k,
    confirm: vi.fn(async () => true),
    toast: vi.fn(),
    navigate: vi.fn(),
    offline: { online, waiting: () => waiting, queue },
  } satisfies FavoriteDeps;
  return { d, call, queue };
}

describe('toggleFavorite offline', () => {
  it('queues without calling when the device is offline', async () => {
    const { d, call, queue } = deps(NETWORK, () => false);
    expect(await toggleFavorite(d, target, 0)).toBe(1);
    expect(call).not.toHaveBeenCalled();
    expect(queue).toHaveBeenCalledWith(1);
    expect(d.toast).toHaveBeenCalledWith('offline.favoriteQueued');
  });

  it('queues when the call fails because the network went meanwhile', async () => {
    let online = true;
    const { d, call, queue } = deps(NETWORK, () => online);
    call.mockImplementation(async () => {
      online = false;
      return NETWORK;
    });
    expect(await toggleFavorite(d, target, 1)).toBe(0);
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/user/v1/commons/cancelMyFavorite' }), { userId: 'u-1', serviceIds: ['7'] }, { inline: [5002] });
    expect(queue).toHaveBeenCalledWith(0);
  });

  it('shows a failure while online and leaves the star', async () => {
    const { d, queue } = deps(NETWORK, () => true);
    expect(await toggleFavorite(d, target, 0)).toBeNull();
    expect(queue).not.toHaveBeenCalled();
    expect(d.toast).toHaveBeenCalledWith('Erreur système');
  });

  it('follows an intent already queued for the listing, without a call', async () => {
    const { d, call, queue } = deps({ code: 200, message: '', customData: null }, () => true, true);
    expect(await toggleFavorite(d, target, 1)).toBe(0);
    expect(call).not.toHaveBeenCalled();
    expect(queue).toHaveBeenCalledWith(0);
    expect(d.toast).not.toHaveBeenCalled();
  });
});
