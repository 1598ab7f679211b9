// Where a picker's rows come from (spec §7 "Common" lookups), as data: a cache key and a loader.
// Lookups change rarely, so a loaded list is kept for the app instance (one API client per
// instance, DESIGN.md §5) under a key that includes the language: reopening a picker, or opening
// the same picker on another screen (login then register), asks nothing again.
import type { ApiClient, CallOptions } from '../../../api/index.js';
import type { LanguageCode } from '../../../contract/envelope.js';
import { ENDPOINTS } from '../../../contract/endpoints.js';
import type { AreaId, UserId } from '../../../contract/types/common.js';
import type { AreaCode, City, Country } from '../../../contract/types/lookups.js';

export type SourceReply<T> = { ok: true; items: T[] } | { ok: false };

export interface PickerSource<T> {
  /** Cache key inside one app instance; includes everything the request depends on. */
  readonly key: string;
  load(api: ApiClient, signal: AbortSignal): Promise<SourceReply<T>>;
}

async function lookup<T>(
  api: ApiClient,
  endpoint: { path: string; __res?: T[] | null },
  body: object,
  opts: CallOptions,
): Promise<SourceReply<T>> {
  const reply = await api.call(endpoint, body, opts);
  if (reply.code !== 200) return { ok: false };
  // A 200 without a list is an empty list (the server answers [] or null alike).
  return { ok: true, items: Array.isArray(reply.customData) ? (reply.customData as T[]) : [] };
}

/** Countries in the interface language: /custom/v1/custom/country {languageId} (spec §7). */
export const countrySource = (languageId: LanguageCode): PickerSource<Country> => ({
  key: `country:${languageId}`,
  load: (api, signal) => lookup<Country>(api, ENDPOINTS.getCountry, { languageId }, { signal }),
});

/** A country's cities: /custom/v1/custom/city {pid, languageId} (spec §7). */
export const citySource = (areaId: AreaId, languageId: LanguageCode): PickerSource<City> => ({
  key: `city:${areaId}:${languageId}`,
  load: (api, signal) => lookup<City>(api, ENDPOINTS.getCity, { pid: areaId, languageId }, { signal }),
});

/**
 * Area codes by languageId (spec §7): "failure silently swallowed", so the call shows no alert or
 * toast of the code table (§8); the picker shows its own empty state with a retry instead.
 */
export const areaCodeSource = (languageId: LanguageCode): PickerSource<AreaCode> => ({
  key: `areaCode:${languageId}`,
  load: (api, signal) => lookup<AreaCode>(api, ENDPOINTS.getAreaCodes, { languageId }, { signal, silent: true }),
});

/**
 * The countries a user may publish a module in ("release country by userId and moduleId", spec
 * §7), for the multi-country checklist of the publish forms. Not cached across users.
 */
export const releaseCountrySource = (userId: UserId, moduleId: number, languageId: LanguageCode): PickerSource<Country> => ({
  key: `releaseCountry:${userId}:${moduleId}:${languageId}`,
  load: (api, signal) => lookup<Country>(api, ENDPOINTS.getReleaseCountry, { userId, moduleId }, { signal }),
});
