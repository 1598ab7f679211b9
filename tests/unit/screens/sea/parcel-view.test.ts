// How parcels read on /sea/order and /sea/details (src/screens/sea/parcel-view.ts; statuses.ts
// PARCEL_TABS): the tabs and their labels in each language, which states each tab lists, badges.
import { describe, expect, it } from 'vitest';
import { PARCEL_STATE, PARCEL_TABS } from '../../../../src/contract/statuses.js';
import { createI18n } from '../../../../src/i18n/create-i18n.js';
import { cancellable, inParcelTab, PARCEL_TAB_KEYS, parcelStateView, parcelTabLabel } from '../../../../src/screens/sea/parcel-view.js';

describe('parcel tabs', () => {
  it('All, then the contract tabs in order', () => {
    expect(PARCEL_TAB_KEYS).toEqual(['all', 'toPay', 'toDropOff', 'inTransit', 'delivered', 'closed']);
    expect(PARCEL_TAB_KEYS.slice(1)).toEqual(Object.keys(PARCEL_TABS));
  });

  it('tab → label, in French, English and Chinese', async () => {
    const fr = await createI18n('fr');
    await fr.complete();
    expect(PARCEL_TAB_KEYS.map((k) => fr.t(parcelTabLabel(k)))).toEqual(['Tous', 'À payer', 'À déposer', 'En transit', 'Livrés', 'Fermés']);
    const en = await createI18n('en');
    await en.complete();
    expect(PARCEL_TAB_KEYS.map((k) => en.t(parcelTabLabel(k)))).toEqual(['All', 'To pay', 'To drop off', 'In transit', 'Delivered', 'Closed']);
    const cn = await createI18n('cn');
    await cn.complete();
    expect(cn.t(parcelTabLabel('inTransit'))).toBe('运输中');
  });

  it('which states each tab lists', () => {
    for (let state = 1; state <= 9; state++) expect(inParcelTab('all', state)).toBe(true);
    expect(inParcelTab('toPay', PARCEL_STATE.toBePaid)).toBe(true);
    expect(inParcelTab('toPay', PARCEL_STATE.toDropOff)).toBe(false);
    expect(inParcelTab('inTransit', PARCEL_STATE.received)).toBe(true);
    expect(inParcelTab('inTransit', PARCEL_STATE.outForDelivery)).toBe(true);
    expect(inParcelTab('inTransit', PARCEL_STATE.delivered)).toBe(false);
    expect(inParcelTab('delivered', PARCEL_STATE.delivered)).toBe(true);
    expect(inParcelTab('closed', PARCEL_STATE.closed)).toBe(true);
  });
});

describe('parcel states', () => {
  it('each state its name, label and tone; an unknown one reads as closed', () => {
    expect(parcelStateView(PARCEL_STATE.toBePaid)).toEqual({ name: 'toBePaid', label: 'sea.state.toBePaid', tone: 'wait' });
    expect(parcelStateView(PARCEL_STATE.departed)).toEqual({ name: 'departed', label: 'sea.state.departed', tone: 'info' });
    expect(parcelStateView(PARCEL_STATE.delivered).tone).toBe('ok');
    expect(parcelStateView(77)).toEqual({ name: 'closed', label: 'sea.state.closed', tone: 'bad' });
  });

  it('cancel only before drop-off (states 1 and 2)', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].filter(cancellable)).toEqual([1, 2]);
  });
});
