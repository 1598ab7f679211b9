// A machine translation provider (spec §1 translation mode 1 "machine"): the queue
// (translation-queue.ts) hands it pieces of at most TRANSLATION_CHUNK characters in one
// language pair and stores what comes back. The reference server's one adapter speaks
// LibreTranslate's HTTP API (libretranslate.ts); a real deployment points TRANSLATE_URL at a
// LibreTranslate server or any service speaking the same API.
import type { LanguageCode } from '../../../src/contract/envelope.js';

export type TextFormat = 'text' | 'html';
export type SourceLanguage = LanguageCode | 'auto';

export interface Translator {
  /** For logs: 'libretranslate http://…'. */
  readonly label: string;
  /**
   * The translations of `texts`, in order; rejects with TranslateError. `from` 'auto': the provider
   * detects the language (a chat message of unknown language, chat/translate-message.ts).
   */
  translate(texts: readonly string[], from: SourceLanguage, to: LanguageCode, format: TextFormat): Promise<string[]>;
}

/** A refusal or failure of the provider. `retry`: worth trying again later (busy, down, timeout). */
export class TranslateError extends Error {
  constructor(message: string, readonly retry: boolean) {
    super(message);
    this.name = 'TranslateError';
  }
}
