// Which API calls the service worker may keep a copy of for offline reading (issue: Beyond the
// spec, item 4 "caches ... the last lists and details viewed"): the public browsing calls of every
// listing family and of the home page, as data read from the endpoint table. Never a write, a
// login, a payment, a user-centre call or one flagged `auth` (a user's private data).
import type { AnyEndpoint } from '../contract/endpoint.js';
import { HOME_ENDPOINTS } from '../contract/endpoints/home.js';
import { LISTING_ENDPOINTS, type ListingFamily } from '../contract/listing-endpoints.js';

/** The family fields that read listings; mineDetail and update are the publisher's own. */
const BROWSING: readonly (keyof ListingFamily)[] = ['tags', 'secondTags', 'labels', 'search', 'detail', 'priceRange', 'sizeRange', 'bedrooms'];

const browsing = (family: ListingFamily): AnyEndpoint[] =>
  BROWSING.map((k) => family[k]).filter((e): e is AnyEndpoint => typeof e === 'object' && e !== null);

export const CACHEABLE_PATHS: ReadonlySet<string> = new Set(
  [...Object.values(LISTING_ENDPOINTS).flatMap((f) => browsing(f as ListingFamily)), ...Object.values(HOME_ENDPOINTS)]
    .filter((e) => e.transport === 'json' && !e.auth)
    .map((e) => e.path),
);
