// Where a listing opens (spec §2 "Recommendation list on detail pages": /<module>/details with
// serviceId=<the module's id field> and title; articles and goods also pass esInfoId).
import { modulePath, type ModuleIdentity } from '../../modules/identities.js';

/** Any summary or saved row: typed interfaces (no index signature) are read field by field. */
type Fields = object;

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const field = (item: Fields, key: string): string => text((item as Readonly<Record<string, unknown>>)[key]);

/** The listing's serviceId: the module's id field, or `serviceId` on saved rows (favourites, history). */
export const serviceIdOf = (module: ModuleIdentity, item: Fields): string => field(item, module.idField) || field(item, 'serviceId');

export function detailsHref(module: ModuleIdentity, item: Fields, route: ModuleIdentity = module): string {
  const q = new URLSearchParams({ serviceId: serviceIdOf(module, item) });
  if (module.esInfoId && field(item, 'esInfoId')) q.set('esInfoId', field(item, 'esInfoId'));
  if (field(item, 'title')) q.set('title', field(item, 'title'));
  return `${modulePath(route, 'details')}?${q}`;
}
