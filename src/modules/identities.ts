// Who each listing module is (spec §3 "Module ids", §2 routes and detail queries): the few facts a
// link to a listing and the route table need. This list is the one place each module key is
// written (tests/unit/modules/module-footprint.test.ts); the descriptors (registry.ts) spread an
// identity in. Kept apart from them so the first paint (route table, /index, adverts) does not load
// every module's endpoints, fields and filters (size budget).
import { MODULE_ID } from '../contract/constants.js';
import type { ListingModuleKey as ModuleKey } from '../contract/listing-endpoints.js';

/** Id field of a module's summaries and details (spec §2 "Recommendation list": serviceId=...). */
export type IdField =
  | 'articlesId' | 'landDealId' | 'rentingHouseId' | 'houseKeepingId' | 'businessSolutionsId' | 'visaServicesId'
  | 'usedCarId' | 'carRentalId' | 'unusedItemId' | 'purchaseId' | 'recruitingInfoId';

/** The common set of spec §2: "list, details, mine, history, collection, publish, publishDetails". */
const LISTING_KINDS = ['list', 'details', 'mine', 'history', 'collection', 'publish', 'publishDetails'] as const;
/** /article: editorial, so nothing to publish and no mine screen (spec §2). */
const ARTICLE_KINDS = ['list', 'details', 'history', 'collection'] as const;
/** /saleGoods: the common set plus the cart and order screens (spec §2). */
const SALE_GOODS_KINDS = [
  'list', 'details', 'shopingcar', 'fillorder', 'shippingaddress', 'filladdresss',
  'publish', 'publishDetails', 'mine', 'collection', 'history',
] as const;

/**
 * /jobAndRecruit (spec §2): jobWanted (jobList, jobDetails, emergencyRecruitmentList, fullTimeJob,
 * partTimeJob, companyInfo), recruit (recruitList, recruitDetails, publish, publishDetails), edit
 * (editCompanyInfo, editResume), userCenter (userIndex, myCollection, historyList, myResume,
 * myDeliver, resumeManage, myResumeDetails).
 */
const JOB_KINDS = [
  'jobWanted/jobList', 'jobWanted/jobDetails', 'jobWanted/emergencyRecruitmentList', 'jobWanted/fullTimeJob',
  'jobWanted/partTimeJob', 'jobWanted/companyInfo',
  'recruit/recruitList', 'recruit/recruitDetails', 'recruit/publish', 'recruit/publishDetails',
  'edit/editCompanyInfo', 'edit/editResume',
  'userCenter/userIndex', 'userCenter/myCollection', 'userCenter/historyList', 'userCenter/myResume',
  'userCenter/myDeliver', 'userCenter/resumeManage', 'userCenter/myResumeDetails',
] as const;

/** The generic screen kinds a link may name (DESIGN.md §2 screens/). */
export type GenericKind = 'list' | 'details' | 'mine' | 'history' | 'collection' | 'publish' | 'publishDetails';

/**
 * Where the module's own bottom bar shows (spec §2): module bars "show only on list and mine
 * screens"; the article bar (articles, collection, read history) is "hidden on details".
 */
const LIST_AND_MINE = ['list', 'mine'] as const;
const ALL_BUT_DETAILS = ['list', 'history', 'collection'] as const;

export interface ModuleIdentity {
  /** Route base (spec §2 "Module routes") and the key of the contract's endpoint family. */
  readonly key: ModuleKey;
  /** spec §3 "Module ids". */
  readonly moduleId: number;
  readonly idField: IdField;
  /** Details, favourites and recommendations carry esInfoId besides serviceId (articles, goods). */
  readonly esInfoId: boolean;
  /** An advert's details link passes its id as esInfoId too (spec §2 "Ad link jumping": /article/details). */
  readonly adLinkEsInfoId?: true;
  /** The module's screens: /<key>/<kind> (spec §2 "Module routes"). */
  readonly routeKinds: readonly string[];
  /** Kinds whose screens show the module's bottom bar (spec §2). */
  readonly moduleBarKinds: readonly string[];
  /**
   * Where a generic kind lives when it is not /<key>/<kind> (recruitment: its list is
   * jobWanted/jobList, its history userCenter/historyList, ...): links use modulePath().
   */
  readonly paths?: Readonly<Partial<Record<GenericKind, string>>>;
  /**
   * Screen chunk of each route kind that is no generic screen (default: the generic screen of the
   * kind, else 'sale-goods' for the goods cart and order screens). Recruitment's own screens.
   */
  readonly screenGroups?: Readonly<Record<string, string>>;
}

