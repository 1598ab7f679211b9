// The translations a history read hands out (spec §3 "the incoming record (... translation)"):
// with the reader's flag on, each record already translated into the reader's language carries
// that text. Only the cache is read (migration 023 chat_translations): a history read never calls
// the provider; what is not translated yet the app asks for (translate-message.ts).
import type { LanguageCode } from '../../../src/contract/envelope.js';
import type { Queryable } from '../db/database.js';
import { translateSettingOf } from './translate-setting.js';

/** A stored message as records.ts reads it (only what this needs, so the two files do not import each other). */
interface Translatable {
  id: string;
  translation: string | null;
}

export async function withTranslations<R extends Translatable>(db: Queryable, me: string, sessionId: string, rows: readonly R[], appLanguage: LanguageCode): Promise<readonly R[]> {
  if (rows.length === 0) return rows;
  const setting = await translateSettingOf(db, me, sessionId, appLanguage);
  if (!setting.on) return rows;
  const found = await db.query<{ message_id: string; text: string }>(
    'select message_id::text as message_id, text from chat_translations where message_id = any($1::bigint[]) and language = $2',
    [rows.map((r) => r.id), setting.language],
  );
  if (found.length === 0) return rows;
  const byId = new Map(found.map((f) => [f.message_id, f.text]));
  return rows.map((r) => (byId.has(r.id) ? { ...r, translation: byId.get(r.id)! } : r));
}
