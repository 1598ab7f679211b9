// Reads the first API reply the server wrote into the standalone page (src/contract/first-reply.ts)
// and hands it to the API client for that one call, so /index and the details pages draw their
// content (and ask for their main picture) without waiting for a round trip to the API.
import type { ClientSession } from '../api/index.js';
import type { Reply } from '../contract/envelope.js';
import { FIRST_REPLY_ID, type FirstReply } from '../contract/first-reply.js';

/**
 * `onDeclined`: called when the reply's own call comes and does not match it (the page's
 * server-drawn first view then shows a picture the app will not: src/boot/first-paint.ts).
 */
export function readFirstReply(
  doc: Document,
  onDeclined?: () => void,
): (path: string, customData: unknown, session: ClientSession) => Reply | undefined {
  let seed: FirstReply | null = null;
  try {
    seed = JSON.parse(doc.getElementById(FIRST_REPLY_ID)?.textContent || 'null') as FirstReply | null;
  } catch {
    // A damaged page: the app asks the server, as it would without one.
  }
  return (path, customData, session) => {
    const s = seed;
    if (s?.path !== path) return undefined;
    // Used once, matching or not: a later call of the same endpoint (a retry, another country or
    // language, a login) always goes to the server.
    seed = null;
    // The server wrote what a visitor of the page's Accept-Language and the default country gets;
    // a stored language or country, a login (isFavorite, history) or another listing asks anew.
    const same =
      s.language === session.getLanguage() &&
      s.areaId === session.getAreaId() &&
      !session.getAuthorization() &&
      JSON.stringify(customData) === JSON.stringify(s.body);
    if (!same) onDeclined?.();
    return same ? { code: 200, message: '', customData: s.data } : undefined;
  };
}
