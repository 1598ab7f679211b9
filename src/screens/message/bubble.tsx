// One message of the conversation: a stored record, one on its way out (with its sending state:
// sending, uploading with progress, failed with retry and delete; spec §3 types text 0, image 1,
// file 2, card 6), or the card of the listing the chat started from before it is sent. With the
// reader's translation on, the other party's texts show it, with the original/translated line. What each
// type draws is a table (variation as data, DESIGN.md §7).
import type { ReactNode } from 'react';
import type { LanguageCode } from '../../contract/envelope.js';
import { MESSAGE_TYPE } from '../../contract/statuses.js';
import type { ChatCard, ChatRecord } from '../../contract/types/chat.js';
import { formatCalendar, readDate } from '../../i18n/format-calendar.js';
import { useT } from '../../ui/t-context.js';
import { readCard } from './card-content.js';
import { CardView } from './card-view.js';
import { EmojiText } from './emoji/emoji-text.js';
import { onlyEmoji, parseEmoji } from './emoji/parse-emoji.js';
import { FileBubble, fileNameOf } from './file-bubble.js';
import { ImageBubble } from './image-bubble.js';
import type { OutMessage } from './outbox-state.js';
import { TranslationLine } from './translation-line.js';
import type { TranslationControls } from './use-translation.js';

export type ChatItem =
  | { kind: 'record'; record: ChatRecord; mine: boolean; last: boolean }
  | { kind: 'pending'; message: OutMessage }
  | { kind: 'draft'; card: ChatCard };

/** What bubbles need from the conversation. */
export interface BubbleContext {
  lang: LanguageCode;
  media(path: string): string;
  /** The local picture of an unsent or just-sent message. */
  preview(clientMsgId: string): string | undefined;
  openImage(src: string): void;
  openCard(href: string): void;
  retry(clientMsgId: string): void;
  remove(clientMsgId: string): void;
  /** The reader's translation (use-translation.ts); absent where messages are not translated. */
  translation?: Pick<TranslationControls, 'view' | 'flip' | 'retry'>;
}

interface Body {
  type: number;
  content: string;
  card?: ChatCard | undefined;
  /** Picture: a URL ready to show; file: its signed URL. */
  url?: string | undefined;
  percent?: number | undefined;
  /** File: its original name and size (ChatRecord.fileName, fileSize). */
  name?: string | undefined;
  size?: number | undefined;
}

type Draw = (b: Body, ctx: BubbleContext) => ReactNode;

const text: Draw = (b) => {
  const big = onlyEmoji(parseEmoji(b.content));
  return <span className={big ? 'mkt-bub mkt-bub-big' : 'mkt-bub'}><EmojiText text={b.content} /></span>;
};

const DRAW: Readonly<Record<number, Draw>> = {
  [MESSAGE_TYPE.text]: text,
  [MESSAGE_TYPE.image]: (b, ctx) => {
    const src = b.url ?? '';
    return <ImageBubble src={src} percent={b.percent} {...(src && b.percent === undefined ? { onOpen: () => ctx.openImage(src) } : {})} />;
  },
  [MESSAGE_TYPE.file]: (b, ctx) => (
    <span className="mkt-bub">
      <FileBubble name={b.name || fileNameOf(b.content)} size={b.size} lang={ctx.lang} url={b.url ?? (b.content ? ctx.media(b.content) : '')} />
    </span>
  ),
  [MESSAGE_TYPE.card]: (b, ctx) => {
    const card = b.card ?? readCard(b.content);
    return card ? <CardView card={card} onOpen={ctx.openCard} /> : text({ ...b, content: '[…]' }, ctx);
  },
};

const draw = (b: Body, ctx: BubbleContext): ReactNode => (DRAW[b.type] ?? text)(b, ctx);

export function Bubble({ item, ctx }: { item: ChatItem; ctx: BubbleContext }) {
  switch (item.kind) {
    case 'record': return <RecordBubble record={item.record} mine={item.mine} last={item.last} ctx={ctx} />;
    case 'pending': return <PendingBubble message={item.message} ctx={ctx} />;
    case 'draft': return <DraftCard card={item.card} ctx={ctx} />;
  }
}

function RecordBubble({ record, mine, last, ctx }: { record: ChatRecord; mine: boolean; last: boolean; ctx: BubbleContext }) {
  const t = useT();
  const at = readDate(record.sendTime);
  const local = record.clientMsgId ? ctx.preview(record.clientMsgId) : undefined;
  const url = record.type === MESSAGE_TYPE.image ? local ?? ctx.media(record.content) : record.fileUrl;
  const tr = ctx.translation?.view(record, mine) ?? null;
  return (
    <div className="mkt-bub-row" data-mine={mine} data-message={record.chatMessageId} data-type={record.type}>
      {draw({ type: record.type, content: tr ? tr.text : record.content, url, name: record.fileName, size: record.fileSize }, ctx)}
      {tr && <TranslationLine view={tr} onFlip={() => ctx.translation?.flip(record.chatMessageId)} onRetry={() => ctx.translation?.retry(record.chatMessageId)} />}
      {at && (
        <time className="mkt-bub-time" dateTime={record.sendTime}>
          {formatCalendar(at, ctx.lang, 'time')}
          {mine && last && <> · <span data-status="sent">{t('chat.status.sent')}</span></>}
        </time>
      )}
    </div>
  );
}

function PendingBubble({ message: m, ctx }: { message: OutMessage; ctx: BubbleContext }) {
  const t = useT();
  const url = m.type === MESSAGE_TYPE.image ? ctx.preview(m.clientMsgId) ?? (m.content ? ctx.media(m.content) : '') : undefined;
  const failed = m.state === 'failed';
  const reason = m.failure?.kind === 'network'
    ? t('chat.status.network')
    : m.failure?.kind === 'lost'
      ? t(m.type === MESSAGE_TYPE.file ? 'chat.status.lostFile' : 'chat.status.lost')
      : m.failure?.kind === 'refused' && m.failure.message ? t('chat.status.refused', { reason: m.failure.message }) : '';
  return (
    <div className="mkt-bub-row" data-mine="true" data-state={m.state} data-client-id={m.clientMsgId} data-type={m.type}>
      {draw({ type: m.type, content: m.content, card: m.card, url, percent: m.state === 'uploading' ? m.percent ?? 0 : undefined, name: m.fileName, size: m.fileSize }, ctx)}
      <div className="mkt-bub-status" data-failed={failed} role={failed ? 'alert' : 'status'}>
        {m.state === 'sending' && <span data-status="sending">{t('chat.status.sending')}</span>}
        {m.state === 'uploading' && (
          <span data-status="uploading">{t(m.type === MESSAGE_TYPE.file ? 'chat.status.uploadingFile' : 'chat.status.uploading', { percent: m.percent ?? 0 })}</span>
        )}
        {failed && (
          <>
            <span data-status="failed">{reason || t('chat.status.failed')}</span>
            {m.failure?.kind !== 'lost' && (
              <button type="button" data-retry="true" onClick={() => ctx.retry(m.clientMsgId)}>{t('chat.status.retry')}</button>
            )}
            <button type="button" onClick={() => ctx.remove(m.clientMsgId)}>{t('chat.status.remove')}</button>
          </>
        )}
      </div>
    </div>
  );
}

function DraftCard({ card, ctx }: { card: ChatCard; ctx: BubbleContext }) {
  const t = useT();
  return (
    <div className="mkt-bub-row" data-mine="true" data-draft-card="true">
      <CardView card={card} onOpen={ctx.openCard} />
      <p className="mkt-card-note">{t('chat.card.draft')}</p>
    </div>
  );
}
