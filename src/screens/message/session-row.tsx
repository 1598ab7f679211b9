// One conversation of /message/list: the other party's avatar and name, the listing it is about
// (thumbnail and title, when it started from one), the last message's preview, its time and the
// unread count.
import { Link } from 'wouter';
import type { ChatSession } from '../../contract/types/chat.js';
import { useT } from '../../ui/t-context.js';
import { Img } from '../kit/img.js';
import { useLanguage } from '../kit/price.js';
import { chatHref } from './chat-href.js';
import { rowTime } from './chat-time.js';
import { PreviewLine } from './preview-line.js';
import { hasLastMessage, previewOf } from './preview-text.js';

export function SessionRow({ session, now }: { session: ChatSession; now: Date }) {
  const t = useT();
  const lang = useLanguage();
  const name = session.otherUserPetName || t('chat.someone');
  const unread = Math.max(0, session.unreadNum);
  const time = rowTime(session.lastTime, now, lang, t('chat.yesterday'));
  return (
    <Link
      className="mkt-msg-row"
      href={chatHref(session)}
      data-session={session.chatSessionId}
      data-unread={unread > 0}
    >
      <Img className="mkt-msg-avatar" src={session.otherUserAvatarPath} alt="" ratio="1" thumb saver="load" />
      <span className="mkt-msg-main">
        <span className="mkt-msg-line">
          <span className="mkt-msg-name">{name}</span>
          {time && <time className="mkt-msg-time" dateTime={session.lastTime}>{time}</time>}
        </span>
        <span className="mkt-msg-line">
          <span className="mkt-msg-preview"><PreviewLine preview={previewOf(session.lastType, session.lastMessage, hasLastMessage(session))} /></span>
          {unread > 0 && (
            <>
              <span className="mkt-msg-count" aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
              <span className="mkt-sr">{t('chat.list.unread', { count: unread })}</span>
            </>
          )}
        </span>
        {session.card && (
          <span className="mkt-msg-about">
            <Img src={session.card.imgPath} alt="" ratio="1" thumb saver="load" />
            <span>{t('chat.list.about', { title: session.card.title })}</span>
          </span>
        )}
      </span>
    </Link>
  );
}
