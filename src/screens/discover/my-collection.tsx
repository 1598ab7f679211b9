// /discover/myCollection "my collection of posts" (spec §2 /discover myCollection; the issue:
// favourited posts, swipe to delete, infinite scroll, empty state): the caller's favourites
// (getShareFavorites), each row a SwipeRow (ui/swipe-row.tsx, as the listings' collection screens)
// whose delete takes the favourite off (favoriteShare 0); the row goes on code 200 (spec §4).
import { useState } from 'react';
import { Link } from 'wouter';
import { useServices, useShell } from '../../app/use-shell.js';
import { DISCOVER } from '../../contract/discover-limits.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { SharePost } from '../../contract/types/discover.js';
import { InfiniteList } from '../../ui/infinite-list.js';
import { SwipeRow } from '../../ui/swipe-row.js';
import { useT } from '../../ui/t-context.js';
import { useInfiniteList } from '../../ui/use-infinite-list.js';
import { AccountFrame } from '../kit/account-frame.js';
import { FEED_PATH } from './feed-paths.js';
import { useComposeStyle } from './compose-styles.js';
import { MyPostRow } from './my-post-row.js';

/** The first words of a post, to name it in the delete button's label. */
const nameOf = (post: SharePost): string => (post.content.length > 30 ? `${post.content.slice(0, 30)}…` : post.content);

export function MyCollectionScreen() {
  const t = useT();
  useComposeStyle();
  return (
    <AccountFrame title={t('discover.collection.title')} fallback="/usercenter/userInfo" className="mkt-dc mkt-dcc mkt-dcm" loginText={t('discover.collection.login')}>
      <CollectionList />
    </AccountFrame>
  );
}

function CollectionList() {
  const t = useT();
  const { api } = useServices();
  const { dialogs } = useShell();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const [pending, setPending] = useState('');
  const list = useInfiniteList<SharePost>({
    pageSize: DISCOVER.pageSize,
    fetchPage: async ({ index, size }) => {
      const reply = await api.call(ENDPOINTS.getShareFavorites, { page: { index, size } });
      return { code: reply.code, items: reply.code === 200 ? (reply.customData?.resultList ?? []) : [] };
    },
  });
  const remove = async (post: SharePost) => {
    if (pending) return;
    setPending(post.shareId);
    const reply = await api.call(ENDPOINTS.favoriteShare, { shareId: post.shareId, favorite: 0 });
    setPending('');
    // spec §4: removed only on code 200; any other code was already shown by the client (spec §8).
    if (reply.code !== 200) return;
    setRemoved((s) => new Set(s).add(post.shareId));
    dialogs.toast(t('errors.deleteSuccess'));
  };
  const items = list.items.filter((p) => !removed.has(p.shareId));
  return (
    <div className="mkt-dcm-body">
      {items.length > 0 && <p className="mkt-dcm-hint mkt-dcm-top">{t('saved.swipeHint')}</p>}
      <InfiniteList list={{ ...list, items }} itemKey={(p) => p.shareId}
        renderItem={(post) => (
          <SwipeRow deleteText={t('saved.delete')} deleteLabel={t('saved.deleteItem', { title: nameOf(post) })}
            busy={pending === post.shareId} onDelete={() => void remove(post)}>
            <MyPostRow post={post} withStatus={false} />
          </SwipeRow>
        )}
        empty={(
          <div className="mkt-dcm-empty" data-empty="myCollection">
            <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
              <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
            </svg>
            <p>{t('discover.collection.empty')}</p>
            <Link href={FEED_PATH} className="mkt-btn mkt-btn-ghost">{t('discover.collection.browse')}</Link>
          </div>
        )} />
    </div>
  );
}
