import { describe, expect, it } from 'vitest';
import { decodeRequest, encodeReply, type MetaData } from '../../../src/contract/envelope.js';
import { workerApi } from '../../../src/worker/worker-api.js';

const metaData: MetaData = {
  requestTime: 1_700_000_000_000, systemCode: 'H5', language: 'cn', areaId: 'CIV', userId: 'u', deviceId: 'd',
  timezone: 'Africa/Abidjan', webp: false, platform: { container: 'iframe', userAgent: 'ua', screen: '1x1', appVersion: '1' },
};

describe('worker api: envelope coding', () => {
  it('encodes a request the server side can read back, UTF-8 intact', () => {
    const env = { metaData, customData: { keyWords: 'appartement à Cocody 公寓', page: { index: 1, size: 15 } } };
    const wire = workerApi.encodeRequest(env);
    expect(wire.ok).toBe(true);
    const back = wire.ok ? decodeRequest(wire.value) : null;
    expect(back).toEqual({ ok: true, value: env });
  });

  it('decodes replies given as an object or as the raw body text', () => {
    const reply = { code: 4022, message: 'Déjà suivi', customData: { list: [1, 2] } };
    const wire = encodeReply(reply);
    expect(workerApi.decodeReply(wire)).toEqual({ ok: true, value: reply });
    expect(workerApi.decodeReply(JSON.stringify(wire))).toEqual({ ok: true, value: reply });
  });

  it('turns garbage into the 5002 coded error and never throws', () => {
    const garbage: unknown[] = [
      undefined, null, 42, '', 'nope', '{"data":1}', { data: '%%%' }, { data: btoa('not json') },
      { data: btoa('[1,2]') }, { data: btoa('{"code":"200"}') }, [{ data: 'x' }], { get data(): string { throw new Error('getter'); } },
    ];
    for (const g of garbage) {
      const r = workerApi.decodeReply(g);
      expect(r.ok, JSON.stringify(String(g))).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ code: 5002, message: 'Maybe This is a system error' });
    }
  });

  it('a request that cannot be JSON-encoded is a coded error, not a throw', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const r = workerApi.encodeRequest({ metaData, customData: cyclic });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(5002);
  });

  it('answers the start-up ping', () => {
    expect(workerApi.ping()).toBe('pong');
  });
});