const common = { esInfoId: false, routeKinds: LISTING_KINDS, moduleBarKinds: LIST_AND_MINE } as const;

const LIST = [
  {
    key: 'article', moduleId: MODULE_ID.article, idField: 'articlesId', esInfoId: true, adLinkEsInfoId: true,
    routeKinds: ARTICLE_KINDS, moduleBarKinds: ALL_BUT_DETAILS,
  },
  { ...common, key: 'land', moduleId: MODULE_ID.land, idField: 'landDealId' },
  { ...common, key: 'house', moduleId: MODULE_ID.house, idField: 'rentingHouseId' },
  { ...common, key: 'housekeep', moduleId: MODULE_ID.housekeeping, idField: 'houseKeepingId' },
  { ...common, key: 'business', moduleId: MODULE_ID.business, idField: 'businessSolutionsId' },
  { ...common, key: 'visa', moduleId: MODULE_ID.visa, idField: 'visaServicesId' },
  { ...common, key: 'carSales', moduleId: MODULE_ID.carSales, idField: 'usedCarId' },
  { ...common, key: 'carRental', moduleId: MODULE_ID.carRental, idField: 'carRentalId' },
  { ...common, key: 'saleGoods', moduleId: MODULE_ID.saleGoods, idField: 'unusedItemId', esInfoId: true, routeKinds: SALE_GOODS_KINDS },
  // /demandMarket "has the same set" as the seven listing modules (spec §2).
  { ...common, key: 'demandMarket', moduleId: MODULE_ID.purchase, idField: 'purchaseId' },
  // Recruitment: its publish, publishDetails, history and collection are the generic screens at
  // its own paths; lists, details and the job seeker's and recruiter's screens are its own.
  {
    key: 'jobAndRecruit', moduleId: MODULE_ID.recruitment, idField: 'recruitingInfoId', esInfoId: false,
    routeKinds: JOB_KINDS, moduleBarKinds: [],
    paths: {
      list: 'jobWanted/jobList', details: 'jobWanted/jobDetails', mine: 'userCenter/userIndex',
      history: 'userCenter/historyList', collection: 'userCenter/myCollection',
      publish: 'recruit/publish', publishDetails: 'recruit/publishDetails',
    },
    screenGroups: {
      'jobWanted/jobList': 'jobs', 'jobWanted/jobDetails': 'jobs', 'jobWanted/emergencyRecruitmentList': 'jobs',
      'jobWanted/fullTimeJob': 'jobs', 'jobWanted/partTimeJob': 'jobs', 'jobWanted/companyInfo': 'jobs',
      'recruit/recruitList': 'jobs-recruit', 'recruit/recruitDetails': 'jobs-recruit',
      'edit/editCompanyInfo': 'jobs-user', 'edit/editResume': 'jobs-user',
      'userCenter/userIndex': 'jobs-user', 'userCenter/myResume': 'jobs-user', 'userCenter/myDeliver': 'jobs-user',
      'userCenter/resumeManage': 'jobs-recruit', 'userCenter/myResumeDetails': 'jobs-user',
    },
  },
] as const satisfies readonly ModuleIdentity[];

type Listed = (typeof LIST)[number];

/** Compile-time check: the list has every key of the contract's endpoint families, and no other. */
type Unlisted = Exclude<ModuleKey, Listed['key']>;
const complete: [Unlisted] extends [never] ? true : { unlisted: Unlisted } = true;
void complete;

export const IDENTITY_LIST: readonly ModuleIdentity[] = LIST;

/** The ten module keys, in menu order. */
export const MODULE_KEYS: readonly ModuleKey[] = LIST.map((m) => m.key);

/** Identities by key (derived from the list, so each key is written once). */
export const IDENTITIES = Object.fromEntries(LIST.map((m) => [m.key, m])) as { readonly [I in Listed as I['key']]: I };

/** The module of a numeric module id (spec §3), or undefined for ids that are no listing module. */
export const identityById = (moduleId: number): ModuleIdentity | undefined => LIST.find((m) => m.moduleId === moduleId);

/** The path of a module's generic screen (spec §2 "Module routes"; recruitment's own paths). */
export const modulePath = (m: { readonly key: string; readonly paths?: ModuleIdentity['paths'] | undefined }, kind: GenericKind): string =>
  `/${m.key}/${m.paths?.[kind] ?? kind}`;

/** The generic kind a module route kind stands for (recruitment 'recruit/publish' -> 'publish'). */
export function genericKindOf(m: Pick<ModuleIdentity, 'paths'>, routeKind: string): string {
  const found = Object.entries(m.paths ?? {}).find(([, sub]) => sub === routeKind);
  return found ? found[0] : routeKind;
}
