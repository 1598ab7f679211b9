import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Bytes, sha256Hex } from '../../../src/features/sha256.js';

const nodeHex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const fallbackHex = (s: string) => Buffer.from(sha256Bytes(new TextEncoder().encode(s))).toString('hex');

describe('sha256 (spec §5: passwords hashed before sending)', () => {
  it('matches the FIPS test vectors', () => {
    expect(fallbackHex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(fallbackHex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('the inline version equals node:crypto across block boundaries and non-ASCII text', () => {
    for (const s of ['Test1234!', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'b'.repeat(1000), 'mot de passe é 密码 🔒']) {
      expect(fallbackHex(s)).toBe(nodeHex(s));
    }
  });

  it('sha256Hex answers lower-case hex of 64 digits', async () => {
    expect(await sha256Hex('Test1234!')).toBe(nodeHex('Test1234!'));
  });
});
