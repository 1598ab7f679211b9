// Catalogue tables (issue 3 "Seed data"; spec §3 "Home data", §7 "Common" and "Other lookups"):
// what the home page, the mine banners, the filter presets and the small lookups read. Everything
// shown to users is jsonb {cn, en, fr}, like the names of 002-core.
export const CATALOGUE = {
  id: '003-catalogue',
  sql: `
    -- One row per seed run: seeding is idempotent (seed/index.ts checks it inside its transaction).
    create table seed_runs (name text primary key, seeded_at timestamptz not null default now());

    -- Adverts by display location: ad1, ad2, ad3 of the home page and the mine banners
    -- (module6Mine ...). access_address is "moduleId|id", a bare module id or an http URL (spec §2).
    create table ads (
      id serial primary key,
      location text not null,
      img text not null,
      access_address text not null default '',
      roll_flag int not null default 0,       -- 1: the block rolls as a carousel (spec §3 rollFlag)
      sort int not null default 0,
      enabled boolean not null default true
    );
    create index ads_location on ads(location, sort);

    -- The notice bar of the home page (spec §3 sysNotifyList).
    create table sys_notices (
      id serial primary key, contents jsonb not null, access_address text not null default '',
      sort int not null default 0, enabled boolean not null default true
    );

    -- Menu tiles of the home page (spec §2 "Menu tiles"); id = module id (spec §3).
    create table home_modules (
      id int primary key, route text not null, names jsonb not null, descriptions jsonb not null,
      icon text not null, sort int not null default 0
    );

    -- data1 / data2 blocks of the home page: a titled strip of recent listings of one module.
    create table home_blocks (
      key text primary key, titles jsonb not null, module_key text not null, max_items int not null default 6
    );

    create table agreements (id int primary key, titles jsonb not null, file_paths jsonb not null);

    create table app_downloads (
      app_type int primary key, app_file_path text not null, store_url text not null default '', ios_url text not null default ''
    );

    -- Filter presets of the land and house lists (spec §2 "Common list screen"): kind price|size
    -- (min/max, null = open end) or bedroom (min = the count).
    create table range_presets (
      id serial primary key, module_key text not null, kind text not null, names jsonb not null,
      min numeric(13,2), max numeric(13,2), sort int not null default 0
    );
    create index range_presets_module on range_presets(module_key, kind, sort);

    -- Small lookups of the car and goods forms (spec §3 "brand", "energy type", "new/used").
    create table car_brands (id serial primary key, names jsonb not null, sort int not null default 0);
    create table energy_types (id serial primary key, names jsonb not null, sort int not null default 0);
    create table qualities (id serial primary key, names jsonb not null, sort int not null default 0);
  `,
};
