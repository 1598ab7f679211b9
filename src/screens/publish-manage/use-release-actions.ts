// Runs publish management's actions on one listing (spec §4 "Order actions"; spec §2
// /common/publishManage): asks what needs asking, calls the server, and on code 200 changes the
// row in place; any other code was already shown by the client (spec §8 "Any other code: toast the
// message"). A row's buttons are disabled while one of its calls runs, and every call settles
// (the client always resolves), so they always come back.
import { useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { valueAddedFrom } from '../../app/publish-gate.js';
import { CODE } from '../../contract/codes.js';
import { COMMON_ENDPOINTS } from '../../contract/endpoints/commons.js';
import { auditStatusOf, nextStatus } from '../../contract/listing-lifecycle.js';
import type { MyReleaseItem } from '../../contract/types/commons.js';
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import { EVENT_OF, publishStatusOf, type OwnerAction } from '../kit/listing-status.js';

/** The actions this hook runs (view and edit are links). */
export type RunAction = Exclude<OwnerAction, 'view' | 'edit'>;

/** A row after `action` succeeded; null when it is gone (deleted). */
export function afterAction(item: MyReleaseItem, action: RunAction, now: Date): MyReleaseItem | null {
  if (action === 'delete') return null;
  if (action === 'refresh') return { ...item, releaseTime: now.toISOString() };
  const event = EVENT_OF[action];
  const from = publishStatusOf(item.status);
  // The next status from the lifecycle table (facts do not matter for the owner's own events).
  const to = event && from !== null ? nextStatus(from, event, { everPublished: true, machineTranslation: false }) : null;
  return to === null ? item : { ...item, status: to, auditStatus: auditStatusOf(to), reviewReason: '' };
}

export interface ReleaseActions {
  /** serviceIds whose call is running. */
  busy: ReadonlySet<string>;
  run(item: MyReleaseItem, action: RunAction): Promise<void>;
}

const CALLS = {
  delete: COMMON_ENDPOINTS.deleteMyRelease,
  takeDown: COMMON_ENDPOINTS.releaseInfoOff,
  refresh: COMMON_ENDPOINTS.refreshMyRelease,
  publishAgain: COMMON_ENDPOINTS.republishMyRelease,
} as const;

/** 4403 on publishing again means no chance left: offered the packages like the quota guard (spec §8). */
const OUT_OF_CHANCES = [CODE.FORBIDDEN];

/** `onDone(serviceId, row)`: the row after a success (null: remove it). */
export function useReleaseActions(module: ListingModule, userId: string, onDone: (serviceId: string, row: MyReleaseItem | null) => void): ReleaseActions {
  const t = useT();
  const { api } = useServices();
  const { dialogs, navigate } = useShell();
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());

  const mark = (id: string, on: boolean) =>
    setBusy((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Publish management itself is where a purchase made from here started (the pay flow comes back). */
  const here = `/common/publishManage?moduleId=${module.moduleId}`;
  const offerServices = async () => {
    if (await dialogs.confirm(t('errors.deductionNotEnough'), { cancel: true })) navigate(valueAddedFrom(here));
  };

  /** Publish again spends a chance of a non-member: say how many are left first (spec §6). */
  const confirmPublishAgain = async (item: MyReleaseItem): Promise<boolean> => {
    const check = await api.call(
      COMMON_ENDPOINTS.checkRelease,
      { userId, moduleId: module.moduleId, serviceId: item.serviceId },
      { inline: OUT_OF_CHANCES },
    );
    if (check.code === CODE.FORBIDDEN) {
      await offerServices();
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
      navigate(`/common/publishPay?serviceId=${encodeURIComponent(id)}&moduleId=${module.moduleId}&from=${encodeURIComponent(here)}`);
      return;
    }
    mark(id, true);
    try {
      if (!(await ask(item, action))) return;
      const reply = await api.call(
        CALLS[action],
        { serviceId: item.serviceId, moduleId: module.moduleId },
        action === 'publishAgain' ? { inline: OUT_OF_CHANCES } : undefined,
      );
      if (action === 'publishAgain' && reply.code === CODE.FORBIDDEN) {
        await offerServices();
        return;
      }
      if (reply.code !== 200) return;
      onDone(id, afterAction(item, action, new Date()));
      dialogs.toast(t(`publishManage.done.${action}`));
    } finally {
      mark(id, false);
    }
  }

  return { busy, run };
}
