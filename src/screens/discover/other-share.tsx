// /discover/otherShare?userId= (the otherShare): another user's page: avatar, name, counts
// (posts, following, fans, kudos received), the follow / unfollow button (focusUser; spec §8
// "Already followed" when the follow exists: follow/use-follow-toggle.ts) and their published
// posts in an infinite list. One's own id offers "edit my posts" (myShare) instead of following.
import { useState } from 'react';
import * as v from 'valibot';
import { Link } from 'wouter';
import { useShell } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { ShareProfile } from '../../contract/types/discover.js';
import { userIdSchema } from '../../contract/validation/goods-order.js';
import { formatNumber } from '../../i18n/format-price.js';
import { InfiniteList } from '../../ui/infinite-list.js';
import { useT } from '../../ui/t-context.js';
import { LoadError } from '../kit/account-frame.js';
import { Img } from '../kit/img.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { publisherName } from '../kit/listing-row.js';
import { PageHeader } from '../kit/page-header.js';
import { useLanguage } from '../kit/price.js';
import { useCall } from '../kit/use-call.js';
import { useFollowToggle } from '../follow/use-follow-toggle.js';
import { FEED_PATH, MY_SHARE_PATH } from './feed-paths.js';
import { PostCard } from './post-card.js';
import { useLoginFirst } from '../kit/use-login-first.js';
import { usePostList } from './use-post-list.js';

const INLINE: readonly number[] = [CODE.NOT_FOUND, CODE.VALIDATION];

export function OtherShareScreen({ query }: { query: URLSearchParams }) {
  useKitStyle();
  const t = useT();
  const userId = query.get('userId') ?? '';
  const valid = v.is(userIdSchema, userId);
  const login = useLoginFirst();
  const call = useCall(ENDPOINTS.getShareProfile, valid ? { userId } : null, `${userId}|${login.userId}`, INLINE);
  const s = call.state;
  const name = s.status === 'ok' ? publisherName(s.data) : '';
  return (
    <div className="mkt-screen mkt-dc mkt-dc-other">
      <PageHeader title={name ? t('feed.profile.title', { name }) : t('tabs.discover')} fallback={FEED_PATH} />
      {!valid || (s.status === 'error' && INLINE.includes(s.code)) ? (
        <div className="mkt-load-error mkt-dc-empty" role="alert" data-not-found="true">
          <p>{t('feed.profile.notFound')}</p>
          <Link href={FEED_PATH} className="mkt-btn mkt-btn-ghost">{t('feed.post.backToFeed')}</Link>
        </div>
      ) : s.status === 'error' ? <LoadError retry={call.retry} />
        : s.status === 'loading' ? <p className="mkt-list-foot" role="status">{t('list.loading')}</p>
        : <Profile key={s.data.userId} profile={s.data} reader={login.userId} />}
    </div>
  );
}

function Profile({ profile, reader }: { profile: ShareProfile; reader: string }) {
  const t = useT();
  const lang = useLanguage();
  const login = useLoginFirst();
  const follow = useFollowToggle();
  const { dialogs } = useShell();
  const [fans, setFans] = useState(profile.fansNum);
  const list = usePostList({ userId: profile.userId }, reader);
  const mine = profile.isMine === 1 || (reader !== '' && reader === profile.userId);
  const followed = follow.isFocus(profile) === 1;

  const toggle = async () => {
    if (!login.loggedIn()) return;
    const next = followed ? 0 : 1;
    if (next === 0 && !(await dialogs.confirm(t('follow.unfollowConfirm', { name: publisherName(profile) }), { cancel: true }))) return;
    if (await follow.set(profile, next)) setFans((n) => Math.max(0, n + (next === 1 ? 1 : -1)));
  };
  const counts = [
    ['posts', profile.postNum],
    ['following', profile.focusNum],
    ['fans', fans],
    ['kudos', profile.kudosNum],
  ] as const;

  return (
    <>
      <section className="mkt-dc-profile" data-profile={profile.userId}>
        <Img className="mkt-dc-avatar" src={profile.avatarPath} alt="" ratio="1" thumb saver="load" />
        <h2>{publisherName(profile)}</h2>
        <ul className="mkt-dc-counts">
          {counts.map(([key, n]) => (
            <li key={key} data-count-of={key}><strong>{formatNumber(n, lang)}</strong>{t(`feed.profile.${key}`)}</li>
          ))}
        </ul>
        {mine ? (
          <Link href={MY_SHARE_PATH} className="mkt-btn">{t('feed.profile.editMine')}</Link>
        ) : (
          <button type="button" className={followed ? 'mkt-btn mkt-btn-ghost' : 'mkt-btn'} data-act="follow" aria-pressed={followed}
            disabled={follow.busy(profile)} onClick={() => void toggle()}>
            {t(followed ? 'follow.unfollow' : 'follow.follow')}
          </button>
        )}
      </section>
      <InfiniteList
        list={list}
        className="mkt-dc-list"
        itemKey={(p) => p.shareId}
        renderItem={(p) => <PostCard post={p} />}
        empty={<p className="mkt-empty mkt-dc-empty" data-empty="posts">{t('feed.profile.noPosts')}</p>}
      />
    </>
  );
}
