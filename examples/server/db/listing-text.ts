// The ONE way a listing's text in one language is written (seed and user edits alike), so the
// search document is always built the same: to_tsvector('simple', search_text(title || ' ' || plain)).
// 'simple' keeps words as they are (no stemming) after search_text() lowered case and removed
// accents, so "elegante" finds "Élégante" in French and English alike; Chinese substrings are
// served by the trigram index on search_text(title) (002-core).
import { htmlToPlain } from '../../../src/contract/validation/plain-text.js';
import type { Queryable } from './database.js';

export interface ListingTextRow {
  listingId: string | number;
  /** cn | en | fr. */
  language: string;
  title: string;
  /** Already-sanitized HTML. */
  content: string;
  /** Plain text of content; derived from content when omitted. */
  plain?: string;
  /** spec §1: 1 machine, 2 human, 3 untranslated / original. */
  translationType: number;
}

/** The contract's plain text: one helper for the form's length rule and the stored text. */
export { htmlToPlain };

// module_key is the listing's (migration 010: the text indexes lead with it). A listing's module
// never changes, so it is only written with a new text; a missing listing leaves it null, which
// the not-null constraint refuses as loudly as the foreign key would.
const UPSERT_SQL = `
  insert into listing_texts (listing_id, module_key, language, title, content, plain, translation_type, search_doc)
  select r.listing_id, (select l.module_key from listings l where l.id = r.listing_id), r.language, r.title, r.content,
         r.plain, r.translation_type, to_tsvector('simple', search_text(r.title || ' ' || r.plain))
  from jsonb_to_recordset($1::jsonb) as r(listing_id bigint, language text, title text, content text, plain text, translation_type int)
  on conflict (listing_id, language) do update set
    title = excluded.title, content = excluded.content, plain = excluded.plain,
    translation_type = excluded.translation_type, search_doc = excluded.search_doc`;

/** Inserts or replaces several texts in one statement (the seed writes hundreds at once). */
export async function upsertListingTexts(q: Queryable, rows: readonly ListingTextRow[]): Promise<void> {
  if (rows.length === 0) return;
  const records = rows.map((r) => ({
    listing_id: String(r.listingId),
    language: r.language,
    title: r.title,
    content: r.content,
    plain: r.plain ?? htmlToPlain(r.content),
    translation_type: r.translationType,
  }));
  await q.query(UPSERT_SQL, [JSON.stringify(records)]);
}

/** Inserts or replaces one listing's text in one language. */
export function upsertListingText(q: Queryable, row: ListingTextRow): Promise<void> {
  return upsertListingTexts(q, [row]);
}
