// Requests of the listing calls (spec §7 "searchXxxByTerms", "searchXxxDetailById", getMineDetail,
// insertFavorite, getMyFavorite/getMyHistory, cancelMyFavorite, deleteMyHistory,
// getMineReleaseAbility/checkReleaseNum), built from listing-fields.ts. The userId several of them
// carry is not read here: the server serves the caller (its session) and refuses a body naming
// another user before these run. Fields a request does not declare are dropped.
import * as v from 'valibot';
import { crossRule, formObject } from './form-object.js';
import {
  esInfoIdSchema, keywordsSchema, MAX_IDS, moduleIdSchema, optionalLanguageSchema, optionalLookupIdSchema, optionalServiceIdsSchema,
  optionalServiceIdSchema, pageSchema, searchBoundSchema, searchTypeSchema, serviceIdSchema, serviceIdsSchema,
} from './listing-fields.js';
import { MSG } from './messages.js';
import { JOBS, LIMITS } from '../constants.js';
import { PUBLISH_STATUS } from '../statuses.js';
import { validateRange } from './numbers.js';

/** Bedrooms are a small count picked from a list (house filter, spec §2). */
const MAX_BEDROOMS = 99;

/** Which filters a module's list has (its descriptor, DESIGN.md §3); the others are ignored, not read. */
export interface SearchFilters {
  priceRange: boolean;
  sizeRange: boolean;
  bedroomNum: boolean;
  /** Int attrs a search may ask to equal (the descriptor's filters.attrEquals; recruitment). */
  attrEquals?: readonly string[];
  /** salaryMin/salaryMax, moneyUnitId, billingCycleId, salaryRateId (the descriptor's filters.salaryRange). */
  salaryRange?: boolean;
}

/** Largest value an int attr filter may ask for (PostgreSQL int). */
const ATTR_VALUE_MAX = 2_147_483_647;
const blankFilter = (x: unknown): boolean => x === undefined || x === null || (typeof x === 'string' && x.trim() === '');
/** A whole number >= 0 given as a number or digits; null when not. */
const attrNumber = (x: unknown): number | null => {
  const n = typeof x === 'string' && /^\d{1,10}$/.test(x.trim()) ? Number(x) : x;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= ATTR_VALUE_MAX ? n : null;
};

/**
 * An int attr to equal: '', null and absent mean any; 0 is a value (no experience, no degree,
 * not urgent), unlike a lookup id's 0.
 */
const attrEqualsSchema = v.pipe(
  v.custom<number | string | null | undefined>((x) => blankFilter(x) || attrNumber(x) !== null, MSG.choose),
  v.transform((x) => (blankFilter(x) ? null : (attrNumber(x) as number))),
);

/** A salary rate option (spec §3 "numbered 0 to 10"); 0 (negotiable / any) reads as no rate. */
const salaryRateSchema = v.pipe(
  attrEqualsSchema,
  v.check((x) => x === null || (JOBS.salaryRateIds as readonly number[]).includes(x), MSG.choose),
  v.transform((x) => (x === 0 ? null : x)),
);

/** The salary filter's fields; none (undeclared fields are dropped) when the module has no salary. */
const salaryEntries = (on: boolean): v.ObjectEntries =>
  on
    ? {
      // A salary, not a price (spec §5 "salary ... not zero or negative"): as the job form says.
      salaryMin: searchBoundSchema(MSG.numberPositive),
      salaryMax: searchBoundSchema(MSG.numberPositive),
      moneyUnitId: optionalLookupIdSchema,
      billingCycleId: optionalLookupIdSchema,
      salaryRateId: salaryRateSchema,
    }
    : {};

/** spec §5 "Minimum must not exceed maximum", blamed on the minimum. */
const rangeRule = <T>(min: string, max: string) =>
  crossRule<T>((value) => {
    const key = validateRange(value[min], value[max]);
    return key ? { field: min, key } : null;
  });

