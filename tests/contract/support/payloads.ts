// Publish payloads of every module, built the way the app's forms build them: from the lookups the
// server serves (tags, labels, cities, units, brands ...) fetched through the real client.
import { SEED_BY_KEY, type SampleLookups } from '../../../examples/server/seed/listings/index.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { IdName, Label, Tag } from '../../../src/contract/types/common.js';
import type { City, Currency } from '../../../src/contract/types/lookups.js';
import type { ListingModule, ModuleKey } from '../../../src/modules/index.js';
import { endpointName, ok } from './cases.js';
import type { ContractClient } from './world.js';

/** The served lookup ids a publish payload refers to: the seed's sample ones and a city. */
export interface Lookups extends SampleLookups {
  cityId: number;
}

export interface ModuleChoices {
  /** The tag the listing is published with (a child tag in two-level modules). */
  tagId: number;
  /** Its first-level parent in two-level modules (a parent filter matches children). */
  parentTagId: number;
  /** A first-level tag the listing does not have. */
  otherTagId: number;
  labelIds: number[];
  /** Every label of the module (limit tests). */
  allLabelIds: number[];
}

const first = <T>(list: T[], what: string): T => {
  if (list.length === 0) throw new Error(`no ${what} served`);
  return list[0]!;
};

export async function loadLookups(c: ContractClient): Promise<Lookups> {
  const [city, money, sizes, cycles, brands, energy, quality] = await Promise.all([
    ok<City | null>(c, 'getDefaultCity', { areaId: 'CIV' }),
    ok<Currency[]>(c, 'getMoneyUnits', {}),
    ok<IdName[]>(c, 'getSizeUnits', {}),
    ok<IdName[]>(c, 'getBillingCycle', {}),
    ok<IdName[]>(c, 'getCarBrand', {}),
    ok<IdName[]>(c, 'getEnergy', {}),
    ok<IdName[]>(c, 'getQuality', {}),
  ]);
  if (!city) throw new Error('no default city for CIV');
  return {
    cityId: city.id,
    moneyUnitId: first(money, 'money unit').id,
    sizeUnitId: first(sizes, 'size unit').id,
    billingCycleId: first(cycles, 'billing cycle').id,
    brandId: first(brands, 'brand').id,
    energyId: first(energy, 'energy').id,
    qualityId: first(quality, 'quality').id,
  };
}

export async function moduleChoices(c: ContractClient, m: ListingModule): Promise<ModuleChoices> {
  const tags = await ok<Tag[]>(c, endpointName(m.endpoints.tags), {});
  const labels = m.endpoints.labels ? await ok<Label[]>(c, endpointName(m.endpoints.labels), {}) : [];
  const parent = m.filters.tagLevels === 2 ? tags.find((t) => (t.children ?? []).length > 0) : tags[0];
  if (!parent) throw new Error(`${m.key}: no tag to publish with`);
  const other = tags.find((t) => t.id !== parent.id);
  if (!other) throw new Error(`${m.key}: needs two tags`);
  return {
    tagId: m.filters.tagLevels === 2 ? parent.children![0]!.id : parent.id,
    parentTagId: parent.id,
    otherTagId: other.id,
    labelIds: labels.slice(0, 1).map((l) => l.id),
    allLabelIds: labels.map((l) => l.id),
  };
}

/** A word no seeded listing has: keyword searches for it find exactly the contract's listing. */
export const searchToken = (key: ModuleKey): string => `zq${key.toLowerCase()}contract`;

/** A payload the module's rules accept, written in French, for the member's country (CIV, +225). */
export function publishPayload(m: ListingModule, l: Lookups, ch: ModuleChoices, imgPath: string, userId: string): Record<string, unknown> {
  return {
    userId,
    areaId: 'CIV',
    areaIds: ['CIV'],
    cityId: l.cityId,
    tagId: ch.tagId,
    location: 'Cocody Riviera 3, Abidjan',
    labelIds: ch.labelIds,
    title: `Annonce ${searchToken(m.key)} à Abidjan`,
    content: `<p>Une description assez longue pour la règle des vingt caractères (${m.key}).</p>`,
    contacts: 'Koffi',
    mail: 'koffi@example.test',
    tel: '0102030405',
    fileList: [{ imgPath, sort: 0 }],
    originalLanguageId: 'fr',
    // Module-only fields (spec §3 "Publish payloads"), the module seed's sample with the served lookups.
    ...SEED_BY_KEY[m.key].samplePublish(l),
  };
}

/** The upload call of the publish form (spec §7 uploadImg: multipartFile, moduleId, areaId). */
export const uploadPicture = (c: ContractClient, m: ListingModule, blob: Blob, name: string, language = 'en') =>
  c.api.upload(ENDPOINTS.uploadImg, { moduleId: String(m.moduleId), areaId: 'CIV', language }, blob, name);
