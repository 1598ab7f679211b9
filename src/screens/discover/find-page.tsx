// /discover/findPage, the community feed (spec §2 /discover; the findPage): three tabs
// (recommended, following, nearby country: the app's current country, session.areaId like the
// home screen's country picker), a hashtag chip when ?hashtag= narrows it, posts in an infinite
// list, an empty state per tab, a floating "post" button (login first) and an entry to myShare.
// The tab and the hashtag live in the URL, so back from a post, a reload or a shared link shows the
// same feed; the route is kept alive, so the scroll position comes back too.
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { useServices, useShell } from '../../app/use-shell.js';
import { SHARE_TABS, type ShareTab } from '../../contract/statuses.js';
import { InfiniteList } from '../../ui/infinite-list.js';
import { useT } from '../../ui/t-context.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { useFormStyle } from '../kit/form/form-styles.js';
import { Tabs } from '../kit/form/tabs.js';
import { FEED_ICONS, FeedIcon } from './feed-icons.js';
import { FOCUS_PATH, MY_SHARE_PATH, SHARE_PATH, feedHref } from './feed-paths.js';
import { PostCard } from './post-card.js';
import { usePostList, type PostQuery } from './use-post-list.js';
import { useLoginFirst } from '../kit/use-login-first.js';

/** The tab the URL names, the first one otherwise. */
export const tabOf = (query: URLSearchParams): ShareTab => {
  const tab = query.get('tab');
  return (SHARE_TABS as readonly string[]).includes(tab ?? '') ? (tab as ShareTab) : 'recommended';
};

/** What the feed asks for; null when there is nothing to ask (a visitor's following tab). */
export function feedQuery(tab: ShareTab, hashtag: string, areaId: string, userId: string): PostQuery | null {
  if (tab === 'following' && !userId) return null;
  return { tab, ...(tab === 'country' && areaId ? { areaId } : {}), ...(hashtag ? { hashtag } : {}) };
}

export function FindPageScreen({ query }: { query: URLSearchParams; active: boolean }) {
  useKitStyle();
  useFormStyle();
  const t = useT();
  const { stores } = useServices();
  const { navigate } = useShell();
  const login = useLoginFirst();
  const areaId = useStore(stores.session.areaId);
  const tab = tabOf(query);
  const hashtag = (query.get('hashtag') ?? '').replace(/^#/, '');
  const list = usePostList(feedQuery(tab, hashtag, areaId, login.userId), login.userId);
  const visitorFollowing = tab === 'following' && !login.userId;

  return (
    <div className="mkt-screen mkt-dc mkt-dc-find">
      <header className="mkt-head mkt-dc-head">
        <h1>{t('tabs.discover')}</h1>
        <Link href={MY_SHARE_PATH} className="mkt-btn mkt-btn-ghost mkt-dc-mine">{t('feed.myPosts')}</Link>
      </header>
      <Tabs
        label={t('feed.tabsLabel')}
        tabs={SHARE_TABS.map((key) => ({ key, label: t(`feed.tabs.${key}`) }))}
        current={tab}
        onChange={(next) => navigate(feedHref({ tab: next, hashtag }), { replace: true })}
      />
      {hashtag && (
        <p className="mkt-dc-chip-row">
          <span className="mkt-dc-chip" data-hashtag-filter={hashtag}>
            {t('feed.hashtag', { tag: hashtag })}
            <Link href={feedHref({ tab })} className="mkt-dc-chip-x" aria-label={t('feed.clearHashtag')}>
              <FeedIcon d={FEED_ICONS.close} />
            </Link>
          </span>
        </p>
      )}
      <div className="mkt-dc-body" role="tabpanel" aria-label={t(`feed.tabs.${tab}`)}>
        {visitorFollowing ? (
          <div className="mkt-empty mkt-dc-empty" data-empty="login">
            <p>{t('feed.loginFollowing')}</p>
            <Link href="/login" className="mkt-btn">{t('feed.login')}</Link>
          </div>
        ) : (
          <InfiniteList
            list={list}
            className="mkt-dc-list"
            itemKey={(p) => p.shareId}
            renderItem={(p) => <PostCard post={p} />}
            empty={<FeedEmpty tab={tab} hashtag={hashtag} />}
          />
        )}
      </div>
      {/* Sticky rather than fixed: it stays inside the app box when the app is inline (DESIGN.md §6). */}
      <div className="mkt-dc-fab-row">
        <button type="button" className="mkt-dc-fab" aria-label={t('feed.compose')} onClick={() => login.loggedIn() && navigate(SHARE_PATH)}>
          <FeedIcon d={FEED_ICONS.plus} />
        </button>
      </div>
    </div>
  );
}

function FeedEmpty({ tab, hashtag }: { tab: ShareTab; hashtag: string }) {
  const t = useT();
  return (
    <div className="mkt-empty mkt-dc-empty" data-empty={hashtag ? 'hashtag' : tab}>
      <p>{t(hashtag ? 'feed.empty.hashtag' : `feed.empty.${tab}`)}</p>
      {tab === 'following' && !hashtag && <Link href={FOCUS_PATH} className="mkt-btn mkt-btn-ghost">{t('follow.findPeople')}</Link>}
    </div>
  );
}
