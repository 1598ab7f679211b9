// Personal and enterprise authentication reviewed by an operator (issue "User centre: auth" review
// in the console; spec §9 "Enterprise review within 24 hours"), instead of the reference server
// passing a submission by itself at a fixed time after it (what 006-usercenter's reviewed_at held).
// - status: 'review' until an operator decides, then 'passed' or 'rejected'; a new submission of
//   the same kind replaces the row and starts at 'review' again (usercenter/authentication-store.ts).
// - reason: why it was rejected, shown to the user (1..500 characters); '' otherwise.
// - reviewer_id: the operator who decided (null while in review, and for rows decided before this
//   migration); reviewed_at: when (null while in review).
// Existing rows: those whose old pass time was reached are passed; the others wait for a reviewer.
export const AUTHENTICATION_REVIEW = {
  id: '016-authentication-review',
  sql: `
    alter table authentications add column status text not null default 'review'
      check (status in ('review', 'passed', 'rejected'));
    alter table authentications add column reason text not null default '';
    alter table authentications add column reviewer_id bigint references operators(id) on delete set null;
    alter table authentications alter column reviewed_at drop not null;
    update authentications set status = 'passed' where reviewed_at <= now();
    update authentications set reviewed_at = null where status = 'review';
    alter table authentications add constraint authentications_decided check ((status = 'review') = (reviewed_at is null));
    alter table authentications add constraint authentications_reason
      check ((status = 'rejected') = (reason <> '') and char_length(reason) <= 500);

    -- The console's queue (authQueue): submissions waiting for a decision, oldest first.
    create index authentications_in_review on authentications(submitted_at, user_id, kind) where status = 'review';
  `,
};
