// The rules every publish form shares (spec §3 "Draft form shared across modules", §5 "Listings"),
// and the cross-field rules the modules compose.
import * as v from 'valibot';
import { LANGUAGES } from '../constants.js';
import type { PublishBase } from '../types/publish.js';
import { areaIdSchema, choiceSchema, countriesSchema, fileListSchema, labelsSchema, type LabelRule } from './choices.js';
import { crossRule, type CrossProblem } from './form-object.js';
import { MSG } from './messages.js';
import { validateFloors, validateRange } from './numbers.js';
import { telSchema } from './phone.js';
import { contactsSchema, contentSchema, optionalEmailSchema, requiredTextSchema, titleSchema } from './text.js';

/** What the rules need to know about the publishing user. */
export interface PublishRuleOptions {
  /** Area code for the phone rule (the user's); omitted: digits only. */
  mobileCode?: string;
  /** Allowed publish countries (releaseAreaNum); omitted: the count is not checked. */
  releaseAreaNum?: number;
}

export interface PublishShape {
  labels: LabelRule;
  /** Pictures are a required choice (spec §5), except for want-to-buy demands. */
  picturesRequired: boolean;
}

type RequiredKeys<P> = { [K in keyof P]-?: object extends Pick<P, K> ? never : K }[keyof P];

/**
 * Ties a module's entries to its payload type: every entry must be a payload field and every
 * required payload field must have a rule, so a renamed field breaks the build, not the server.
 */
export function entriesFor<P>() {
  return <const E extends v.ObjectEntries & Record<RequiredKeys<P>, v.GenericSchema>>(
    entries: E & { [K in Exclude<keyof E, keyof P>]: never },
  ): E => entries;
}

const optionalString = v.optional(v.string(MSG.checkWarning));

export const publishBaseEntries = (o: PublishRuleOptions, shape: PublishShape) =>
  entriesFor<PublishBase>()({
    /** The server takes the user from Authorization; the field is carried, not trusted. */
    userId: optionalString,
    areaId: areaIdSchema,
    areaIds: v.optional(countriesSchema(o.releaseAreaNum), []),
    /** Required unless several countries are chosen: see cityRule. */
    cityId: v.nullish(v.number(MSG.choose)),
    tagId: choiceSchema,
    location: requiredTextSchema,
    labelIds: labelsSchema(shape.labels),
    title: titleSchema,
    content: contentSchema,
    contacts: contactsSchema,
    mail: optionalEmailSchema,
    tel: telSchema(o.mobileCode),
    fileList: fileListSchema(shape.picturesRequired),
    originalLanguageId: v.optional(v.picklist(LANGUAGES, MSG.checkWarning)),
    serviceId: optionalString,
  });

const isMultiCountry = (value: Readonly<Record<string, unknown>>): boolean => {
  const { areaId, areaIds } = value;
  return (typeof areaId === 'string' && areaId.includes(',')) || (Array.isArray(areaIds) && areaIds.length > 1);
};

/**
 * City is a required choice, needs a country first ("select country"), and is cleared when
 * several countries are chosen (spec §4 "Multi-country publish", §5).
 */
export const cityProblem = (value: Readonly<Record<string, unknown>>): CrossProblem => {
  if (typeof value.cityId === 'number' || isMultiCountry(value)) return null;
  const hasCountry = typeof value.areaId === 'string' && value.areaId.trim() !== '';
  return { field: 'cityId', key: hasCountry ? MSG.choose : MSG.selectCountry };
};

export const cityRule = <T>() => crossRule<T>(cityProblem);

/** Current floor must not exceed total floors (spec §5). */
export const floorsRule = <T>() =>
  crossRule<T>((value) => {
    const key = validateFloors(value.storey, value.totalFloor);
    return key ? { field: 'storey', key } : null;
  });

/** Spec §5 "Minimum must not exceed maximum (... salary ...)": shown on the maximum. */
export const salaryRule = <T>() =>
  crossRule<T>((value) => {
    const key = validateRange(value.salaryMin, value.salaryMax);
    return key ? { field: 'salaryMax', key } : null;
  });

/** An optional edit id (landDealId, rentingHouseId, ...). */
export const editIdSchema = optionalString;
