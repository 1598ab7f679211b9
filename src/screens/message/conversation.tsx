// An open conversation (spec §2 /message/chat): the header with the other party and its menu,
// the history paged upwards and kept live, the safety tips of a first chat, the card of the
// listing the chat started from, and the composer. Writing goes through the outbox (outbox.ts):
// every message shows its state and survives a dropped network or a closed page until sent. A
// recruiter's request for the user's CV is answered from a bar above the composer (resume-ask.tsx).
// The conversation is read while it is on screen (cleanChatUnread on open and as records arrive).
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useServices } from '../../app/use-shell.js';
import { DOCUMENT } from '../../contract/constants.js';
import { MESSAGE_TYPE, SESSION_TYPE } from '../../contract/statuses.js';
import type { ChatCard, ChatRecord } from '../../contract/types/chat.js';
import { readDate } from '../../i18n/format-calendar.js';
import { randomId } from '../../stores/guards.js';
import { useT } from '../../ui/t-context.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { useLanguage } from '../kit/price.js';
import { usePreparePicture } from '../kit/upload/index.js';
import { Bubble, type BubbleContext, type ChatItem } from './bubble.js';
import { readCard, sameListing } from './card-content.js';
import { ChatHeader, type HeaderAction } from './chat-header.js';
import type { ChatParty } from './chat-href.js';
import { chatItems } from './chat-items.js';
import { dayLabel, needsSeparator } from './chat-time.js';
import { Composer } from './composer.js';
import { canonicalEmoji } from './emoji/parse-emoji.js';
import { useChatStyle } from './message-styles.js';
import { fileSizeText } from './file-bubble.js';
import { outboxFor, type Prepared } from './outbox.js';
import type { OutMessage } from './outbox-state.js';
import { ReportSheet } from './report-sheet.js';
import { ResumeAskBar } from './resume-ask.js';
import { SafetyTips } from '../kit/safety-tips.js';
import { textProblem } from './text-check.js';
import { markTipsSeen, tipsSeen } from './tips-seen.js';
import { markSessionRead } from './unread-sync.js';
import { useBlock } from '../kit/use-block.js';
import { useHistory, type History } from './use-history.js';
import { useScrollKeeper } from './use-scroll-keeper.js';
import { useTranslation } from './use-translation.js';
import { useBubbles, useRetryWhenOnline } from './use-bubbles.js';

export interface ConversationProps {
  party: ChatParty;
  chatSessionId: string;
  blockedByMe: boolean;
  /** The card of the listing the chat was started from (spec §3), not sent yet. */
  startCard: ChatCard | null;
}

/** How long after the last live record the conversation is marked read (ms): one call for a burst. */
const READ_DELAY_MS = 600;

/** The newest card the conversation holds. */
const lastCardOf = (records: readonly ChatRecord[]): ChatCard | null => {
  for (let i = records.length - 1; i >= 0; i--) {
    const r = records[i]!;
    if (r.type === MESSAGE_TYPE.card) return readCard(r.content);
  }
  return null;
};

