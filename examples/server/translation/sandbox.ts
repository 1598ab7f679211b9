// A LibreTranslate stand-in (developers' guide: outside services get a sandbox speaking their
// protocol): POST /dev/libretranslate/translate and GET /dev/libretranslate/languages on the
// reference server's development routes (this machine only). It checks requests as a LibreTranslate
// server with char_limit 500 does (spec §9) and answers a visible pseudo-translation — every text
// run prefixed "[fr] " — that keeps HTML tags and entities untouched. Like a payment sandbox's
// magic card numbers, a text containing "sandbox:busy" gets 429 and "sandbox:down" gets 500, so
// the queue's retries and the "translation failed" path can be exercised for real.
import type { FastifyInstance } from 'fastify';
import { TRANSLATION_CHUNK } from './chunks.js';

export const SANDBOX_TRANSLATE_PATH = '/dev/libretranslate';
const CODES = ['zh', 'en', 'fr'] as const;

interface SandboxReply {
  status: number;
  body: { translatedText: string | string[] } | { error: string };
}

const isCode = (x: unknown): x is (typeof CODES)[number] => typeof x === 'string' && (CODES as readonly string[]).includes(x);

/** "[fr] " before each run of text outside tags; tags, entities and blank runs untouched. */
function pseudo(text: string, target: string, html: boolean): string {
  if (!html) return text.trim() === '' ? text : `[${target}] ${text}`;
  return text.replace(/(^|>)([^<]+)/g, (_m, open: string, run: string) => (run.trim() === '' ? open + run : `${open}[${target}] ${run}`));
}

export function sandboxTranslate(body: unknown): SandboxReply {
  const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const q = b.q;
  const texts = typeof q === 'string' ? [q] : Array.isArray(q) && q.every((t) => typeof t === 'string') ? (q as string[]) : null;
  if (!texts) return { status: 400, body: { error: "Invalid request: missing q parameter" } };
  if (!isCode(b.source) && b.source !== 'auto') return { status: 400, body: { error: `${String(b.source)} is not supported` } };
  if (!isCode(b.target)) return { status: 400, body: { error: `${String(b.target)} is not supported` } };
  const format = b.format ?? 'text';
  if (format !== 'text' && format !== 'html') return { status: 400, body: { error: `${String(format)} format is not supported` } };
  const chars = texts.reduce((n, t) => n + t.length, 0);
  if (chars > TRANSLATION_CHUNK) return { status: 400, body: { error: `Invalid request: request (${chars}) exceeds text limit (${TRANSLATION_CHUNK})` } };
  if (texts.some((t) => t.includes('sandbox:busy'))) return { status: 429, body: { error: 'Slowdown: 1 per 1 second' } };
  if (texts.some((t) => t.includes('sandbox:down'))) return { status: 500, body: { error: 'sandbox: the translation engine is down' } };
  const out = texts.map((t) => pseudo(t, b.target as string, format === 'html'));
  return { status: 200, body: { translatedText: typeof q === 'string' ? out[0]! : out } };
}

function parseJson(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return null;
  }
}

export function registerTranslateSandbox(scope: FastifyInstance): void {
  scope.get(`${SANDBOX_TRANSLATE_PATH}/languages`, async () =>
    CODES.map((code) => ({ code, name: { zh: 'Chinese', en: 'English', fr: 'French' }[code], targets: CODES.filter((c) => c !== code) })));
  scope.post(`${SANDBOX_TRANSLATE_PATH}/translate`, async (req, reply) => {
    // The server reads every body as a string (app.ts: the envelope routes decode their own).
    const r = sandboxTranslate(parseJson(req.body));
    return reply.code(r.status).send(r.body);
  });
}
