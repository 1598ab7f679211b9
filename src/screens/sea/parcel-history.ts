// A parcel's history as sentences (spec §2 /sea details; types/air-express.ts ParcelEvent): one
// line per event, oldest first as the server sends them; what the event carries (the totals of a
// re-quote, the amount refunded, a reason, the place of a tracking step) goes into its sentence.
// A kind this app does not know yet (a newer server) reads as "parcel updated", never a raw key.
import { PARCEL_TRACKING } from '../../contract/statuses.js';
import type { ParcelEvent } from '../../contract/types/air-express.js';
import type { MessageKey } from '../../i18n/keys.js';
import type { TranslateFn } from '../../ui/t-context.js';

const KINDS = ['created', 'paid', 'cancelled', 'expired', 'requoted', 'supplementPaid', 'refunded', 'refundDue', ...PARCEL_TRACKING] as const;
type Kind = (typeof KINDS)[number];
const isKnown = (kind: string): kind is Kind => (KINDS as readonly string[]).includes(kind);

const num = (e: ParcelEvent, key: string): number | null => {
  const v = e.data?.[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};
const text = (e: ParcelEvent, key: string): string => String(e.data?.[key] ?? '').trim();

/** One event's sentence; `money` formats FCFA amounts in the app's language. */
export function historyText(e: ParcelEvent, t: TranslateFn, money: (amount: number) => string): string {
  if (!isKnown(e.kind)) return t('sea.details.event.other');
  const from = num(e, 'fromTotal');
  const to = num(e, 'toTotal');
  if (e.kind === 'requoted' && from !== null && to !== null) return t('sea.details.event.requotedFromTo', { from: money(from), to: money(to) });
  const amount = num(e, 'amount');
  if ((e.kind === 'refunded' || e.kind === 'refundDue') && amount !== null) return t(`sea.details.event.${e.kind}Amount`, { amount: money(amount) });
  const base = t(`sea.details.event.${e.kind}` satisfies MessageKey);
  const reason = text(e, 'reason');
  if (reason) return t('sea.details.event.withReason', { what: base, reason });
  return e.place ? t('sea.details.event.atPlace', { what: base, place: e.place }) : base;
}
