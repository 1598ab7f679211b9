// Compression of the server's dynamic answers (API envelopes, error pages, embed.html, the
// standalone page made per request by first-view/): brotli or
// gzip as the client's Accept-Encoding allows, above 1 KB (below it the headers cost more than the
// bytes saved). The built app's files are precompressed at build time (static-app.ts) and come
// as streams with their own Content-Encoding: they are left alone here.
// node:zlib rather than @fastify/compress: one hook, no dependency, and the compressed bodies of
// cached replies are kept (a cached getHomeInfo is compressed once, not on every hit).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|javascript)|text\/|image\/svg\+xml)/i;
/**
 * Brotli quality 4 and gzip level 6. Measured on the seeded getHomeInfo envelope (8,435 bytes; the
 * base64 envelope compresses to about 29%): br q4 2,478 B in 0.55 ms, gzip 6 2,430 B in 0.39 ms,
 * br q11 (zlib's default, meant for build-time assets) 2,278 B in 19 ms. A cached reply pays this
 * once (the memo below), so the choice matters only on misses.
 */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };
const GZIP = { level: 6 };
const compressBr = promisify(brotliCompress);
const compressGzip = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with: br before gzip, each unless refused with q=0; null = identity. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const offered = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    offered.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (e: string) => (offered.get(e) ?? offered.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

/** Compressed bodies of cached replies (they repeat verbatim), newest last; bounded. */
const MEMO_ENTRIES = 256;
const memos: Record<Encoding, Map<string, Buffer>> = { br: new Map(), gzip: new Map() };

async function compress(body: string | Buffer, encoding: Encoding, repeated: boolean): Promise<Buffer> {
  const memo = repeated && typeof body === 'string' ? memos[encoding] : null;
  const known = memo?.get(body as string);
  if (known) return known;
  const out = encoding === 'br' ? await compressBr(body, BROTLI) : await compressGzip(body, GZIP);
  if (memo) {
    memo.set(body as string, out);
    if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
  }
  return out;
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const now = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (!/\baccept-encoding\b/i.test(now)) reply.header('Vary', now ? `${now}, Accept-Encoding` : 'Accept-Encoding');
}

export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || req.method === 'HEAD') return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return payload;
    // Whatever is chosen, the answer depends on Accept-Encoding from here on.
    if (Buffer.byteLength(payload) < MIN_BYTES) return payload;
    addVary(reply);
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (!encoding) return payload;
    // Repeated verbatim: cached replies, and pages that carry an ETag (the first-view pages).
    const out = await compress(payload, encoding, reply.hasHeader('x-reply-cache') || reply.hasHeader('etag'));
    reply.header('Content-Encoding', encoding);
    reply.removeHeader('content-length');
    return out;
  });
}
