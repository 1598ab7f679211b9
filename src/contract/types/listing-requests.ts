// Search requests of the listing modules (spec §7) beyond the generic TermsSearchRequest.
import type { LookupId, PageRequest } from './common.js';

/** Range bounds come from numeric inputs; '' means "no bound". */
export type Bound = number | '';

export interface LandSearchRequest extends PageRequest {
  tagId?: LookupId | '';
  priceRangeMin?: Bound;
  priceRangeMax?: Bound;
  sizeRangeMin?: Bound;
  sizeRangeMax?: Bound;
  keyWords?: string;
  type?: 1;
}

/** House list filter (spec §3 "House list filter"). */
export interface HouseSearchRequest extends PageRequest {
  keyWords?: string;
  priceRangeMin?: Bound;
  priceRangeMax?: Bound;
  tagId?: LookupId | '';
  bedroomNum?: number | '';
  type?: 1;
}

/** Used cars and car rental: price range and brand filters. Ours. */
export interface CarSearchRequest extends PageRequest {
  tagId?: LookupId | '';
  keyWords?: string;
  brandId?: LookupId | '';
  priceRangeMin?: Bound;
  priceRangeMax?: Bound;
  type?: 1;
}
