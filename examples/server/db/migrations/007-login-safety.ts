// Login safety: refresh tokens already spent (a second use is a stolen copy: the session ends,
// accounts/sessions.ts) and the proof-of-work challenges a new device solves after repeated wrong
// passwords (accounts/login-guard.ts).
export const LOGIN_SAFETY = {
  id: '007-login-safety',
  sql: `
    create table spent_refresh_tokens (
      hash text primary key,
      session_id text not null,
      spent_at timestamptz not null
    );
    create index spent_refresh_tokens_spent_at on spent_refresh_tokens(spent_at);

    -- account_key: 'user:<id>', or 'login:<phone or e-mail>' when no account has that name.
    create table login_challenges (
      id text primary key,
      account_key text not null,
      bits integer not null,
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index login_challenges_expires_at on login_challenges(expires_at);
  `,
};