/** An ignored filter reads as "no bound" whatever was sent. */
const ignored = v.pipe(v.unknown(), v.transform((): null => null));

/** A module's list: words, type, tag, the module's filters and the page. */
export const searchRequestSchema = (f: SearchFilters) =>
  v.pipe(
    formObject({
      keyWords: keywordsSchema,
      type: searchTypeSchema,
      tagId: optionalLookupIdSchema,
      bedroomNum: f.bedroomNum
        ? v.pipe(optionalLookupIdSchema, v.check((n) => n === null || n <= MAX_BEDROOMS, MSG.choose))
        : ignored,
      priceRangeMin: f.priceRange ? searchBoundSchema(MSG.priceLimit) : ignored,
      priceRangeMax: f.priceRange ? searchBoundSchema(MSG.priceLimit) : ignored,
      sizeRangeMin: f.sizeRange ? searchBoundSchema(MSG.sizeLimit) : ignored,
      sizeRangeMax: f.sizeRange ? searchBoundSchema(MSG.sizeLimit) : ignored,
      ...salaryEntries(f.salaryRange === true),
      ...Object.fromEntries((f.attrEquals ?? []).map((name) => [name, attrEqualsSchema])),
      page: pageSchema,
    }),
    rangeRule('priceRangeMin', 'priceRangeMax'),
    rangeRule('sizeRangeMin', 'sizeRangeMax'),
    rangeRule('salaryMin', 'salaryMax'),
  );

/** Details of a published listing; esInfoId also names an article or a goods item. */
export const listingDetailRequestSchema = formObject({ serviceId: serviceIdSchema, esInfoId: esInfoIdSchema });

/** The publisher's own listing, its text in languageId (absent: the original). */
export const mineDetailRequestSchema = formObject({ serviceId: serviceIdSchema, languageId: optionalLanguageSchema });

/** Calls about a module: release ability and publish quota. `byId` is the module table. */
export const moduleRequestSchema = <M>(byId: (moduleId: number) => M | undefined) => formObject({ moduleId: moduleIdSchema(byId) });

/** One of the caller's own listings of a module (publish management: delete, take down, refresh, publish again). */
export const ownListingRequestSchema = <M>(byId: (moduleId: number) => M | undefined) =>
  formObject({ moduleId: moduleIdSchema(byId), serviceId: serviceIdSchema });

const PUBLISH_STATUSES: readonly number[] = Object.values(PUBLISH_STATUS);
/** A status given as a number or one digit, or null when it names none. */
const statusOf = (x: unknown): number | null => {
  const n = typeof x === 'string' && /^\d$/.test(x.trim()) ? Number(x) : x;
  return typeof n === 'number' && PUBLISH_STATUSES.includes(n) ? n : null;
};
const noStatus = (x: unknown): boolean => x === undefined || x === null || x === '';

/** A publish status (statuses.PUBLISH_STATUS) to filter by; '', null and absent mean every status. */
const optionalPublishStatusSchema = v.pipe(
  v.custom<number | string | null | undefined>((x) => noStatus(x) || statusOf(x) !== null, MSG.choose),
  v.transform((x) => (noStatus(x) ? null : (statusOf(x) as number))),
);

/** Several statuses (a family of publish management's tabs, spec §4: on review = 4 and 5); absent or [] = no filter. */
const optionalPublishStatusesSchema = v.pipe(
  v.nullish(v.array(v.custom<number | string>((x) => statusOf(x) !== null, MSG.choose), MSG.choose), []),
  v.check((list) => list.length <= PUBLISH_STATUSES.length, MSG.choose),
  v.transform((list) => [...new Set(list.map((x) => statusOf(x) as number))]),
);

/**
 * Publish management's list (spec §2 /common/publishManage): a module, optionally a status or
 * several (both given: a listing must match both), the page.
 */
export const myReleaseRequestSchema = <M>(byId: (moduleId: number) => M | undefined) =>
  formObject({ moduleId: moduleIdSchema(byId), status: optionalPublishStatusSchema, statuses: optionalPublishStatusesSchema, page: pageSchema });

