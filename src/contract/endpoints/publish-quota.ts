// The publish quota check (spec §4 "Before opening any publish route the publish quota is
// checked"; spec §7 "{userId, moduleId}; customData hasReleaseNum"; path not shown, ours), a group
// of its own: the app shell guards every publish route with it (src/app/publish-gate.ts) and so
// carries it in the first paint, without the rest of the common calls (size budget). commons.ts
// lists it with the other common calls.
import { endpoint } from '../endpoint.js';
import type { UserModuleRef } from '../types/common.js';
import type { QuotaCheckReply } from '../types/commons.js';

export const QUOTA_ENDPOINTS = {
  checkReleaseNum: endpoint<UserModuleRef, QuotaCheckReply>()('/user/v1/commons/checkReleaseNum', { origin: 'ours', auth: true }),
} as const;
