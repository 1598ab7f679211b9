import { describe, expect, it } from 'vitest';
import { encodeEnvelope, parseEnvelope } from '../../../bridge/codec.js';
import { negotiateVersion } from '../../../bridge/handshake.js';
import { MAX_MESSAGE_BYTES, type Envelope } from '../../../bridge/protocol.js';
import { createIdSource } from '../../../bridge/ids.js';
import { BridgeCallError, toBridgeError } from '../../../bridge/errors.js';

/** A small seeded PRNG (mulberry32) so a failing garbage input can be reproduced. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const valid: Envelope = { ns: 'mkt', v: 1, kind: 'req', id: 'abc.1', method: 'getUserId', params: { a: 1 } };

/** Own data properties only, like JSON.parse makes them (so '__proto__' is a key, not a prototype). */
const setOwn = (o: object, k: string, v: unknown) =>
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });

function garbage(r: () => number, depth = 0): unknown {
  const pick = Math.floor(r() * 14);
  const str = () => Array.from({ length: Math.floor(r() * 40) }, () => String.fromCharCode(Math.floor(r() * 0xffff))).join('');
  const keys = ['ns', 'v', 'kind', 'id', 'method', 'params', 'result', 'error', 'caps', 'sid', 're', 'role', '__proto__', 'constructor'];
  switch (pick) {
    case 0: return str();
    case 1: return r() * 1e9 - 5e8;
    case 2: return null;
    case 3: return undefined;
    case 4: return r() < 0.5;
    case 5: return depth > 3 ? 1 : Array.from({ length: Math.floor(r() * 5) }, () => garbage(r, depth + 1));
    case 6: { // an envelope with one field broken
      const o: Record<string, unknown> = { ...valid };
      const k = keys[Math.floor(r() * keys.length)] ?? 'id';
      setOwn(o, k, depth > 3 ? str() : garbage(r, depth + 1));
      if (r() < 0.5) return o;
      try {
        return JSON.stringify(o) ?? '';
      } catch {
        return o; // BigInt or a cycle inside: pass the object itself
      }
    }
    case 7: return JSON.stringify(valid).slice(0, Math.floor(r() * 60)); // truncated JSON
    case 8: { const o: Record<string, unknown> = {}; o.self = o; o.ns = 'mkt'; return o; } // cycle
    case 9: return { ns: 'mkt', v: 1, kind: 'req', id: 'x', method: 'm', params: BigInt(7) };
    case 10: return { get ns(): string { throw new Error('hostile getter'); } };
    case 11: return Symbol('s');
    case 12: return () => 1;
    default: {
      const o: Record<string, unknown> = {};
      for (let i = 0; i < 4; i++) setOwn(o, keys[Math.floor(r() * keys.length)] ?? 'x', depth > 3 ? 1 : garbage(r, depth + 1));
      return o;
    }
  }
}

