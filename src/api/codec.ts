// Adapts the worker API (in a worker or on the main thread, see src/worker/create-worker.ts) to
// the EnvelopeCodec the client uses (DESIGN.md §5: "worker encodes the envelope ... worker decodes").
import { decodeReply, encodeRequest, SYSTEM_ERROR } from '../contract/envelope.js';
import { fail, ok } from '../contract/result.js';
import type { AsyncWorkerApi } from '../worker/create-worker.js';
import type { EnvelopeCodec } from './types.js';

export function envelopeCodecFrom(api: Pick<AsyncWorkerApi, 'encodeRequest' | 'decodeReply'>): EnvelopeCodec {
  return {
    encode: (env) => api.encodeRequest(env),
    decode: (body) => api.decodeReply(body),
  };
}

/**
 * Codes on the calling thread with no worker at all: for tests, the reference server's own
 * client and the time before the worker is up. Never rejects.
 */
export const inlineEnvelopeCodec: EnvelopeCodec = {
  encode: async (env) => {
    try {
      return ok(encodeRequest(env));
    } catch (e) {
      return fail({ ...SYSTEM_ERROR, detail: `request not encodable: ${e instanceof Error ? e.message : String(e)}` });
    }
  },
  decode: async (body) => decodeReply(body),
};
