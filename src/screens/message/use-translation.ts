// "Translate messages" in an open conversation (spec §1 original/translated, §7 chat-translate info
// and flag): the reader's setting (read on open, changed from the header's menu, kept by the
// server per conversation; the target is the app language), the translations asked for one at a
// time as the other party's texts are shown or arrive live (translateChatMessage; what the
// history already carried is not asked again), and each message's original/translated choice.
// Failures stay quiet (silent calls): the message shows its original with a retry under it. A
// change of the setting is confirmed in a toast naming the language.
import { useEffect, useRef, useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { CHAT_ENDPOINTS } from '../../contract/endpoints/chat.js';
import type { ChatRecord } from '../../contract/types/chat.js';
import { useT } from '../../ui/t-context.js';
import { useLanguage } from '../kit/price.js';
import { entryOf, toTranslate, translationView, type TranslationEntry, type TranslationView } from './translate-state.js';

export interface TranslationControls {
  on: boolean;
  toggle(): void;
  view(record: ChatRecord, mine: boolean): TranslationView | null;
  flip(chatMessageId: string): void;
  retry(chatMessageId: string): void;
}

export function useTranslation(chatSessionId: string, enabled: boolean, records: readonly ChatRecord[], me: string): TranslationControls {
  const { api } = useServices();
  const { dialogs } = useShell();
  const t = useT();
  const lang = useLanguage();
  const [on, setOn] = useState(false);
  const [entries, setEntries] = useState<ReadonlyMap<string, TranslationEntry>>(() => new Map());
  const [originals, setOriginals] = useState<ReadonlySet<string>>(() => new Set());
  const lane = useRef<Promise<void>>(Promise.resolve());
  const live = useRef(true);
  useEffect(() => () => void (live.current = false), []);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void api.call(CHAT_ENDPOINTS.getChatTranslateInfo, { chatSessionId }, { silent: true }).then((r) => {
      if (current && r.code === CODE.OK && r.customData) setOn(r.customData.translateFlag === 1);
    });
    return () => void (current = false);
  }, [api, chatSessionId, enabled]);

  const set = (id: string, entry: TranslationEntry) => {
    if (live.current) setEntries((prev) => new Map(prev).set(id, entry));
  };
  /** Asks in order, one request at a time (the server counts them per user). */
  const ask = (ids: readonly string[]) => {
    for (const id of ids) set(id, { status: 'pending' });
    lane.current = lane.current.then(async () => {
      for (const chatMessageId of ids) {
        if (!live.current) return;
        const r = await api.call(CHAT_ENDPOINTS.translateChatMessage, { chatMessageId }, { silent: true });
        set(chatMessageId, r.code === CODE.OK && r.customData ? { status: 'done', text: r.customData.translation } : { status: 'failed' });
      }
    });
  };

  useEffect(() => {
    const next = toTranslate(records, me, on, entries);
    if (next.length > 0) ask(next.map((r) => r.chatMessageId));
  });

  return {
    on,
    toggle() {
      const next = !on;
      setOn(next);
      void api.call(CHAT_ENDPOINTS.updateChatTranslateFlag, { chatSessionId, translateFlag: next ? 1 : 0 }).then((r) => {
        if (!live.current) return;
        if (r.code !== CODE.OK) setOn(!next);
        else dialogs.toast(next ? t('chat.translate.enabled', { language: t(`details.languages.${lang}`) }) : t('chat.translate.disabled'));
      });
    },
    view: (record, mine) => translationView(record, mine, on, entryOf(record, entries), originals.has(record.chatMessageId)),
    flip(id) {
      setOriginals((prev) => {
        const s = new Set(prev);
        if (!s.delete(id)) s.add(id);
        return s;
      });
    },
    retry: (id) => ask([id]),
  };
}