describe('parseEnvelope', () => {
  it('never throws on 1,000 random inputs and only accepts well-formed envelopes', () => {
    const r = rng(42);
    let accepted = 0;
    for (let i = 0; i < 1000; i++) {
      const input = garbage(r);
      let out: Envelope | null = null;
      expect(() => { out = parseEnvelope(input); }).not.toThrow();
      if (out !== null) {
        accepted++;
        const msg = out as Envelope;
        expect(msg.ns).toBe('mkt');
        expect(['hello', 'req', 'res', 'evt', 'ack']).toContain(msg.kind);
        expect(typeof msg.id).toBe('string');
        expect(Object.getPrototypeOf(msg)).toBe(Object.prototype);
      }
    }
    // Some mutated envelopes stay valid (e.g. a changed `params`), most do not.
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(1000);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads a string or an object, and drops unknown fields', () => {
    const withExtra = { ...valid, extra: 'x', __proto__: { polluted: true } };
    const fromObject = parseEnvelope(withExtra);
    expect(fromObject).toEqual(valid);
    expect(parseEnvelope(JSON.stringify({ ...valid, future: [1, 2] }))).toEqual(valid);
    const hostile = parseEnvelope('{"ns":"mkt","v":1,"kind":"evt","id":"1","method":"m","__proto__":{"polluted":1}}');
    expect(hostile && Object.keys(hostile).sort()).toEqual(['id', 'kind', 'method', 'ns', 'v']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('requires the fields of each kind', () => {
    expect(parseEnvelope({ ...valid, ns: 'other' })).toBeNull();
    expect(parseEnvelope({ ...valid, v: 0 })).toBeNull();
    expect(parseEnvelope({ ...valid, v: 1.5 })).toBeNull();
    expect(parseEnvelope({ ...valid, kind: 'call' })).toBeNull();
    expect(parseEnvelope({ ...valid, id: '' })).toBeNull();
    expect(parseEnvelope({ ns: 'mkt', v: 1, kind: 'req', id: '1' })).toBeNull(); // no method
    expect(parseEnvelope({ ns: 'mkt', v: 1, kind: 'hello', id: '1', caps: [] })).toBeNull(); // no sid
    expect(parseEnvelope({ ns: 'mkt', v: 1, kind: 'hello', id: '1', sid: 's', caps: 'all' })).toBeNull();
    expect(parseEnvelope({ ns: 'mkt', v: 1, kind: 'hello', id: '1', sid: 's', caps: ['a', 3, '', 'b'], role: 'king' }))
      .toEqual({ ns: 'mkt', v: 1, kind: 'hello', id: '1', sid: 's', caps: ['a', 'b'] });
    expect(parseEnvelope({ ns: 'mkt', v: 2, kind: 'ack', id: '9' })).toEqual({ ns: 'mkt', v: 2, kind: 'ack', id: '9' });
  });

  it('maps an unknown error code to INTERNAL and keeps the message', () => {
    const res = parseEnvelope({ ns: 'mkt', v: 1, kind: 'res', id: '1', error: { code: 'QUOTA', message: 'too many', stack: 'at x' } });
    expect(res).toEqual({ ns: 'mkt', v: 1, kind: 'res', id: '1', error: { code: 'INTERNAL', message: 'too many' } });
    const known = parseEnvelope({ ns: 'mkt', v: 1, kind: 'res', id: '1', error: { code: 'TIMEOUT', message: 'late' } });
    expect(known).toMatchObject({ kind: 'res', error: { code: 'TIMEOUT', message: 'late' } });
    expect(parseEnvelope({ ns: 'mkt', v: 1, kind: 'res', id: '1', error: 'boom' })).toBeNull();
  });

  it('gives an envelope whose kind narrows it to the fields of that kind', () => {
    const fields = (msg: Envelope | null): string => {
      // No cast anywhere: each case sees only the fields its kind carries (protocol.ts).
      switch (msg?.kind) {
        case 'hello': return `${msg.sid}:${msg.caps.join(',')}:${msg.re ?? '-'}`;
        case 'req':
        case 'evt': return `${msg.method}(${JSON.stringify(msg.params)})`;
        case 'res': return msg.error ? msg.error.code : `= ${JSON.stringify(msg.result)}`;
        case 'ack': return `ack ${msg.id}`;
        default: return 'not an envelope';
      }
    };
    expect(fields(parseEnvelope({ ns: 'mkt', v: 1, kind: 'hello', id: '1', sid: 's', caps: ['a'] }))).toBe('s:a:-');
    expect(fields(parseEnvelope(valid))).toBe('getUserId({"a":1})');
    expect(fields(parseEnvelope({ ns: 'mkt', v: 1, kind: 'res', id: '1', result: 7 }))).toBe('= 7');
    expect(fields(parseEnvelope({ ns: 'mkt', v: 1, kind: 'res', id: '1', error: { code: 'TIMEOUT' } }))).toBe('TIMEOUT');
    expect(fields(parseEnvelope({ ns: 'mkt', v: 1, kind: 'ack', id: '2' }))).toBe('ack 2');
    expect(fields(parseEnvelope({ ns: 'mkt', v: 1, kind: 'call', id: '3' }))).toBe('not an envelope');
  });

  it('refuses messages over 1 MB, counted in UTF-8 bytes', () => {
    const pad = (n: number, ch = 'a') => ({ ...valid, params: ch.repeat(n) });
    const overhead = JSON.stringify(pad(0)).length;
    expect(parseEnvelope(pad(MAX_MESSAGE_BYTES - overhead))).not.toBeNull();
    expect(parseEnvelope(JSON.stringify(pad(MAX_MESSAGE_BYTES - overhead + 1)))).toBeNull();
    // 'é' is one UTF-16 unit but two UTF-8 bytes: 600k of them is 1.2 MB.
    expect(parseEnvelope(JSON.stringify(pad(600_000, 'é')))).toBeNull();
    expect(parseEnvelope(JSON.stringify(pad(300_000, 'é')))).not.toBeNull();
  });
});

describe('encodeEnvelope', () => {
  it('round-trips through parseEnvelope', () => {
    const text = encodeEnvelope(valid);
    expect(text).not.toBeNull();
    expect(parseEnvelope(text)).toEqual(valid);
  });

  it('refuses what may not cross: over 1 MB, cycles, binary, base64 data URLs', () => {
    expect(encodeEnvelope({ ...valid, params: 'x'.repeat(MAX_MESSAGE_BYTES) })).toBeNull();
    const cyclic: Record<string, unknown> = {};
    cyclic.me = cyclic;
    expect(encodeEnvelope({ ...valid, params: cyclic })).toBeNull();
    expect(encodeEnvelope({ ...valid, params: { photo: new Blob(['x']) } })).toBeNull();
    expect(encodeEnvelope({ ...valid, params: { bytes: new Uint8Array(4) } })).toBeNull();
    expect(encodeEnvelope({ ...valid, params: { url: 'data:image/png;base64,iVBORw0KGgo=' } })).toBeNull();
    expect(encodeEnvelope({ ...valid, params: { url: 'https://cdn.example/p.png' } })).not.toBeNull();
  });
});

describe('negotiateVersion and ids', () => {
  it('picks the lower common version', () => {
    expect(negotiateVersion(1, 3)).toBe(1);
    expect(negotiateVersion(3, 2)).toBe(2);
    expect(negotiateVersion(1, 0)).toBeNull();
  });

  it('makes ids from a random session prefix and a counter', () => {
    const a = createIdSource();
    const b = createIdSource();
    expect(a.session).toMatch(/^[0-9a-f]{16}$/);
    expect(a.session).not.toBe(b.session);
    const ids = [a.next(), a.next(), a.next()];
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id.startsWith(`${a.session}.`)).toBe(true);
  });

  it('serializes errors as code and message only', () => {
    const e = new BridgeCallError('PERMISSION_DENIED', 'camera refused');
    expect(JSON.parse(JSON.stringify(e))).toEqual({ code: 'PERMISSION_DENIED', message: 'camera refused' });
    expect(toBridgeError(new Error('boom'))).toEqual({ code: 'INTERNAL', message: 'boom' });
    expect(toBridgeError({ code: 'UNAVAILABLE', message: 'no camera' })).toEqual({ code: 'UNAVAILABLE', message: 'no camera' });
    expect(toBridgeError(42)).toEqual({ code: 'INTERNAL', message: 'internal error' });
  });
});
