// Customer service (spec §1 "chat with ... customer service (human or robot)", §6 "Customer
// service: human and robot"; src/contract/types/customer-service.ts). A conversation is a chat
// session of session_type 1 (migration 020-chat: no pair_key); its one participant row is the
// user's (unread counter, read pointer; last_at stays null so getChatList, which lists pairs,
// never counts it). Operators are not participants: they are named on the session and on the
// records they write.
// - service_sessions: one per customer-service chat session. state moves forward only
//   (robot → waiting → serving → ended; chat/service/states.ts writes every move as a conditional
//   update `where state = <from>`), with the time of each step, the operator serving it
//   (agent_id, agent_name as the user sees it), who ended it and the user's one rating.
//   A user has at most one open (not ended) conversation: the unique partial index.
// - chat_messages.sender: who wrote a record that is not a user's ('robot', 'agent', 'system'):
//   from_user_id is null exactly then; operator_id names the operator of an 'agent' record;
//   sender_name is the robot's or operator's display name when written (the user reads it).
export const CUSTOMER_SERVICE = {
  id: '021-customer-service',
  sql: `
    create table service_sessions (
      session_id bigint primary key references chat_sessions(id) on delete cascade,
      user_id text not null references users(id),
      state text not null default 'robot' check (state in ('robot', 'waiting', 'serving', 'ended')),
      opened_at timestamptz not null,
      queued_at timestamptz,
      agent_id bigint references operators(id) on delete set null,
      agent_name text,
      taken_at timestamptz,
      ended_at timestamptz,
      ended_by text check (ended_by in ('user', 'agent')),
      rating int check (rating between 1 and 5),
      rated_at timestamptz,
      check (state <> 'waiting' or queued_at is not null),
      check (state <> 'serving' or (agent_name is not null and taken_at is not null)),
      check ((state = 'ended') = (ended_at is not null)),
      check ((rating is null) or state = 'ended')
    );
    create unique index service_sessions_open on service_sessions (user_id) where state <> 'ended';
    create index service_sessions_queue on service_sessions (queued_at, session_id) where state = 'waiting';
    create index service_sessions_agent on service_sessions (agent_id, taken_at) where state = 'serving';
    create index service_sessions_user on service_sessions (user_id, session_id desc);

    alter table chat_messages add column sender text check (sender in ('robot', 'agent', 'system'));
    alter table chat_messages add column sender_name text;
    alter table chat_messages add column operator_id bigint references operators(id) on delete set null;
    alter table chat_messages add constraint chat_messages_sender check ((sender is null) = (from_user_id is not null));
  `,
};
