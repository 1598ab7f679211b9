// The operators' sensitive-word lists, one per language (spec §5 "Sensitive text must be edited
// before continuing"; issue "Publishing": seeded, editable by operators). Words are kept as
// written; matching folds case, accents and Chinese scripts (examples/server/words/).
export const SENSITIVE_WORDS = {
  id: '012-sensitive-words',
  sql: `
    create table sensitive_words (
      id serial primary key,
      language text not null check (language in ('cn', 'en', 'fr')),
      word text not null check (char_length(btrim(word)) between 1 and 100),
      created_at timestamptz not null default now(),
      unique (language, word)
    );
  `,
};
