// The QR code of the login picture: its structure against the standard (always), and its pictures
// read back by an independent reader (zbarimg, Debian package zbar-tools) when installed: the
// matrix, and the SVG data URL the server sends (rasterised by sharp).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { encodeQr, type QrMatrix } from '../../../examples/server/accounts/qr-code.js';
import { qrDataUrl } from '../../../examples/server/accounts/qr-svg.js';

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

  it('reads the SVG data URL the server sends', async () => {
    const text = 'mkt-qr-login:AbCdEfGhIjKlMnOpQrStUv';
    const svg = Buffer.from(qrDataUrl(encodeQr(text)).replace(/^data:image\/svg\+xml;base64,/, ''), 'base64');
    const file = join(dir, 'served.png');
    await sharp(svg, { density: 72 * 8 }).png().toFile(file);
    const out = execFileSync('zbarimg', ['-q', '--raw', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    expect(out.replace(/\n$/, '')).toBe(text);
  });
});

describe('QR encoder structure', () => {
  const dark = (m: boolean[][], x: number, y: number) => m[y]![x]!;

  it('picks the smallest version of level M for the content and draws the three finder patterns', () => {
    expect(encodeQr('a'.repeat(14)).length).toBe(21); // version 1-M holds 14 bytes
    expect(encodeQr('a'.repeat(15)).length).toBe(25);
    expect(encodeQr('a'.repeat(213)).length).toBe(57); // version 10-M holds 213 bytes
    expect(encodeQr('é'.repeat(7)).length).toBe(21); // 14 bytes of UTF-8
    expect(encodeQr('é'.repeat(8)).length).toBe(25);
    const m = encodeQr('mkt-qr-login:abc');
    const n = m.length;
    expect(m.every((row) => row.length === n)).toBe(true);
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
});
