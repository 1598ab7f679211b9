// The records of the open conversation: the newest page first, older pages as the reader scrolls
// up (contract ChatRecordsRequest: beforeMessageId = the oldest record held), live records from the
// queue (chat store lastIncoming), the newest page again whenever the queue reopens (what it
// missed), and the replies of this device's sends (outbox.delivered), merged once each (history-merge.ts). `change` says how the last update grew the list, so the view keeps
// the reader's place: older records above keep what was on screen still, newer ones below follow
// the bottom.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../app/use-shell.js';
import { PAGE_SIZE } from '../../contract/constants.js';
import { CHAT_ENDPOINTS } from '../../contract/endpoints/chat.js';
import type { ChatRecord } from '../../contract/types/chat.js';
import { fromStore, mergeRecords, oldestId } from './history-merge.js';
import type { Outbox } from './outbox.js';

export type HistoryStatus = 'loading' | 'idle' | 'finished' | 'error';
/** first: the first page; older: a page above; newer: live or sent records below. */
export type HistoryChange = 'first' | 'older' | 'newer';

export interface History {
  records: readonly ChatRecord[];
  status: HistoryStatus;
  change: HistoryChange;
  /** Asks for the page above; a no-op unless idle. */
  loadOlder(): void;
  /** After an error: the same page again. */
  retry(): void;
}

export function useHistory(chatSessionId: string, outbox: Outbox, onIncoming: (record: ChatRecord) => void): History {
  const { api, stores } = useServices();
  const [records, setRecords] = useState<readonly ChatRecord[]>([]);
  const [status, setStatus] = useState<HistoryStatus>('loading');
  const [change, setChange] = useState<HistoryChange>('first');
  const held = useRef(records);
  held.current = records;
  const busy = useRef(false);
  const incoming = useRef(onIncoming);
  incoming.current = onIncoming;

  const load = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setStatus('loading');
    const before = oldestId(held.current);
    const reply = await api.call(CHAT_ENDPOINTS.getRecentChatRecords, {
      chatSessionId,
      page: { index: 1, size: PAGE_SIZE },
      ...(before ? { beforeMessageId: before } : {}),
    }, { silent: true });
    busy.current = false;
    if (reply.code !== 200) return setStatus('error');
    const page = reply.customData?.resultList ?? [];
    setChange(before ? 'older' : 'first');
    setRecords((now) => mergeRecords(now, page));
    setStatus(page.length < PAGE_SIZE ? 'finished' : 'idle');
  }, [api, chatSessionId]);

  useEffect(() => {
    void load();
  }, [load]);

  // Live: the other party's records (and this user's own, sent from another device).
  useEffect(() => stores.chat.lastIncoming.listen((r) => {
    if (!r || r.chatSessionId !== chatSessionId) return;
    setChange('newer');
    const record = fromStore(r);
    setRecords((now) => mergeRecords(now, [record]));
    incoming.current(record);
  }), [stores.chat.lastIncoming, chatSessionId]);

  // The queue (re)opened: what it could not hold (the device's queue expired while away, or a
  // broker outage) is in the history, so the newest page is merged in below what is shown.
  useEffect(() => stores.chat.queueOpens.listen(() => {
    void api.call(CHAT_ENDPOINTS.getRecentChatRecords, { chatSessionId, page: { index: 1, size: PAGE_SIZE } }, { silent: true }).then((reply) => {
      const page = reply.code === 200 ? reply.customData?.resultList ?? [] : [];
      if (page.length === 0) return;
      setChange('newer');
      setRecords((now) => mergeRecords(now, page));
    });
  }), [api, stores.chat.queueOpens, chatSessionId]);

  // This device's sends, as the server stored them.
  const delivered = useStore(outbox.delivered);
  useEffect(() => {
    const mine = delivered.filter((r) => r.chatSessionId === chatSessionId);
    if (mine.length === 0) return;
    setChange('newer');
    setRecords((now) => mergeRecords(now, mine));
  }, [delivered, chatSessionId]);

  return {
    records,
    status,
    change,
    loadOlder: () => status === 'idle' && void load(),
    retry: () => status === 'error' && void load(),
  };
}
