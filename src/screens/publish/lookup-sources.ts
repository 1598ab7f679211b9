// Where the publish form's pickers get their rows (spec §3 "Lookups", §7 "Common" and the module's
// tags/labels calls), as picker sources: loaded when the field first shows, kept for the app
// instance per language (kit/pickers/use-picker-data.ts), so a second form asks nothing again.
import type { ApiClient } from '../../api/index.js';
import type { AnyEndpoint } from '../../contract/endpoint.js';
import type { LanguageCode } from '../../contract/envelope.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { IdName } from '../../contract/types/common.js';
import type { JobLookups } from '../../contract/types/jobs.js';
import type { LookupKey } from '../../modules/publish-form.js';
import { loadJobLookups } from '../kit/job-lookups.js';
import type { PickerSource, SourceReply } from '../kit/pickers/index.js';

/** Lookups that are a whole reply (a list of rows). */
type ListKey = Exclude<LookupKey, JobLookupKey>;
/** Lookups that are one list of the job lookups reply (getJobLookups: one call and one cache with the
 * job screens, kit/job-lookups.ts). */
type JobLookupKey = 'workExperience' | 'degree';

const LOOKUPS: Readonly<Record<ListKey, AnyEndpoint>> = {
  billingCycle: ENDPOINTS.getBillingCycle,
  moneyUnit: ENDPOINTS.getMoneyUnits,
  sizeUnit: ENDPOINTS.getSizeUnits,
  carBrand: ENDPOINTS.getCarBrand,
  energy: ENDPOINTS.getEnergy,
  quality: ENDPOINTS.getQuality,
};

const JOB_LOOKUPS: Readonly<Record<JobLookupKey, keyof JobLookups>> = {
  workExperience: 'workExperiences',
  degree: 'degrees',
};

const isJobLookup = (key: LookupKey): key is JobLookupKey => Object.hasOwn(JOB_LOOKUPS, key);

async function loadJobLookup(api: ApiClient, key: JobLookupKey, language: LanguageCode): Promise<SourceReply<Option>> {
  const data = await loadJobLookups(api, language);
  if (!data) return { ok: false };
  const rows = data[JOB_LOOKUPS[key]];
  return { ok: true, items: Array.isArray(rows) ? (rows as Option[]) : [] };
}

/** A row of any of these lists: id and name (currencies also carry their flag). */
export type Option = IdName & { flag?: string };

async function load(api: ApiClient, endpoint: AnyEndpoint, body: object, signal: AbortSignal): Promise<SourceReply<Option>> {
  const reply = await api.call(endpoint, body, { signal });
  if (reply.code !== 200) return { ok: false };
  return { ok: true, items: Array.isArray(reply.customData) ? (reply.customData as Option[]) : [] };
}

export const lookupSource = (key: LookupKey, language: LanguageCode): PickerSource<Option> => ({
  key: `publishLookup:${key}:${language}`,
  load: (api, signal) => (isJobLookup(key) ? loadJobLookup(api, key, language) : load(api, LOOKUPS[key], {}, signal)),
});

/** A module's tags (first level) or labels: `name` tells them apart in the cache. */
export const moduleListSource = (name: string, endpoint: AnyEndpoint, language: LanguageCode): PickerSource<Option> => ({
  key: `publishList:${name}:${language}`,
  load: (api, signal) => load(api, endpoint, {}, signal),
});

/** The second tag level under `parentTagId` (housekeeping, business: spec §3 "two-level"). */
export const secondTagSource = (name: string, endpoint: AnyEndpoint, parentTagId: number, language: LanguageCode): PickerSource<Option> => ({
  key: `publishSubTags:${name}:${parentTagId}:${language}`,
  load: (api, signal) => load(api, endpoint, { parentTagId }, signal),
});
