// Accounts (issue 3 "Accounts"; spec §4 Login/QR, §5 Accounts): device sessions with hashed
// tokens, hashed verification codes, QR logins and the rate-limit log. Only SHA-256 digests of
// tokens and codes are stored, so a copy of the database cannot be used to log in.
export const ACCOUNTS = {
  id: '004-accounts',
  sql: `
    -- One row per logged-in device (device management, issue 6, lists them).
    create table sessions (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      device_id text not null default '',
      user_agent text not null default '',
      ip text not null default '',
      access_hash text not null unique,
      -- The access token a regeneration replaced: calls still in flight with it get 4006 (expired)
      -- rather than 4001, so the client replays them with the new token (spec §8 4006).
      previous_access_hash text,
      refresh_hash text not null unique,
      access_expires_at timestamptz not null,
      refresh_expires_at timestamptz not null,
      created_at timestamptz not null,
      last_seen_at timestamptz not null,
      revoked_at timestamptz
    );
    create index sessions_user on sessions(user_id) where revoked_at is null;
    create index sessions_previous_access on sessions(previous_access_hash) where previous_access_hash is not null;

    -- purpose: register | reset | bind; target: '+<code><phone>' or the lower-case e-mail.
    create table verification_codes (
      id bigserial primary key,
      purpose text not null,
      channel text not null,
      target text not null,
      salt text not null,
      code_hash text not null,
      attempts int not null default 0,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index verification_codes_target on verification_codes(purpose, target, created_at desc);

    -- QR login (spec §4): poll_hash is what the displaying browser polls with; scan_code is what
    -- the picture shows, so whoever sees the picture cannot collect the session.
    create table qr_logins (
      poll_hash text primary key,
      scan_code text not null unique,
      state int not null default 0,
      user_id text references users(id) on delete cascade,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      delivered_at timestamptz
    );

    -- Sliding-window rate limits shared by every server process (send-code, login).
    create table rate_hits (bucket text not null, at timestamptz not null);
    create index rate_hits_bucket on rate_hits(bucket, at);
  `,
};
