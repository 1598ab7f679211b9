// Recruitment search (spec §2 /jobAndRecruit "job filters", recruit/recruitList; §7 keyWords).
//
// CV keywords. 024 stored a CV's search document as to_tsvector('simple', search_text(...)): one
// lexeme per space-separated word, so a Chinese CV, written without spaces, was one long lexeme
// and "会计" never found "财务会计". CVs now use the tokens listings use (011 search_tokens: the
// words of search_text(), lower case without accents, plus every two-character piece of a CJK run)
// and a query of the same shape as 011's search_query, without its module and country scope (a CV
// is in no module's list): a word of three letters or more as a word start ("compta" finds
// "Comptable"), shorter words whole, CJK runs as their pieces, a lone CJK character as a piece start.
//
// Job filters (search-terms.ts). The list walks listings_newest (the module, newest first) and
// checked attrs on each row it read from the table; on 100,000 jobs a rare combination of
// experience, degree and urgent fell back to a parallel scan of the whole table (275 ms), and a
// salary no job pays walked every job's row (772 ms). Now:
// - listings_attrs, a GIN index over (module_key, attrs): the descriptor's attr equalities are
//   one containment (attrs @> {"workExpId": 1, "urgent": 1}), so a rare combination reads only its
//   rows (1.9 ms); a common one still walks listings_newest and stops after the page;
// - attr_salary_min / attr_salary_max: the salary attrs as numbers (stored generated columns, like
//   009's bedroom_num: ordinary statistics, usable in an index), carried in listings_newest's
//   INCLUDE so the salary overlap is checked on the index entry, never on the table row (a page
//   in 0.1–0.5 ms, the salary no job pays in 110 ms of index entries instead of 772 ms of rows).
//
// Applications. 024 indexed an applicant's list and a recruiter's per job; a recruiter's list by
// state (getReceivedResumes state, the hub's count of unread applications) read every application
// of the recruiter: (recruiter_id, state, created_at) serves both newest first.
const CJK_CHAR = String.raw`^[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]$`;

/** The salary attr as a number, NULL unless it is a JSON number (never a failing cast). */
const salaryAttr = (name: string) =>
  `case when jsonb_typeof(attrs -> '${name}') = 'number' then (attrs ->> '${name}')::numeric end`;

export const JOB_SEARCH = {
  id: '026-job-search',
  sql: String.raw`
    -- The search document of a text: its tokens (011 search_tokens) as lexemes.
    create or replace function search_doc_of(t text) returns tsvector
      language sql immutable parallel safe strict
      as $fn$ select array_to_tsvector(public.search_tokens(t)) $fn$;

    -- The query of keywords q over such documents: every token needed. NULL when q holds no token
    -- (NULL matches nothing, as in 011).
    create or replace function search_words_query(q text) returns tsquery
      language sql immutable parallel safe strict
      as $fn$
        select string_agg(
                 '''' || replace(replace(tok, '\', '\\'), '''', '''''') || ''''
                 || case when char_length(tok) >= 3 or (char_length(tok) = 1 and tok ~ '${CJK_CHAR}') then ':*' else '' end,
                 ' & ')::tsquery
        from unnest(public.search_tokens(q)) as tok
      $fn$;

    -- Every CV's document again, as jobs/resumes.ts resumeSearchDoc now writes it.
    update resumes r set search_doc = search_doc_of(concat_ws(' ', ind.names->>'cn', ind.names->>'en', ind.names->>'fr',
        pos.names->>'cn', pos.names->>'en', pos.names->>'fr', r.self_introduction, r.work_location))
      from tags ind, tags pos where ind.id = r.industry_id and pos.id = r.position_id;

    alter table listings
      add column attr_salary_min numeric generated always as (${salaryAttr('salaryMin')}) stored,
      add column attr_salary_max numeric generated always as (${salaryAttr('salaryMax')}) stored;
    drop index if exists listings_newest;
    create index listings_newest on listings (module_key, release_time desc, id desc)
      include (area_ids, tag_id, price, total_price, size, attr_salary_min, attr_salary_max)
      where status = 7 and not deleted and not owner_suspended;
    create index listings_attrs on listings using gin (module_key, attrs jsonb_path_ops)
      where status = 7 and not deleted and not owner_suspended;

    create index job_applications_recruiter_state on job_applications (recruiter_id, state, created_at desc);
    analyze listings;
    analyze resumes;
    analyze job_applications;
  `,
};
