// Publish-form schemas per module family (spec §3 "Publish payloads", §5 "Listings"), used by the
// forms before saving and by the server on every update* call. Car sales, car rental, goods and
// want-to-buy payloads are ours (types/publish.ts) and follow the same rules.
import * as v from 'valibot';
import { LIMITS } from '../constants.js';
import type { PublishingModuleKey } from '../listing-endpoints.js';
import type {
  CarRentalPublish, GoodsPublish, HousekeepingPublish, HousePublish, LandPublish, PurchasePublish, ServicePublish,
  UsedCarPublish,
} from '../types/publish.js';
import type { JobPublish } from '../types/jobs.js';
import { choiceSchema, yesNoSchema } from './choices.js';
import { formObject } from './form-object.js';
import { MSG } from './messages.js';
import { isBlank, isPositiveNumber, positiveNumberSchema, type NumberInput } from './numbers.js';
import { cityRule, editIdSchema, entriesFor, floorsRule, publishBaseEntries, salaryRule, type PublishRuleOptions } from './publish-base.js';

const price = positiveNumberSchema({ key: MSG.priceLimit });
const size = positiveNumberSchema({ key: MSG.sizeLimit });
const count = positiveNumberSchema({ integer: true });
/**
 * A salary (spec §5 "salary ... must be numbers and not zero or negative"): the generic number
 * message, as the CV's salary (jobs-resume.ts); "price limit" speaks of a price.
 */
const salary = positiveNumberSchema();
/** Counts chosen from a fixed list (bedrooms, living rooms, bathrooms): "choose" when missing. */
const pickedCount = positiveNumberSchema({ integer: true, emptyKey: MSG.choose });
/** An optional count: empty, null or 0 (the form default) are "not given". */
const optionalCount = v.optional(
  v.pipe(
    v.custom<NumberInput | null>((x) => x === null || typeof x === 'number' || typeof x === 'string', MSG.numberPositive),
    v.check((x) => isBlank(x) || x === 0 || isPositiveNumber(x, true), MSG.numberPositive),
  ),
);
const standard = { labels: { max: LIMITS.labels }, picturesRequired: true };

export const landPublishSchema = (o: PublishRuleOptions = {}) => {
  const entries = entriesFor<LandPublish>()({
    ...publishBaseEntries(o, standard),
    size,
    sizeUnitId: choiceSchema,
    moneyUnitId: choiceSchema,
    totalPrice: price,
    landDealId: editIdSchema,
  });
  return v.pipe(formObject(entries), cityRule());
};

export const housePublishSchema = (o: PublishRuleOptions = {}) => {
  const entries = entriesFor<HousePublish>()({
    ...publishBaseEntries(o, standard),
    billingCycleId: choiceSchema,
    moneyUnitId: choiceSchema,
    /** The rent. */
    price,
    storey: count,
    totalFloor: count,
    bedroomNum: pickedCount,
    bathroomNum: pickedCount,
    livingRoom: pickedCount,
    size,
    sizeUnitId: choiceSchema,
    tag: v.optional(v.string(MSG.choose)),
    hasMaidsRoom: yesNoSchema,
    hasSecurityRoom: yesNoSchema,
    hasGarden: yesNoSchema,
    hasPool: yesNoSchema,
    rentingHouseId: editIdSchema,
  });
  return v.pipe(formObject(entries), cityRule(), floorsRule());
};

export const housekeepingPublishSchema = (o: PublishRuleOptions = {}) => {
  const entries = entriesFor<HousekeepingPublish>()({
    ...publishBaseEntries(o, standard),
    /** Not shown on housekeeping details: empty or the default 0 mean "not given", else positive days. */
    serviceTime: optionalCount,
    houseKeepingId: editIdSchema,
  });
  return v.pipe(formObject(entries), cityRule());
};

/** Business and visa (spec §3: "payload shapes as for housekeeping with serviceTime and billingCycleId"). */
const servicePublishSchema = (o: PublishRuleOptions, labelsRequired: boolean) => {
  const entries = entriesFor<ServicePublish>()({
    ...publishBaseEntries(o, { labels: { max: LIMITS.labelsBusinessVisa, required: labelsRequired }, picturesRequired: true }),
    billingCycleId: choiceSchema,
    /** Days; the default 0 must be replaced by a positive number ("please input" when empty). */
    serviceTime: count,
    businessSolutionsId: editIdSchema,
    visaServicesId: editIdSchema,
  });
  return v.pipe(formObject(entries), cityRule());
};

export const businessPublishSchema = (o: PublishRuleOptions = {}) => servicePublishSchema(o, true);
/** Visa labels are optional: the visa labels call returns an empty list (spec §7). */
export const visaPublishSchema = (o: PublishRuleOptions = {}) => servicePublishSchema(o, false);

