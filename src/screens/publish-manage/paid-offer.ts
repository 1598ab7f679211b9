// The paid versions of publish management's two refusals (spec §4 order actions "publish again"
// and "refresh"; §6 "publishing consumes a posting chance"; §7 republishPayment, refreshPayment),
// as data: publish again with no chance left (4403 errors.deductionNotEnough) offers paying for
// this one listing (the 'publish' price) next to the packages; a refresh refused as too soon (4429
// errors.refreshTooSoon) says when the free one comes back and offers refreshing now (the
// 'refresh' price). Pure: the hook (use-release-actions.ts) asks, the dialog (paid-offer-dialog.tsx)
// shows.
import type { LanguageCode } from '../../contract/envelope.js';
import { isRecord } from '../../contract/is-record.js';
import type { RefreshTooSoonData } from '../../contract/types/commons.js';
import { formatCalendar, readDate } from '../../i18n/format-calendar.js';
import type { MessageKey, MessageOptions } from '../../i18n/keys.js';

export type PaidKind = 'republish' | 'refresh';

/** What the user chose in the offer; null: cancel (nothing happens). */
export type OfferChoice = 'pay' | 'packages' | null;

export interface PaidOfferSpec {
  /** The package the list price comes from (pay/listing-price.ts). */
  pkg: 'publish' | 'refresh';
  title: MessageKey;
  text: MessageKey;
  pay: MessageKey;
  /** Whether "buy a package" is offered too (posting chances serve publishing, not refreshing). */
  packages: boolean;
}

export const PAID_OFFERS: Readonly<Record<PaidKind, PaidOfferSpec>> = {
  republish: {
    pkg: 'publish', title: 'publishManage.offer.republishTitle', text: 'publishManage.offer.republishText', pay: 'publishManage.offer.republishPay', packages: true,
  },
  refresh: {
    pkg: 'refresh', title: 'publishManage.offer.refreshTitle', text: 'publishManage.offer.refreshText', pay: 'publishManage.offer.refreshPay', packages: false,
  },
};

/** The time the free refresh comes back from refreshTooSoon's customData; null when it carries none. */
export function nextFreeOf(data: unknown): Date | null {
  if (!isRecord(data)) return null;
  return readDate((data as Partial<RefreshTooSoonData>).nextFreeAt);
}

export type DayWord = 'yesterday' | 'today' | 'tomorrow' | 'date';

const dayNumber = (d: Date): number => Math.round(new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime() / 86_400_000);

/** Where `at` falls from `now`, in the device's calendar days (a free refresh comes back within a day). */
export function dayWordOf(at: Date, now: Date): DayWord {
  const diff = dayNumber(at) - dayNumber(now);
  return diff === 0 ? 'today' : diff === 1 ? 'tomorrow' : diff === -1 ? 'yesterday' : 'date';
}

/** "today at 14:05", "tomorrow at 09:30", "on 12 Mar at 14:05" as a key and its values. */
export function whenOf(at: Date, now: Date, lang: LanguageCode): { key: MessageKey; values: MessageOptions } {
  const word = dayWordOf(at, now);
  return {
    key: `publishManage.when.${word}`,
    values: { time: formatCalendar(at, lang, 'time'), date: formatCalendar(at, lang, 'dayMonth') },
  };
}
