// The messages of the customer-service conversation (spec §1, §6): the robot's greeting at the
// beginning, the records paged upwards and kept live (use-history.ts, as a user chat), the robot's,
// the agent's and the system's records with who wrote them, the user's with their sending state
// (the outbox), the "<name> joined" lines, and the rating card once the conversation ended.
// A conversation not started yet has no records to read: the greeting alone.
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { useServices } from '../../../app/use-shell.js';
import type { ChatRecord, RobotInfo } from '../../../contract/types/chat.js';
import type { CustomerServiceStatus } from '../../../contract/types/customer-service.js';
import { useT } from '../../../ui/t-context.js';
import { useLanguage } from '../../kit/price.js';
import { Bubble, type BubbleContext, type ChatItem } from '../bubble.js';
import { chatItems } from '../chat-items.js';
import { HistoryTop } from '../conversation.js';
import { EmojiText } from '../emoji/emoji-text.js';
import type { Outbox } from '../outbox.js';
import type { OutMessage } from '../outbox-state.js';
import { useHistory, type History } from '../use-history.js';
import { useScrollKeeper } from '../use-scroll-keeper.js';
import { useBubbles } from '../use-bubbles.js';
import { EndCard } from './service-panels.js';
import { itemKey, serviceRows } from './service-rows.js';
import type { JoinedNote } from './use-service-status.js';

export interface ServiceLogProps {
  status: CustomerServiceStatus;
  robot: RobotInfo | null;
  outbox: Outbox;
  /** The user's messages to customer service still on their way out. */
  pending: readonly OutMessage[];
  joined: readonly JoinedNote[];
  /** Bumped when the user sends: the bottom comes into view. */
  sentCount: number;
  onRate(rating: number): Promise<boolean>;
  /** A live record of the conversation arrived (it is read while on screen). */
  onIncoming(record: ChatRecord): void;
}

export function ServiceLog(props: ServiceLogProps) {
  return props.status.chatSessionId === '' ? <LogView {...props} history={null} /> : <SessionLog {...props} />;
}

function SessionLog(props: ServiceLogProps) {
  const history = useHistory(props.status.chatSessionId, props.outbox, props.onIncoming);
  return <LogView {...props} history={history} />;
}

function LogView({ status, robot, outbox, pending, joined, sentCount, onRate, history }: ServiceLogProps & { history: History | null }) {
  const t = useT();
  const lang = useLanguage();
  const { stores } = useServices();
  const me = useStore(stores.session.userId);
  const records = history?.records ?? [];
  const items = chatItems(records, pending, me, null);
  const rows = serviceRows(items, joined.filter((j) => j.chatSessionId === status.chatSessionId), new Date(), lang, {
    today: t('chat.today'), yesterday: t('chat.yesterday'),
  });
  const atBeginning = history === null || history.status === 'finished';

  const { ctx, viewer } = useBubbles(records, outbox);

  const box = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const last = items.length ? itemKey(items[items.length - 1]!) : '';
  const onScroll = useScrollKeeper({
    box, content,
    signature: `${rows.length}:${last}:${records[0]?.chatMessageId ?? ''}:${status.state}:${status.rating ?? ''}`,
    change: history?.change ?? 'first', sentCount, onNearTop: () => history?.loadOlder(),
  });
  const robotName = robot?.robotName || t('chat.customerService.assistant');

  return (
    <>
    {/* Focusable: a keyboard reader scrolls the conversation with the arrows (WCAG 2.1.1). */}
    <div ref={box} className="mkt-chat-scroll" onScroll={onScroll} tabIndex={0}>
      <div ref={content}>
        {history && <HistoryTop history={history} />}
        <div role="log" aria-label={t('chat.history.label', { name: t('chat.customerService.name') })}>
          <ol className="mkt-chat-list">
            {atBeginning && robot?.greeting && (
              <li>
                <p className="mkt-svc-from" data-sender="robot">{robotName}</p>
                <div className="mkt-bub-row" data-greeting="true"><span className="mkt-bub"><EmojiText text={robot.greeting} /></span></div>
              </li>
            )}
            {rows.map((row) => {
              switch (row.kind) {
                case 'sep': return <li key={row.key} className="mkt-chat-sep"><span>{row.text}</span></li>;
                case 'joined': {
                  const text = row.name ? t('chat.customerService.joined', { name: row.name }) : t('chat.customerService.joinedSomeone');
                  return <li key={row.key} className="mkt-svc-note" data-note="joined">{text}</li>;
                }
                case 'item': return <ServiceItem key={row.key} item={row.item} ctx={ctx} />;
              }
            })}
          </ol>
        </div>
        {status.state === 'ended' && <EndCard status={status} onRate={onRate} />}
      </div>
    </div>
      {viewer}
    </>
  );
}

/** A record of the robot or an agent says who wrote it; the system's is a line of its own. */
function ServiceItem({ item, ctx }: { item: ChatItem; ctx: BubbleContext }) {
  const t = useT();
  const sender = item.kind === 'record' ? item.record.sender : undefined;
  if (item.kind === 'record' && sender === 'system') {
    return (
      <li className="mkt-svc-note" data-kind="system" data-message={item.record.chatMessageId}>
        <EmojiText text={item.record.content} />
      </li>
    );
  }
  const name = item.kind === 'record' && sender
    ? item.record.senderName || t(sender === 'robot' ? 'chat.customerService.assistant' : 'chat.customerService.agent')
    : '';
  return (
    <li data-sender={sender ?? ''}>
      {name && <p className="mkt-svc-from" data-sender={sender}>{name}</p>}
      <Bubble item={item} ctx={ctx} />
    </li>
  );
}
