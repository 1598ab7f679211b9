// The QR encoder of the login picture: its structure against the standard (always), and its
// pictures read back by an independent reader (zbarimg, Debian package zbar-tools) when installed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeQr, formatBits, rsRemainder, type QrMatrix } from '../../../examples/server/accounts/qr-code.js';

const hasZbar = (() => {
  try {
    execFileSync('zbarimg', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** Plain greyscale picture: 6 pixels per module, 4-module quiet zone. */
function pgm(m: QrMatrix): string {
  const scale = 6;
  const q = 4;
  const n = (m.length + 2 * q) * scale;
  const rows: string[] = [];
  for (let y = 0; y < n; y++) {
    const r: number[] = [];
    for (let x = 0; x < n; x++) {
      const mx = Math.floor(x / scale) - q;
      const my = Math.floor(y / scale) - q;
      r.push(mx >= 0 && my >= 0 && mx < m.length && my < m.length && m[my]![mx] ? 0 : 255);
    }
    rows.push(r.join(' '));
  }
  return `P2\n${n} ${n}\n255\n${rows.join('\n')}\n`;
}

describe.skipIf(!hasZbar)('QR encoder read back by zbarimg', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qr-'));
  it.each([
    ['short', 'hello'],
    ['login content', 'mkt-qr-login:AbCdEfGhIjKlMnOpQrStUv'],
    ['unicode', `é中文 QR ${'x'.repeat(60)}`],
    ['version 7+ (version info)', 'y'.repeat(150)],
    ['largest', 'a'.repeat(213)],
  ])('%s', (_name, text) => {
    const file = join(dir, `${text.length}.pgm`);
    writeFileSync(file, pgm(encodeQr(text)));
    const out = execFileSync('zbarimg', ['-q', '--raw', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    expect(out.replace(/\n$/, '')).toBe(text);
  });
});

describe('QR encoder structure', () => {
  const dark = (m: boolean[][], x: number, y: number) => m[y]![x]!;

  it('picks the smallest version for the content and draws the three finder patterns', () => {
    expect(encodeQr('a'.repeat(14)).length).toBe(21); // version 1-M holds 14 bytes
    expect(encodeQr('a'.repeat(15)).length).toBe(25);
    expect(encodeQr('a'.repeat(213)).length).toBe(57); // version 10
    expect(() => encodeQr('a'.repeat(214))).toThrow(RangeError);
    const m = encodeQr('mkt-qr-login:abc');
    const n = m.length;
    for (const [ox, oy] of [[0, 0], [n - 7, 0], [0, n - 7]] as const) {
      for (let i = 0; i < 7; i++) {
        expect(dark(m, ox + i, oy)).toBe(true);
        expect(dark(m, ox, oy + i)).toBe(true);
      }
      expect(dark(m, ox + 1, oy + 1)).toBe(false);
      expect(dark(m, ox + 3, oy + 3)).toBe(true);
    }
    for (let i = 8; i < n - 8; i++) expect(dark(m, i, 6)).toBe(i % 2 === 0); // timing pattern
    expect(dark(m, 8, n - 8)).toBe(true); // dark module
  });

  it('writes the format bits of level M twice, matching the table of the standard', () => {
    // ISO/IEC 18004 table C.1: level M, masks 0..7.
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(formatBits)).toEqual([0x5412, 0x5125, 0x5e7c, 0x5b4b, 0x45f9, 0x40ce, 0x4f97, 0x4aa0]);
    const m = encodeQr('hello');
    const n = m.length;
    const first = [0, 1, 2, 3, 4, 5, 7, 8].map((y) => dark(m, 8, y)).concat([7, 5, 4, 3, 2, 1, 0].map((x) => dark(m, x, 8)));
    const second = Array.from({ length: 8 }, (_, i) => dark(m, n - 1 - i, 8)).concat(Array.from({ length: 7 }, (_, i) => dark(m, 8, n - 7 + i)));
    const value = (bits: boolean[]) => bits.reduce((acc, b, i) => acc | (Number(b) << i), 0);
    expect(value(first)).toBe(value(second));
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(formatBits)).toContain(value(first));
  });

  it('computes Reed-Solomon remainders of the standard example', () => {
    // ISO/IEC 18004 annex I: "01234567" in version 1-M; its 16 data codewords give these 10 ECC codewords.
    const data = [0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11];
    const divisor = [0xd8, 0xc2, 0x9f, 0x6f, 0xc7, 0x5e, 0x5f, 0x71, 0x9d, 0xc1]; // generator of degree 10, high to low
    expect(rsRemainder(data, divisor)).toEqual([0xa5, 0x24, 0xd4, 0xc1, 0xed, 0x36, 0xc7, 0x87, 0x2c, 0x55]);
  });
});
