// /discover/myShare "my posts" (spec §2 /discover myShare; tab bar): every post of the caller in
// every state (searchShares with the caller's own id), newest first, with its state and the
// reason of a refusal; edit (back to review) and delete (confirmed, then gone from the list);
// infinite scroll; an empty state that invites to write. A review decided while the list is open
// (the queue's SHARE_EVENT, use-share-events.ts) updates the post's badge in place.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useServices, useShell } from '../../app/use-shell.js';
import { DISCOVER } from '../../contract/discover-limits.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { SharePost } from '../../contract/types/discover.js';
import { InfiniteList } from '../../ui/infinite-list.js';
import { useT } from '../../ui/t-context.js';
import { useInfiniteList } from '../../ui/use-infinite-list.js';
import { AccountFrame } from '../kit/account-frame.js';
import { editShareHref, FEED_PATH, SHARE_PATH } from './feed-paths.js';
import { useComposeStyle } from './compose-styles.js';
import { MyPostRow } from './my-post-row.js';
import { useShareEvents } from './use-share-events.js';

export function MyShareScreen() {
  const t = useT();
  useComposeStyle();
  return (
    <AccountFrame title={t('discover.mine.title')} fallback={FEED_PATH} className="mkt-dc mkt-dcc mkt-dcm" loginText={t('discover.mine.login')}>
      <MyShareList />
    </AccountFrame>
  );
}

/** Posts changed since their page was read: the new version, or null once deleted. */
type Changes = ReadonlyMap<string, SharePost | null>;

function MyShareList() {
  const t = useT();
  const { api, stores } = useServices();
  const { dialogs } = useShell();
  const userId = useStore(stores.session.userId);
  const [changed, setChanged] = useState<Changes>(() => new Map());
  const [pending, setPending] = useState<string>('');
  const list = useInfiniteList<SharePost>({
    pageSize: DISCOVER.pageSize,
    resetKey: userId,
    fetchPage: async ({ index, size }) => {
      const reply = await api.call(ENDPOINTS.searchShares, { userId, page: { index, size } });
      return { code: reply.code, items: reply.code === 200 ? (reply.customData?.resultList ?? []) : [] };
    },
  });
  useShareEvents(
    (event) => {
      const post = list.items.find((p) => p.shareId === event.shareId);
      if (!post) return;
      setChanged((m) => {
        const now = m.get(event.shareId) ?? post;
        return now ? new Map(m).set(event.shareId, { ...now, status: event.status, reason: event.reason }) : m;
      });
    },
    () => {
      setChanged(new Map());
      list.reload();
    },
  );

  const remove = async (post: SharePost) => {
    if (pending || !(await dialogs.confirm(t('discover.mine.deleteConfirm'), { cancel: true }))) return;
    setPending(post.shareId);
    const reply = await api.call(ENDPOINTS.deleteShare, { shareId: post.shareId });
    setPending('');
    if (reply.code !== 200) return;
    setChanged((m) => new Map(m).set(post.shareId, null));
    dialogs.toast(t('errors.deleteSuccess'));
  };

  const items = list.items.flatMap((p) => {
    const now = changed.has(p.shareId) ? changed.get(p.shareId) : p;
    return now ? [now] : [];
  });
  const write = <Link href={SHARE_PATH} className="mkt-btn" data-action="write-post">{t('discover.mine.write')}</Link>;
  return (
    <div className="mkt-dcm-body">
      {items.length > 0 && <div className="mkt-dcm-actions mkt-dcm-top">{write}</div>}
      <InfiniteList list={{ ...list, items }} itemKey={(p) => p.shareId}
        renderItem={(post) => (
          <MyPostRow post={post} withStatus>
            <div className="mkt-dcm-actions">
              <Link href={editShareHref(post.shareId)} className="mkt-btn mkt-btn-ghost" data-action="edit-post">{t('discover.mine.edit')}</Link>
              <button type="button" className="mkt-btn mkt-btn-ghost" data-action="delete-post" disabled={pending === post.shareId}
                aria-busy={pending === post.shareId || undefined} onClick={() => void remove(post)}>{t('discover.mine.delete')}</button>
            </div>
          </MyPostRow>
        )}
        empty={(
          <div className="mkt-dcm-empty" data-empty="myShare">
            <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
              <path d="M4 20h4L19 9l-4-4L4 16zM13 7l4 4" />
            </svg>
            <p>{t('discover.mine.empty')}</p>
            {write}
          </div>
        )} />
    </div>
  );
}
