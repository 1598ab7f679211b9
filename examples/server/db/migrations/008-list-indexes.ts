// Indexes that serve the public lists as they are asked for (spec §7 "searchXxxByTerms": published,
// not deleted, one module, newest first), so a page reads its rows in order from an index and stops
// after the page instead of sorting every published row of the module. Partial on the published,
// not deleted rows: the only rows a list shows, and the predicate every list query states verbatim
// (status = 7 and not deleted, constants, so the planner can match it).
//
// - listings_newest: "newest first" per module (every list without pinning, and the count that
//   stops at its cap).
// - listings_pinned: articles put pinned ones first (spec §2 /article, stickyFirst); the same
//   order with sticky_top in front. listings_browse had sticky_top before release_time for every
//   module, so no other list could use it for its order; it is replaced by these two.
// - listings_bedrooms: the house list filtered by bedrooms (spec §7, bedroomNum) reads one
//   bedroom count newest first; the price range is checked on those rows.
export const LIST_INDEXES = {
  id: '008-list-indexes',
  sql: `
    create index listings_newest on listings (module_key, release_time desc, id desc)
      where status = 7 and not deleted;
    create index listings_pinned on listings (module_key, sticky_top desc, release_time desc, id desc)
      where status = 7 and not deleted;
    create index listings_bedrooms on listings (module_key, (attrs->'bedroomNum'), release_time desc, id desc)
      where status = 7 and not deleted;
    drop index if exists listings_browse;
    analyze listings;
  `,
};
