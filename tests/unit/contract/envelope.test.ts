import { describe, expect, it } from 'vitest';
import { decodeReply, decodeRequest, encodeReply, encodeRequest, type MetaData } from '../../../src/contract/envelope.js';
import { decodeBase64Utf8, encodeBase64Utf8 } from '../../../src/contract/base64.js';

const meta: MetaData = {
  requestTime: 1, systemCode: 'H5', language: 'fr', areaId: 'CIV', userId: '', deviceId: 'd',
  timezone: 'Africa/Abidjan', webp: true,
  platform: { container: 'web', userAgent: 'ua', screen: '360x740', appVersion: '0' },
};

describe('envelope', () => {
  it('round-trips UTF-8 text (French accents, Chinese, emoji)', () => {
    const text = 'Maison à louer — 科特迪瓦 🏠';
    expect(decodeBase64Utf8(encodeBase64Utf8(text))).toBe(text);
    const wire = encodeRequest({ metaData: meta, customData: { title: text } });
    const back = decodeRequest(wire);
    expect(back.ok && (back.value.customData as { title: string }).title).toBe(text);
  });

  it('decodes a reply and refuses a reply without a numeric code', () => {
    const r = decodeReply(encodeReply({ code: 200, message: 'ok', customData: { a: 1 } }));
    expect(r).toEqual({ ok: true, value: { code: 200, message: 'ok', customData: { a: 1 } } });
    const bad = decodeReply({ data: encodeBase64Utf8('{"code":"200"}') });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error.code).toBe(5002);
  });

  it('turns garbage into coded errors, never a throw (1,000+ random inputs)', () => {
    let seed = 42;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    const pieces = ['{', '}', '"data"', ':', 'null', '[', ']', '=', '@@', 'eyJ', '\u0000', '"', 'true', '1e999', '\uD800', 'bWV0YURhdGE='];
    const garbage = (): unknown => {
      const kind = Math.floor(rnd() * 6);
      const s = Array.from({ length: Math.floor(rnd() * 12) }, () => pieces[Math.floor(rnd() * pieces.length)]).join('');
      if (kind === 0) return s;
      if (kind === 1) return { data: s };
      if (kind === 2) return { data: btoa(s.replace(/[^\x00-\xff]/g, '?')) };
      if (kind === 3) return { data: encodeBase64Utf8(s) };
      if (kind === 4) return [s, rnd()];
      return rnd() > 0.5 ? null : rnd();
    };
    for (let i = 0; i < 1500; i++) {
      const input = garbage();
      const reply = decodeReply(input);
      const request = decodeRequest(input);
      if (!reply.ok) expect(reply.error.code).toBe(5002);
      else expect(typeof reply.value.code).toBe('number');
      if (!request.ok) expect(request.error.code).toBe(4400);
      else expect(typeof request.value.metaData).toBe('object');
    }
  });
});
