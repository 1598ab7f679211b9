// The publisher block (spec §2 "publisher avatar, pet name and enterprise name ... chat icon";
// spec §1 "Account type 2 shows the enterprise name; otherwise the nickname is shown") and the
// chat start (spec §2 "Chat start opens /message/chat with otherUserMq, otherUserAvatarPath,
// otherUserPetName, sessionType 0"; spec §3 "Chat card saved when chat starts", left in the chat
// store for /message/chat; spec §5 "cannot message yourself ('not allowed')"; spec §6 "Not logged
// in: prompt to log in").
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { LOGIN_PATH } from '../../features/favourite.js';
import type { ChatCard } from '../../contract/types/chat.js';
import { useT } from '../../ui/t-context.js';
import { Img } from '../kit/img.js';
import { publisherName } from '../kit/listing-row.js';
import { Icon, ICONS } from './icons.js';
import { str, type Detail } from './read.js';

/** The chat route with the publisher as the other party. */
export function chatHref(d: Detail): string {
  const q = new URLSearchParams({
    otherUserMq: str(d.userMq),
    otherUserAvatarPath: str(d.avatarPath),
    // The name the reader sees (the enterprise name for enterprise accounts, spec §1).
    otherUserPetName: publisherName(d),
    sessionType: '0',
  });
  return `/message/chat?${q}`;
}

/** What tapping the chat icon does, in order: log in first, refuse a chat with oneself, open it. */
export function useStartChat(d: Detail, card?: ChatCard): () => void {
  const { stores } = useServices();
  const { dialogs, navigate } = useShell();
  const t = useT();
  const userId = useStore(stores.session.userId);
  return () => {
    if (!userId) {
      void dialogs.confirm(t('errors.notLoggedIn'), { cancel: true }).then((ok) => ok && navigate(LOGIN_PATH));
    } else if (str(d.userId) === userId) {
      dialogs.toast(t('validation.notAllowed'));
    } else {
      stores.chat.startCard.set(card ? { otherUserMq: str(d.userMq), card } : null);
      navigate(chatHref(d));
    }
  };
}

export function Publisher({ detail, card }: { detail: Detail; card?: ChatCard }) {
  const t = useT();
  const headingId = useId();
  const startChat = useStartChat(detail, card);
  const name = publisherName(detail);
  // The other name, when both exist (an enterprise's contact nickname).
  const other = [str(detail.petName), str(detail.entName)].find((n) => n && n !== name) ?? '';
  const canChat = str(detail.userMq) !== '';
  if (!name && !canChat) return null;

  return (
    <section className="mkt-dt-sec mkt-dt-pub" aria-labelledby={headingId}>
      <h2 id={headingId} className="mkt-sr">{t('details.publisher')}</h2>
      <Img className="mkt-dt-avatar" src={str(detail.avatarPath)} alt="" ratio="1" thumb saver="load" />
      <div className="mkt-dt-pub-names">
        <p className="mkt-dt-pub-name">{name}</p>
        {other && <p className="mkt-dt-pub-other">{other}</p>}
      </div>
      {canChat && (
        <button type="button" className="mkt-dt-chat" onClick={startChat}>
          <Icon d={ICONS.chat} />
          <span>{t('details.chat')}</span>
        </button>
      )}
    </section>
  );
}
