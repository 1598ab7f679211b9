// /discover/posts?shareId= (the posts): the post in full, its tools (contact the author,
// report), the comments newest first with "more", and the comment box fixed at the bottom. A post
// that does not exist (or is not visible to the reader) shows the not-found state; a package that
// does not allow reading posts (spec §6, code 4402) asks spec §8's "Current authority insufficient,
// go to get membership?" and leads to the membership centre.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useServices, useShell } from '../../app/use-shell.js';
import { MEMBER_CENTRE_PATH } from '../../app/publish-gate.js';
import { CODE } from '../../contract/codes.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { ShareComment, SharePost } from '../../contract/types/discover.js';
import { SHARE_ID_PATTERN } from '../../contract/validation/discover.js';
import { useT } from '../../ui/t-context.js';
import { LoadError } from '../kit/account-frame.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { PageHeader } from '../kit/page-header.js';
import { useCall } from '../kit/use-call.js';
import { useStartChat } from '../details/publisher.js';
import { CommentBox, type ReplyTarget } from './comment-box.js';
import { CommentList, replyName, useConfirmDelete } from './comment-list.js';
import { FEED_ICONS, FeedIcon } from './feed-icons.js';
import { FEED_PATH } from './feed-paths.js';
import { announceMarks } from './marks-sync.js';
import { PostCard } from './post-card.js';
import { ReportDialog, type ReportTarget } from './report-dialog.js';
import { useComments } from './use-comments.js';
import { useLoginFirst } from '../kit/use-login-first.js';

const INLINE: readonly number[] = [CODE.NOT_FOUND, CODE.MEMBERSHIP_REQUIRED, CODE.VALIDATION];

export function PostScreen({ query }: { query: URLSearchParams }) {
  useKitStyle();
  const t = useT();
  const shareId = query.get('shareId') ?? '';
  const valid = SHARE_ID_PATTERN.test(shareId);
  const login = useLoginFirst();
  const call = useCall(ENDPOINTS.getShareDetail, valid ? { shareId } : null, `${shareId}|${login.userId}`, INLINE);
  const s = call.state;
  return (
    <div className="mkt-screen mkt-dc mkt-dc-post">
      <PageHeader title={t('feed.post.title')} fallback={FEED_PATH} />
      {!valid || (s.status === 'error' && s.code !== CODE.MEMBERSHIP_REQUIRED && INLINE.includes(s.code)) ? <PostNotFound />
        : s.status === 'error' && s.code === CODE.MEMBERSHIP_REQUIRED ? <Membership />
        : s.status === 'error' ? <LoadError retry={call.retry} />
        : s.status === 'loading' ? <p className="mkt-list-foot" role="status">{t('list.loading')}</p>
        : <PostView key={s.data.shareId} post={s.data} />}
    </div>
  );
}

function PostNotFound() {
  const t = useT();
  return (
    <div className="mkt-load-error mkt-dc-empty" role="alert" data-not-found="true">
      <p>{t('feed.post.notFound')}</p>
      <Link href={FEED_PATH} className="mkt-btn mkt-btn-ghost">{t('feed.post.backToFeed')}</Link>
    </div>
  );
}

/** Spec §8: confirm, then the membership centre; the screen says the same meanwhile. */
function Membership() {
  const t = useT();
  const { dialogs, navigate } = useShell();
  useEffect(() => {
    void dialogs.confirm(t('errors.authorityInsufficient'), { cancel: true }).then((ok) => ok && navigate(MEMBER_CENTRE_PATH));
  }, [dialogs, navigate, t]);
  return (
    <div className="mkt-load-error mkt-dc-empty" role="alert" data-membership="true">
      <p>{t('errors.authorityInsufficient')}</p>
      <Link href={MEMBER_CENTRE_PATH} className="mkt-btn">{t('feed.post.membership')}</Link>
    </div>
  );
}

function PostView({ post }: { post: SharePost }) {
  const t = useT();
  const { api } = useServices();
  const { dialogs } = useShell();
  const login = useLoginFirst();
  const comments = useComments(post.shareId, login.userId);
  const [count, setCount] = useState(post.commentNum);
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const [report, setReport] = useState<ReportTarget | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const confirmDelete = useConfirmDelete();
  const startChat = useStartChat({ ...post });
  const mine = post.isMine === 1;
  // The feed's card of this post (kept alive) shows the new count too.
  const counted = (n: number) => {
    setCount(n);
    announceMarks(login.userId, post.shareId, { commentNum: n });
  };

  const reply = (c: ShareComment) => {
    setReplyTo({ commentId: c.commentId, name: replyName(c) });
    box.current?.focus();
  };
  const remove = async (c: ShareComment) => {
    if (!(await confirmDelete())) return;
    const res = await api.call(ENDPOINTS.deleteComment, { commentId: c.commentId });
    if (res.code !== 200) return;
    comments.remove(c.commentId);
    if (res.customData) counted(res.customData.commentNum);
    if (replyTo?.commentId === c.commentId) setReplyTo(null);
    dialogs.toast(t('feed.comment.deleted'));
  };
  const reportOf = (commentId?: string) => login.loggedIn() && setReport({ shareId: post.shareId, ...(commentId ? { commentId } : {}) });

  return (
    <>
      <div className="mkt-dc-post-main">
        <PostCard post={{ ...post, commentNum: count }} full status={mine} onComment={() => box.current?.focus()} />
        {!mine && (
          <div className="mkt-dc-tools">
            {post.userMq && (
              <button type="button" className="mkt-btn mkt-btn-ghost" data-act="contact" onClick={startChat}>
                <FeedIcon d={FEED_ICONS.chat} />{t('feed.contact')}
              </button>
            )}
            <button type="button" className="mkt-btn mkt-btn-ghost" data-act="report-post" onClick={() => reportOf()}>
              <FeedIcon d={FEED_ICONS.flag} />{t('feed.report')}
            </button>
          </div>
        )}
        <CommentList comments={comments} count={count} onReply={reply} onDelete={(c) => void remove(c)} onReport={(c) => reportOf(c.commentId)} />
      </div>
      <CommentBox
        ref={box}
        shareId={post.shareId}
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(null)}
        canSend={login.loggedIn}
        onSent={(c) => {
          comments.add(c);
          counted(count + 1);
          setReplyTo(null);
        }}
      />
      <ReportDialog target={report} onClose={() => setReport(null)} />
    </>
  );
}
