// Chat translation and document names (spec §1 "Listings can be shown in original or translated
// text", §3 "the incoming record (... translation)", §7 "chat-translate info and flag").
// - chat_participants.translate_flag / translate_language: each reader's setting per
//   conversation; translate_language null means "my app language" (the request's).
// - chat_messages.language: the sender's app language when it was sent (null for older records
//   and non-user senders), the cheap guess of the text's language: a message already in the
//   reader's language answers itself without a provider call.
// - chat_translations: one machine translation per (message, language), made on demand by
//   translateChatMessage and read back by the history (no provider call inside a read).
// - chat_messages.file_name / file_bytes and uploads.original_name: a document's name as the
//   sender's device gave it (sanitized, at most 120 characters; the stored path is random) and
//   its size, copied onto the message at send time so the record keeps them.
export const CHAT_TRANSLATION = {
  id: '023-chat-translation',
  sql: `
    alter table chat_participants add column translate_flag boolean not null default false;
    alter table chat_participants add column translate_language text check (translate_language in ('cn', 'en', 'fr'));

    alter table chat_messages add column language text check (language in ('cn', 'en', 'fr'));
    alter table chat_messages add column file_name text check (length(file_name) between 1 and 120);
    alter table chat_messages add column file_bytes int check (file_bytes >= 0);

    alter table uploads add column original_name text check (length(original_name) between 1 and 120);

    create table chat_translations (
      message_id bigint not null references chat_messages(id) on delete cascade,
      language text not null check (language in ('cn', 'en', 'fr')),
      text text not null,
      created_at timestamptz not null default now(),
      primary key (message_id, language)
    );
  `,
};
