// /message/chat (spec §2: otherUserMq, otherUserAvatarPath, otherUserPetName, sessionType): opens
// the conversation with initChatWindow, passing the card of the listing the chat was started from
// (spec §3 "Chat card saved when chat starts", left in the chat store by the details page), then
// shows it. A refusal (spec §5 "cannot message yourself": the server's "not allowed") is shown in
// place, with the server's words.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useServices } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { CHAT_ENDPOINTS } from '../../contract/endpoints/chat.js';
import { SESSION_TYPE } from '../../contract/statuses.js';
import type { ChatCard } from '../../contract/types/chat.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame } from '../kit/account-frame.js';
import { useCall } from '../kit/use-call.js';
import { partyOf, type ChatParty } from './chat-href.js';
import { Conversation } from './conversation.js';
import { useChatStyle } from './message-styles.js';
import { ServiceChat } from './service/service-chat.js';

/** Refusals the screen says itself; others keep their spec §8 effect. */
const INLINE: readonly number[] = [CODE.FORBIDDEN, CODE.NOT_FOUND, CODE.VALIDATION];

export function ChatScreen({ query }: { query: URLSearchParams }) {
  const t = useT();
  const { stores } = useServices();
  const userId = useStore(stores.session.userId);
  const party = partyOf(query);
  const title = party.otherUserPetName || t('chat.someone');
  if (!userId) return <AccountFrame title={title} fallback="/message/list" className="mkt-chat-login"><span /></AccountFrame>;
  // Customer service (robot and human, spec §1, §6) has its own conversation (service/).
  if (party.sessionType === SESSION_TYPE.customerService) return <ServiceChat />;
  if (!party.otherUserMq) return <Notice title={title} text={t('chat.open.missing')} />;
  return <OpenChat key={`${party.otherUserMq}:${party.sessionType}`} party={party} />;
}

function OpenChat({ party }: { party: ChatParty }) {
  const t = useT();
  const { stores } = useServices();
  // The card is taken once: a later visit to this conversation is not a new start from the listing.
  const [card] = useState<ChatCard | null>(() => {
    const start = stores.chat.startCard.get();
    if (!start || start.otherUserMq !== party.otherUserMq) return null;
    stores.chat.startCard.set(null);
    return start.card;
  });
  const open = useCall(
    CHAT_ENDPOINTS.initChatWindow,
    { otherUserMq: party.otherUserMq, sessionType: party.sessionType, ...(card ? { card } : {}) },
    `${party.otherUserMq}:${party.sessionType}`,
    INLINE,
  );
  const title = party.otherUserPetName || t('chat.someone');
  if (open.state.status === 'loading') return <Notice title={title} text={t('chat.open.loading')} busy />;
  if (open.state.status === 'error') {
    return <Notice title={title} text={open.state.message || t('chat.open.failed')} retry={open.state.code === CODE.SYSTEM_ERROR ? open.retry : undefined} />;
  }
  const { chatSessionId, session, blockedByMe } = open.state.data;
  // The server's view of the other party wins over a link's (which may be old or hand-made).
  const shown: ChatParty = session
    ? { ...party, otherUserAvatarPath: session.otherUserAvatarPath || party.otherUserAvatarPath, otherUserPetName: session.otherUserPetName || party.otherUserPetName }
    : party;
  return <Conversation party={shown} chatSessionId={chatSessionId} blockedByMe={blockedByMe === true} startCard={card} />;
}

function Notice({ title, text, busy = false, retry }: { title: string; text: string; busy?: boolean; retry?: (() => void) | undefined }) {
  const t = useT();
  useChatStyle();
  return (
    <AccountFrame title={title} fallback="/message/list" className="mkt-chat-notice">
      <div className="mkt-center" role={busy ? 'status' : 'alert'} data-chat-notice="true">
        <p>{text}</p>
        {retry && <button type="button" className="mkt-btn mkt-btn-ghost" onClick={retry}>{t('chat.history.retry')}</button>}
      </div>
    </AccountFrame>
  );
}
