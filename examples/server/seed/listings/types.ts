// One seed listing as the data files describe it, before ids exist: lookups are named by key
// (city 'Abidjan', tag 'apartment', label 'furnished'), texts are given in all three languages and
// `translations` says which of them are stored besides the original (spec §1 translation mode).
import type { LanguageCode } from '../../../../src/contract/envelope.js';
import type { ListingModuleKey } from '../../../../src/contract/listing-endpoints.js';

export interface SeedText {
  title: string;
  /** Simple, safe HTML: <p>, <b>, <ul><li>, <img src="/uploads/...">. */
  content: string;
}

export interface SeedListing {
  moduleKey: ListingModuleKey;
  /** Unique per seed; es_info_id = `seed-${esKey}`. */
  esKey: string;
  userId: string | null;
  areaIds: string[];
  /** null for a multi-country listing (spec §4: cityId is cleared). */
  cityKey: string | null;
  tagKey: string;
  labelKeys: string[];
  original: LanguageCode;
  /** Stored translations and their mode: 1 machine, 2 human. Absent languages are untranslated. */
  translations: Partial<Record<LanguageCode, 1 | 2>>;
  texts: Record<LanguageCode, SeedText>;
  currency?: string;
  price?: number;
  totalPrice?: number;
  singlePrice?: number;
  size?: number;
  sizeUnitId?: number;
  billingCycleId?: number;
  serviceTime?: number;
  location: string;
  contacts: string;
  mail: string;
  phones: string[];
  images: string[];
  coverImages?: string[];
  attrs: Record<string, unknown>;
  stickyTop?: boolean;
  infoSource?: string;
  infoSourceName?: string;
  /** Age of the listing: release_time = now - hoursAgo. */
  hoursAgo: number;
}
