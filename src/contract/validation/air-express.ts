// Air-express requests (spec §2 /sea form, productinfo, order, details; types/air-express.ts). The
// app's forms and the reference server run these same schemas. A request says WHAT is sent and how
// big it is, never what it costs: the parcel schemas refuse any field they do not declare (a price,
// a total), so a tampered request is a 4422, not a silent strip. What needs the database (the
// addresses are the caller's, the warehouse flies to the receiver's country, the kind of goods is
// not forbidden, the parcel is the caller's) is the server's (examples/server/express).
import * as v from 'valibot';
import { EXPRESS } from '../express-limits.js';
import { PARCEL_PREFIX, PARCEL_TABS, type ParcelTab } from '../statuses.js';
import type { CancelParcelRequest, ParcelListRequest, ParcelMeasures } from '../types/air-express.js';
import { formObject } from './form-object.js';
import { idChoice, optionalPlain, requiredPlain, strictFormObject } from './goods-order.js';
import { pageSchema } from './listing-fields.js';
import { countryIdSchema } from './lookups.js';
import { MSG, type ValidationKey } from './messages.js';
import { entriesFor } from './publish-base.js';
import { agreementSchema } from './text.js';

/** A whole number from `min` to `max`; every failure says `key` (its fixed text names the bounds). */
const wholeIn = (min: number, max: number, key: ValidationKey) =>
  v.pipe(v.number(key), v.integer(key), v.minValue(min, key), v.maxValue(max, key));

/** A warehouse id (express_warehouses.id: lower-case letters, digits, dashes). */
export const warehouseIdSchema = v.pipe(v.string(MSG.choose), v.regex(/^[a-z0-9-]{1,40}$/, MSG.choose));

/** A parcel number: the 'ae' prefix, then letters and digits (the payments' numbering). */
export const PARCEL_NO_PATTERN = new RegExp(`^${PARCEL_PREFIX}[0-9A-Za-z]{4,40}$`);
export const parcelNoSchema = v.pipe(v.string(MSG.checkWarning), v.regex(PARCEL_NO_PATTERN, MSG.checkWarning));

/** Weight and size: grams and centimetres, whole (the form converts kilograms). */
export const measureEntries = entriesFor<ParcelMeasures>()({
  weightG: wholeIn(1, EXPRESS.weightMaxG, MSG.parcelWeight),
  lengthCm: wholeIn(1, EXPRESS.sideMaxCm, MSG.parcelSide),
  widthCm: wholeIn(1, EXPRESS.sideMaxCm, MSG.parcelSide),
  heightCm: wholeIn(1, EXPRESS.sideMaxCm, MSG.parcelSide),
});

const declaredValueSchema = wholeIn(1, EXPRESS.declaredValueMax, MSG.declaredValue);

/** quoteParcel: anyone's estimate (no address yet: the destination country is enough). */
export const parcelQuoteSchema = strictFormObject({
  ...measureEntries,
  warehouseId: warehouseIdSchema,
  toAreaId: countryIdSchema,
  declaredValue: declaredValueSchema,
});

/** productinfo: what is inside. */
export const parcelGoodsSchema = strictFormObject({
  name: requiredPlain(EXPRESS.goodsNameMax),
  categoryId: idChoice,
  quantity: v.pipe(v.number(MSG.checkWarning), v.integer(MSG.checkWarning), v.minValue(1, MSG.checkWarning), v.maxValue(EXPRESS.quantityMax, MSG.quantityMax)),
  declaredValue: declaredValueSchema,
});

/** An address of the book, picked (the address book's ids; MSG.choose when none was picked). */
const addressChoice = v.pipe(v.string(MSG.choose), v.regex(/^[A-Za-z0-9-]{1,64}$/, MSG.choose));

/** form's submit: the two addresses, the warehouse, the goods, the measures and the accepted agreement. */
export const parcelSchema = strictFormObject({
  ...measureEntries,
  senderAddressId: addressChoice,
  receiverAddressId: addressChoice,
  warehouseId: warehouseIdSchema,
  goods: parcelGoodsSchema,
  remark: optionalPlain(EXPRESS.remarkMax),
  agreed: agreementSchema,
});

/** getParcel. */
export const parcelRefSchema = formObject({ parcelNo: parcelNoSchema });

/** cancelParcel: the reason may be ''. */
export const cancelParcelSchema = formObject(
  entriesFor<CancelParcelRequest>()({ parcelNo: parcelNoSchema, reason: optionalPlain(EXPRESS.remarkMax) }),
);

const PARCEL_TAB_NAMES = Object.keys(PARCEL_TABS) as ParcelTab[];

/** getParcelList: an optional tab, the page. */
export const parcelListSchema = formObject(
  entriesFor<ParcelListRequest>()({
    tab: v.optional(v.picklist(PARCEL_TAB_NAMES, MSG.checkWarning)),
    page: pageSchema,
  }),
);
