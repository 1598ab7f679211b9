// Favourites toggled offline (issue: Beyond the spec, item 4): the last intent per listing wins, an
// intent back to what the server has sends nothing, a flush sends each once, keeps what the
// network failed, and the intents survive a reload (storage).
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/api/index.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { Reply } from '../../../src/contract/envelope.js';
import { createFavoriteOutbox, type PendingFavorite } from '../../../src/features/favourite-outbox.js';
import { createPrefixedStorage } from '../../../src/stores/storage.js';

type Sent = { path: string; body: unknown };

function fakeApi(codes: number[] = []) {
  const sent: Sent[] = [];
  const api: Pick<ApiClient, 'call'> = {
    call: (async (endpoint: { path: string }, body: unknown) => {
      sent.push({ path: endpoint.path, body });
      return { code: codes.shift() ?? 200, message: '', customData: null } satisfies Reply;
    }) as unknown as ApiClient['call'],
  };
  return { api, sent };
}

const intent = (serviceId: string, from: 0 | 1, to: 0 | 1): PendingFavorite => ({
  serviceId, from, to,
  insert: { userId: 'u1', serviceId, moduleId: 6 },
  cancel: { userId: 'u1', serviceIds: [serviceId] },
});

describe('favourite outbox', () => {
  it('keeps the last intent per listing, and sends nothing for add then remove', async () => {
    const storage = createPrefixedStorage('t1:', null);
    const { api, sent } = fakeApi();
    const box = createFavoriteOutbox({ api, storage, userId: 'u1' });
    box.record(intent('10', 0, 1));
    box.record(intent('10', 1, 0));
    box.record(intent('11', 1, 0));
    box.record(intent('11', 0, 1));
    box.record(intent('11', 1, 0));
    expect(Object.keys(box.pending.get())).toEqual(['11']);
    await box.flush();
    expect(sent).toEqual([{ path: ENDPOINTS.cancelMyFavorite.path, body: { userId: 'u1', serviceIds: ['11'] } }]);
    expect(box.pending.get()).toEqual({});
  });

  it('replays each intent once, also when flushed twice at the same time', async () => {
    const storage = createPrefixedStorage('t2:', null);
    const { api, sent } = fakeApi();
    const box = createFavoriteOutbox({ api, storage, userId: 'u1' });
    box.record(intent('20', 0, 1));
    box.record(intent('21', 0, 1));
    await Promise.all([box.flush(), box.flush()]);
    await box.flush();
    expect(sent.map((s) => [s.path, (s.body as { serviceId: string }).serviceId])).toEqual([
      [ENDPOINTS.insertFavorite.path, '20'],
      [ENDPOINTS.insertFavorite.path, '21'],
    ]);
    expect(storage.get('favorites:outbox:u1')).toBeNull();
  });

  it('keeps what the network failed for the next flush, across a reload', async () => {
    const storage = createPrefixedStorage('t3:', null);
    const first = fakeApi([5002]);
    createFavoriteOutbox({ api: first.api, storage, userId: 'u1' }).record(intent('30', 0, 1));
    await createFavoriteOutbox({ api: first.api, storage, userId: 'u1' }).flush();
    expect(first.sent).toHaveLength(1);
    // A new page (reload): the intent is read back from storage and sent once.
    const second = fakeApi();
    const box = createFavoriteOutbox({ api: second.api, storage, userId: 'u1' });
    expect(box.pending.get()['30']?.to).toBe(1);
    await box.flush();
    await box.flush();
    expect(second.sent).toHaveLength(1);
    expect(box.pending.get()).toEqual({});
  });

  it('drops an intent the server refuses for good (the listing is gone)', async () => {
    const storage = createPrefixedStorage('t4:', null);
    const { api, sent } = fakeApi([4404]);
    const box = createFavoriteOutbox({ api, storage, userId: 'u1' });
    box.record(intent('40', 0, 1));
    await box.flush();
    expect(sent).toHaveLength(1);
    expect(box.pending.get()).toEqual({});
  });
});
