// Starts the machine translation queue the configuration asks for (config.ts `translate`) and
// offers it to the handlers as services.translation; nothing when it says none.
import type { AddressInfo } from 'node:net';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { ServerServices } from '../http/handler.js';
import { publicDataChanged } from '../listings/write.js';
import { createLibreTranslate } from './libretranslate.js';
import { SANDBOX_TRANSLATE_PATH } from './sandbox.js';
import { createTranslationQueue, type TranslationQueue } from './translation-queue.js';

export function startMachineTranslation(
  config: Pick<ServerConfig, 'translate'>, db: Database, services: ServerServices, address: AddressInfo | string | null,
): TranslationQueue | undefined {
  const t = config.translate;
  if (t === 'none') return undefined;
  const port = typeof address === 'object' && address ? address.port : undefined;
  if (t === 'sandbox' && port === undefined) return undefined;
  const translator = createLibreTranslate(t === 'sandbox' ? { url: `http://127.0.0.1:${port}${SANDBOX_TRANSLATE_PATH}` } : t);
  const queue = createTranslationQueue({
    db,
    translator,
    onListingChanged: () => publicDataChanged({ services }),
    log: (line) => console.warn(line),
  });
  queue.start();
  services.translation = { label: t === 'sandbox' ? `sandbox (${translator.label})` : translator.label, wake: () => queue.wake(), translator };
  return queue;
}