/** checkRelease: a new listing of the module, or (serviceId) one of the caller's own. */
export const checkReleaseRequestSchema = <M>(byId: (moduleId: number) => M | undefined) =>
  formObject({ moduleId: moduleIdSchema(byId), serviceId: optionalServiceIdSchema });

/**
 * The word check before saving (spec §2 /common/checkWord): the texts of the form as typed, each
 * as long as the publish form allows (content is HTML, checked as its text by the server).
 */
export const checkWordRequestSchema = <M>(byId: (moduleId: number) => M | undefined) =>
  formObject({
    moduleId: moduleIdSchema(byId),
    title: v.optional(v.pipe(v.string(MSG.checkWarning), v.maxLength(LIMITS.titleMax, MSG.titleLength)), ''),
    content: v.optional(v.string(MSG.checkWarning), ''),
    contacts: v.optional(v.pipe(v.string(MSG.checkWarning), v.maxLength(LIMITS.freeInputMax, MSG.inputLimit)), ''),
    location: v.optional(v.pipe(v.string(MSG.checkWarning), v.maxLength(LIMITS.freeInputMax, MSG.inputLimit)), ''),
  });

/** Favourite one listing of a module. */
export const insertFavoriteRequestSchema = <M>(byId: (moduleId: number) => M | undefined) =>
  formObject({ moduleId: moduleIdSchema(byId), serviceId: serviceIdSchema, esInfoId: esInfoIdSchema });

/** A page of the caller's favourites or history of a module. */
export const savedListRequestSchema = <M>(byId: (moduleId: number) => M | undefined) =>
  formObject({ moduleId: moduleIdSchema(byId), page: pageSchema });

/** Longest esInfoId accepted (they are short search-index keys). */
const ES_INFO_ID_MAX = 64;

/**
 * Favourites to cancel: by listing id and/or, for articles, by esInfoId (spec §7); at least one
 * named, else "serviceIds" is refused. esInfoIds keep their text without NUL, '' entries dropped.
 */
export const cancelFavoriteRequestSchema = v.pipe(
  formObject({
    serviceIds: optionalServiceIdsSchema,
    esInfoIds: v.nullish(
      v.pipe(
        v.array(v.pipe(v.string(MSG.checkWarning), v.check((s) => s.length <= ES_INFO_ID_MAX, MSG.checkWarning)), MSG.checkWarning),
        v.check((ids) => ids.length <= MAX_IDS, MSG.checkWarning),
        v.transform((ids) => ids.filter((s) => s !== '').map((s) => s.split('\u0000').join(''))),
      ),
      [],
    ),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { serviceIds, esInfoIds } = dataset.value;
    if (serviceIds.length > 0 || esInfoIds.length > 0) return;
    addIssue({
      message: MSG.checkWarning,
      path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'serviceIds', value: serviceIds }],
    });
  }),
);

/** History rows to delete: 1 to 100 listing ids. */
export const deleteHistoryRequestSchema = formObject({ serviceIds: serviceIdsSchema });

/**
 * The listing a publish payload edits (spec §7 updateXxx): serviceId and/or the module's id field
 * (rentingHouseId, ...), which must agree (blamed on the id field); null = a new listing.
 */
export const editTargetSchema = (idField: string) =>
  v.pipe(
    formObject({ serviceId: optionalServiceIdSchema, [idField]: optionalServiceIdSchema }),
    v.rawTransform<Record<string, string | null>, string | null>(({ dataset, addIssue, NEVER }) => {
      const byService = dataset.value.serviceId ?? null;
      const byField = dataset.value[idField] ?? null;
      if (byService !== null && byField !== null && byService !== byField) {
        addIssue({ message: MSG.checkWarning, path: [{ type: 'object', origin: 'value', input: dataset.value, key: idField, value: byField }] });
        return NEVER;
      }
      return byService ?? byField;
    }),
  );
