// The seed of one listing module (SeedModule: everything the seed and the tests know of it, in the
// module's own file, DESIGN.md §3 "modules are data") and one seed listing as the data files
// describe it, before ids exist: lookups are named by key (city 'Abidjan', tag 'apartment', label
// 'furnished'), texts are given in all three languages and `translations` says which of them are
// stored besides the original (spec §1 translation mode).
import type { LanguageCode } from '../../../../src/contract/envelope.js';
import type { ListingModuleKey } from '../../../../src/contract/listing-endpoints.js';
import type { Names } from '../names.js';

/** A tag (listing type, spec §3 "Lookups"); children make the two-level tags of housekeeping and business. */
export interface TagSeed {
  key: string;
  names: Names;
  children?: readonly TagSeed[];
}

/** A label (selling point, spec §3 "labels (id, name)"). */
export interface LabelSeed {
  key: string;
  names: Names;
}

/** The module's home menu tile (spec §2 "Menu tiles"); its id is the module id and its route /<key>. */
export interface HomeTileSeed {
  names: Names;
  descriptions: Names;
}

export type Rgb = readonly [number, number, number];

/** Lookup ids a publish payload refers to, as whoever publishes has them (its own lookups or the served ones). */
export interface SampleLookups {
  moneyUnitId: number;
  sizeUnitId: number;
  billingCycleId: number;
  brandId: number;
  energyId: number;
  qualityId: number;
}

export interface SeedModule<K extends ListingModuleKey = ListingModuleKey> {
  key: K;
  /** Ids follow the order of the modules, then of this list (a child right after its parent). */
  tags: readonly TagSeed[];
  /** Empty for modules without labels (visa's call answers an empty list; articles and demands have none). */
  labels: readonly LabelSeed[];
  homeTile: HomeTileSeed;
  /** Colour of the module's pictures and menu icon, so a screen shows at a glance whose picture it is. */
  colour: Rgb;
  /** The module's seed listings. */
  listings(): SeedListing[];
  /**
   * A saved search u-buyer holds on a first start (seed/insert-alerts.ts), so the user centre's list
   * and the notification centre are not empty; a module has at most one.
   */
  savedSearch?: { keyWords: string; countryId: string; title: string };
  /**
   * The module's own fields of a valid publish payload (spec §3 "Publish payloads"), the common
   * fields (area, city, tag, texts, contacts, pictures) being the caller's: the tests publish with it.
   */
  samplePublish(l: SampleLookups): Record<string, unknown>;
}

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
