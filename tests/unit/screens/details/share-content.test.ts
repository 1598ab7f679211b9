// The content of a shared listing (src/screens/details/share-content.ts; issue: Beyond the spec,
// "Share a listing"): one builder for every module, price and place when known, long titles cut at
// a word, the route a cold load opens.
import { describe, expect, it } from 'vitest';
import { MODULES } from '../../../../src/modules/registry.js';
import {
  clipText, listingRoute, listingShareContent, listingSummary, priceAndPlace, SHARE_SUMMARY_MAX, SHARE_TITLE_MAX,
} from '../../../../src/screens/details/share-content.js';

/** French groups thousands with a narrow no-break space (format-decimal.ts); compared as plain spaces. */
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('listing share content', () => {
  it('says price and place for a land listing, as « 25 000 000 FCFA · Cocody, Abidjan »', () => {
    const d = { title: 'Terrain 600 m² à Cocody', totalPrice: 25000000, priceFlag: 'FCFA', countryCityName: 'Cocody, Abidjan' };
    const c = listingShareContent(MODULES.land, d, 'Terrain 600 m² à Cocody', { serviceId: '42' }, 'fr');
    expect(c.title).toBe('Terrain 600 m² à Cocody');
    expect(plain(c.text)).toBe('25 000 000 FCFA · Cocody, Abidjan');
    expect(c.route).toBe('/land/details?serviceId=42');
  });

  it('adds a rental cycle to a house price, and formats the number in the reader’s language', () => {
    const d = { price: 150000, priceFlag: 'F CFA', billingCycle: 'mois', countryCityName: 'Marcory' };
    expect(plain(priceAndPlace(MODULES.house, d, 'fr'))).toBe('150 000 F CFA / mois · Marcory');
    expect(priceAndPlace(MODULES.house, d, 'en')).toBe('150,000 F CFA / mois · Marcory');
  });

  it('falls back to the place alone, then to the title, for modules without a price', () => {
    expect(listingShareContent(MODULES.visa, { countryCityName: 'Plateau' }, 'Visa Canada', { serviceId: '7' }, 'fr').text).toBe('Plateau');
    const none = listingShareContent(MODULES.housekeep, {}, 'Femme de ménage', { serviceId: '8' }, 'fr');
    expect(none.text).toBe('Femme de ménage');
    expect(none.route).toBe('/housekeep/details?serviceId=8');
  });

  it('keeps the esInfoId of articles and goods (from the page or the reply), never for other modules', () => {
    expect(listingShareContent(MODULES.article, { esInfoId: 'es-9' }, 'Actu', { serviceId: '9' }, 'en').route).toBe('/article/details?serviceId=9&esInfoId=es-9');
    expect(listingShareContent(MODULES.saleGoods, { price: 5000, priceFlag: 'XOF' }, 'Chaise', { serviceId: '3', esInfoId: 'g3' }, 'en').route)
      .toBe('/saleGoods/details?serviceId=3&esInfoId=g3');
    expect(listingRoute(MODULES.land, '5', 'ignored')).toBe('/land/details?serviceId=5');
    expect(listingRoute(MODULES.jobAndRecruit, '11')).toBe('/jobAndRecruit/jobWanted/jobDetails?serviceId=11');
  });

  it('uses the reply’s title when the page has none, and cuts a long title at a word with an ellipsis', () => {
    expect(listingShareContent(MODULES.carSales, { title: 'Toyota Corolla 2015' }, '', { serviceId: '1' }, 'en').title).toBe('Toyota Corolla 2015');
    const long = 'Villa duplex ' + 'avec piscine et jardin '.repeat(10);
    const t = listingShareContent(MODULES.house, {}, long, { serviceId: '1' }, 'fr').title;
    expect(t.length).toBeLessThanOrEqual(SHARE_TITLE_MAX);
    expect(t.endsWith('…')).toBe(true);
    expect(long.startsWith(t.slice(0, -1))).toBe(true);
    expect(t.slice(0, -1)).not.toMatch(/\s$/);
    // One endless word is cut where it must be.
    expect(clipText('x'.repeat(300), 20)).toBe(`${'x'.repeat(19)}…`);
    expect(clipText('  short   text ', 20)).toBe('short text');
  });

  it('describes a preview card with price, place and the start of the plain text', () => {
    const html = '<p>Belle maison &amp; jardin.</p><script>alert(1)</script><p>' + 'Très calme. '.repeat(40) + '</p>';
    const s = plain(listingSummary(MODULES.house, { price: 90000, priceFlag: 'F CFA', countryCityName: 'Bingerville' }, html, 'fr'));
    expect(s.startsWith('90 000 F CFA · Bingerville · Belle maison & jardin. Très calme.')).toBe(true);
    expect(s).not.toContain('alert');
    expect(s.split(' · ')[2]!.length).toBeLessThanOrEqual(SHARE_SUMMARY_MAX);
    expect(listingSummary(MODULES.article, {}, '', 'en')).toBe('');
  });
});
