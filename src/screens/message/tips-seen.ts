// Which conversations already showed the safety tips (spec-free, ours: "once per conversation"),
// kept in the instance's storage per user, the newest 200.
import type { PrefixedStorage } from '../../stores/storage.js';

const MAX = 200;
const keyOf = (userId: string) => `chat:tips:${userId}`;

function read(storage: PrefixedStorage, userId: string): string[] {
  try {
    const v: unknown = JSON.parse(storage.get(keyOf(userId)) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export const tipsSeen = (storage: PrefixedStorage, userId: string, chatSessionId: string): boolean =>
  read(storage, userId).includes(chatSessionId);

export function markTipsSeen(storage: PrefixedStorage, userId: string, chatSessionId: string): void {
  const seen = read(storage, userId).filter((id) => id !== chatSessionId);
  storage.set(keyOf(userId), JSON.stringify([...seen.slice(-(MAX - 1)), chatSessionId]));
}
