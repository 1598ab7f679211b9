// Whether this device already showed the safety tips before a contact reveal (issue: Beyond the
// spec, "safety tips before the first contact reveal"): once per device, whoever is logged in, in
// the instance's storage (as message/tips-seen.ts keeps the chat's).
import type { PrefixedStorage } from '../../stores/storage.js';

const KEY = 'contact:tips';

export const contactTipsSeen = (storage: PrefixedStorage): boolean => storage.get(KEY) === '1';

export function markContactTipsSeen(storage: PrefixedStorage): void {
  storage.set(KEY, '1');
}
