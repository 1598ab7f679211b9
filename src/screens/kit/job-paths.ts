// Recruitment's routes (spec §2 /jobAndRecruit), for the seeker's screens (jobs-user/paths.ts) and
// the recruiter's (jobs-recruit/paths.ts) alike: its own route kinds under the module's base, its
// generic screens through modulePath(). The base is read from the module's identity (spec §3
// module id 8): the key is never written here (module-footprint test).
import { MODULE_ID } from '../../contract/constants.js';
import { identityById, modulePath, type GenericKind } from '../../modules/identities.js';

const JOBS_MODULE = identityById(MODULE_ID.recruitment)!;

/** One of the module's own route kinds (identities.ts JOB_KINDS), e.g. 'userCenter/myResume'. */
export const jobsPath = (kind: string): string => `/${JOBS_MODULE.key}/${kind}`;

/** The module's generic screens at recruitment's paths (details, collection, history, publish, list). */
export const jobsGenericPath = (kind: GenericKind): string => modulePath(JOBS_MODULE, kind);

/** The route kind of a path under the module's base ('/x/userCenter/myResume' -> 'userCenter/myResume'). */
export const jobsKindOf = (path: string): string => path.split('/').slice(2).join('/');
