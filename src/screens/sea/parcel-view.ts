// How parcels read on the order and details screens (spec §2 /sea order, details; statuses.ts
// PARCEL_STATE, PARCEL_TABS), as data: each state's name, label and badge tone, and the order
// screen's tabs. An unknown state (a newer server) reads as closed rather than crashing.
import { PARCEL_STATE, PARCEL_TABS, type ParcelState, type ParcelTab } from '../../contract/statuses.js';
import type { MessageKey } from '../../i18n/keys.js';
import type { Tone } from '../kit/money/order-states.js';

export type ParcelStateName = keyof typeof PARCEL_STATE;

const NAMES = Object.fromEntries(Object.entries(PARCEL_STATE).map(([name, state]) => [state, name])) as Readonly<Record<ParcelState, ParcelStateName>>;

const TONES: Readonly<Record<ParcelStateName, Tone>> = {
  toBePaid: 'wait',
  toDropOff: 'wait',
  received: 'info',
  departed: 'info',
  arrived: 'info',
  customs: 'info',
  outForDelivery: 'info',
  delivered: 'ok',
  closed: 'bad',
};

export const parcelStateName = (state: number): ParcelStateName => NAMES[state as ParcelState] ?? 'closed';

/** The badge of a parcel: its state in words and its tone. */
export function parcelStateView(state: number): { name: ParcelStateName; label: MessageKey; tone: Tone } {
  const name = parcelStateName(state);
  return { name, label: `sea.state.${name}`, tone: TONES[name] };
}

export type ParcelTabKey = 'all' | ParcelTab;

/** The order screen's tabs: every parcel, then statuses.PARCEL_TABS in its order. */
export const PARCEL_TAB_KEYS: readonly ParcelTabKey[] = ['all', ...(Object.keys(PARCEL_TABS) as ParcelTab[])];

/** A tab's label (tabs name groups: French plural, unlike the one-parcel badge). */
export const parcelTabLabel = (tab: ParcelTabKey): MessageKey => `sea.order.tab.${tab}`;

/** Whether a parcel in `state` belongs under `tab` (a card that left its tab goes away). */
export const inParcelTab = (tab: ParcelTabKey, state: number): boolean =>
  tab === 'all' || (PARCEL_TABS[tab] as readonly number[]).includes(state);

/** Before drop-off only (statuses PARCEL_STATE 1 and 2): the sender may cancel. */
export const cancellable = (state: number): boolean => state === PARCEL_STATE.toBePaid || state === PARCEL_STATE.toDropOff;
