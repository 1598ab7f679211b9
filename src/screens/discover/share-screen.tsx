// /discover/share (spec §2 /discover share; login required, no tab bar): a new post, or with
// ?shareId= the caller's own post loaded into the same form (getShareDetail) and sent back with
// updateShare, which puts it under review again. An edit whose draft is already this post's keeps
// the draft (the user's unsent changes); otherwise the form starts from the post as saved.
import { useEffect } from 'react';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { SharePost } from '../../contract/types/discover.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame, LoadError } from '../kit/account-frame.js';
import { useCall } from '../kit/use-call.js';
import { MY_SHARE_PATH } from './feed-paths.js';
import { useComposeStyle } from './compose-styles.js';
import { useShareDraft } from './share-draft.js';
import { ShareForm } from './share-form.js';

export function ShareScreen({ query }: { query: URLSearchParams }) {
  const t = useT();
  useComposeStyle();
  const shareId = (query.get('shareId') ?? '').trim();
  return (
    <AccountFrame title={t(shareId ? 'discover.compose.editTitle' : 'discover.compose.title')} fallback={MY_SHARE_PATH}
      className="mkt-dc mkt-dcc" loginText={t('discover.compose.login')}>
      {shareId ? <EditLoader key={shareId} shareId={shareId} /> : <ShareForm shareId="" />}
    </AccountFrame>
  );
}

export const draftOfPost = (post: SharePost) => ({
  content: post.content,
  imgList: post.imgList.map((p, i) => ({ imgPath: p.imgPath, sort: i + 1 })),
  hashtags: [...post.hashtags],
  listing: post.listing,
});

function EditLoader({ shareId }: { shareId: string }) {
  const t = useT();
  const { draft, own, seed } = useShareDraft(shareId);
  const detail = useCall(ENDPOINTS.getShareDetail, { shareId }, shareId);
  const post = detail.state.status === 'ok' ? detail.state.data : null;
  const mine = post?.isMine === 1;
  useEffect(() => {
    if (post && mine && !own) seed(draftOfPost(post));
  }, [post, mine, own]);
  if (detail.state.status === 'error') return <LoadError retry={detail.retry} />;
  if (!post || (mine && !own)) return <p className="mkt-center" aria-busy="true">{t('app.loading')}</p>;
  if (!mine) return <p className="mkt-center" role="alert">{t('discover.compose.notYours')}</p>;
  return <ShareForm key={draft.shareId} shareId={shareId} />;
}
