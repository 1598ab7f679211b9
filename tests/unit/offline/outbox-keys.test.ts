// The offline start looks for waiting favourites and messages under the outboxes' own keys
// (start-offline.ts WAITING_KEYS says why it writes them again): a key changed on one side only
// would leave what waits unsent after a reconnect.
import { describe, expect, it } from 'vitest';
import { favoriteOutboxKey } from '../../../src/features/favourite-outbox.js';
import { WAITING_KEYS } from '../../../src/offline/start-offline.js';
import { chatOutboxKey } from '../../../src/screens/message/outbox.js';

describe('offline start: the outboxes\' keys', () => {
  it.each(['u-buyer', 'u 1'])('are the favourites\' and the chat\'s own (%s)', (userId) => {
    expect(WAITING_KEYS.favorites(userId)).toBe(favoriteOutboxKey(userId));
    expect(WAITING_KEYS.chat(userId)).toBe(chatOutboxKey(userId));
  });
});
