// Keyword search on the listing itself (spec §7 "searchXxxByTerms" keyWords). Until 010 a keyword
// was matched in listing_texts (one row per language) and joined back to `listings`; on 100,000
// listings a page and its count cost 8–40 ms whatever the planner chose: it either walked the
// module newest first probing each listing's texts (slow for rare words) or read every matching
// text and hashed the module's listings against them (slow for common words), and a Chinese piece
// of two characters had no trigram to use at all (tests/bench/keyword-plans.bench-run.ts).
//
// Now every listing carries `search_doc`: the search tokens of all its texts, in every language,
// each scoped to the listing's module and countries ("house|CIV|piscine"), so that one GIN key is
// exactly "this word in this module's list of this country": the index hands over only the
// listings a page can show, without intersecting the long posting lists of a module or a country
// (an index over (module, countries, tokens) spent 3.4 ms doing that for 544 matches). The table is
// then read only for those rows.
//
// Tokens (search_tokens): the words of search_text() (lower case, accents removed: "elegante"
// finds "Élégante") as to_tsvector('simple') splits them, and for Chinese, Japanese and Korean runs
// (written without spaces) every two-character piece, the usual bigram indexing of CJK text, so
// "游泳" and "泳池" are found inside "游泳池". A query (search_query) needs every one of its tokens,
// in one of the caller's countries: a word of three letters or more as a word start ("appart"
// finds "appartement"), shorter words whole, CJK runs as their pieces (a lone character as a
// piece start).
//
// The document is rebuilt by triggers whenever a text of the listing is written or deleted, or its
// countries change, so every writer (seed, publish, edit, a translation) keeps it right without
// knowing it exists.
const CJK_RUN = String.raw`[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]+`;

/** The tokens of search_text(x) (a SQL expression): words, then CJK pieces with `piece` columns. */
const WORDS_OF = (x: string) =>
  `unnest(tsvector_to_array(to_tsvector('simple', regexp_replace(${x}, '${CJK_RUN}', ' ', 'g'))))`;
const CJK_RUNS_OF = (x: string) =>
  `regexp_matches(${x}, '${CJK_RUN}', 'g') as m(r), generate_series(1, greatest(char_length(m.r[1]) - 1, 1)) as i`;

export const LISTING_SEARCH = {
  id: '011-listing-search',
  sql: String.raw`
    create or replace function search_tokens(t text) returns text[]
      language sql immutable parallel safe strict
      as $fn$
        with s as (select public.search_text(t) as x)
        select coalesce(array_agg(distinct tok), '{}'::text[]) from (
          select ${WORDS_OF('s.x')} as tok from s
          union all
          select substr(m.r[1], i, 2) from s, ${CJK_RUNS_OF('s.x')}
        ) toks
      $fn$;

    -- The scoped key of a token: module, country and token (a lexeme may hold any character).
    create or replace function search_key(module text, area text, token text) returns text
      language sql immutable parallel safe strict
      as $fn$ select module || '|' || area || '|' || token $fn$;

    -- The query of keywords q in the list of module in any of areas. NULL when q holds no token
    -- ("%", "--"): NULL matches nothing, where an empty tsquery would also match nothing but log
    -- a notice on every call.
    create or replace function search_query(module text, areas text[], q text) returns tsquery
      language sql immutable parallel safe strict
      as $fn$
        with s as (select public.search_text(q) as x),
        terms as (
          select w, char_length(w) >= 3 as prefix from s, ${WORDS_OF('s.x')} as w
          union all
          select substr(m.r[1], i, 2), char_length(m.r[1]) = 1 from s, ${CJK_RUNS_OF('s.x')}
        ),
        -- Each key quoted as a tsquery lexeme (quotes doubled, backslashes escaped): the text is
        -- data, never tsquery syntax. A term is found in any of the countries.
        alternatives as (
          select '(' || string_agg(
                   '''' || replace(replace(public.search_key(module, a, w), '\', '\\'), '''', '''''') || ''''
                   || case when prefix then ':*' else '' end, ' | ') || ')' as alt
          from terms, unnest(areas) as a
          group by w, prefix
        )
        select string_agg(alt, ' & ')::tsquery from alternatives
      $fn$;

    create or replace function listing_search_doc(listing bigint, module text, areas text[]) returns tsvector
      language sql stable parallel safe
      as $fn$
        select array_to_tsvector(coalesce(array_agg(distinct public.search_key(module, a, tok)), '{}'::text[]))
        from public.listing_texts t, unnest(public.search_tokens(t.title || ' ' || t.plain)) as tok, unnest(areas) as a
        where t.listing_id = listing
      $fn$;

    alter table listings add column search_doc tsvector not null default ''::tsvector;

    -- Once per statement over the listings it touched (a seed writes thousands of texts at once).
    create or replace function listing_texts_changed() returns trigger language plpgsql as $fn$
    begin
      update public.listings l set search_doc = public.listing_search_doc(l.id, l.module_key, l.area_ids)
      where l.id in (select c.listing_id from changed c);
      return null;
    end
    $fn$;
    create trigger listing_texts_inserted after insert on listing_texts
      referencing new table as changed for each statement execute function listing_texts_changed();
    create trigger listing_texts_updated after update on listing_texts
      referencing new table as changed for each statement execute function listing_texts_changed();
    create trigger listing_texts_deleted after delete on listing_texts
      referencing old table as changed for each statement execute function listing_texts_changed();

    -- An edit that moves a listing to other countries re-scopes its tokens.
    create or replace function listing_areas_changed() returns trigger language plpgsql as $fn$
    begin
      new.search_doc := public.listing_search_doc(new.id, new.module_key, new.area_ids);
      return new;
    end
    $fn$;
    create trigger listing_areas_changed before update of area_ids on listings
      for each row when (old.area_ids is distinct from new.area_ids) execute function listing_areas_changed();

    update listings l set search_doc = listing_search_doc(l.id, l.module_key, l.area_ids)
    where exists (select 1 from listing_texts t where t.listing_id = l.id);
    create index listings_search on listings using gin (search_doc) where status = 7 and not deleted;

    -- (user_id, module_key) let the planner read "every listing of the module" from this index
    -- and intersect it with the search index's exact rows (2.4 ms of 3.7 for 545 matches); the
    -- module is already in every search key. A user's own listings are few: user_id alone finds them.
    drop index if exists listings_user;
    create index listings_user on listings (user_id);

    -- The text-side indexes of 005 and 010 served only the keyword search.
    drop index if exists listing_texts_module_doc;
    drop index if exists listing_texts_module_title_trgm;
    drop index if exists listing_texts_module_plain_trgm;
    analyze listings;
  `,
};
