// The publisher's own listing (getMineDetail, spec §3 "Own-listing detail adds ..."): the details
// fields, the extras of spec §3 and the payload ids needed to prefill the edit form.
import type { AreaId, FileRef, Label, LookupId } from './common.js';

export interface CountryNameAreaId {
  areaId: AreaId;
  countryName: string;
}

export interface OwnListingExtras {
  /** Ids of the countries of a multi-country listing. */
  countryNameAreaIdVOS: CountryNameAreaId[];
  cityId: LookupId | null;
  cityName: string;
  countryName: string;
  tagId: LookupId;
  tag: string;
  fileList: FileRef[];
  /** Plain strings. */
  phoneList: string[];
  labelList: Label[];
  billingCycleName?: string;
  countryCityName: string;
  /** Publish status (statuses.PUBLISH_STATUS). Ours: the spec shows none for a single listing. */
  status?: number;
  /** statuses.AUDIT_STATUS implied by status (listing-lifecycle.ts auditStatusOf). */
  auditStatus?: number;
  /** Why review failed (status 6), shown to the publisher; '' otherwise. */
  reviewReason?: string;
}

/**
 * D: the module's details type, P: its publish payload. Payload fields that the details or the
 * extras already define keep those types; the rest (ids like moneyUnitId) are optional.
 */
export type OwnListing<D, P> = Omit<D, keyof OwnListingExtras> &
  OwnListingExtras &
  Partial<Omit<P, keyof D | keyof OwnListingExtras>>;
