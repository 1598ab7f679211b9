// The 'jobs' chunk (spec §2 /jobAndRecruit/jobWanted): the four job lists, a job's details and a
// company's page, dispatched by route path (identities.ts screenGroups). The module comes from
// the route (DESIGN.md §3): no module key is written here.
import { NotAvailable } from '../../app/not-available.js';
import { MODULES } from '../../modules/registry.js';
import type { ListingModule } from '../../modules/types.js';
import type { ScreenProps } from '../../routes/route-types.js';
import { CompanyScreen } from './company-screen.js';
import { JobDetailsScreen } from './job-details-screen.js';
import { JobListScreen } from './job-list-screen.js';
import { variantOfPath } from './job-variants.js';

export default function JobsScreen({ route, query }: ScreenProps) {
  const module = route.module ? (MODULES as Partial<Record<string, ListingModule>>)[route.module] : undefined;
  if (!module) return <NotAvailable path={route.path} />;
  const variant = variantOfPath(route.path);
  // Keyed by variant: each list starts with its own state when the route changes between them.
  if (variant) return <JobListScreen key={variant.name} module={module} route={route} query={query} variant={variant} />;
  if (route.path.endsWith('/jobWanted/jobDetails')) return <JobDetailsScreen module={module} query={query} />;
  if (route.path.endsWith('/jobWanted/companyInfo')) return <CompanyScreen module={module} query={query} />;
  return <NotAvailable path={route.path} />;
}
