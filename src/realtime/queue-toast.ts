// A toast of a queue event (an answered application, a goods order or a parcel that moved), told
// wherever the user is. Its words may be in the rest of the locale (locales/parts.mjs), still on its
// way: the toast waits for it, and a failed fetch says nothing rather than a key.
import type { I18nInstance } from '../i18n/create-i18n.js';

/** What a toast needs: the instance's texts and its toast. */
export interface QueueNotice {
  i18n: Pick<I18nInstance, 't' | 'complete'>;
  toast(message: string): void;
}

export async function toastWhenReady(notice: QueueNotice, textOf: (t: I18nInstance['t']) => string): Promise<void> {
  try {
    await notice.i18n.complete?.();
  } catch {
    return;
  }
  notice.toast(textOf(notice.i18n.t));
}
