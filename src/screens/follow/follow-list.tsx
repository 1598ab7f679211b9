// A people list screen (spec §2 /common myFocus, myFans, focus): header, infinite list of FollowRow
// (spec §4 "Lists", the discover page size), an empty state. The mode (follow-modes.ts) says which
// call fills it and what the row's button does. Guarded ('auth'): a user id is always stored here.
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useServices, useShell } from '../../app/use-shell.js';
import { DISCOVER } from '../../contract/discover-limits.js';
import type { FollowUser } from '../../contract/types/discover.js';
import { InfiniteList } from '../../ui/infinite-list.js';
import { useT } from '../../ui/t-context.js';
import { useInfiniteList } from '../../ui/use-infinite-list.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { PageHeader } from '../kit/page-header.js';
import { publisherName } from '../kit/listing-row.js';
import type { FollowMode } from './follow-modes.js';
import { FollowRow, type FollowButton } from './follow-row.js';
import { useFollowStyle } from './follow-styles.js';
import { useFollowToggle, type FollowToggle } from './use-follow-toggle.js';

export function FollowListScreen({ mode }: { mode: FollowMode }) {
  useKitStyle();
  useFollowStyle();
  const t = useT();
  const { api, stores } = useServices();
  const userId = useStore(stores.session.userId);
  const toggle = useFollowToggle();
  /** myFocus: people unfollowed here leave the list without asking for the page again. */
  const [gone, setGone] = useState<ReadonlySet<string>>(() => new Set());

  const list = useInfiniteList<FollowUser>({
    pageSize: DISCOVER.pageSize,
    resetKey: `${mode.name}|${userId}`,
    fetchPage: async ({ index, size }) => {
      const reply = await api.call(mode.list, { page: { index, size } });
      return { code: reply.code, items: reply.code === 200 ? (reply.customData?.resultList ?? []) : [] };
    },
  });
  const shown = useMemo(() => ({ ...list, items: list.items.filter((u) => !gone.has(u.userId)) }), [list, gone]);

  return (
    <div className="mkt-screen mkt-fl" data-follow-mode={mode.name}>
      <PageHeader title={t(mode.title)} fallback="/usercenter/userInfo" />
      <InfiniteList
        list={shown}
        itemKey={(u) => u.userId}
        empty={<Empty mode={mode} />}
        renderItem={(user) => <Row mode={mode} user={user} toggle={toggle} onGone={(id) => setGone((s) => new Set(s).add(id))} />}
      />
    </div>
  );
}

/**
 * The row's button by mode: myFocus unfollows after a confirm (spec §8 confirm dialogs) and the row
 * leaves; the other lists follow, and a followed row reads "Following" and does nothing more.
 */
function Row({ mode, user, toggle, onGone }: { mode: FollowMode; user: FollowUser; toggle: FollowToggle; onGone(id: string): void }) {
  const t = useT();
  const { dialogs } = useShell();
  const followed = toggle.isFocus(user) === 1;
  const busy = toggle.busy(user);
  const button: FollowButton = mode.unfollows && followed
    ? {
        text: t('follow.unfollow'), followed: true, busy,
        async onClick() {
          if (!(await dialogs.confirm(t('follow.unfollowConfirm', { name: publisherName(user) })))) return;
          if (await toggle.set(user, 0)) onGone(user.userId);
        },
      }
    : followed
      ? { text: t('follow.following'), followed: true, busy: true, onClick: () => undefined }
      : { text: t(mode.followText), followed: false, busy, onClick: () => void toggle.set(user, 1) };
  return <FollowRow user={{ ...user, fansNum: toggle.fansNum(user) }} button={button} />;
}

function Empty({ mode }: { mode: FollowMode }) {
  const t = useT();
  return (
    <div className="mkt-fl-empty">
      <p>{t(mode.empty)}</p>
      {mode.emptyLink && <Link href="/common/focus" className="mkt-btn">{t('follow.findPeople')}</Link>}
    </div>
  );
}
