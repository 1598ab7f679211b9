// The listing lifecycle's state (spec §4 statuses; the machine is src/contract/listing-lifecycle.ts,
// applied by examples/server/listings/lifecycle.ts):
// - ever_published: an edit of a listing that was once published goes to 5 "on review", a first
//   one to 4 "on review (first)"; existing published rows were published.
// - review_reason: why the operator refused it (status 6), shown to the publisher; '' otherwise.
// - reviewed_at: when an operator last decided.
// - refreshed_at: the owner's last refresh (publish management allows one per 24 hours).
// - listing_events: every move of a listing and who made it (publisher, operator, system), the
//   audit trail the operator console reads.
export const LISTING_LIFECYCLE = {
  id: '013-listing-lifecycle',
  sql: `
    alter table listings add column ever_published boolean not null default false;
    update listings set ever_published = true where status = 7;
    alter table listings add column review_reason text not null default '';
    alter table listings add column reviewed_at timestamptz;
    alter table listings add column refreshed_at timestamptz;

    create table listing_events (
      id bigserial primary key,
      listing_id bigint not null references listings(id) on delete cascade,
      event text not null,
      from_status int,                 -- null on the row of the listing's creation
      to_status int not null,
      actor_kind text not null check (actor_kind in ('user', 'operator', 'system')),
      actor_id text not null,
      reason text not null default '',
      at timestamptz not null default now()
    );
    create index listing_events_listing on listing_events(listing_id, id);
  `,
};
