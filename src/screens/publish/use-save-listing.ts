// Saving a listing (spec §2 "Publish screens": the word check's save, and an edit's save): confirm
// spending a posting chance when checkRelease says it does (spec §6 "Publishing consumes a posting
// chance and asks for confirmation"), then the module's update call. The reply decides what the
// screen does; every refusal keeps what was typed (the draft stays until a save succeeds). A new
// listing sent when no chance was left any more (the quota ran out after the form opened) is kept
// by the server as 0 "not paid" (PublishReply.status): the screen says so and offers to pay for it.
import { MEMBER_CENTRE_PATH } from '../../app/publish-gate.js';
import { useServices, useShell } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import { PUBLISH_STATUS } from '../../contract/statuses.js';
import type { SensitiveHit } from '../../contract/types/commons.js';
import { isValidationKey, type ValidationKey } from '../../contract/validation/messages.js';
import type { ListingModule } from '../../modules/types.js';
import { listingPayPath } from '../kit/money/listing-pay-path.js';
import { useT } from '../../ui/t-context.js';

export type SaveOutcome =
  | { kind: 'saved'; serviceId: string }
  /** Saved as 0 "not paid": no publishing chance was left when it was sent (not-paid-panel.tsx). */
  | { kind: 'notPaid'; serviceId: string }
  /** 4422 with hits: the word list changed since the check, or the text did (spec §5). */
  | { kind: 'words'; sensitiveWords: string[]; hits: SensitiveHit[] }
  /** 4422 about fields: each issue's path and spec §5 key, and the server's translated message. */
  | { kind: 'invalid'; issues: { path: string; key: ValidationKey | null }[]; message: string }
  /** The user did not confirm, or the client already showed the code's effect (spec §8). */
  | { kind: 'stopped' };

interface Refusal {
  hits?: unknown;
  sensitiveWords?: unknown;
  issues?: unknown;
}

/** The outcome of a 200 update reply (PublishReply): on review, or kept as not paid (status 0). */
export function savedOutcomeOf(customData: unknown, serviceId?: string): SaveOutcome {
  const data = (typeof customData === 'object' && customData !== null ? customData : {}) as { serviceId?: unknown; status?: unknown };
  const id = String(data.serviceId ?? serviceId ?? '');
  return data.status === PUBLISH_STATUS.notPaid ? { kind: 'notPaid', serviceId: id } : { kind: 'saved', serviceId: id };
}

/** The outcome of a non-200 update reply. */
export function refusalOf(code: number, message: string, customData: unknown): SaveOutcome {
  if (code !== CODE.VALIDATION) return { kind: 'stopped' };
  const data = (typeof customData === 'object' && customData !== null ? customData : {}) as Refusal;
  if (Array.isArray(data.hits) && data.hits.length > 0) {
    const words = Array.isArray(data.sensitiveWords) ? data.sensitiveWords.filter((w): w is string => typeof w === 'string') : [];
    return { kind: 'words', sensitiveWords: words, hits: data.hits as SensitiveHit[] };
  }
  const issues = Array.isArray(data.issues)
    ? data.issues.flatMap((i: unknown) => {
      const r = (typeof i === 'object' && i !== null ? i : {}) as { path?: unknown; key?: unknown };
      return typeof r.path === 'string' ? [{ path: r.path, key: isValidationKey(r.key) ? r.key : null }] : [];
    })
    : [];
  return { kind: 'invalid', issues, message };
}

export function useSaveListing(m: ListingModule) {
  const { api } = useServices();
  const { dialogs, navigate } = useShell();
  const t = useT();

  /**
   * Spec §6 "Publishing recruitment requires a membership" / §8 "Current authority insufficient, go
   * to get membership?": the same confirm as the publish gate's, for a membership that ended after
   * the form opened. What was typed stays in the draft.
   */
  async function offerMembership(): Promise<SaveOutcome> {
    if (await dialogs.confirm(t('errors.authorityInsufficient'), { cancel: true })) navigate(MEMBER_CENTRE_PATH);
    return { kind: 'stopped' };
  }

  /** True when the user agrees to spend a chance, or none is spent. */
  async function confirmRelease(userId: string, serviceId: string | undefined): Promise<boolean> {
    const reply = await api.call(ENDPOINTS.checkRelease, { userId, moduleId: m.moduleId, ...(serviceId ? { serviceId } : {}) }, { silent: true });
    if (reply.code === 200 && reply.customData) {
      const { consumes, releaseNum } = reply.customData;
      return !consumes || dialogs.confirm(t('publish.check.confirmSpend', { n: Math.max(0, releaseNum) }), { cancel: true });
    }
    // A new listing with no chance left (4403 errors.deductionNotEnough): nothing will be spent, so
    // there is nothing to confirm; the server keeps it as not paid and the screen offers to pay.
    if (reply.code === CODE.FORBIDDEN && !serviceId) return true;
    // No membership (recruitment): nothing to spend; the update's own 4402 offers the membership.
    if (reply.code === CODE.MEMBERSHIP_REQUIRED) return true;
    // No answer (a server without the call, a network problem): a new listing still asks, since
    // publishing one consumes a chance (spec §6); an edit does not.
    return serviceId ? true : dialogs.confirm(t('publish.check.confirmSpendUnknown'), { cancel: true });
  }

  return async function save(payload: Record<string, unknown>, userId: string, serviceId?: string): Promise<SaveOutcome> {
    if (!(await confirmRelease(userId, serviceId))) return { kind: 'stopped' };
    const update = m.endpoints.update;
    if (!update) return { kind: 'stopped' };
    const reply = await api.call(update, payload, { inline: [CODE.VALIDATION, CODE.MEMBERSHIP_REQUIRED] });
    if (reply.code === 200) return savedOutcomeOf(reply.customData, serviceId);
    if (reply.code === CODE.MEMBERSHIP_REQUIRED) return offerMembership();
    return refusalOf(reply.code, reply.message, reply.customData);
  };
}

/** Where a saved listing goes (spec §2: "on success the product goes to /common/publishManage?moduleId={module}"). */
export const publishManagePath = (m: ListingModule): string => `/common/publishManage?moduleId=${m.moduleId}`;

/**
 * Paying for a listing kept as not paid (spec §2 "Common" /common/publishPay with serviceId and
 * moduleId); after paying, the pay flow lands in publish management (`from`), where it then shows.
 */
export const publishPayPath = (m: ListingModule, serviceId: string): string =>
  listingPayPath(m.moduleId, serviceId, 'publish', publishManagePath(m));
