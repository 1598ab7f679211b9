// Which listing a page's link preview card shows (issue: Beyond the spec, "Share a listing"): a
// details route of any listing module (the generic /<module>/details and recruitment's own
// jobWanted/jobDetails), read with the module's details call as a visitor makes it, so the read
// is the one the first reply uses (first-call.ts) and the reply cache answers both.
import type { EndpointName } from '../../../src/contract/endpoints.js';
import { ENDPOINT_BY_PATH } from '../../../src/contract/endpoints.js';
import { MODULES } from '../../../src/modules/registry.js';
import type { ListingModule, ModuleKey } from '../../../src/modules/types.js';
import type { RouteEntry } from '../../../src/routes/route-types.js';
import { detailRequest } from '../../../src/screens/details/read.js';

export interface ShareRead {
  module: ListingModule;
  serviceId: string;
  esInfoId: string;
  name: EndpointName;
  /** customData exactly as the screen builds it for a visitor (the reply cache's key). */
  body: unknown;
}

export function shareReadOf(route: RouteEntry, query: URLSearchParams): ShareRead | null {
  const module = route.module ? MODULES[route.module as ModuleKey] : undefined;
  // Route kinds are generic (module-routes.ts): recruitment's jobWanted/jobDetails is 'details' too.
  if (!module || route.kind !== 'details') return null;
  // A module's own details screen (recruitment: jobs/job-details-screen.tsx jobIdOf) also reads the
  // id under the module's id field, as advert links pass it (spec §2 "Ad link jumping").
  const own = route.group !== 'details';
  const serviceId = (query.get('serviceId') ?? '').trim() || (own ? (query.get(module.idField) ?? '').trim() : '');
  const name = ENDPOINT_BY_PATH.get(module.endpoints.detail.path);
  if (!serviceId || !name) return null;
  const esInfoId = (query.get('esInfoId') ?? '').trim();
  return { module, serviceId, esInfoId, name, body: detailRequest(module, serviceId, '', esInfoId) };
}
