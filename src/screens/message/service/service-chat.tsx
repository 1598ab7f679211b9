// /message/chat?sessionType=1: the conversation with customer service (spec §1 "chat with ...
// customer service (human or robot)", §6; contract customer-service.ts). The robot answers first
// (its greeting and suggested questions, getChatRobotInfo); "talk to a person" puts the user in the
// queue, with their place shown live; an agent joins, answers, and the agent or the user ends it;
// the user rates it once. Writing after the end starts a new conversation with the robot: the
// messages below are then the new conversation's (ServiceLog keyed by the session).
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useServices, useShell } from '../../../app/use-shell.js';
import { CHAT_ENDPOINTS } from '../../../contract/endpoints/chat.js';
import { MESSAGE_TYPE, SESSION_TYPE } from '../../../contract/statuses.js';
import type { ChatRecord, RobotInfo } from '../../../contract/types/chat.js';
import type { CustomerServiceStatus } from '../../../contract/types/customer-service.js';
import { randomId } from '../../../stores/guards.js';
import { useT } from '../../../ui/t-context.js';
import { AccountFrame } from '../../kit/account-frame.js';
import { useKitStyle } from '../../kit/kit-styles.js';
import { usePreparePicture } from '../../kit/upload/index.js';
import { useCall } from '../../kit/use-call.js';
import { ChatHeader, type HeaderAction } from '../chat-header.js';
import { Composer } from '../composer.js';
import { canonicalEmoji } from '../emoji/parse-emoji.js';
import { useChatStyle } from '../message-styles.js';
import { outboxFor } from '../outbox.js';
import type { OutMessage } from '../outbox-state.js';
import { textProblem } from '../text-check.js';
import { markSessionRead } from '../unread-sync.js';
import { ServiceLog } from './service-log.js';
import { QuestionChips, QueueBanner } from './service-panels.js';
import { STATE_VIEW } from './service-status.js';
import { serviceStoreFor, type ServiceStore } from './service-store.js';
import { useServiceChatStyle } from './service-styles.js';
import { useServiceStatus, type JoinedNote } from './use-service-status.js';
import { useRetryWhenOnline } from '../use-bubbles.js';

/** How long after the last live record the conversation is marked read (ms): one call for a burst. */
const READ_DELAY_MS = 600;

export function ServiceChat() {
  useKitStyle();
  useChatStyle();
  useServiceChatStyle();
  const t = useT();
  const { api, stores } = useServices();
  const language = useShell().i18n.language;
  const me = useStore(stores.session.userId);
  const service = useMemo(() => serviceStoreFor(api, me), [api, me]);
  const live = useServiceStatus(service, stores.chat);
  const robotCall = useCall(CHAT_ENDPOINTS.getChatRobotInfo, {}, language);
  const robot = robotCall.state.status === 'ok' ? robotCall.state.data : null;
  const title = t('chat.customerService.name');

  if (!live.status) {
    return (
      <AccountFrame title={title} fallback="/message/list" className="mkt-chat-notice">
        <div className="mkt-center" role={live.failed ? 'alert' : 'status'} data-chat-notice="true">
          <p>{t(live.failed ? 'chat.customerService.loadFailed' : 'chat.open.loading')}</p>
          {live.failed && <button type="button" className="mkt-btn mkt-btn-ghost" onClick={live.retry}>{t('chat.history.retry')}</button>}
        </div>
      </AccountFrame>
    );
  }
  return <OpenService status={live.status} joined={live.joined} robot={robot} service={service} />;
}

interface OpenProps {
  status: CustomerServiceStatus;
  joined: readonly JoinedNote[];
  robot: RobotInfo | null;
  service: ServiceStore;
}

