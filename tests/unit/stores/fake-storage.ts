// Test doubles for window.localStorage: a plain in-memory Storage shared by "tabs", one that
// throws like a sandboxed iframe or Safari private mode, and a helper that plays another tab.

export class MemoryStorage implements Storage {
  private readonly data = new Map<string, string>();
  [name: string]: unknown;
  get length(): number {
    return this.data.size;
  }
  clear(): void {
    this.data.clear();
  }
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
  setItem(key: string, value: string): void {
    this.data.set(key, String(value));
  }
}

/** Every operation throws (sandboxed iframe: SecurityError). */
export class ThrowingStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException('denied', 'SecurityError');
  }
  override setItem(): void {
    throw new DOMException('denied', 'SecurityError');
  }
  override removeItem(): void {
    throw new DOMException('denied', 'SecurityError');
  }
  override key(): string | null {
    throw new DOMException('denied', 'SecurityError');
  }
}

/** Reads work, writes fail once `full` is set (QuotaExceededError). */
export class QuotaStorage extends MemoryStorage {
  full = false;
  override setItem(key: string, value: string): void {
    if (this.full) throw new DOMException('full', 'QuotaExceededError');
    super.setItem(key, value);
  }
}

/** What the browser does when another tab writes: change the shared storage, fire `storage` here. */
export function writeFromOtherTab(storage: Storage, key: string, value: string | null): void {
  const oldValue = storage.getItem(key);
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: storage }));
}

/** Another tab called localStorage.clear(). */
export function clearFromOtherTab(storage: Storage): void {
  storage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: null, oldValue: null, newValue: null, storageArea: storage }));
}
