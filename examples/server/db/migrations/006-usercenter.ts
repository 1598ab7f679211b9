// User centre (issue 6; spec §2 "User centre", §4 lock/deletion, §5 followed countries/categories,
// §9 review within 24 hours): the account log, followed countries and industries, the pending
// deletion time, help content, authentication submissions and feedback.
export const USERCENTER = {
  id: '006-usercenter',
  sql: `
    -- action: a stable key of statuses.ACCOUNT_LOG_ACTIONS (the client translates it).
    create table account_logs (
      id bigserial primary key,
      user_id text not null references users(id) on delete cascade,
      action text not null,
      device_name text not null default '',
      ip text not null default '',
      created_at timestamptz not null
    );
    create index account_logs_user on account_logs(user_id, created_at desc, id desc);

    -- Followed countries besides the registered one (users.area_id, always followed) and
    -- followed industries (listing module ids); at most 5 each (spec §5).
    alter table users add column focus_area_ids text[] not null default '{}';
    alter table users add column focus_industry_ids int[] not null default '{}';
    -- When the deletion was asked for (status 2); a login clears the status (spec §4).
    alter table users add column cancel_requested_at timestamptz;

    -- Help and service (spec §2 serviceAndHelp): names, titles and contents are jsonb {cn, en, fr}.
    create table help_menus (id serial primary key, names jsonb not null, sort int not null default 0);
    create table help_problems (
      id serial primary key,
      menu_id int not null references help_menus(id) on delete cascade,
      titles jsonb not null,
      contents jsonb not null,                -- HTML, sanitized again on output
      sort int not null default 0
    );
    create index help_problems_menu on help_problems(menu_id, sort, id);

    -- One submission per user and kind; a new one replaces it and restarts the review. The
    -- reference server passes a review by itself at reviewed_at (see usercenter/authentication.ts).
    create table authentications (
      user_id text not null references users(id) on delete cascade,
      kind text not null check (kind in ('personal', 'enterprise')),
      form jsonb not null,
      submitted_at timestamptz not null,
      reviewed_at timestamptz not null,
      primary key (user_id, kind)
    );

    create table feedbacks (
      id bigserial primary key,
      user_id text not null references users(id) on delete cascade,
      content text not null,
      images text[] not null default '{}',
      contacts text not null default '',
      created_at timestamptz not null
    );
  `,
};
