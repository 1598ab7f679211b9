// What the worker exposes through Comlink (issue 2 item 5, DESIGN.md §5): envelope coding and
// picture compression. The SAME object is used directly on the main thread when no worker can be
// started (CSP), so it must not depend on being inside a worker. Nothing here throws across the
// boundary: every outcome is a Result (src/contract/result.ts).
import { decodeReply, encodeRequest, SYSTEM_ERROR, type Reply, type RequestEnvelope, type WireBody } from '../contract/envelope.js';
import { fail, ok, type Result } from '../contract/result.js';
import { compressImage, type CompressedImage, type ProgressCallback } from './compress-image.js';

export interface WorkerApi {
  /** Answers 'pong': lets the page check that a started worker really runs (CSP can block it late). */
  ping(): 'pong';
  encodeRequest(env: RequestEnvelope): Result<WireBody>;
  decodeReply(body: unknown): Result<Reply>;
  compressImage(file: Blob, onProgress?: ProgressCallback): Promise<Result<CompressedImage>>;
}

export const workerApi: WorkerApi = {
  ping: () => 'pong',
  encodeRequest(env) {
    try {
      // JSON.stringify throws on BigInt or cycles: that is a coded error too.
      return ok(encodeRequest(env));
    } catch (e) {
      return fail({ ...SYSTEM_ERROR, detail: `request not encodable: ${e instanceof Error ? e.message : String(e)}` });
    }
  },
  decodeReply(body) {
    try {
      return decodeReply(body);
    } catch (e) {
      return fail({ ...SYSTEM_ERROR, detail: `reply not decodable: ${e instanceof Error ? e.message : String(e)}` });
    }
  },
  compressImage,
};
