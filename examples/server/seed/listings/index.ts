// The seed modules, one per listing module (DESIGN.md §3 "modules are data"): each file holds all
// the seed and the tests know of its module, and the tables over modules (tags, labels, home menu
// tiles, picture colours, every seed listing) are derived from this one list. Its order is the
// identities' (src/modules/identities.ts), and so is the order of the seeded tag and label ids.
import type { ListingModuleKey } from '../../../../src/contract/listing-endpoints.js';
import { articleSeed } from './article.js';
import { businessSeed } from './business.js';
import { carRentalSeed } from './car-rental.js';
import { carSalesSeed } from './car-sales.js';
import { demandMarketSeed } from './demand-market.js';
import { houseSeed } from './house.js';
import { housekeepSeed } from './housekeep.js';
import { jobAndRecruitSeed } from './job-and-recruit.js';
import { landSeed } from './land.js';
import { saleGoodsSeed } from './sale-goods.js';
import type { SeedListing, SeedModule } from './types.js';
import { visaSeed } from './visa.js';

const LIST = [
  articleSeed, landSeed, houseSeed, housekeepSeed, businessSeed, visaSeed, carSalesSeed, carRentalSeed, saleGoodsSeed, demandMarketSeed, jobAndRecruitSeed,
] as const;

/** Compile-time check: every listing module has its seed (tests/server/seed-modules.test.ts: once each, in order). */
type Seeded = (typeof LIST)[number]['key'];
type Unseeded = Exclude<ListingModuleKey, Seeded>;
const complete: [Unseeded] extends [never] ? true : { unseeded: Unseeded } = true;
void complete;

export const SEED_MODULES: readonly SeedModule[] = LIST;

/** The seed module of a key (tests read their publish payloads from it). */
export const SEED_BY_KEY = Object.fromEntries(LIST.map((m) => [m.key, m])) as Readonly<Record<ListingModuleKey, SeedModule>>;

export function seedListings(): SeedListing[] {
  return SEED_MODULES.flatMap((m) => m.listings());
}

export type { SampleLookups, SeedListing, SeedModule, SeedText } from './types.js';
