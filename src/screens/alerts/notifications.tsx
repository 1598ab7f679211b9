// /usercenter/notifications (issue: Beyond the spec, saved-search alerts): the notices of the
// user's saved searches, newest first. A match shows the listing's picture and title and opens the
// listing; a digest says how many listings are new and opens the saved search. Opening a notice
// marks it read; « Tout marquer comme lu » reads them all. The bells' count follows.
import { useState } from 'react';
import { Link } from 'wouter';
import { useServices } from '../../app/use-shell.js';
import { ALERTS } from '../../contract/constants.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { AppNotice } from '../../contract/types/alerts.js';
import { noticeUnreadOf } from '../../realtime/notice-unread.js';
import { InfiniteList } from '../../ui/infinite-list.js';
import { useT } from '../../ui/t-context.js';
import { useInfiniteList } from '../../ui/use-infinite-list.js';
import { noticeRoute, SAVED_SEARCHES_PATH } from '../kit/alert-links.js';
import { formatTime } from '../kit/format-time.js';
import { Img } from '../kit/img.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { useNoticeUnread } from '../kit/notice-bell.js';
import { PageHeader } from '../kit/page-header.js';
import { useLanguage } from '../kit/price.js';
import { useAlertsStyle } from './alerts-styles.js';

const isNotice = (x: unknown): x is AppNotice => typeof x === 'object' && x !== null && typeof (x as AppNotice).noticeId === 'string';

export function NotificationsScreen() {
  useKitStyle();
  useAlertsStyle();
  const t = useT();
  const { api } = useServices();
  const unread = useNoticeUnread();
  /** Read here since the page was loaded: 'all' after « Tout marquer comme lu ». */
  const [readHere, setReadHere] = useState<ReadonlySet<string> | 'all'>(new Set());
  const list = useInfiniteList<AppNotice>({
    pageSize: ALERTS.noticePageSize,
    fetchPage: async (page) => {
      const reply = await api.call(ENDPOINTS.getNotices, { page: { index: page.index, size: page.size } });
      const rows = reply.code === 200 && reply.customData ? reply.customData.resultList.filter(isNotice) : [];
      return { code: reply.code, items: rows };
    },
  });

  const read = async (noticeIds: string[]) => {
    setReadHere((cur) => (noticeIds.length === 0 || cur === 'all' ? 'all' : new Set([...cur, ...noticeIds])));
    const reply = await api.call(ENDPOINTS.readNotices, { noticeIds }, { silent: noticeIds.length > 0 });
    if (reply.code === 200 && reply.customData) noticeUnreadOf(api).set(reply.customData.unread);
  };
  const isRead = (n: AppNotice) => n.read || readHere === 'all' || readHere.has(n.noticeId);
  const anyUnread = unread > 0 || list.items.some((n) => !isRead(n));

  return (
    <div className="mkt-screen mkt-al">
      <PageHeader title={t('alerts.notices.title')} fallback="/usercenter/userInfo" actions={
        <button type="button" className="mkt-al-readall" data-action="readAll" disabled={!anyUnread} onClick={() => void read([])}>{t('alerts.notices.readAll')}</button>
      } />
      <div className="mkt-al-bar">
        <Link href={SAVED_SEARCHES_PATH}>{t('alerts.notices.manage')}</Link>
      </div>
      <InfiniteList
        list={list}
        className="mkt-al-list"
        itemKey={(n) => n.noticeId}
        renderItem={(n) => <NoticeRow notice={n} read={isRead(n)} onOpen={() => !isRead(n) && void read([n.noticeId])} />}
        empty={
          <div className="mkt-al-empty">
            <h2>{t('alerts.notices.empty')}</h2>
            <p>{t('alerts.notices.emptyHint')}</p>
          </div>
        }
      />
    </div>
  );
}

function NoticeRow({ notice: n, read, onOpen }: { notice: AppNotice; read: boolean; onOpen(): void }) {
  const t = useT();
  const lang = useLanguage();
  const digest = n.kind === 'searchDigest';
  return (
    <Link href={noticeRoute(n)} className="mkt-al-row" data-notice={n.noticeId} data-read={read ? 'yes' : 'no'} onClick={onOpen}>
      {digest ? <span className="mkt-al-digest" aria-hidden="true">{n.count > 99 ? '99+' : n.count}</span> : <Img src={n.imgPath} alt="" ratio="1" thumb saver="load" />}
      <span className="mkt-al-text">
        <span className="mkt-al-what">
          {digest ? t('alerts.notices.digest', { count: n.count, title: n.searchTitle }) : t('alerts.notices.match', { title: n.searchTitle })}
        </span>
        {!digest && <span className="mkt-al-title">{n.listingTitle}</span>}
        <span className="mkt-al-time">{formatTime(n.createdAt, lang)}</span>
      </span>
      {read ? <span /> : <span className="mkt-al-dot" role="img" aria-label={t('alerts.notices.unread')} />}
    </Link>
  );
}
