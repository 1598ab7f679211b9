// The listing-module descriptor (DESIGN.md §3 "modules are data"): everything the generic screens
// and the reference server's generic handlers need to know about one of the ten listing modules.
// Pure data; the few references (endpoints, publish schema) point into src/contract.
import type { ListingFamily, ListingModuleKey } from '../contract/listing-endpoints.js';
import type { PUBLISH_SCHEMAS } from '../contract/validation/publish.js';
import type { AttrField } from './fields.js';
import type { ModuleIdentity } from './identities.js';

export type ModuleKey = ListingModuleKey;

export type { IdField } from './identities.js';

/** Which payload field holds the module's price (and which listings column it is stored in). */
export type PriceField = 'price' | 'totalPrice';

/** Payload fields stored in shared listings columns (not attrs). */
export type ColumnField = 'price' | 'totalPrice' | 'size' | 'sizeUnitId' | 'moneyUnitId' | 'billingCycleId' | 'serviceTime';

export interface ListingFilters {
  /** Tags are two-level for housekeeping and business (spec §3 "Lookups"); a first-level tag matches its children. */
  readonly tagLevels: 1 | 2;
  /** priceRangeMin/Max on the module's price field (house, land; car lists are ours). */
  readonly priceRange: boolean;
  /** sizeRangeMin/Max (land). */
  readonly sizeRange: boolean;
  /** bedroomNum (house). */
  readonly bedroomNum: boolean;
  /** Pinned items first unless a tag is chosen (spec §2 /article list). */
  readonly stickyFirst: boolean;
  /** Int attrs a search may ask to equal (recruitment: workExpId, degreeRequired, workNature, urgent). */
  readonly attrEquals?: readonly string[];
  /** salaryMin/salaryMax (+ moneyUnitId, billingCycleId, salaryRateId): ranges that overlap (recruitment). */
  readonly salaryRange?: boolean;
}

/** Which row a list item (and a recommended item on details) uses: kit/listing-row, article-row, demand-row, job-row. */
export type RowLayout = 'standard' | 'editorial' | 'demand' | 'job';

/**
 * The list's first tab. 'tag': "popular" with an empty tag id (spec §2 "Common list screen":
 * housekeeping, business, visa); 'type': /article's default tab Popular searches {type: 1} (§7);
 * null: the first tab is "All" (empty tag id).
 */
export type PopularTab = 'tag' | 'type' | null;

/** The mine screen (spec §2 "Mine screen"). */
export interface MineScreen {
  /** getAdInfo adDisplayLocation (spec §7: module6Mine, module5Mine, ...). */
  readonly adLocation: string;
  /** /common/publishManage?moduleId=N (spec §2: house 6, housekeeping 5, business 10, visa 9). */
  readonly publishManageModuleId: number;
  /** Label of the buy-package entry: visa's reads "buy meal" (spec §2); the app maps it to a locale key. */
  readonly buyPackageLabel: 'buyPackage' | 'buyMeal';
}

export type PublishSchemaFactory = (typeof PUBLISH_SCHEMAS)[keyof typeof PUBLISH_SCHEMAS];

/** Extra fields of a module's chat card: card field -> details fields (ListingModule.chatCard). */
export type ChatCardExtras = Readonly<Partial<Record<'price' | 'priceFlag' | 'billingCycle' | 'serviceTime', readonly string[]>>>;

/** A module's descriptor: its identity (identities.ts) and how the generic screens treat it. */
export interface ListingModule extends ModuleIdentity {
  /** The module's calls (src/contract/listing-endpoints.ts). */
  readonly endpoints: ListingFamily;
  /** List page size (spec §9: 15; 10 for article, land and house lists). */
  readonly pageSize: number;
  /** Recommendation list page size on details (spec §9: 10 for visa and the 10-item modules). */
  readonly recommendPageSize: number;
  /** null: the module shows no price. */
  readonly priceField: PriceField | null;
  readonly filters: ListingFilters;
  readonly popular: PopularTab;
  /** Row of the list and of the details' recommended list (spec §3 "Summaries"; /article list; purchase demand). */
  readonly rowLayout: RowLayout;
  /** The module the details route falls back to for an unknown module (spec §2: land). */
  readonly detailsFallback?: true;
  /**
   * Fields of a list row, in the contract's summary type (spec §3 "Summaries"). A module whose
   * rows carry 'isTop' (TopMark) sells TOP: its list puts boosted listings first (articles do not).
   */
  readonly summaryFields: readonly string[];
  /** Details: true = the common block (fields.COMMON_DETAIL_FIELDS) plus detailFields; false = detailFields only (articles). */
  readonly commonDetail: boolean;
  /** The module's own details fields (spec §3 details types). */
  readonly detailFields: readonly string[];
  /** Shared-column payload fields of the publish form. */
  readonly columns: readonly ColumnField[];
  /** Module-only payload fields stored in listings.attrs. */
  readonly attrs: readonly AttrField[];
  /**
   * Users publish in this module (false: articles). The form's schema (spec §5) is
   * publishSchemaOf(module) (publish-schema.ts): valibot stays out of the browsing chunks.
   */
  readonly publishes: boolean;
  /**
   * What a chat card started from this module's listing adds to title, preview and picture (spec
   * §3 "for house also price, currency flag and cycle; for business cycle and time"): card field ->
   * the details fields it is read from, first filled wins (screens/kit/chat-card.ts).
   */
  readonly chatCard?: ChatCardExtras;
  /** Most labels per listing (spec §5, §9: 5; business and visa 6). */
  readonly labelLimit: number;
  /**
   * The publish form's own word for a field, where the module names it differently (spec §3
   * "Listing fields by wording": rent, service location...): field -> locale publish.fields.<word>.
   */
  readonly publishLabels?: Readonly<Record<string, string>>;
  /** The publish payload carries the tag's name too (spec §3 House payload "... tag ..."). */
  readonly publishTagName?: true;
  /**
   * Publishing needs the second tag level (recruitment: the position under its industry; spec §5
   * "choose"). Absent: the first level is a valid type by itself (housekeeping, business).
   */
  readonly subTagRequired?: true;
  /**
   * The module whose id and details route the mine history list uses, when not this one.
   * Spec §9 quirk: "the business mine history list uses the housekeeping module id and
   * housekeeping details route".
   */
  readonly historyModuleKey?: ModuleKey;
  /** null: no mine screen (articles). */
  readonly mine: MineScreen | null;
  /**
   * The listings are bought in the app (spec §2 /saleGoods shopingcar, fillorder): details show
   * "Add to cart" and "Buy now". moneyFlag: the price flag of the only currency orders take (FCFA;
   * the server refuses any other, goods-context decisions "Stock").
   */
  readonly trade?: TradeDescriptor;
}

export interface TradeDescriptor {
  readonly moneyFlag: string;
}
