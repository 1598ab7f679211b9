// A toast of a queue event (an answered application, a goods order or a parcel that moved), told
// wherever the user is. Its words may be in the rest of the locale (locales/parts.mjs), still on its
// way: the toast waits for it, and a failed fetch says nothing rather than a key.
import type { NativeAccess } from '../app/context.js';
import type { I18nInstance } from '../i18n/create-i18n.js';

/** What a toast needs: the instance's texts and its toast. */
export interface QueueNotice {
  i18n: Pick<I18nInstance, 't' | 'complete'>;
  toast(message: string, ms?: number, onTap?: () => void): void;
  /** Where a tappable toast leads (a saved-search alert opens the listing). */
  navigate?(path: string): void;
  /** The instance's bridge: a native shell shows alerts as system notifications (notice-event.ts). */
  native?: NativeAccess;
}

/** A toast with somewhere to go stays long enough to be read and tapped. */
const TAPPABLE_MS = 5000;

export async function toastWhenReady(notice: QueueNotice, textOf: (t: I18nInstance['t']) => string, onTap?: () => void): Promise<void> {
  try {
    await notice.i18n.complete?.();
  } catch {
    return;
  }
  const text = textOf(notice.i18n.t);
  if (onTap) notice.toast(text, TAPPABLE_MS, onTap);
  else notice.toast(text);
}
