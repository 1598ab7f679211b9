// The masked phone and e-mail of the account-and-security index (spec §2 accountAndSecurity).
import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from '../../../../src/screens/user-security/mask.js';

describe('maskPhone', () => {
  it('keeps the area code and two digits at each end of a long number, joined without a break', () => {
    expect(maskPhone('225', '0700000001')).toBe('+225\u00a007••••••01');
    expect(maskPhone('+86', '13812345678')).toBe('+86\u00a013•••••••78');
  });
  it('keeps one digit at each end of a short number, none of a very short one', () => {
    expect(maskPhone('33', '1234')).toBe('+33\u00a01••4');
    expect(maskPhone('33', '123')).toBe('+33\u00a0•••');
  });
  it('says nothing without a number, and the number alone without an area code', () => {
    expect(maskPhone('225', ' ')).toBe('');
    expect(maskPhone('', '0700000001')).toBe('07••••••01');
  });
});

describe('maskEmail', () => {
  it('keeps the first and last letter of the name and the whole domain', () => {
    expect(maskEmail('personal@example.test')).toBe('p•••l@example.test');
  });
  it('hides a short name entirely but its first letter, and a malformed address entirely', () => {
    expect(maskEmail('ab@x.ci')).toBe('a•••@x.ci');
    expect(maskEmail('no-at-sign')).toBe('•••');
    expect(maskEmail('')).toBe('');
  });
});
