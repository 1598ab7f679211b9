// Moderation (DESIGN.md §1 "the operator console": reports are part of its work) and the help
// articles' editor.
// - users.suspended_*: an operator suspended the account (console reports queue, decideReport
//   'suspend'; lifted by unsuspendUser). While set, logging in, renewing a token and every call that
//   needs a login are refused (accounts/suspension.ts), and the user's listings leave the public.
// - listings.owner_suspended: copied from the owner's suspension in the suspension's transaction, so
//   the public reads keep one predicate on `listings` alone (listings/public-listing.ts). The list
//   indexes of migrations 009 and 011 are partial on that predicate: rebuilt here with the new
//   clause, so a page and its count are still read from the index alone (009's Index Only Scan).
// - chat_reports.decision / decision_note / decision_listing_id: what the operator did about the
//   report (dismiss, warn, hideListing, suspend), why, and the listing it hid.
// - help_problems.updated_at: the customer-service robot reloads the articles changed since.
export const MODERATION = {
  id: '022-moderation',
  sql: `
    alter table users add column suspended_at timestamptz;
    alter table users add column suspended_reason text not null default '';
    alter table users add column suspended_by bigint references operators(id);
    create index users_suspended on users (suspended_at) where suspended_at is not null;

    alter table listings add column owner_suspended boolean not null default false;

    drop index if exists listings_newest;
    drop index if exists listings_pinned;
    drop index if exists listings_bedrooms;
    drop index if exists listings_search;
    create index listings_newest on listings (module_key, release_time desc, id desc)
      include (area_ids, tag_id, price, total_price, size) where status = 7 and not deleted and not owner_suspended;
    create index listings_pinned on listings (module_key, sticky_top desc, release_time desc, id desc)
      include (area_ids, tag_id, price, total_price, size) where status = 7 and not deleted and not owner_suspended;
    create index listings_bedrooms on listings (module_key, bedroom_num, release_time desc, id desc)
      include (area_ids, tag_id, price, total_price, size) where status = 7 and not deleted and not owner_suspended;
    create index listings_search on listings using gin (search_doc) where status = 7 and not deleted and not owner_suspended;

    alter table chat_reports add column decision text check (decision in ('dismiss', 'warn', 'hideListing', 'suspend'));
    alter table chat_reports add column decision_note text not null default '' check (length(decision_note) <= 500);
    alter table chat_reports add column decision_listing_id bigint;
    alter table chat_reports add constraint chat_reports_decided check ((status = 'open') = (decision is null));
    create index chat_reports_reported on chat_reports (reported_user_id, created_at);

    alter table help_problems add column updated_at timestamptz not null default now();
    analyze listings;
  `,
};
