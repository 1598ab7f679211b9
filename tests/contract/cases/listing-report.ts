// Contract cases of the details page's report (issue: Beyond the spec, "Report and block";
// endpoints/listing-report.ts): the real client against the reference server, on the seed. u-buyer
// reports a published land listing of someone else (and its publisher); the refusals: a visitor, a
// reason of the chat's list, one's own listing, a listing that does not exist.
import { MSG } from '../../../src/contract/validation/messages.js';
import { MODULES } from '../../../src/modules/registry.js';
import { enterpriseLandId } from '../support/seed-listing.js';
import { S } from '../support/shapes.js';
import type { Case } from '../support/cases.js';
import type { World } from '../support/world.js';

export interface ListingReportState {
  serviceId?: string;
}
export const newListingReportState = (): ListingReportState => ({});
type W = World<ListingReportState>;
type C = Case<ListingReportState>;

const land = MODULES.land;

/** The listing, read once. */
async function pick(w: W): Promise<void> {
  w.state.serviceId ??= await enterpriseLandId(w.db);
}
const listing = (w: W) => ({ moduleId: land.moduleId, serviceId: w.state.serviceId ?? '' });

export const LISTING_REPORT_CASES: readonly C[] = [
  {
    endpoint: 'reportListing', kind: 'happy', name: 'u-buyer reports a land listing', as: 'buyer', language: 'fr', before: pick,
    body: (w) => ({ ...listing(w), reason: 'prepayment', text: 'Paiement demandé avant la visite' }),
    expect: { code: 200, shape: S.null },
  },
  {
    endpoint: 'reportListing', kind: 'happy', name: 'u-buyer reports its publisher', as: 'buyer', before: pick,
    body: (w) => ({ ...listing(w), reason: 'scam', about: 'user' }),
    expect: { code: 200, shape: S.null },
  },
  { endpoint: 'reportListing', kind: 'bad', name: 'a visitor', before: pick, body: (w) => ({ ...listing(w), reason: 'scam' }), expect: { code: 4001 } },
  {
    endpoint: 'reportListing', kind: 'bad', name: 'a reason of the chat\'s list', as: 'buyer', language: 'fr', before: pick,
    body: (w) => ({ ...listing(w), reason: 'spam' }),
    expect: { code: 4422, key: MSG.choose },
  },
  {
    endpoint: 'reportListing', kind: 'bad', name: 'one\'s own listing', as: 'enterprise', before: pick,
    body: (w) => ({ ...listing(w), reason: 'scam' }),
    expect: { code: 4422, key: MSG.checkWarning },
  },
  {
    endpoint: 'reportListing', kind: 'bad', name: 'a listing that does not exist', as: 'buyer',
    body: () => ({ moduleId: land.moduleId, serviceId: '987654321', reason: 'scam' }),
    expect: { code: 4404, key: 'errors.listingNotFound' },
  },
];
