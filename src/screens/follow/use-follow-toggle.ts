// Following and unfollowing from a people list (focusUser). The row's mark changes only on code 200,
// or on spec §8's "Already followed" (the server's 4422 when the follow exists, e.g. from another
// tab): that toast shows and the row is marked followed, since it is. Other 4422 messages show as
// the code table would show them (a toast).
import { useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { YesNo } from '../../contract/types/common.js';
import type { FollowUser } from '../../contract/types/discover.js';
import { MSG } from '../../contract/validation/messages.js';
import { useT } from '../../ui/t-context.js';

export interface FollowToggle {
  /** The row's mark: the list's, or what a change on this screen made of it. */
  isFocus(user: FollowUser): YesNo;
  /** The row's fan count: the list's, or the one focusUser answered after a change here. */
  fansNum(user: FollowUser): number;
  busy(user: FollowUser): boolean;
  /** Resolves true when the user's mark is now `focus`. */
  set(user: FollowUser, focus: YesNo): Promise<boolean>;
}

const ALREADY = MSG.alreadyFollowed;

/** The server names the message key in the issues of its validation reply (and translates it into the message). */
export function isAlreadyFollowed(message: string, customData: unknown, translated: string): boolean {
  if (message === translated || message === ALREADY) return true;
  const issues = (customData as { issues?: { key?: string }[] } | null)?.issues;
  return Array.isArray(issues) && issues.some((i) => i.key === ALREADY);
}

export function useFollowToggle(): FollowToggle {
  const { api } = useServices();
  const { dialogs } = useShell();
  const t = useT();
  const [marks, setMarks] = useState<ReadonlyMap<string, YesNo>>(() => new Map());
  const [fans, setFans] = useState<ReadonlyMap<string, number>>(() => new Map());
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());

  const mark = (id: string, value: YesNo) => setMarks((m) => new Map(m).set(id, value));
  const flag = (id: string, on: boolean) =>
    setPending((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return {
    isFocus: (user) => marks.get(user.userId) ?? user.isFocus,
    fansNum: (user) => fans.get(user.userId) ?? user.fansNum,
    busy: (user) => pending.has(user.userId),
    async set(user, focus) {
      flag(user.userId, true);
      const reply = await api.call(ENDPOINTS.focusUser, { focusUserId: user.userId, focus }, { inline: [CODE.VALIDATION] });
      flag(user.userId, false);
      if (reply.code === 200 && reply.customData) {
        const { isFocus, fansNum } = reply.customData;
        mark(user.userId, isFocus);
        setFans((m) => new Map(m).set(user.userId, fansNum));
        return isFocus === focus;
      }
      if (reply.code !== CODE.VALIDATION) return false;
      const already = isAlreadyFollowed(reply.message, reply.customData, t(ALREADY));
      dialogs.toast(already ? t(ALREADY) : reply.message);
      if (already) mark(user.userId, 1);
      return already && focus === 1;
    },
  };
}
