// The machine translation queue (spec §1 mode 1; §4 statuses 1/2 → 7, 8 on failure): one job per
// listing and missing language, kept in the database so a restart loses none. source_at is the
// listing's updated_at when the job was made: an edit approved again makes newer text, and the
// job is reset for it. next_at carries the retry backoff; claimed_at lets a job left "running" by
// a crashed process be taken again.
export const TRANSLATION_JOBS = {
  id: '015-translation-jobs',
  sql: `
    create table translation_jobs (
      listing_id bigint not null references listings(id) on delete cascade,
      language text not null,
      status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
      attempts int not null default 0,
      next_at timestamptz not null default now(),
      claimed_at timestamptz,
      source_at timestamptz not null,
      last_error text not null default '',
      primary key (listing_id, language)
    );
    create index translation_jobs_due on translation_jobs(status, next_at);
  `,
};
