import { describe, expect, it } from 'vitest';
import { dialHref, internationalDigits, telHref, whatsAppHref, whatsAppText } from '../../../../src/screens/details/phone-links.js';

const LINK = 'https://market.example/house/details?serviceId=42';

describe('internationalDigits', () => {
  it("keeps Côte d'Ivoire's leading 0 (10-digit plan of 2021): 0700000002 is +225 07 00 00 00 02", () => {
    expect(internationalDigits('0700000002', '225')).toBe('2250700000002');
    expect(internationalDigits('0700000002', '+225')).toBe('2250700000002');
    expect(internationalDigits('07 00 00 00 02', ' 225')).toBe('2250700000002');
  });
  it('drops the trunk 0 where the plan has one (Nigeria, France)', () => {
    expect(internationalDigits('08031234567', '234')).toBe('2348031234567');
    expect(internationalDigits('06 12 34 56 78', '33')).toBe('33612345678');
  });
  it('a number written with + or 00 keeps its own code', () => {
    expect(internationalDigits('+233 24 123 4567', '225')).toBe('233241234567');
    expect(internationalDigits('0033612345678', '225')).toBe('33612345678');
  });
  it('without a calling code: the digits as stored; no digits: empty', () => {
    expect(internationalDigits('0700000002', '')).toBe('0700000002');
    expect(internationalDigits('0700000002', undefined)).toBe('0700000002');
    expect(internationalDigits(' - ', '225')).toBe('');
  });
});

describe('tel: links', () => {
  it('dial the international number when the code is known, else the digits', () => {
    expect(dialHref('0700000002', '225')).toBe('tel:+2250700000002');
    expect(dialHref('07 00 00 00 02', '')).toBe('tel:0700000002');
    expect(telHref('+225\u00a00700000002')).toBe('tel:+2250700000002');
  });
});

describe('WhatsApp links', () => {
  it('wa.me with the international digits (no +) and the title and link as text, on two lines', () => {
    const href = whatsAppHref('07 00 00 00 02', '225', whatsAppText('Villa 4 pièces', LINK));
    expect(href).toBe(`https://wa.me/2250700000002?text=${encodeURIComponent(`Villa 4 pièces\n${LINK}`)}`);
    const url = new URL(href);
    expect(url.host).toBe('wa.me');
    expect(url.pathname).toBe('/2250700000002');
    expect(url.searchParams.get('text')).toBe(`Villa 4 pièces\n${LINK}`);
  });
  it('encodes what would break the query: &, #, ?, +, quotes, emoji', () => {
    const title = 'Terrain 500 m² & jardin #1 ? +10 % « neuf » 🏡';
    const href = whatsAppHref('+2250700000002', '', whatsAppText(`  ${title} `, LINK));
    expect(new URL(href).searchParams.get('text')).toBe(`${title}\n${LINK}`);
    expect(href.split('?text=')[1]).not.toMatch(/[&#+ \n]/);
  });
});
