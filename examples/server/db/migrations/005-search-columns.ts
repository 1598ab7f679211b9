// Faster keyword search (measured with `npm run bench:server`, 100,000 listings on PostgreSQL: a
// keyword count went from ~86 ms to ~25 ms). search_text() (lower + unaccent) ran per row at query
// time; these stored columns hold it once per write, and their trigram indexes serve the substring
// match (French without accents, Chinese substrings) next to the full-text index on search_doc.
export const SEARCH_COLUMNS = {
  id: '005-search-columns',
  sql: `
    alter table listing_texts add column search_title text generated always as (public.search_text(title)) stored;
    alter table listing_texts add column search_plain text generated always as (public.search_text(plain)) stored;
    drop index if exists listing_texts_title_trgm;
    create index listing_texts_search_title_trgm on listing_texts using gin(search_title gin_trgm_ops);
    create index listing_texts_search_plain_trgm on listing_texts using gin(search_plain gin_trgm_ops);
  `,
};
