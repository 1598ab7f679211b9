// Contact events of listings (issue: Beyond the spec, "Contact in one tap"; src/contract/types/contact.ts).
// - contact_events: one row per listing, event, day (UTC) and viewer: the key that makes a second
//   view, reveal, call, WhatsApp tap or chat of the same viewer on the same day count nothing.
//   `viewer` is 'u:<user id>' or 'd:<hash of the device id and address>' (contact/viewer.ts).
// - contact_stats: the totals per listing, kept by the same statement that adds an event row
//   (contact/record-event.ts), so publish management reads one row per listing and never counts.
export const CONTACT_EVENTS = {
  id: '031-contact-events',
  sql: `
    create table contact_events (
      listing_id bigint not null references listings(id) on delete cascade,
      event text not null check (event in ('view', 'reveal', 'call', 'whatsapp', 'chat')),
      day date not null,
      viewer text not null check (length(viewer) between 3 and 80),
      primary key (listing_id, event, day, viewer)
    );
    create index contact_events_day on contact_events (day);
    create table contact_stats (
      listing_id bigint primary key references listings(id) on delete cascade,
      views int not null default 0,
      reveals int not null default 0,
      calls int not null default 0,
      whatsapp int not null default 0,
      chats int not null default 0
    );
  `,
};
