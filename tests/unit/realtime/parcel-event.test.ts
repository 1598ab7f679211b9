// An air-express parcel moved (contract PARCEL_EVENT; src/realtime/parcel-event.ts): what the lazy
// realtime chunk accepts off the queue, and the toast it shows, with the real locales.
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/i18n/create-i18n.js';
import { parcelToastText, readParcelEvent } from '../../../src/realtime/parcel-event.js';

const EVENT = { parcelNo: 'ae20261127X9K2', state: 4, kind: 'departed', goodsName: 'Pagnes wax' } as const;

describe('readParcelEvent', () => {
  it('takes the server’s msgData as it is', () => {
    expect(readParcelEvent({ ...EVENT, extra: 1 })).toEqual(EVENT);
    expect(readParcelEvent({ ...EVENT, goodsName: undefined })).toEqual({ ...EVENT, goodsName: '' });
  });
  it('drops what is not a parcel move', () => {
    expect(readParcelEvent({})).toBeNull();
    expect(readParcelEvent({ ...EVENT, parcelNo: '' })).toBeNull();
    expect(readParcelEvent({ ...EVENT, state: 0 })).toBeNull();
    expect(readParcelEvent({ ...EVENT, state: 10 })).toBeNull();
    expect(readParcelEvent({ ...EVENT, state: '4' })).toBeNull();
    expect(readParcelEvent({ ...EVENT, state: 4.5 })).toBeNull();
    expect(readParcelEvent({ ...EVENT, kind: 4 })).toBeNull();
  });
});

describe('the toast', () => {
  it('says what happened with the goods’ name, in each language; an unknown kind says "updated"', async () => {
    const fr = await createI18n('fr');
    await fr.complete();
    expect(parcelToastText(EVENT, fr.t)).toBe('Colis «\u00a0Pagnes wax\u00a0» parti');
    expect(parcelToastText({ ...EVENT, kind: 'teleported' }, fr.t)).toBe('Colis «\u00a0Pagnes wax\u00a0» mis à jour');
    expect(parcelToastText({ ...EVENT, goodsName: ' ' }, fr.t)).toBe('Colis «\u00a0ae20261127X9K2\u00a0» parti');
    const en = await createI18n('en');
    await en.complete();
    expect(parcelToastText({ ...EVENT, kind: 'delivered' }, en.t)).toBe('Parcel “Pagnes wax” delivered');
    const cn = await createI18n('cn');
    await cn.complete();
    expect(parcelToastText(EVENT, cn.t)).toBe('包裹「Pagnes wax」已起飞');
  });
});