export function Conversation({ party, chatSessionId, blockedByMe, startCard }: ConversationProps) {
  useKitStyle();
  useChatStyle();
  const t = useT();
  const lang = useLanguage();
  const { api, stores } = useServices();
  const me = useStore(stores.session.userId);
  const prepare = usePreparePicture();
  const outbox = useMemo(() => outboxFor({ api, storage: stores.storage, userId: me }), [api, stores.storage, me]);
  const allPending = useStore(outbox.list);
  const pending = useMemo(() => allPending.filter((m) => m.chatSessionId === chatSessionId), [allPending, chatSessionId]);
  const name = party.otherUserPetName || t('chat.someone');
  const isUserChat = party.sessionType === SESSION_TYPE.user;

  // Read while on screen: the store does not count its records, the server is told at once and
  // again shortly after each live record from the other party.
  const readTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    stores.chat.reading.set(chatSessionId);
    void markSessionRead(api, stores.chat, chatSessionId);
    return () => {
      clearTimeout(readTimer.current);
      if (stores.chat.reading.get() === chatSessionId) stores.chat.reading.set('');
    };
  }, [api, stores.chat, chatSessionId]);
  const history = useHistory(chatSessionId, outbox, (r) => {
    if (String(r.fromUserId) === me) return;
    clearTimeout(readTimer.current);
    readTimer.current = setTimeout(() => void markSessionRead(api, stores.chat, chatSessionId), READ_DELAY_MS);
  });
  // "Translate messages" (header menu): the other party's texts in the app language (use-translation.ts).
  const translation = useTranslation(chatSessionId, isUserChat, history.records, me);

  // The listing card waits to go with the first message, unless the conversation's newest card
  // is that listing already.
  const [draft, setDraft] = useState<ChatCard | null>(startCard);
  const lastCard = lastCardOf(history.records);
  const draftShown = draft && history.status !== 'loading' && !(lastCard && sameListing(lastCard, draft)) ? draft : null;

  // Safety tips: a new conversation with a user (started from a listing, or empty), once.
  const [tipsOpen, setTipsOpen] = useState(false);
  const fresh = startCard !== null || (history.status === 'finished' && history.records.length === 0);
  useEffect(() => {
    if (!isUserChat || !fresh || tipsSeen(stores.storage, me, chatSessionId)) return;
    setTipsOpen(true);
    markTipsSeen(stores.storage, me, chatSessionId);
  }, [isUserChat, fresh, stores.storage, me, chatSessionId]);

  useRetryWhenOnline(outbox);

  const [sentCount, setSentCount] = useState(0);
  const base = (): Omit<OutMessage, 'type' | 'content' | 'state'> => ({
    clientMsgId: randomId(), chatSessionId, toUserMq: party.otherUserMq, sessionType: party.sessionType, createdAt: Date.now(),
  });
  const sendDraftFirst = () => {
    if (draftShown) {
      outbox.send({ ...base(), type: MESSAGE_TYPE.card, content: JSON.stringify(draftShown), card: draftShown, moduleId: draftShown.moduleId, state: 'sending' });
    }
    setDraft(null);
  };
  const onSendText = (value: string): string | null => {
    const text = canonicalEmoji(value.trim());
    const problem = textProblem(text);
    if (problem) return t(problem.key, problem.values);
    sendDraftFirst();
    outbox.send({ ...base(), type: MESSAGE_TYPE.text, content: text, state: 'sending' });
    setSentCount((n) => n + 1);
    return null;
  };
  const onPickPicture = (file: File) => {
    sendDraftFirst();
    outbox.sendPicture({ ...base(), type: MESSAGE_TYPE.image, content: '', state: 'uploading' }, file, prepare);
    setSentCount((n) => n + 1);
  };

  // A document goes as it is (the server sniffs it); only its size is checked first (spec §5: 5 MB).
  const prepareDocument = async (file: File): Promise<Prepared> => file.size > DOCUMENT.maxBytes
    ? { ok: false, problem: t('chat.file.tooLarge', { max: fileSizeText(DOCUMENT.maxBytes, lang, t) }) }
    : { ok: true, file, name: file.name };
  const onPickDocument = (file: File) => {
    sendDraftFirst();
    outbox.sendPicture({ ...base(), type: MESSAGE_TYPE.file, content: '', state: 'uploading', fileName: file.name, fileSize: file.size }, file, prepareDocument);
    setSentCount((n) => n + 1);
  };

  const block = useBlock(party.otherUserMq, name, blockedByMe);
  const [reporting, setReporting] = useState(false);
  const actions: HeaderAction[] = isUserChat
    ? [
      { key: 'translate', label: t(translation.on ? 'chat.translate.off' : 'chat.translate.on'), run: translation.toggle },
      { key: 'report', label: t('chat.report.action'), run: () => setReporting(true) },
      block.blocked
        ? { key: 'unblock', label: t('chat.block.unblock'), run: () => void block.unblock() }
        : { key: 'block', label: t('chat.block.action'), danger: true, run: () => void block.block() },
    ]
    : [];

  const items = chatItems(history.records, pending, me, draftShown);
  const bubbles = useBubbles(history.records, outbox);
  const ctx: BubbleContext = { ...bubbles.ctx, translation };

  const box = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const lastKey = items.length ? itemKey(items[items.length - 1]!) : '';
  const onScroll = useScrollKeeper({
    box, content, signature: `${items.length}:${lastKey}:${history.records[0]?.chatMessageId ?? ''}`,
    change: history.change, sentCount, onNearTop: history.loadOlder,
  });

  return (
    <div className="mkt-chat" data-session={chatSessionId}>
      <ChatHeader name={name} avatar={party.otherUserAvatarPath} actions={actions} />
      <div ref={box} className="mkt-chat-scroll" onScroll={onScroll}>
        <div ref={content}>
          <HistoryTop history={history} />
          {tipsOpen && <SafetyTips onDismiss={() => setTipsOpen(false)} />}
          <div role="log" aria-label={t('chat.history.label', { name })}>
          <ol className="mkt-chat-list">
            {withSeparators(items, lang, { today: t('chat.today'), yesterday: t('chat.yesterday') }).map((row) =>
              row.kind === 'sep'
                ? <li key={row.key} className="mkt-chat-sep"><span>{row.text}</span></li>
                : <li key={row.key}><Bubble item={row.item} ctx={ctx} /></li>)}
          </ol>
          </div>
        </div>
      </div>
      {isUserChat && <ResumeAskBar records={history.records} me={me} otherUserMq={party.otherUserMq} name={name} />}
      {block.blocked && (
        <div className="mkt-chat-banner" role="status">
          <span>{t('chat.block.banner')}</span>
          <button type="button" onClick={() => void block.unblock()}>{t('chat.block.unblock')}</button>
        </div>
      )}
      <Composer onSendText={onSendText} onPickPicture={onPickPicture} {...(isUserChat ? { onPickDocument } : {})} />
      {isUserChat && (
        <ReportSheet target={{ otherUserMq: party.otherUserMq, chatSessionId, name }} open={reporting} onClose={() => setReporting(false)} />
      )}
      {bubbles.viewer}
    </div>
  );
}

