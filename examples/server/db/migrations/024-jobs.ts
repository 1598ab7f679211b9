// Jobs and CVs (spec §2 /jobAndRecruit, §3 "Jobs and CVs", §6). Jobs themselves are listings of
// module 8 (listings + listing_texts; industry and position are its two tag levels, the job's
// facts are attrs): only what is no listing lives here.
// - job_lookups: work experience, degrees (also a CV's highest education), CV job statuses,
//   position types, company sizes and the salary rate options 0-10 (spec §3 "Salary rate options
//   numbered 0 to 10"), names in the three languages; a salary rate's range in `extra`.
// - companies: one company card per enterprise account (editCompanyInfo; spec §6 "enterprise").
// - resumes: one CV per user (spec §5 "one CV"); id "RIR" + a number (spec §2 "Ad link jumping").
//   The attachment is a private upload (uploads.private), fetched through signed URLs only by
//   its owner and by recruiters it was sent to or allowed to read it (spec §6).
// - resume_grants: CVs sent in a chat (sendResume): the receiver reads them like an application's.
// - job_applications: one per (job, applicant) (unique), states forward only: 1 sent, 2 viewed,
//   3 invited, 4 not retained, 5 withdrawn (src/contract/constants.ts JOBS.application). The CV
//   is copied into `resume_snapshot` at apply time: the recruiter reads what was sent.
// - users.recruiter_mode: spec §6 "Toggling member ability to view CVs and publish jobs; opening
//   it blocks publishing a CV or viewing job infos".
export const JOBS = {
  id: '024-jobs',
  sql: `
    create table job_lookups (
      kind text not null check (kind in ('workExp', 'degree', 'jobStatus', 'positionType', 'companySize', 'salaryRate')),
      id int not null check (id >= 0),
      names jsonb not null,
      sort int not null default 0,
      extra jsonb not null default '{}',
      primary key (kind, id)
    );

    create table companies (
      user_id text primary key references users(id),
      ent_name text not null check (length(ent_name) between 2 and 120),
      industry_id int references tags(id),
      size_id int not null,
      address text not null default '' check (length(address) <= 250),
      introduction text not null default '' check (length(introduction) <= 2000),
      logo_path text not null default '',
      phone text not null default '' check (length(phone) <= 50),
      mail text not null default '' check (length(mail) <= 250),
      website text not null default '' check (length(website) <= 250),
      updated_at timestamptz not null default now()
    );

    create sequence resume_number start 20220001;
    create table resumes (
      id text primary key check (id ~ '^RIR[0-9]+$'),
      user_id text not null unique references users(id),
      real_name text not null check (length(real_name) between 1 and 64),
      gender int not null check (gender in (1, 2)),
      birth_date date not null,
      mail text not null default '' check (length(mail) <= 250),
      phone text not null default '' check (length(phone) <= 50),
      education_id int not null,
      job_status_id int not null,
      position_type_id int not null,
      years_worked int not null check (years_worked between 0 and 60),
      industry_id int not null references tags(id),
      position_id int not null references tags(id),
      salary_min numeric(13,2) not null check (salary_min > 0),
      salary_max numeric(13,2) not null check (salary_max >= salary_min),
      money_unit_id int not null references money_units(id),
      billing_cycle_id int not null references billing_cycles(id),
      self_introduction text not null check (length(self_introduction) <= 2000),
      work_location text not null check (length(work_location) <= 250),
      area_id text not null references countries(id),
      attachment text not null default '',
      attachment_name text not null default '' check (length(attachment_name) <= 120),
      is_public boolean not null default true,
      language text not null check (language in ('cn', 'en', 'fr')),
      search_doc tsvector not null default ''::tsvector,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index resumes_public on resumes(updated_at desc) where is_public;
    create index resumes_search on resumes using gin(search_doc);

    create table job_applications (
      id bigserial primary key,
      listing_id bigint not null references listings(id) on delete cascade,
      resume_id text not null references resumes(id),
      applicant_id text not null references users(id),
      recruiter_id text not null references users(id),
      state int not null default 1 check (state between 1 and 5),
      note text not null default '' check (length(note) <= 250),
      resume_snapshot jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (listing_id, applicant_id)
    );
    create index job_applications_applicant on job_applications(applicant_id, created_at desc);
    create index job_applications_recruiter on job_applications(recruiter_id, listing_id, created_at desc);

    -- A CV sent in a chat (sendResume, spec §3 "Chat event kinds"): its receiver may read it whole
    -- like a recruiter who received an application (resumes-access.ts).
    create table resume_grants (
      resume_id text not null references resumes(id) on delete cascade,
      user_id text not null references users(id),
      created_at timestamptz not null default now(),
      primary key (resume_id, user_id)
    );

    alter table users add column recruiter_mode boolean not null default false;
  `,
};
