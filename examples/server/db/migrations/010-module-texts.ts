// Keyword search within one module (spec §7 "searchXxxByTerms" searches one module's list). The
// text indexes of 002/005 held every module's texts, so a keyword rare in the asked module but
// common elsewhere read (and rechecked) the matching texts of all ten modules before the join to
// `listings` dropped nine tenths of them: 230–944 ms for ~100 French matches in 100,000 listings
// on PostgreSQL. listing_texts now carries its listing's module (fixed at publication, never
// edited, so writing it with the text keeps it right: db/listing-text.ts) and each text index
// leads with it. btree_gin lets a GIN index hold the plain module_key next to the tsvector and
// trigram keys, and GIN intersects the two keys' posting lists inside the index: only the
// module's matching texts reach the heap.
export const MODULE_TEXTS = {
  id: '010-module-texts',
  sql: `
    create extension if not exists btree_gin;
    alter table listing_texts add column module_key text;
    update listing_texts t set module_key = l.module_key from listings l where l.id = t.listing_id;
    alter table listing_texts alter column module_key set not null;
    drop index if exists listing_texts_doc;
    drop index if exists listing_texts_search_title_trgm;
    drop index if exists listing_texts_search_plain_trgm;
    create index listing_texts_module_doc on listing_texts using gin (module_key, search_doc);
    create index listing_texts_module_title_trgm on listing_texts using gin (module_key, search_title gin_trgm_ops);
    create index listing_texts_module_plain_trgm on listing_texts using gin (module_key, search_plain gin_trgm_ops);
    analyze listing_texts;
  `,
};
