// Saved searches and alerts (issue: Beyond the spec, item 1; src/contract/types/alerts.ts).
// - saved_searches: one list's criteria per row, the caller's own. `query_key` is the criteria
//   normalized (alerts/query-key.ts): saving the same list twice finds the first row (unique per
//   user). `key_query` is the keywords as a tsquery over the listing's unscoped search tokens
//   (alerts/match.ts: the tokens of migration 011 under the key '-|-|token'), built once at save;
//   null when the search has no keyword. `unseen` counts matches since the user last opened the
//   results; `digest_pending` the matches a daily search has not yet told in a digest.
//   saved_searches_match serves the matching on publish: a listing reads only the searches of its
//   module and of its countries (or of any country), by index; every other criterion is a
//   filter on those few rows.
// - notices: the notification centre. Titles are copied in: a notice still reads after its search
//   or listing is gone. One match notice per search and listing (a retried round adds none).
// - search_digests: the day a daily search got its digest (restart-safe: one per search and day).
// - alert_outbox: listings published for the first time, written in the publish's transaction
//   (listings/lifecycle.ts) and matched after its commit (alerts/match-round.ts).
export const SAVED_SEARCHES = {
  id: '030-saved-searches',
  sql: `
    create sequence saved_search_ids;
    create table saved_searches (
      n bigint not null default nextval('saved_search_ids'),
      id text generated always as ('ss' || n) stored primary key,
      user_id text not null references users(id),
      module_id int not null,
      key_words text not null default '',
      key_query tsquery,
      tag_id int,
      price_min numeric(13,2),
      price_max numeric(13,2),
      size_min numeric(13,2),
      size_max numeric(13,2),
      bedroom_num int,
      country_id text not null default '',
      query_key text not null,
      title text not null,
      daily boolean not null default false,
      unseen int not null default 0 check (unseen >= 0),
      digest_pending int not null default 0 check (digest_pending >= 0),
      created_at timestamptz not null default now(),
      unique (user_id, query_key)
    );
    create index saved_searches_user on saved_searches (user_id, n desc);
    create index saved_searches_match on saved_searches (module_id, country_id);
    create index saved_searches_digest on saved_searches (n) where daily and digest_pending > 0;

    create sequence notice_ids;
    create table notices (
      n bigint not null default nextval('notice_ids'),
      id text generated always as ('nt' || n) stored primary key,
      user_id text not null references users(id),
      kind text not null check (kind in ('searchMatch', 'searchDigest')),
      search_id text not null,
      search_title text not null,
      module_id int not null,
      listing_id bigint,
      listing_title text not null default '',
      img_path text not null default '',
      count int not null default 1,
      read boolean not null default false,
      created_at timestamptz not null default now()
    );
    create index notices_user on notices (user_id, n desc);
    create index notices_unread on notices (user_id) where not read;
    create index notices_created on notices (created_at);
    create unique index notices_match_once on notices (search_id, listing_id) where kind = 'searchMatch';

    create table search_digests (
      search_id text not null,
      day date not null,
      primary key (search_id, day)
    );

    create table alert_outbox (
      listing_id bigint primary key references listings(id) on delete cascade,
      created_at timestamptz not null default now()
    );
  `,
};
