// The stand-ins of a missing company logo (kit/initials.ts) and the phone as read with its area
// code (kit/phone-text.ts, spec §5).
import { describe, expect, it } from 'vitest';
import { initialsOf, LOGO_COLOURS, logoColourOf } from '../../../../src/screens/kit/initials.js';
import { phoneWithCode } from '../../../../src/screens/kit/phone-text.js';

describe('company initials', () => {
  it('takes the first letters of the first two words, upper case', () => {
    expect(initialsOf('BTP Lagunes')).toBe('BL');
    expect(initialsOf('abidjan services SARL')).toBe('AS');
    expect(initialsOf('Hôtel Les Cocotiers')).toBe('HL');
    expect(initialsOf('  Éclat  ')).toBe('É');
    expect(initialsOf('Clinique Les Deux-Plateaux')).toBe('CL');
  });

  it('skips what is no word start, and gives one character for a CJK name', () => {
    expect(initialsOf('& Co. (Dakar) Port')).toBe('CD');
    expect(initialsOf('华建科特迪瓦有限公司')).toBe('华');
    expect(initialsOf('华通 Telecom')).toBe('华');
    expect(initialsOf('Huajian 华建')).toBe('H');
    expect(initialsOf('')).toBe('');
    expect(initialsOf(' - ')).toBe('');
  });

  it('gives a name always the same colour from the palette, and different names different colours', () => {
    expect(logoColourOf('BTP Lagunes')).toBe(logoColourOf(' BTP Lagunes '));
    const names = ['BTP Lagunes', 'Banque des Lagunes', 'Cacao Ivoire SA', 'Marché Plus Distribution', 'Accra Tech Hub Ltd', '华通通信西非公司'];
    const colours = names.map(logoColourOf);
    for (const c of colours) expect(LOGO_COLOURS).toContain(c);
    expect(new Set(colours).size).toBeGreaterThan(2);
  });
});

describe('phone with its area code', () => {
  it('reads "+code number", the number alone when the code is unknown, nothing without a number', () => {
    expect(phoneWithCode('225', '0701020304')).toBe('+225\u00a00701020304');
    expect(phoneWithCode('+86', ' 13812345678 ')).toBe('+86\u00a013812345678');
    expect(phoneWithCode('', '0701020304')).toBe('0701020304');
    expect(phoneWithCode(undefined, '0701020304')).toBe('0701020304');
    expect(phoneWithCode('225', '')).toBe('');
  });
});
