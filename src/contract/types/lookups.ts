// Lookup rows (spec §3 "Lookups", §7 "Common" and "Other lookups").
import type { AreaId, IdName, LanguageCode, LookupId, UserId } from './common.js';

export type BillingCycle = IdName;

/** Currency ("money unit"): flag is the symbol shown before prices (priceFlag). */
export interface Currency extends IdName {
  flag: string;
}

export interface Country {
  id: AreaId;
  name: string;
}

export interface City {
  id: LookupId;
  name: string;
  /** Parent (country or region) id. */
  pid?: AreaId | LookupId;
}

export type SizeUnit = IdName;

export interface AreaCode {
  name: string;
  mobileCode: string;
  countryCode: string;
}

export interface Language {
  id: LanguageCode;
  name: string;
}

export interface Agreement {
  agreementId: number;
  title: string;
  filePath: string;
}

/** Price / size range presets of the land and house filters. Shape not shown in spec §7; ours. */
export interface RangeOption {
  id: LookupId;
  name: string;
  min: number | null;
  max: number | null;
}

/** Bedroom count options of the house filter. Shape not shown in spec §7; ours. */
export interface CountOption {
  value: number;
  name: string;
}

/** Car brand, energy type, quality (new/used), industry. Shape not shown in spec §7; ours. */
export type CarBrand = IdName;
export type EnergyType = IdName;
export type Quality = IdName;
export type Industry = IdName & { children?: Industry[] };

export interface LanguageRequest {
  languageId: LanguageCode;
}
export interface CapitalCityRequest {
  areaId: AreaId;
}
export interface CityRequest {
  pid: AreaId | LookupId;
  languageId?: LanguageCode;
}
export interface SecondTagsRequest {
  parentTagId: LookupId;
}
export interface AgreementsRequest {
  agreementIds: number[];
}
export interface ReleaseCountryRequest {
  userId: UserId;
  moduleId: number;
}
export interface AppDownloadRequest {
  appType: number;
}
/** Shape not shown in spec §7; ours. */
export interface AppDownload {
  appFilePath: string;
  storeUrl?: string;
  iosUrl?: string;
}
