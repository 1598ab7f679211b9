// User-to-user messages (spec §1 "Real-time messages", §3 "Messages", §5 "Messages: body not empty;
// cannot message yourself", §6, §7 chat API). The server owns every count: the app's badge and the
// chat list read what these rows say.
// - chat_sessions: one conversation. A user-to-user one (session_type 0) has exactly two
//   participants and a pair_key (the two ids in order), unique, so a pair has one conversation
//   however both start it. Customer service (session_type 1, spec §6) is a later task: its sessions
//   have no pair_key (a user may open many over time) and its participants are the user and agents.
//   card: the listing card of spec §3 the conversation started from (the latest given).
//   last_message_id: the preview of the chat list; null until the first message.
// - chat_participants: per user and session, the unread counter and the last-read pointer, and
//   last_at (the session's last message time, copied here so the list is one index range per user).
// - chat_messages: type (text 0, image 1, file 2, card 6), content (text, an upload path or a
//   card's JSON), client_msg_id for idempotent retries (unique per sender). Ids are given under the
//   session row's lock (chat/send.ts), so within a session id order is commit order: paging upwards
//   by id never skips a record that committed late.
// - chat_blocks: user blocks user; sending is refused both ways while it exists.
// - chat_reports: a user reports another, reason from a fixed list (statuses.ts
//   CHAT_REPORT_REASONS), status for the operators ('open' then 'actioned' or 'dismissed').
// - users_user_mq: the chat calls name the other user by their queue name.
// - uploads.kind 'chat': documents sent in a chat are private (never served at their path), read
//   through signed URLs handed to the participants (chat/records.ts).
export const CHAT = {
  id: '020-chat',
  sql: `
    create table chat_sessions (
      id bigserial primary key,
      session_type int not null default 0 check (session_type in (0, 1)),
      pair_key text unique,
      created_by text references users(id),
      card jsonb,
      last_message_id bigint,
      created_at timestamptz not null default now(),
      last_at timestamptz,
      check ((session_type = 0) = (pair_key is not null))
    );

    create table chat_participants (
      session_id bigint not null references chat_sessions(id) on delete cascade,
      user_id text not null references users(id),
      unread int not null default 0 check (unread >= 0),
      last_read_id bigint not null default 0,
      last_at timestamptz,
      primary key (session_id, user_id)
    );
    create index chat_participants_list on chat_participants (user_id, last_at desc, session_id desc) where last_at is not null;
    create index chat_participants_unread on chat_participants (user_id) where unread > 0;

    create table chat_messages (
      id bigserial primary key,
      session_id bigint not null references chat_sessions(id) on delete cascade,
      from_user_id text references users(id),
      to_user_id text references users(id),
      type int not null check (type in (0, 1, 2, 6)),
      content text not null check (length(content) <= 4000),
      module_id int not null default 0,
      client_msg_id text,
      translation text,
      sent_at timestamptz not null default now()
    );
    create index chat_messages_history on chat_messages (session_id, id desc);
    create unique index chat_messages_client_id on chat_messages (from_user_id, client_msg_id) where client_msg_id is not null;
    create index chat_messages_unread on chat_messages (to_user_id, session_id, id);

    create table chat_blocks (
      user_id text not null references users(id),
      blocked_user_id text not null references users(id),
      created_at timestamptz not null default now(),
      primary key (user_id, blocked_user_id),
      check (user_id <> blocked_user_id)
    );
    create index chat_blocks_blocked on chat_blocks (blocked_user_id, user_id);

    create table chat_reports (
      id bigserial primary key,
      reporter_id text not null references users(id),
      reported_user_id text not null references users(id),
      session_id bigint references chat_sessions(id) on delete set null,
      reason text not null check (reason in ('spam', 'fraud', 'harassment', 'inappropriate', 'other')),
      note text not null default '' check (length(note) <= 250),
      status text not null default 'open' check (status in ('open', 'actioned', 'dismissed')),
      created_at timestamptz not null default now(),
      handled_by bigint references operators(id),
      handled_at timestamptz,
      check (reporter_id <> reported_user_id)
    );
    create unique index chat_reports_open on chat_reports (reporter_id, reported_user_id) where status = 'open';
    create index chat_reports_queue on chat_reports (status, created_at);

    -- The chat calls name users by their queue (otherUserMq, toUserMq).
    create index users_user_mq on users (user_mq);

    alter table uploads drop constraint uploads_kind_check;
    alter table uploads add constraint uploads_kind_check check (kind in ('public', 'papers', 'proof', 'chat'));
  `,
};
