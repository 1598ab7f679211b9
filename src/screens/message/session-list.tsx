// /message/list (spec §2 "Messages"): the user's conversations, newest first, in pages (spec §4
// "Lists"), kept live from the queue: a new record moves its conversation to the top with one
// more unread (session-merge.ts); a record of a conversation the list does not have loads the list
// again. Opening the list takes the unread total from the server (the tab bar's badge).
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useServices } from '../../app/use-shell.js';
import { CHAT_ENDPOINTS } from '../../contract/endpoints/chat.js';
import { SESSION_TYPE } from '../../contract/statuses.js';
import type { ChatSession } from '../../contract/types/chat.js';
import { InfiniteList } from '../../ui/infinite-list.js';
import { useT } from '../../ui/t-context.js';
import { useInfiniteList } from '../../ui/use-infinite-list.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { fromStore } from './history-merge.js';
import { useMessageListStyle } from './message-styles.js';
import { applyRecord, moveToTop, sessionsShown } from './session-merge.js';
import { ServiceRow } from './service/service-row.js';
import { SessionRow } from './session-row.js';
import { syncUnreadTotal } from './unread-sync.js';

export function SessionListScreen() {
  useKitStyle();
  useMessageListStyle();
  const t = useT();
  const { api, stores } = useServices();
  const userId = useStore(stores.session.userId);
  const [moved, setMoved] = useState<readonly ChatSession[]>([]);

  const list = useInfiniteList<ChatSession>({
    resetKey: userId,
    fetchPage: async ({ index, size }) => {
      const reply = await api.call(CHAT_ENDPOINTS.getChatList, { page: { index, size } });
      return { code: reply.code, items: reply.code === 200 ? (reply.customData?.resultList ?? []) : [] };
    },
  });
  const items = useMemo(() => sessionsShown(list.items, moved), [list.items, moved]);
  const shown = useMemo(() => ({ ...list, items }), [list, items]);
  const latest = useRef({ items, reload: list.reload });
  latest.current = { items, reload: list.reload };

  useEffect(() => {
    void syncUnreadTotal(api, stores.chat);
  }, [api, stores.chat]);

  useEffect(() => stores.chat.lastIncoming.listen((r) => {
    // Customer service's records move its pinned row (service/service-row.tsx), not the list.
    if (!r || r.sessionType === SESSION_TYPE.customerService) return;
    const next = applyRecord(latest.current.items, fromStore(r), userId);
    if (next) {
      setMoved((m) => moveToTop(m, next));
    } else {
      // A conversation the list does not have yet: its first page has it now.
      setMoved([]);
      latest.current.reload();
    }
  }), [stores.chat.lastIncoming, userId]);

  const now = new Date();
  return (
    <div className="mkt-screen mkt-msg">
      <header className="mkt-head mkt-msg-head">
        <h1>{t('chat.title')}</h1>
      </header>
      {/* Customer service (robot and human, spec §1 and §6): pinned above the conversations. */}
      <ServiceRow now={now} />
      <nav aria-label={t('chat.list.label')}>
        <InfiniteList
          list={shown}
          itemKey={(s) => s.chatSessionId}
          renderItem={(s) => <SessionRow session={s} now={now} />}
          empty={<Empty />}
        />
      </nav>
    </div>
  );
}

function Empty() {
  const t = useT();
  return (
    <div className="mkt-msg-empty" data-empty="messages">
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" strokeLinecap="round">
        <path d="M4 5h16v11H9l-5 4z" />
        <path d="M8 9.5h8M8 12.5h5" />
      </svg>
      <h2>{t('chat.list.empty')}</h2>
      <p>{t('chat.list.emptyHint')}</p>
      <Link href="/index" className="mkt-btn mkt-btn-ghost">{t('chat.list.browse')}</Link>
    </div>
  );
}
