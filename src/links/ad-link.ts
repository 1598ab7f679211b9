// Ad link jumping (spec §2): what an advert, a banner or a system notice opens, read from its
// accessAddress. Pure, so the whole rule is one table-driven test (tests/unit/links/ad-link.test.ts).
//   "moduleId|id"  -> that module's details with serviceId (articles also pass esInfoId: the one
//                     id after the bar is both); recruitment (8): ids starting "RIR" -> recruit
//                     details with recruitingResumeId, other ids -> job details with recruitingInfoId
//   "moduleId"     -> that module's list
//   "http…"        -> the full URL, opened outside the app (http and https only)
// Anything else (javascript:, unknown module ids, garbage) opens nothing.
import { JOBS, MODULE_ID } from '../contract/constants.js';
import { identityById, modulePath } from '../modules/identities.js';
import { JOB_PATHS, moduleListPath } from './module-paths.js';

export type LinkTarget =
  | { kind: 'route'; path: string }
  | { kind: 'url'; href: string }
  | { kind: 'none' };

const NONE: LinkTarget = { kind: 'none' };
const MODULE_PART = /^\d{1,4}$/;
/** Listing ids are numbers or codes like "RIR20220001"; anything else is not an id we pass on. */
const ID_PART = /^[A-Za-z0-9_.-]{1,64}$/;

const route = (path: string, query?: Record<string, string>): LinkTarget => ({
  kind: 'route',
  path: query ? `${path}?${new URLSearchParams(query)}` : path,
});

function urlTarget(raw: string): LinkTarget {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return NONE;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? { kind: 'url', href: url.href } : NONE;
}

function detailsTarget(moduleId: number, id: string): LinkTarget {
  if (moduleId === MODULE_ID.recruitment) {
    return id.startsWith(JOBS.resumeIdPrefix)
      ? route(JOB_PATHS.recruitDetails, { recruitingResumeId: id })
      : route(JOB_PATHS.jobDetails, { recruitingInfoId: id });
  }
  const m = identityById(moduleId);
  if (!m) return NONE;
  return route(modulePath(m, 'details'), m.adLinkEsInfoId ? { serviceId: id, esInfoId: id } : { serviceId: id });
}

export function adLinkTarget(accessAddress: string): LinkTarget {
  const raw = typeof accessAddress === 'string' ? accessAddress.trim() : '';
  if (/^http/i.test(raw)) return urlTarget(raw);
  const bar = raw.indexOf('|');
  if (bar < 0) {
    const list = MODULE_PART.test(raw) ? moduleListPath(Number(raw)) : null;
    return list ? route(list) : NONE;
  }
  const modulePart = raw.slice(0, bar);
  const id = raw.slice(bar + 1);
  if (!MODULE_PART.test(modulePart) || !ID_PART.test(id)) return NONE;
  return detailsTarget(Number(modulePart), id);
}
