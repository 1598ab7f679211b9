// The table-driven formats (src/i18n/locale-conventions.ts) against Intl's own output in the same
// locales, value by value: the table is only worth its speed if a reader cannot tell the difference.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { formatCalendar, mediumDate, readDate, type CalendarStyle } from '../../../src/i18n/format-calendar.js';
import { formatDecimal } from '../../../src/i18n/format-decimal.js';
import { toIntlLocale } from '../../../src/i18n/resolve-language.js';

const LANGS: readonly LanguageCode[] = ['en', 'fr', 'cn'];

const NUMBERS = [
  0, -0, 1, 7, 12, 999, 1000, 1234, 9999, 10000, 99999, 123456, 999999, 1000000, 1234567.891, 1500000, 25000000,
  0.5, 0.05, 0.0005, 0.00049, 1.005, 2.675, 1.0005, 0.1 + 0.2, 999.9995, 999999.9999, 12.5, 3.14159, 99.6,
  -1, -1234.5, -0.0004, -999.9995, 2 ** 53, 1e20, 123456789012345680000, 1e21, 1.5e-7, Number.MAX_SAFE_INTEGER / 3,
];

describe('formatDecimal', () => {
  for (const lang of LANGS) {
    for (const max of [0, 1, 2, 3]) {
      it(`writes every number as Intl.NumberFormat(${toIntlLocale(lang)}, { maximumFractionDigits: ${max} })`, () => {
        const intl = new Intl.NumberFormat(toIntlLocale(lang), { maximumFractionDigits: max });
        for (const n of NUMBERS) expect([n, formatDecimal(n, lang, max)]).toEqual([n, intl.format(n)]);
      });
    }

    it(`matches Intl on 2,000 random prices and sizes (${lang})`, () => {
      const intl = new Intl.NumberFormat(toIntlLocale(lang));
      let seed = 7;
      const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
      for (let i = 0; i < 2000; i++) {
        const n = Math.round(random() * 10 ** Math.floor(random() * 12)) / 10 ** Math.floor(random() * 5);
        expect([n, formatDecimal(n, lang)]).toEqual([n, intl.format(n)]);
      }
    });
  }

  it('groups with a comma in en and cn, a narrow no-break space in fr', () => {
    expect(formatDecimal(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatDecimal(1234567.5, 'cn')).toBe('1,234,567.5');
    expect(formatDecimal(1234567.5, 'fr')).toBe('1\u202f234\u202f567,5');
  });

  it('gives NaN and infinities as Intl writes them', () => {
    for (const n of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(formatDecimal(n, 'fr')).toBe(new Intl.NumberFormat('fr-CI', { maximumFractionDigits: 3 }).format(n));
    }
  });
});

const OPTIONS: Readonly<Record<CalendarStyle, Intl.DateTimeFormatOptions>> = {
  medium: { dateStyle: 'medium' },
  dayMonth: { day: 'numeric', month: 'short' },
  monthYear: { year: 'numeric', month: 'short' },
  time: { hour: '2-digit', minute: '2-digit' },
};

/** Every month, days 1 and 28, hours across the day (midnight, noon, both sides of them). */
const DATES = Array.from({ length: 12 }, (_, m) =>
  [1, 28].flatMap((d) => [0, 5, 11, 12, 13, 23].map((h) => new Date(2026, m, d, h, (m * 7 + h) % 60)))).flat();
DATES.push(new Date(1999, 11, 31, 23, 59), new Date(2030, 0, 9, 9, 9));

describe('formatCalendar', () => {
  // A zone eight hours from UTC, so that local and UTC dates differ (Node re-reads TZ when set).
  const zone = process.env.TZ;
  beforeAll(() => void (process.env.TZ = 'Asia/Shanghai'));
  afterAll(() => void (zone === undefined ? delete process.env.TZ : (process.env.TZ = zone)));

  it('runs in that zone', () => expect(new Date(Date.UTC(2026, 0, 1, 20)).getDate()).toBe(2));

  for (const lang of LANGS) {
    for (const style of Object.keys(OPTIONS) as CalendarStyle[]) {
      it(`writes ${style} as Intl.DateTimeFormat(${toIntlLocale(lang)}) does`, () => {
        const local = new Intl.DateTimeFormat(toIntlLocale(lang), OPTIONS[style]);
        const utc = new Intl.DateTimeFormat(toIntlLocale(lang), { ...OPTIONS[style], timeZone: 'UTC' });
        for (const date of DATES) {
          expect([date.toISOString(), formatCalendar(date, lang, style)]).toEqual([date.toISOString(), local.format(date)]);
          expect([date.toISOString(), formatCalendar(date, lang, style, true)]).toEqual([date.toISOString(), utc.format(date)]);
        }
      });
    }
  }
});

describe('readDate and mediumDate', () => {
  it('reads ISO and the server\'s "YYYY-MM-DD HH:mm:ss" alike, in local time', () => {
    expect(readDate('2026-03-05 14:30:00')?.getTime()).toBe(new Date(2026, 2, 5, 14, 30).getTime());
    expect(readDate('2026-03-05T14:30:00Z')?.toISOString()).toBe('2026-03-05T14:30:00.000Z');
  });

  it('gives null for an empty, unreadable or non-text value', () => {
    for (const v of ['', 'soon', '2026-13-45 99:00:00', undefined, null, 1_700_000_000_000]) expect(readDate(v)).toBeNull();
  });

  it('writes a medium date, or the text as it came', () => {
    expect(mediumDate('2026-03-05 14:30:00', 'fr')).toBe('5 mars 2026');
    expect(mediumDate('2026-03-05 14:30:00', 'cn')).toBe('2026年3月5日');
    expect(mediumDate('bientôt', 'en')).toBe('bientôt');
    expect(mediumDate(undefined, 'en')).toBe('');
  });
});