function OpenService({ status, joined, robot, service }: OpenProps) {
  const t = useT();
  const { api, stores } = useServices();
  const { dialogs } = useShell();
  const me = useStore(stores.session.userId);
  const prepare = usePreparePicture();
  const outbox = useMemo(() => outboxFor({ api, storage: stores.storage, userId: me }), [api, stores.storage, me]);
  const all = useStore(outbox.list);
  const pending = useMemo(() => all.filter((m) => m.sessionType === SESSION_TYPE.customerService), [all]);
  const { chatSessionId } = status;
  const view = STATE_VIEW[status.state];

  // Read while on screen (as a user chat): the store does not count its records, the server is told
  // at once and again shortly after each live record.
  const readTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const markRead = useMemo(() => () => {
    void markSessionRead(api, stores.chat, chatSessionId).then(() => service.markRead());
  }, [api, stores.chat, chatSessionId, service]);
  useEffect(() => {
    if (chatSessionId === '') return;
    stores.chat.reading.set(chatSessionId);
    markRead();
    return () => {
      // A record that arrived just before leaving was seen: it is marked read now, not dropped.
      if (readTimer.current !== undefined) markRead();
      clearTimeout(readTimer.current);
      readTimer.current = undefined;
      if (stores.chat.reading.get() === chatSessionId) stores.chat.reading.set('');
    };
  }, [stores.chat, chatSessionId, markRead]);
  const onIncoming = (r: ChatRecord) => {
    if (String(r.fromUserId) === me) return;
    clearTimeout(readTimer.current);
    readTimer.current = setTimeout(() => {
      readTimer.current = undefined;
      markRead();
    }, READ_DELAY_MS);
  };

  useRetryWhenOnline(outbox);

  const [sentCount, setSentCount] = useState(0);
  const base = (): Omit<OutMessage, 'type' | 'content' | 'state'> => ({
    clientMsgId: randomId(), chatSessionId, toUserMq: '', sessionType: SESSION_TYPE.customerService, createdAt: Date.now(),
  });
  const onSendText = (value: string): string | null => {
    const text = canonicalEmoji(value.trim());
    const problem = textProblem(text);
    if (problem) return t(problem.key, problem.values);
    outbox.send({ ...base(), type: MESSAGE_TYPE.text, content: text, state: 'sending' });
    setSentCount((n) => n + 1);
    return null;
  };
  const onPickPicture = (file: File) => {
    outbox.sendPicture({ ...base(), type: MESSAGE_TYPE.image, content: '', state: 'uploading' }, file, prepare);
    setSentCount((n) => n + 1);
  };
  const onQuestion = (q: RobotInfo['questions'][number]) => {
    outbox.send({ ...base(), type: MESSAGE_TYPE.text, content: q.question, questionId: q.id, state: 'sending' });
    setSentCount((n) => n + 1);
  };

  const [asking, setAsking] = useState(false);
  const askPerson = async () => {
    setAsking(true);
    const reply = await api.call(CHAT_ENDPOINTS.requestServiceAgent, {});
    setAsking(false);
    if (reply.code === 200 && reply.customData) service.apply(reply.customData, 'server');
  };
  const end = async () => {
    if (!(await dialogs.confirm(t('chat.customerService.endConfirm')))) return;
    const reply = await api.call(CHAT_ENDPOINTS.endCustomerService, {});
    if (reply.code === 200 && reply.customData) service.apply(reply.customData, 'server');
  };
  const rate = async (rating: number): Promise<boolean> => {
    const reply = await api.call(CHAT_ENDPOINTS.rateCustomerService, { chatSessionId, rating });
    if (reply.code !== 200) return false;
    service.rate(rating);
    return true;
  };

  const actions: HeaderAction[] = [
    ...(view.askPerson ? [{ key: 'person', label: t('chat.customerService.askPerson'), run: () => void askPerson() }] : []),
    ...(view.canEnd ? [{ key: 'end', label: t('chat.customerService.end'), danger: true, run: () => void end() }] : []),
  ];
  const robotName = robot?.robotName || t('chat.customerService.assistant');
  const agent = view.title === 'agent' && status.agentName;
  return (
    <div className="mkt-chat mkt-svc" data-session={chatSessionId} data-state={status.state}>
      <ChatHeader name={agent || robotName} avatar={agent ? '' : robot?.avatarPath ?? ''} actions={actions} />
      <ServiceLog key={chatSessionId} status={status} robot={robot} outbox={outbox} pending={pending} joined={joined}
        sentCount={sentCount} onRate={rate} onIncoming={onIncoming} />
      {status.state === 'waiting' && <QueueBanner position={status.queuePosition} />}
      {view.questions && (
        <QuestionChips questions={robot?.questions ?? []} askPerson={view.askPerson ? () => void askPerson() : null} asking={asking} onQuestion={onQuestion} />
      )}
      <Composer onSendText={onSendText} onPickPicture={onPickPicture} />
    </div>
  );
}
