// The LibreTranslate HTTP API (POST {url}/translate {q: string[], source, target, format, api_key}
// → {translatedText: string[]}; a refusal is {error} with 400, 403 or 429, a fault 5xx). Our
// language codes map to LibreTranslate's: cn is Chinese ('zh', which current servers also accept
// for their 'zh-Hans'). TRANSLATE_URL names the server, TRANSLATE_API_KEY its key when it needs one.
// A server's character limit counts the whole request, so pieces (each at most TRANSLATION_CHUNK,
// chunks.ts) are sent in batches whose total stays within it (spec §9: 500 a request).
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { TRANSLATION_CHUNK } from './chunks.js';
import { TranslateError, type SourceLanguage, type TextFormat, type Translator } from './translator.js';

/** Consecutive groups of texts whose lengths add up to at most `limit` (a longer text alone). */
export function batchesOf(texts: readonly string[], limit = TRANSLATION_CHUNK): string[][] {
  const batches: string[][] = [];
  let batch: string[] = [];
  let size = 0;
  for (const t of texts) {
    if (batch.length > 0 && size + t.length > limit) {
      batches.push(batch);
      batch = [];
      size = 0;
    }
    batch.push(t);
    size += t.length;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

export const LIBRE_LANGUAGE: Readonly<Record<LanguageCode, string>> = { cn: 'zh', en: 'en', fr: 'fr' };

export interface LibreTranslateOptions {
  url: string;
  apiKey?: string;
  /** Per request; a slow provider is retried later by the queue rather than waited for. */
  timeoutMs?: number;
}

/** 429 (slow down) and server faults are worth retrying; a 400/403 will refuse the same text again. */
const retryable = (status: number) => status === 429 || status >= 500;

export function createLibreTranslate(o: LibreTranslateOptions): Translator {
  const endpoint = `${o.url.replace(/\/+$/, '')}/translate`;
  return {
    label: `libretranslate ${o.url}`,
    async translate(texts: readonly string[], from: SourceLanguage, to: LanguageCode, format: TextFormat): Promise<string[]> {
      const out: string[] = [];
      for (const batch of batchesOf(texts)) out.push(...(await request(batch, from, to, format)));
      return out;
    },
  };

  async function request(texts: readonly string[], from: SourceLanguage, to: LanguageCode, format: TextFormat): Promise<string[]> {
    const body = { q: texts, source: from === 'auto' ? 'auto' : LIBRE_LANGUAGE[from], target: LIBRE_LANGUAGE[to], format, ...(o.apiKey ? { api_key: o.apiKey } : {}) };
    let res: Response;
    try {
      res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(o.timeoutMs ?? 30_000),
      });
    } catch (e) {
      throw new TranslateError(`translate: ${endpoint} unreachable (${String(e)})`, true);
    }
    const reply: unknown = await res.json().catch(() => null);
    const record = typeof reply === 'object' && reply !== null ? (reply as Record<string, unknown>) : {};
    if (!res.ok) {
      const why = typeof record.error === 'string' ? record.error : `HTTP ${res.status}`;
      throw new TranslateError(`translate: ${why}`, retryable(res.status));
    }
    const out = record.translatedText;
    if (!Array.isArray(out) || out.length !== texts.length || !out.every((t) => typeof t === 'string')) {
      throw new TranslateError('translate: the reply holds no translatedText list of the same length', true);
    }
    return out;
  }
}
