// Typed field lists of the module descriptors (DESIGN.md §3): a list is checked at compile time
// against the contract type it describes, so a field added to a summary or details type breaks
// the build until every descriptor names it (no silent gaps between app, server and contract).
import type { ListingDetailBase } from '../contract/types/listing-details.js';

type Missing<T, L extends readonly PropertyKey[]> = Exclude<keyof T, L[number]>;

/**
 * `fieldsOf<T>()([...])`: the names of EVERY field of T (optional ones too), in display order.
 * A missing name is a type error naming it (`{ missing: 'price' }`).
 */
export const fieldsOf =
  <T>() =>
  <const L extends readonly (keyof T & string)[]>(
    fields: L & ([Missing<T, L>] extends [never] ? unknown : { missing: Missing<T, L> }),
  ): readonly string[] =>
    fields;

/** What a module-only field (stored in listings.attrs) holds. 'date' is "YYYY-MM" (purchase date). */
/**
 * 'optionalInt': a whole number whose absence means something (goods' deliveryFee: absent = the
 * seller does not deliver, 0 = free delivery), so the owner's edit form gets '' back, never 0.
 */
export type AttrKind = 'int' | 'optionalInt' | 'number' | 'yesno' | 'string' | 'date';

export interface AttrField {
  readonly name: string;
  readonly kind: AttrKind;
}

/** `attrsOf<Payload>()([...])`: module-only fields, each a field of the module's publish payload. */
export const attrsOf =
  <P>() =>
  <const L extends readonly { readonly name: keyof P & string; readonly kind: AttrKind }[]>(attrs: L): readonly AttrField[] =>
    attrs;

/** `subsetOf<Payload>()([...])`: some fields of a payload (the shared columns a form carries). */
export const subsetOf =
  <P>() =>
  <const L extends readonly (keyof P & string)[]>(fields: L): readonly (L[number])[] =>
    fields;

/** The block every listing details page shows (spec §2 "Common details screen"), articles excepted. */
export const COMMON_DETAIL_FIELDS = fieldsOf<ListingDetailBase>()([
  'title', 'content', 'coverImg', 'releaseTime', 'countryCityName', 'languageId', 'isFavorite', 'imgPath', 'location',
  'avatarPath', 'petName', 'entName', 'accountType', 'translationType', 'contacts', 'phoneList', 'mail', 'imgList',
  'labelList', 'userMq', 'userId', 'mobileCode',
]);

/** The module-specific part of a details type: what a descriptor's detailFields must list. */
export type DetailExtras<D> = Omit<D, keyof ListingDetailBase>;
