// The customer-service row pinned at the top of /message/list (spec §1 "chat with customer service
// (human or robot)"), always there for a logged-in user: the robot's name, or the agent's while one
// serves; the last message's preview and time; the unread count. From getChatSessionList (the
// newest conversation) and the service status, kept live from the queue (service-row-state.ts).
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useServices } from '../../../app/use-shell.js';
import { CHAT_ENDPOINTS } from '../../../contract/endpoints/chat.js';
import { SESSION_TYPE } from '../../../contract/statuses.js';
import type { ChatSession } from '../../../contract/types/chat.js';
import { useT } from '../../../ui/t-context.js';
import { useLanguage } from '../../kit/price.js';
import { rowTime } from '../chat-time.js';
import { fromStore } from '../history-merge.js';
import { PreviewLine } from '../preview-line.js';
import { hasLastMessage, previewOf } from '../preview-text.js';
import { ServiceAvatar } from './service-avatar.js';
import { SERVICE_CHAT_HREF } from './service-href.js';
import { RELOAD, rowAfter } from './service-row-state.js';
import { serviceStoreFor } from './service-store.js';
import { useServiceRowStyle } from './service-styles.js';
import { useServiceStatus } from './use-service-status.js';

export function ServiceRow({ now }: { now: Date }) {
  useServiceRowStyle();
  const t = useT();
  const lang = useLanguage();
  const { api, stores } = useServices();
  const me = useStore(stores.session.userId);
  const service = useMemo(() => serviceStoreFor(api, me), [api, me]);
  const { status } = useServiceStatus(service, stores.chat);
  const [session, setSession] = useState<ChatSession | null>(null);
  const [reload, setReload] = useState(0);
  const held = useRef(session);
  held.current = session;

  useEffect(() => {
    let live = true;
    void api.call(CHAT_ENDPOINTS.getChatSessionList, { page: { index: 1, size: 1 } }, { silent: true }).then((reply) => {
      if (live && reply.code === 200) setSession(reply.customData?.resultList?.[0] ?? null);
    });
    return () => {
      live = false;
    };
  }, [api, me, reload]);

  useEffect(() => stores.chat.lastIncoming.listen((r) => {
    if (!r || r.sessionType !== SESSION_TYPE.customerService) return;
    const next = rowAfter(held.current, fromStore(r), me, stores.chat.reading.get());
    if (next === RELOAD) setReload((n) => n + 1);
    else setSession(next);
  }), [stores.chat, me]);

  const agent = status && (status.state === 'serving' || status.state === 'ended') && status.agentName;
  const name = agent || session?.otherUserPetName || t('chat.customerService.name');
  const unread = Math.max(0, session?.unreadNum ?? status?.unreadNum ?? 0);
  const time = session ? rowTime(session.lastTime, now, lang, t('chat.yesterday')) : '';
  const preview = session && hasLastMessage(session) ? previewOf(session.lastType, session.lastMessage) : { text: t('chat.customerService.preview') };
  return (
    <Link className="mkt-msg-row mkt-svc-row" href={SERVICE_CHAT_HREF} data-service="true" data-unread={unread > 0}>
      <ServiceAvatar className="mkt-svc-avatar" src={session?.otherUserAvatarPath ?? ''} />
      <span className="mkt-msg-main">
        <span className="mkt-msg-line">
          <span className="mkt-msg-name">{name}</span>
          {name !== t('chat.customerService.name') && <span className="mkt-svc-tag">{t('chat.customerService.name')}</span>}
          {time && session && <time className="mkt-msg-time" dateTime={session.lastTime}>{time}</time>}
        </span>
        <span className="mkt-msg-line">
          <span className="mkt-msg-preview"><PreviewLine preview={preview} /></span>
          {unread > 0 && (
            <>
              <span className="mkt-msg-count" aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
              <span className="mkt-sr">{t('chat.list.unread', { count: unread })}</span>
            </>
          )}
        </span>
      </span>
    </Link>
  );
}
