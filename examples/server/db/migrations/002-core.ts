// Core schema shared by every server domain (issue 3). Listings of all ten modules live in one
// table (modules are data, DESIGN.md §3): common columns, plus `attrs` for the few fields only one
// module has (bedrooms, mileage, ...). Texts are per language in listing_texts, so a listing has
// its original and its translations, each searchable.
//
// Names (countries, cities, tags, ...) are jsonb {cn, en, fr}.
export const CORE = {
  id: '002-core',
  sql: `
    -- unaccent() is STABLE (it reads a dictionary), so it cannot appear in an index expression.
    -- Pinning the dictionary makes this wrapper safe to declare IMMUTABLE (the usual recipe).
    -- Names are schema-qualified: PostgreSQL 17 (PGlite) runs index maintenance with a
    -- search_path of pg_catalog only.
    create or replace function f_unaccent(text) returns text
      language sql immutable parallel safe strict
      as $fn$ select public.unaccent('public.unaccent'::regdictionary, $1) $fn$;

    -- Text used for search: lower case, accents removed ("élégante" is found by "elegante").
    create or replace function search_text(text) returns text
      language sql immutable parallel safe strict
      as $fn$ select lower(public.f_unaccent($1)) $fn$;

    create table languages (id text primary key, name text not null, sort int not null default 0);

    create table money_units (
      id serial primary key, code text not null unique, flag text not null,
      names jsonb not null, decimals int not null default 2
    );
    create table size_units (id serial primary key, names jsonb not null, symbol text not null);
    create table billing_cycles (id serial primary key, names jsonb not null, sort int not null default 0);

    create table countries (
      id text primary key,                    -- area id, e.g. CIV
      names jsonb not null,
      mobile_code text not null,              -- '225'
      country_code text not null,             -- ISO 3166 alpha-2, e.g. CI
      money_unit_id int references money_units(id),
      enabled boolean not null default true,
      sort int not null default 0
    );
    create table cities (
      id serial primary key,
      area_id text not null references countries(id),
      pid int references cities(id),
      names jsonb not null,
      is_capital boolean not null default false,
      sort int not null default 0
    );
    create index cities_area on cities(area_id);

    -- Tags and labels per listing module (route key: land, house, housekeep, ...).
    create table tags (
      id serial primary key, module_key text not null, parent_id int references tags(id),
      names jsonb not null, sort int not null default 0
    );
    create index tags_module on tags(module_key, parent_id);
    create table labels (id serial primary key, module_key text not null, names jsonb not null, sort int not null default 0);
    create index labels_module on labels(module_key);

    create table users (
      id text primary key,
      phone text,
      mobile_code text,
      mail text,
      username text unique,
      password_hash text,                     -- salted scrypt of the client's SHA-256 (never the password)
      pet_name text not null default '',
      ent_name text not null default '',
      account_type int not null default 1,    -- 2 = enterprise (spec §3)
      avatar_path text not null default '',
      area_id text not null default 'CIV' references countries(id),
      language text not null default 'en',
      member_level_id int not null default 0,
      is_member boolean not null default false,
      expiry_time timestamptz,
      release_area_num int not null default 1,
      user_mq text not null,
      status int not null default 0,          -- 0 active, 1 locked, 2 deletion requested
      created_at timestamptz not null default now()
    );
    create unique index users_phone on users(mobile_code, phone) where phone is not null;
    create unique index users_mail on users(lower(mail)) where mail is not null;

    create table listings (
      id bigserial primary key,
      module_key text not null,
      module_id int not null,
      user_id text references users(id),      -- null for editorial articles
      area_ids text[] not null,               -- one or several countries (multi-country publish)
      city_id int references cities(id),
      tag_id int references tags(id),
      label_ids int[] not null default '{}',
      status int not null default 7,          -- spec §4 publish status (7 published)
      original_language text not null,
      price numeric(13,2),
      total_price numeric(13,2),
      single_price numeric(13,2),
      size numeric(13,2),
      money_unit_id int references money_units(id),
      size_unit_id int references size_units(id),
      billing_cycle_id int references billing_cycles(id),
      service_time int not null default 0,
      location text not null default '',
      contacts text not null default '',
      mail text not null default '',
      phones text[] not null default '{}',
      images jsonb not null default '[]',     -- [{imgPath, sort}]
      cover_images text[] not null default '{}',
      attrs jsonb not null default '{}',      -- module-only fields (bedroomNum, miles, validDayNum, ...)
      sticky_top boolean not null default false,
      info_source text not null default '',
      info_source_name text not null default '',
      es_info_id text not null,
      release_time timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted boolean not null default false
    );
    create index listings_browse on listings(module_key, status, deleted, sticky_top desc, release_time desc);
    create index listings_user on listings(user_id, module_key);
    create index listings_area on listings using gin(area_ids);

    create table listing_texts (
      listing_id bigint not null references listings(id) on delete cascade,
      language text not null,
      title text not null,
      content text not null,                  -- sanitized HTML
      plain text not null,                    -- content without tags, for search and previews
      translation_type int not null default 3,-- spec: 1 machine, 2 human, 3 untranslated/original
      search_doc tsvector not null,
      primary key (listing_id, language)
    );
    create index listing_texts_doc on listing_texts using gin(search_doc);
    create index listing_texts_title_trgm on listing_texts using gin(search_text(title) gin_trgm_ops);

    create table favorites (
      user_id text not null references users(id), listing_id bigint not null references listings(id) on delete cascade,
      created_at timestamptz not null default now(), primary key (user_id, listing_id)
    );
    create table history (
      user_id text not null references users(id), listing_id bigint not null references listings(id) on delete cascade,
      module_id int not null,                 -- the module id it was recorded under (spec quirk: business -> 5)
      viewed_at timestamptz not null default now(), primary key (user_id, listing_id)
    );
    create index history_user on history(user_id, module_id, viewed_at desc);

    create table uploads (
      id bigserial primary key, user_id text references users(id), path text not null unique,
      mime text not null, bytes int not null, created_at timestamptz not null default now()
    );
  `,
};
