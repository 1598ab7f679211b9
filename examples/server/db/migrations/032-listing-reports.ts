// Reports of a listing or of its publisher from the details page (issue: Beyond the spec, "Report
// and block on every listing and user"; src/contract/types/listing-report.ts).
// - chat_reports gains the subjects 'listing' (the listing itself) and 'user' (its publisher, the
//   listing as context), both naming the listing (listing_id), and the Jiji reasons
//   (statuses.LISTING_REPORT_REASONS). One open report per reporter and listing, and per reporter
//   and publisher; the hold counts a listing's open reporters through chat_reports_listing.
// - Decisions gain 'restore' (the listing's reports dismissed, a held listing published again).
export const LISTING_REPORTS = {
  id: '032-listing-reports',
  sql: `
    alter table chat_reports add column listing_id bigint references listings(id);
    alter table chat_reports drop constraint chat_reports_reason_check;
    alter table chat_reports add constraint chat_reports_reason_check check (reason in (
      'spam', 'fraud', 'harassment', 'inappropriate', 'other', 'scam', 'prepayment', 'wrongCategory', 'alreadySold', 'offensive'));
    alter table chat_reports drop constraint chat_reports_subject_check;
    alter table chat_reports drop constraint chat_reports_subject;
    alter table chat_reports add constraint chat_reports_subject check (
      (subject = 'chat' and share_id is null and comment_id is null and listing_id is null)
      or (subject = 'share' and share_id is not null and comment_id is null and listing_id is null)
      or (subject = 'comment' and share_id is not null and comment_id is not null and listing_id is null)
      or (subject in ('listing', 'user') and listing_id is not null and share_id is null and comment_id is null));
    create unique index chat_reports_open_listing on chat_reports (reporter_id, listing_id) where status = 'open' and subject = 'listing';
    create unique index chat_reports_open_user on chat_reports (reporter_id, reported_user_id) where status = 'open' and subject = 'user';
    create index chat_reports_listing on chat_reports (listing_id, status) where subject = 'listing';
    alter table chat_reports drop constraint chat_reports_decision_check;
    alter table chat_reports add constraint chat_reports_decision_check
      check (decision in ('dismiss', 'warn', 'hideListing', 'hideShare', 'hideComment', 'suspend', 'restore'));
  `,
};
