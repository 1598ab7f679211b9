// Shapes shared by every domain of the contract (spec §3 "Page object and list replies", "Lookups").
import type { LanguageCode } from '../envelope.js';

/** Yes/no flags: 1 yes, 0 no (spec §3 "Lookups"). */
export type YesNo = 0 | 1;

/** A listing's id inside its module (rentingHouseId, landDealId, ...); query `serviceId` everywhere. */
export type ServiceId = string;
export type UserId = string;
/** Country id, e.g. "CIV" (spec §9 default area id). */
export type AreaId = string;
/** Numeric id of a lookup row (tag, label, billing cycle, currency, size unit, city, ...). */
export type LookupId = number;
export type { LanguageCode };

/** Page object (spec §3): index starts at 1. */
export interface Page {
  index: number;
  size: number;
  total?: number;
}

export interface PageRequest {
  page: Page;
}

/** Search lists (spec §3). */
export interface SearchReply<T> {
  totalCount: number;
  resultList: T[];
}

/** Favourite and history lists (spec §3). */
export interface PageBreakReply<T> {
  totalCount: number;
  pageBreakList: T[];
}

/** Translated title and content next to a details reply (spec §3 "orgMap"). */
export interface OrgMap {
  orgTitle: string;
  orgContent: string;
}

/** Details replies carry the listing under resultMap and optionally the other-language text. */
export interface DetailReply<T> {
  resultMap: T;
  orgMap?: OrgMap;
}

export interface IdName {
  id: LookupId;
  name: string;
}

export type Label = IdName;

/** Tags: two-level for housekeeping and business (spec §3). */
export interface Tag extends IdName {
  children?: Tag[];
}

export interface ImgRef {
  imgPath: string;
}

/** An image of an own listing / publish payload with its order. */
export interface FileRef {
  imgPath: string;
  sort: number;
}

/** A call without a request body. */
export type Empty = Record<string, never>;

/** Replies that carry nothing useful beyond code and message. */
export type Ack = null;

export interface ServiceRef {
  serviceId: ServiceId;
}

export interface UserRef {
  userId: UserId;
}

export interface UserModuleRef {
  userId: UserId;
  moduleId: number;
}

/** Details calls: userId (optional) lets the server fill isFavorite (spec §7). */
export interface DetailRequest {
  serviceId: ServiceId;
  userId?: UserId;
}

/** Own-listing details: the text in the asked language (spec §7 getMineDetail). */
export interface MineDetailRequest {
  serviceId: ServiceId;
  languageId?: LanguageCode;
}

/** Generic "search by terms" (spec §7): type 1 is the recommended-list search by keyWords of the title. */
export interface TermsSearchRequest extends PageRequest {
  tagId?: LookupId | '';
  keyWords?: string;
  type?: 1;
}

/** The publisher block shown on every details page (spec §2 "Common details screen"). */
export interface Publisher {
  userId: UserId;
  userMq: string;
  avatarPath: string;
  petName: string;
  entName: string;
  accountType?: number;
}
