// The job lookups (getJobLookups: industries with their positions, experience, degrees, salary
// rates...) in the reader's language, for job rows, filters and details: rows carry ids only
// (contract JobSummary), so the names come from here. Asked once per API client and language
// and shared by every row on screen; a failed call is forgotten so the next screen asks again
// (once-per-client.ts).
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../api/index.js';
import { useServices } from '../../app/use-shell.js';
import type { IdName } from '../../contract/types/common.js';
import { JOB_ENDPOINTS } from '../../contract/endpoints/jobs.js';
import type { JobLookups } from '../../contract/types/jobs.js';
import { oncePerClient } from './once-per-client.js';
import { useLanguage } from './price.js';

const cache = oncePerClient<JobLookups>();

/**
 * The lookups of a language, asked once per client (every job screen and the job publish form's
 * pickers share the call and its answer); null when the call failed, which is then forgotten.
 */
export const loadJobLookups = (api: ApiClient, lang: string): Promise<JobLookups | null> =>
  cache.get(api, lang, () =>
    api.call(JOB_ENDPOINTS.getJobLookups, {}).then((reply) =>
      reply.code === 200 && reply.customData && typeof reply.customData === 'object' ? reply.customData : null,
    ),
  );

export interface JobLookupsState {
  /** null while loading or after a failure. */
  data: JobLookups | null;
  failed: boolean;
  /** Asks again after a failure. */
  retry(): void;
}

/** The lookups of the reader's language (rows only need `data`; filter panels show the failure). */
export function useJobLookupsState(): JobLookupsState {
  const { api } = useServices();
  const lang = useLanguage();
  const [data, setData] = useState<JobLookups | null>(() => cache.known(api, lang) ?? null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    const ready = cache.known(api, lang);
    if (ready) setData(ready);
    else {
      setFailed(false);
      void loadJobLookups(api, lang).then((d) => {
        if (!live) return;
        setData(d);
        setFailed(d === null);
      });
    }
    return () => {
      live = false;
    };
  }, [api, lang, attempt]);
  return { data, failed, retry: () => setAttempt((n) => n + 1) };
}

/** The lookups, or null while they load (or when the call failed). */
export const useJobLookups = (): JobLookups | null => useJobLookupsState().data;

/** The name of an id in a lookup list ('' when unknown or not loaded). */
export const nameOf = (list: readonly IdName[] | undefined, id: unknown): string =>
  (typeof id === 'number' || typeof id === 'string' ? list?.find((x) => String(x.id) === String(id))?.name : undefined) ?? '';

/** Industry and position names of a position id (the job's tag) or an industry id. */
export function tagNames(lookups: JobLookups | null, industryId: unknown, positionId: unknown): { industry: string; position: string } {
  const industry = lookups?.industries.find((i) => String(i.id) === String(industryId));
  return { industry: industry?.name ?? '', position: nameOf(industry?.children, positionId) };
}
