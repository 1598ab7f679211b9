// Operator accounts of the console (DESIGN.md §1 "operator console"; issue "Publishing": its own
// login, a role checked server-side on every call, an audit log of every operator action).
// Passwords are stored as users' are (accounts/passwords.ts: scrypt of the client's SHA-256);
// session tokens only as their SHA-256, as user sessions (004-accounts), so a copy of the database
// cannot be used to act as an operator. Roles are text: which role may make which call is data in
// src/contract/console-api.ts, not a constraint here.
export const OPERATORS = {
  id: '014-operators',
  sql: `
    create table operators (
      id bigserial primary key,
      username text not null,
      password_hash text not null,
      role text not null,
      created_at timestamptz not null default now(),
      disabled boolean not null default false
    );
    create unique index operators_username on operators(lower(username));

    create table operator_sessions (
      id text primary key,
      operator_id bigint not null references operators(id) on delete cascade,
      token_hash text not null unique,
      ip text not null default '',
      user_agent text not null default '',
      created_at timestamptz not null,
      last_seen_at timestamptz not null,
      expires_at timestamptz not null,
      revoked_at timestamptz
    );
    create index operator_sessions_operator on operator_sessions(operator_id) where revoked_at is null;

    -- operator_id is null for a failed login of a name no operator has.
    create table operator_audit (
      id bigserial primary key,
      operator_id bigint references operators(id) on delete set null,
      action text not null,
      target text not null default '',
      detail jsonb not null default '{}',
      at timestamptz not null default now()
    );
    create index operator_audit_newest on operator_audit(id desc);

    -- The review queue (console reviewQueue): listings waiting for a decision, oldest first.
    create index listings_on_review on listings(updated_at, id) where status in (4, 5) and not deleted;
  `,
};
