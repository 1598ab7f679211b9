// Blocking the other party (ours; contract blockUser / unblockUser): block asks first, both say
// what happened in a toast. `blocked` starts from initChatWindow's blockedByMe in a chat, false on a
// listing's details page (issue: Beyond the spec, "block on every user"). In the kit: both screens use it.
import { useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { CHAT_ENDPOINTS } from '../../contract/endpoints/chat.js';
import { useT } from '../../ui/t-context.js';

export interface BlockApi {
  blocked: boolean;
  block(): Promise<void>;
  unblock(): Promise<void>;
}

export function useBlock(otherUserMq: string, name: string, initial: boolean): BlockApi {
  const t = useT();
  const { api } = useServices();
  const { dialogs } = useShell();
  const [blocked, setBlocked] = useState(initial);
  return {
    blocked,
    async block() {
      if (!(await dialogs.confirm(t('chat.block.confirm', { name })))) return;
      const reply = await api.call(CHAT_ENDPOINTS.blockUser, { otherUserMq });
      if (reply.code !== 200) return;
      setBlocked(true);
      dialogs.toast(t('chat.block.done', { name }));
    },
    async unblock() {
      const reply = await api.call(CHAT_ENDPOINTS.unblockUser, { otherUserMq });
      if (reply.code !== 200) return;
      setBlocked(false);
      dialogs.toast(t('chat.block.unblocked', { name }));
    },
  };
}
