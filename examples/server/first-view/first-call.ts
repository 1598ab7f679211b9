// Which call a page's first screen makes, and which picture is its largest paint (issue "First
// view"): as data per screen group, read by the server to inline the reply and preload the
// picture. Only screens whose first call is a public read of the reply cache are listed; every
// other page is served without data (its screen asks as usual).
import type { RouteEntry } from '../../../src/routes/route-types.js';
import { ENDPOINT_BY_PATH, type EndpointName } from '../../../src/contract/endpoints.js';
import { HOME_ENDPOINTS } from '../../../src/contract/endpoints/home.js';
import type { HomeData } from '../../../src/contract/types/home.js';
import { FALLBACK_MODULE, MODULES } from '../../../src/modules/registry.js';
import type { ModuleKey } from '../../../src/modules/types.js';
import { coverOf, detailDataOf, detailRequest } from '../../../src/screens/details/read.js';

export interface FirstCall {
  name: EndpointName;
  path: string;
  /** customData exactly as the screen builds it for a visitor (the app compares its JSON text). */
  body: unknown;
  /** The server path of the picture the screen shows largest first ('' = none). */
  picture(data: unknown): string;
}

const nameOf = (path: string): EndpointName | undefined => ENDPOINT_BY_PATH.get(path);

/** src/screens/home/home-content.tsx: the first banner's first slide is drawn eager, at full width. */
function homeBanner(data: unknown): string {
  const first = (data as Partial<HomeData> | null)?.ad1?.adLinksList?.[0]?.adImg;
  return typeof first === 'string' ? first : '';
}

type CallOf = (route: RouteEntry, query: URLSearchParams) => FirstCall | null;

const home: CallOf = () => {
  const { path } = HOME_ENDPOINTS.getHomeInfo;
  const name = nameOf(path);
  // src/screens/home/index.tsx asks getHomeInfo with {}.
  return name ? { name, path, body: {}, picture: homeBanner } : null;
};

/** src/screens/details/index.tsx: the module's details call, for the serviceId of the query. */
const details: CallOf = (route, query) => {
  const module = MODULES[route.module as ModuleKey] ?? FALLBACK_MODULE;
  const serviceId = (query.get('serviceId') ?? '').trim();
  const name = nameOf(module.endpoints.detail.path);
  if (!serviceId || !name) return null;
  const body = detailRequest(module, serviceId, '', (query.get('esInfoId') ?? '').trim());
  // Articles open on their text, not a cover (details-view.tsx: module.commonDetail).
  const picture = (data: unknown) => {
    const d = module.commonDetail ? detailDataOf(data) : null;
    return d ? coverOf(d.resultMap) : '';
  };
  return { name, path: module.endpoints.detail.path, body, picture };
};

const BY_GROUP: Readonly<Record<string, CallOf>> = { home, details };

export function firstCallOf(route: RouteEntry, query: URLSearchParams): FirstCall | null {
  return BY_GROUP[route.group]?.(route, query) ?? null;
}
