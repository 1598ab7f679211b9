// The paid versions of publish management's refusals (paid-offer.ts; spec §4 order actions, §7
// republishPayment, refreshPayment) and the pay address they lead to (listing-pay-path.ts).
import { describe, expect, it } from 'vitest';
import { listingPayPath } from '../../../../src/screens/kit/money/listing-pay-path.js';
import { dayWordOf, nextFreeOf, PAID_OFFERS, whenOf } from '../../../../src/screens/publish-manage/paid-offer.js';

/** Local times (the device's calendar decides today and tomorrow). */
const local = (y: number, mo: number, d: number, h: number, mi = 0) => new Date(y, mo - 1, d, h, mi);

describe('nextFreeOf: when the free refresh comes back, from the 4429 reply', () => {
  it('reads the ISO time; anything else is no time (an older server, a broken reply)', () => {
    expect(nextFreeOf({ nextFreeAt: '2026-11-27T09:30:00.000Z' })?.toISOString()).toBe('2026-11-27T09:30:00.000Z');
    for (const bad of [null, undefined, 'x', [], {}, { nextFreeAt: 42 }, { nextFreeAt: 'not a date' }, { nextFreeAt: '' }]) {
      expect(nextFreeOf(bad)).toBeNull();
    }
  });
});

describe('dayWordOf / whenOf: "today at 14:05", "tomorrow at 09:30"', () => {
  const now = local(2026, 11, 26, 23, 10);

  it('names the calendar day from now, not the hours between', () => {
    expect(dayWordOf(local(2026, 11, 26, 23, 50), now)).toBe('today');
    // 50 minutes later, but past midnight: tomorrow.
    expect(dayWordOf(local(2026, 11, 27, 0, 0), now)).toBe('tomorrow');
    expect(dayWordOf(local(2026, 11, 27, 23, 59), now)).toBe('tomorrow');
    expect(dayWordOf(local(2026, 11, 25, 8, 0), now)).toBe('yesterday');
    expect(dayWordOf(local(2026, 11, 28, 8, 0), now)).toBe('date');
    expect(dayWordOf(local(2026, 10, 26, 23, 10), now)).toBe('date');
    // Across a month and a year end.
    expect(dayWordOf(local(2027, 1, 1, 1, 0), local(2026, 12, 31, 22, 0))).toBe('tomorrow');
  });

  it('gives the key and the time in the language’s clock, the date for a farther day', () => {
    expect(whenOf(local(2026, 11, 27, 9, 30), now, 'fr')).toEqual({ key: 'publishManage.when.tomorrow', values: { time: '09:30', date: '27 nov.' } });
    expect(whenOf(local(2026, 11, 26, 23, 45), now, 'en')).toMatchObject({ key: 'publishManage.when.today', values: { time: '11:45 PM' } });
    expect(whenOf(local(2026, 12, 3, 14, 5), now, 'fr')).toEqual({ key: 'publishManage.when.date', values: { time: '14:05', date: '3 déc.' } });
  });
});

describe('PAID_OFFERS', () => {
  it('prices publishing again by the single-listing package with the packages beside it; a refresh by its own, alone', () => {
    expect(PAID_OFFERS.republish).toMatchObject({ pkg: 'publish', packages: true });
    expect(PAID_OFFERS.refresh).toMatchObject({ pkg: 'refresh', packages: false });
  });
});

describe('listingPayPath: /common/publishPay for one listing', () => {
  const manage = '/common/publishManage?moduleId=6';

  it('names the listing, its module, the kind (publish is the default) and where to come back', () => {
    expect(listingPayPath(6, '42', 'publish', manage)).toBe('/common/publishPay?serviceId=42&moduleId=6&from=%2Fcommon%2FpublishManage%3FmoduleId%3D6');
    expect(listingPayPath(6, '42', 'republish', manage)).toBe('/common/publishPay?serviceId=42&moduleId=6&type=republish&from=%2Fcommon%2FpublishManage%3FmoduleId%3D6');
    expect(listingPayPath(6, '42', 'refresh', '')).toBe('/common/publishPay?serviceId=42&moduleId=6&type=refresh');
  });

  it('encodes the id strictly (the return address accepts plain characters only)', () => {
    expect(listingPayPath(6, "4'2 (x)", 'refresh', '')).toBe('/common/publishPay?serviceId=4%272%20%28x%29&moduleId=6&type=refresh');
  });
});
