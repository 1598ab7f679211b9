// The publish quota guard (spec §4: "Before opening any publish route the publish quota is checked.
// If allowed, the draft is reset to empty and navigation proceeds. Otherwise a confirm dialog
// offers the value-added services list and navigation is cancelled. The tab bar blocks publish
// routes until the check passes."; spec §8 "deduction not enough"). One gate per app instance, in
// the one place every navigation passes: the router's aroundNav (every <Link>, useLocation's
// navigate, <Redirect>) and the shell's navigate() both call open(). A publish route reached
// without it (a direct load, a reload, back/forward, the host's navigate) is checked on entry by
// the outlet (enter()), which leaves for the module's list when the check refuses.
import { atom, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../api/index.js';
// The quota call's own group: the shell carries it, not the other common calls (size budget).
import { QUOTA_ENDPOINTS } from '../contract/endpoints/publish-quota.js';
import { IDENTITIES, modulePath, type ModuleIdentity } from '../modules/identities.js';
import { findRoute } from '../routes/index.js';
import type { NavigateOptions } from './context.js';

/** Spec §8: "confirm goes to /usercenter/valueAddedServices/list". */
export const VALUE_ADDED_PATH = '/usercenter/valueAddedServices/list';
const LOGIN_PATH = '/login';

/**
 * The value-added services list with where the purchase started (?from=, read by the money
 * screens: after paying, "continue" leads back there — here the publish route that was refused).
 */
export const valueAddedFrom = (from: string): string => `${VALUE_ADDED_PATH}?from=${encodeURIComponent(from)}`;

/** Spec §6 "Insufficient rights: prompt to buy a membership": where the confirm leads. */
export const MEMBER_CENTRE_PATH = '/usercenter/menberCenter/index';

/**
 * What the check decided: open the form, log in first, out of chances, a membership needed
 * (spec §6 "Publishing recruitment requires a membership"), or the call failed.
 */
export type QuotaVerdict = 'open' | 'login' | 'refused' | 'membership' | 'failed';

/** The module of a publish route. */
export interface GatedModule {
  key: string;
  moduleId: number;
  paths?: ModuleIdentity['paths'] | undefined;
}

export interface PublishGateDeps {
  /** '' when nobody is logged in. */
  userId(): string;
  /** Absent in shell-only tests: then nothing is checked. */
  api(): ApiClient | undefined;
  confirm(message: string): Promise<boolean>;
  t(key: string): string;
  /** Spec §4 "the draft is reset to empty" (the module's draft of this user). */
  resetDraft(moduleKey: string, userId: string): void;
  /** The location's own navigate, which the gate does not guard again. */
  navigate(to: string, options?: NavigateOptions): void;
}

export interface PublishGate {
  /**
   * Runs `go` now when `to` needs no check; otherwise checks the quota first and runs it only when
   * allowed (after resetting the draft). A second open while one is pending is dropped (double tap).
   */
  open(to: string, go: () => void): void;
  /**
   * The outlet calls it on every route change: a publish route that open() did not clear is
   * checked now; any other route forgets the cleared one (coming back to it checks again).
   */
  enter(to: string): void;
  /** The path being checked ('' when none): entries show they are waiting (aria-busy). */
  pending: ReadableAtom<string>;
  /** The path open() or enter() cleared; the outlet shows a publish route only once cleared. */
  cleared: ReadableAtom<string>;
}

/**
 * The module whose quota `to` needs checked, or null: not a publish route, or an edit (a serviceId
 * in the query: editing consumes nothing, spec §6 "Publishing consumes a posting chance").
 */
export function quotaModuleOf(to: string): GatedModule | null {
  const [path = '', query = ''] = to.split('#', 1)[0]!.split('?', 2);
  const entry = findRoute(path);
  if (entry?.guard !== 'publishQuota' || !entry.module) return null;
  if ((new URLSearchParams(query).get('serviceId') ?? '').trim() !== '') return null;
  const identity = (IDENTITIES as Readonly<Record<string, GatedModule | undefined>>)[entry.module];
  return identity ? { key: identity.key, moduleId: identity.moduleId, paths: identity.paths } : null;
}

/** The check itself (spec §7 "Publish quota check: {userId, moduleId}; code 200 with true means allowed"). */
export async function checkQuota(userId: string, api: ApiClient, moduleId: number): Promise<QuotaVerdict> {
  if (!userId) return 'login';
  const reply = await api.call(QUOTA_ENDPOINTS.checkReleaseNum, { userId, moduleId });
  // Any other code was already shown by the client (spec §8 "Any other code: toast the message").
  if (reply.code !== 200) return 'failed';
  if (reply.customData?.hasReleaseNum === true) return 'open';
  return reply.customData?.needsMembership === true ? 'membership' : 'refused';
}

export function createPublishGate(deps: PublishGateDeps): PublishGate {
  const pending = atom('');
  const cleared = atom('');

  async function verdictFor(to: string, m: GatedModule): Promise<QuotaVerdict> {
    const api = deps.api();
    if (!api) return 'open';
    pending.set(to);
    try {
      return await checkQuota(deps.userId(), api, m.moduleId);
    } finally {
      pending.set('');
    }
  }

  /** `to`: the publish route refused, where the purchase started (the pay flow brings the user back to it). */
  async function offerServices(to: string): Promise<void> {
    if (await deps.confirm(deps.t('errors.deductionNotEnough'))) deps.navigate(valueAddedFrom(to));
  }

  /** Spec §8 "Current authority insufficient, go to get membership?". */
  async function offerMembership(): Promise<void> {
    if (await deps.confirm(deps.t('errors.authorityInsufficient'))) deps.navigate(MEMBER_CENTRE_PATH);
  }

  return {
    pending,
    cleared,
    open(to, go) {
      const m = quotaModuleOf(to);
      if (!m) {
        go();
        return;
      }
      if (pending.get()) return;
      void verdictFor(to, m).then((verdict) => {
        if (verdict === 'open') {
          deps.resetDraft(m.key, deps.userId());
          cleared.set(to);
          go();
        } else if (verdict === 'login') deps.navigate(LOGIN_PATH);
        else if (verdict === 'refused') void offerServices(to);
        else if (verdict === 'membership') void offerMembership();
        // 'failed': navigation stays cancelled; the client showed the server's message.
      });
    },
    enter(to) {
      const m = quotaModuleOf(to);
      if (!m) {
        if (cleared.get()) cleared.set('');
        return;
      }
      if (cleared.get() === to || pending.get() === to) return;
      void verdictFor(to, m).then((verdict) => {
        // Shown without open() (a reload): the draft stays (spec §3 "restored when the form reopens").
        if (verdict === 'open') cleared.set(to);
        else if (verdict === 'login') deps.navigate(LOGIN_PATH, { replace: true });
        else {
          deps.navigate(modulePath(m, 'list'), { replace: true });
          if (verdict === 'refused') void offerServices(to);
          if (verdict === 'membership') void offerMembership();
        }
      });
    },
  };
}

/** Whether the outlet holds `to` back (shows "loading" instead of the screen) until the gate clears it. */
export const heldBack = (to: string, cleared: string): boolean => cleared !== to && quotaModuleOf(to) !== null;
