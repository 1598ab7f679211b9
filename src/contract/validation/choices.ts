// Choice rules of spec §5: required pickers ("choose"), labels, pictures, countries, hashtags and
// followed countries/categories.
import * as v from 'valibot';
import { ALL_COUNTRIES_AREA_NUM, IMAGE, LIMITS } from '../constants.js';
import { MSG, type ValidationKey } from './messages.js';

/** A picked lookup id (type, billing cycle, currency, size unit, brand, ...). */
export const choiceSchema = v.number(MSG.choose);

/** A picked country (area id, e.g. "CIV"); comma-joined ids when several (spec §4). */
export const areaIdSchema = v.pipe(
  v.string(MSG.choose),
  v.check((s) => s.trim() !== '', MSG.choose),
);

/** Yes/no choice: 1 yes, 0 no (house facilities, car options). */
export const yesNoSchema = v.picklist([0, 1], MSG.choose);

export interface LabelRule {
  /** 5, or 6 in business and visa (spec §5 "the notes disagree"). */
  max?: number;
  /** Labels are a required choice; optional where the module has none to offer. */
  required?: boolean;
}

/** Label ids: a required choice (by default), at most `max` ("most tags"). */
export const labelsSchema = ({ max = LIMITS.labels, required = true }: LabelRule = {}) =>
  v.pipe(
    v.array(v.number(MSG.choose), MSG.choose),
    v.check((ids) => !required || ids.length > 0, MSG.choose),
    v.maxLength(max, MSG.mostTags),
  );

/** The images of a payload: {imgPath, sort}, 1 to 6 (or 0 to 6 when optional). */
export const fileListSchema = (required = true) =>
  v.pipe(
    v.array(v.object({ imgPath: v.pipe(v.string(MSG.choose), v.nonEmpty(MSG.choose)), sort: v.number(MSG.choose) }), MSG.choose),
    v.check((files) => !required || files.length > 0, MSG.choose),
    v.maxLength(IMAGE.maxCount, MSG.imagesLimit),
  );

/** Any picked images (before upload): at most 6. */
export const imagesSchema = v.pipe(v.array(v.unknown(), MSG.choose), v.maxLength(IMAGE.maxCount, MSG.imagesLimit));

/**
 * Multi-country publish (spec §5): at least one country; at most releaseAreaNum of them, except
 * that 999 means every country is allowed.
 */
export function validateCountryCount(count: number, releaseAreaNum: number): ValidationKey | null {
  if (count < 1) return MSG.choose;
  if (releaseAreaNum === ALL_COUNTRIES_AREA_NUM) return null;
  return count > Math.max(1, releaseAreaNum) ? MSG.exceed : null;
}

/** "Select all" is offered only when the allowed count is 999 (spec §5). */
export const canSelectAllCountries = (releaseAreaNum: number): boolean => releaseAreaNum === ALL_COUNTRIES_AREA_NUM;

/** Multi-country choice is offered only when releaseAreaNum is not 1 (spec §5). */
export const canChooseManyCountries = (releaseAreaNum: number): boolean => releaseAreaNum !== 1;

/** The chosen publish countries; count checked only when the allowed number is known. */
export const countriesSchema = (releaseAreaNum?: number) =>
  v.pipe(
    v.array(v.string(MSG.choose), MSG.choose),
    v.check(
      (ids) => (releaseAreaNum === undefined ? true : validateCountryCount(ids.length, releaseAreaNum) === null),
      (issue) => (releaseAreaNum === undefined ? MSG.exceed : validateCountryCount(issue.input.length, releaseAreaNum) ?? MSG.exceed),
    ),
  );

const capped = (max: number, key: ValidationKey) => v.pipe(v.array(v.unknown(), key), v.maxLength(max, key));

/** Followed countries besides the registered one: at most 5; at least the registered one must stay. */
export const followedCountriesSchema = (registeredAreaId?: string) =>
  v.pipe(
    v.array(v.string(MSG.choose), MSG.choose),
    v.check((ids) => ids.length > 0, MSG.choose),
    v.check(
      (ids) => ids.filter((id) => id !== registeredAreaId).length <= LIMITS.followedCountries,
      MSG.followedCountriesLimit,
    ),
  );

/** Followed categories: at most 5. */
export const followedCategoriesSchema = capped(LIMITS.followedCategories, MSG.followedCategoriesLimit);