function itemKey(item: ChatItem): string {
  switch (item.kind) {
    case 'record': return `r:${item.record.chatMessageId}`;
    case 'pending': return `p:${item.message.clientMsgId}`;
    case 'draft': return 'draft';
  }
}

type Row = { kind: 'sep'; key: string; text: string } | { kind: 'item'; key: string; item: ChatItem };

/** The items with a line naming the day above the first record of each day. */
function withSeparators(items: readonly ChatItem[], lang: ReturnType<typeof useLanguage>, words: { today: string; yesterday: string }): Row[] {
  const now = new Date();
  let previous: Date | null = null;
  const rows: Row[] = [];
  for (const item of items) {
    if (item.kind === 'record') {
      const at = readDate(item.record.sendTime);
      if (at && needsSeparator(at, previous)) rows.push({ kind: 'sep', key: `s:${item.record.chatMessageId}`, text: dayLabel(at, now, lang, words) });
      if (at) previous = at;
    }
    rows.push({ kind: 'item', key: itemKey(item), item });
  }
  return rows;
}

export function HistoryTop({ history }: { history: History }) {
  const t = useT();
  const { status, records } = history;
  if (status === 'error') {
    return (
      <div className="mkt-chat-top" role="alert">
        <span>{t('chat.history.loadFailed')}</span>&nbsp;
        <button type="button" onClick={history.retry}>{t('chat.history.retry')}</button>
      </div>
    );
  }
  if (status === 'loading') return <div className="mkt-chat-top" role="status">{t(records.length > 0 ? 'chat.history.loadingOlder' : 'list.loading')}</div>;
  if (status === 'idle') {
    return <div className="mkt-chat-top"><button type="button" onClick={history.loadOlder}>{t('chat.history.loadOlder')}</button></div>;
  }
  return records.length > 0 ? <div className="mkt-chat-top">{t('chat.history.beginning')}</div> : null;
}
