// Runs publish management's actions on one listing (spec §4 "Order actions"; spec §2
// /common/publishManage): asks what needs asking, calls the server, and on code 200 changes the
// row in place; any other code was already shown by the client (spec §8 "Any other code: toast the
// message"). Two refusals have a paid way on instead (paid-offer.ts; spec §7 republishPayment,
// refreshPayment): publish again with no chance left, and a refresh before the free one comes
// back; the offer leads to /common/publishPay, whose "continue" comes back here. A row's buttons
// are disabled while one of its calls (or its offer) runs, and every call settles (the client
// always resolves), so they always come back.
import { useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { valueAddedFrom } from '../../app/publish-gate.js';
import { CODE } from '../../contract/codes.js';
import { COMMON_ENDPOINTS } from '../../contract/endpoints/commons.js';
import { USERCENTER_ENDPOINTS } from '../../contract/endpoints/usercenter.js';
import { auditStatusOf, nextStatus } from '../../contract/listing-lifecycle.js';
import type { MyReleaseItem } from '../../contract/types/commons.js';
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import { EVENT_OF, publishStatusOf, type OwnerAction } from '../kit/listing-status.js';
import { listingPayPath } from '../kit/money/listing-pay-path.js';
import { useLanguage } from '../kit/price.js';
import { listingPackage } from '../pay/listing-price.js';
import type { OpenOffer } from './paid-offer-dialog.js';
import { nextFreeOf, PAID_OFFERS, whenOf, type OfferChoice, type PaidKind } from './paid-offer.js';

/** The actions this hook runs (view and edit are links). */
export type RunAction = Exclude<OwnerAction, 'view' | 'edit'>;

/** A row after `action` succeeded; null when it is gone (deleted). */
export function afterAction(item: MyReleaseItem, action: RunAction, now: Date): MyReleaseItem | null {
  if (action === 'delete') return null;
  if (action === 'refresh') return { ...item, releaseTime: now.toISOString(), refreshedAt: now.toISOString() };
  const event = EVENT_OF[action];
  const from = publishStatusOf(item.status);
  // The next status from the lifecycle table (facts do not matter for the owner's own events).
  const to = event && from !== null ? nextStatus(from, event, { everPublished: true, machineTranslation: false }) : null;
  return to === null ? item : { ...item, status: to, auditStatus: auditStatusOf(to), reviewReason: '' };
}

export interface ReleaseActions {
  /** serviceIds whose call is running. */
  busy: ReadonlySet<string>;
  /** The paid offer on screen (paid-offer-dialog.tsx), null when none. */
  offer: OpenOffer | null;
  run(item: MyReleaseItem, action: RunAction): Promise<void>;
}

const CALLS = {
  delete: COMMON_ENDPOINTS.deleteMyRelease,
  takeDown: COMMON_ENDPOINTS.releaseInfoOff,
  refresh: COMMON_ENDPOINTS.refreshMyRelease,
  publishAgain: COMMON_ENDPOINTS.republishMyRelease,
} as const;

/** 4403 on publishing again means no chance left: offered paying for it, or the packages like the quota guard (spec §8). */
const OUT_OF_CHANCES = [CODE.FORBIDDEN];
/** 4429 on a refresh: the free one is not back yet (errors.refreshTooSoon, with when it is). */
const TOO_SOON = [CODE.RATE_LIMITED];
/** The codes each call shows itself (the offers) instead of the client's toast. */
const INLINE: Partial<Readonly<Record<RunAction, readonly number[]>>> = { publishAgain: OUT_OF_CHANCES, refresh: TOO_SOON };

/** `onDone(serviceId, row)`: the row after a success (null: remove it). */
export function useReleaseActions(module: ListingModule, userId: string, onDone: (serviceId: string, row: MyReleaseItem | null) => void): ReleaseActions {
  const t = useT();
  const { api } = useServices();
  const { dialogs, navigate } = useShell();
  const lang = useLanguage();
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const [offer, setOffer] = useState<OpenOffer | null>(null);

  const mark = (id: string, on: boolean) =>
    setBusy((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Publish management itself is where a purchase made from here started (the pay flow comes back). */
  const here = `/common/publishManage?moduleId=${module.moduleId}`;

  /** The list price of paying `kind` for one listing of this module; null when none is sold or the list is unreadable. */
  const priceOf = async (kind: PaidKind): Promise<number | null> => {
    // Silent: without the price the offer still shows its other choices.
    const reply = await api.call(USERCENTER_ENDPOINTS.getCommodityList, { moduleId: module.moduleId }, { silent: true });
    if (reply.code !== 200 || !Array.isArray(reply.customData)) return null;
    return listingPackage(reply.customData, PAID_OFFERS[kind].pkg, module.moduleId)?.price ?? null;
  };

  /** Shows the paid offer of `kind` for `item`, then goes where the user chose. */
  const offerPaid = async (item: MyReleaseItem, kind: PaidKind, when = ''): Promise<void> => {
    const price = await priceOf(kind);
    const choice = await new Promise<OfferChoice>((resolve) =>
      setOffer({ kind, when, price, answer: (c) => { setOffer(null); resolve(c); } }));
    if (choice === 'pay') navigate(listingPayPath(module.moduleId, String(item.serviceId), kind, here));
    else if (choice === 'packages') navigate(valueAddedFrom(here));
  };

  /** "Next free refresh: tomorrow at 09:30" from the refusal's data ('' when it carries no time). */
  const nextFreeText = (data: unknown): string => {
    const at = nextFreeOf(data);
    if (!at) return '';
    const when = whenOf(at, new Date(), lang);
    return t('publishManage.offer.nextFree', { when: t(when.key, when.values) });
  };

  /** Publish again spends a chance of a non-member: say how many are left first (spec §6). */
  const confirmPublishAgain = async (item: MyReleaseItem): Promise<boolean> => {
    const check = await api.call(
      COMMON_ENDPOINTS.checkRelease,
      { userId, moduleId: module.moduleId, serviceId: item.serviceId },
      { inline: OUT_OF_CHANCES },
    );
    if (check.code === CODE.FORBIDDEN) {
      await offerPaid(item, 'republish');
      return false;
    }
    if (check.code !== 200 || !check.customData) return false;
    const { consumes, releaseNum } = check.customData;
    const message = consumes ? t('publishManage.confirm.publishAgain', { count: releaseNum + 1 }) : t('publishManage.confirm.publishAgainFree');
    return dialogs.confirm(message, { cancel: true });
  };

  const ask = async (item: MyReleaseItem, action: RunAction): Promise<boolean> => {
    if (action === 'delete') return dialogs.confirm(t('publishManage.confirm.delete'), { cancel: true });
    if (action === 'takeDown') return dialogs.confirm(t('publishManage.confirm.takeDown'), { cancel: true });
    if (action === 'publishAgain') return confirmPublishAgain(item);
    return true;
  };

  async function run(item: MyReleaseItem, action: RunAction): Promise<void> {
    const id = String(item.serviceId);
    if (busy.has(id)) return;
    if (action === 'pay') {
      // A listing waiting for payment (status 0) is paid on /common/publishPay (spec §2 "Common").
      navigate(listingPayPath(module.moduleId, id, 'publish', here));
      return;
    }
    mark(id, true);
    try {
      if (!(await ask(item, action))) return;
      const inline = INLINE[action];
      const reply = await api.call(CALLS[action], { serviceId: item.serviceId, moduleId: module.moduleId }, inline ? { inline } : undefined);
      if (action === 'publishAgain' && reply.code === CODE.FORBIDDEN) {
        // The last chance went between the check and the call (another device).
        await offerPaid(item, 'republish');
        return;
      }
      if (action === 'refresh' && reply.code === CODE.RATE_LIMITED) {
        await offerPaid(item, 'refresh', nextFreeText(reply.customData));
        return;
      }
      if (reply.code !== 200) return;
      onDone(id, afterAction(item, action, new Date()));
      dialogs.toast(t(`publishManage.done.${action}`));
    } finally {
      mark(id, false);
    }
  }

  return { busy, offer, run };
}