const optionalLabels = { labels: { max: LIMITS.labels, required: false }, picturesRequired: true };

export const carSalesPublishSchema = (o: PublishRuleOptions = {}) => {
  const entries = entriesFor<UsedCarPublish>()({
    ...publishBaseEntries(o, optionalLabels),
    brandId: choiceSchema,
    totalPrice: price,
    moneyUnitId: choiceSchema,
    miles: count,
    purchaseDate: v.pipe(v.string(MSG.choose), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, MSG.choose)),
    hasInsurance: yesNoSchema,
    energyId: choiceSchema,
    usedCarId: editIdSchema,
  });
  return v.pipe(formObject(entries), cityRule());
};

export const carRentalPublishSchema = (o: PublishRuleOptions = {}) => {
  const entries = entriesFor<CarRentalPublish>()({
    ...publishBaseEntries(o, optionalLabels),
    brandId: choiceSchema,
    totalPrice: price,
    moneyUnitId: choiceSchema,
    billingCycleId: choiceSchema,
    withDriver: yesNoSchema,
    fuelIncluded: yesNoSchema,
    tollsIncluded: yesNoSchema,
    carRentalId: editIdSchema,
  });
  return v.pipe(formObject(entries), cityRule());
};

/** Whole francs CFA from 0 (free delivery) up; empty means "no delivery" (goods-context decisions). */
const deliveryFee = v.optional(
  v.custom<NumberInput | null>(
    (x) => x === null || isBlank(x) || ((typeof x === 'number' || typeof x === 'string') && /^\d{1,9}$/.test(String(x).trim())),
    MSG.numberPositive,
  ),
);
/** An optional yes/no: null or absent is "no" (the server stores only what is set). */
const optionalYesNo = v.optional(v.nullable(yesNoSchema));

export const goodsPublishSchema = (o: PublishRuleOptions = {}) => {
  const entries = entriesFor<GoodsPublish>()({
    ...publishBaseEntries(o, optionalLabels),
    price,
    moneyUnitId: choiceSchema,
    qualityId: choiceSchema,
    number: count,
    deliveryFee,
    pickup: optionalYesNo,
    cashOnDelivery: optionalYesNo,
    unusedItemId: editIdSchema,
  });
  return v.pipe(formObject(entries), cityRule());
};

/** Want-to-buy: pictures optional (a demand may have nothing to show). */
export const purchasePublishSchema = (o: PublishRuleOptions = {}) => {
  const entries = entriesFor<PurchasePublish>()({
    ...publishBaseEntries(o, { labels: { max: LIMITS.labels, required: false }, picturesRequired: false }),
    price,
    moneyUnitId: choiceSchema,
    number: count,
    validDayNum: count,
    purchaseId: editIdSchema,
  });
  return v.pipe(formObject(entries), cityRule());
};

/**
 * A job (spec §3 "Jobs and CVs", §5 "salary, headcount ... must be numbers and not zero or
 * negative", "Minimum must not exceed maximum (... salary ...)"). The tag is the position (second
 * level); pictures and labels (benefits) are optional: most offers have nothing to show.
 */
export const jobPublishSchema = (o: PublishRuleOptions = {}) => {
  const entries = entriesFor<JobPublish>()({
    ...publishBaseEntries(o, { labels: { max: LIMITS.labels, required: false }, picturesRequired: false }),
    workExpId: choiceSchema,
    degreeRequired: choiceSchema,
    salaryMin: salary,
    salaryMax: salary,
    moneyUnitId: choiceSchema,
    billingCycleId: choiceSchema,
    recruitNum: count,
    workNature: v.picklist([1, 2], MSG.choose),
    urgent: yesNoSchema,
    recruitingInfoId: editIdSchema,
  });
  return v.pipe(formObject(entries), cityRule(), salaryRule());
};

/**
 * By listing module key: exactly the modules whose family has an update call (checked at compile
 * time against listing-endpoints.ts; articles are editorial, users do not publish them).
 */
export const PUBLISH_SCHEMAS = {
  land: landPublishSchema,
  house: housePublishSchema,
  housekeep: housekeepingPublishSchema,
  business: businessPublishSchema,
  visa: visaPublishSchema,
  carSales: carSalesPublishSchema,
  carRental: carRentalPublishSchema,
  saleGoods: goodsPublishSchema,
  demandMarket: purchasePublishSchema,
  jobAndRecruit: jobPublishSchema,
} as const satisfies Record<PublishingModuleKey, (o?: PublishRuleOptions) => unknown>;
