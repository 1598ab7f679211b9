// What the bubbles of a conversation need (bubble.tsx BubbleContext) and its full-screen picture
// viewer, for the user chat (conversation.tsx) and customer service (service/service-log.tsx) alike:
// the viewer pages through every picture of the conversation, sent or still going out.
import { useEffect, useState, type ReactNode } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { MESSAGE_TYPE } from '../../contract/statuses.js';
import type { ChatRecord } from '../../contract/types/chat.js';
import { GalleryViewer } from '../../ui/gallery-viewer.js';
import { useT } from '../../ui/t-context.js';
import { useLanguage } from '../kit/price.js';
import type { BubbleContext } from './bubble.js';
import type { Outbox } from './outbox.js';

export function useBubbles(records: readonly ChatRecord[], outbox: Outbox): { ctx: BubbleContext; viewer: ReactNode } {
  const t = useT();
  const lang = useLanguage();
  const { media } = useServices();
  const { navigate } = useShell();
  const pictures = records
    .filter((r) => r.type === MESSAGE_TYPE.image)
    .map((r) => (r.clientMsgId && outbox.preview(r.clientMsgId)) || media(r.content));
  const [shown, setShown] = useState<number | null>(null);
  const ctx: BubbleContext = {
    lang,
    media,
    preview: outbox.preview,
    openImage: (src) => setShown(Math.max(0, pictures.indexOf(src))),
    openCard: (href) => navigate(href),
    retry: (id) => outbox.retry(id),
    remove: (id) => outbox.remove(id),
  };
  const viewer = shown !== null && pictures.length > 0
    ? <GalleryViewer images={pictures} start={shown} label={t('chat.image.viewer')} onClose={() => setShown(null)} />
    : null;
  return { ctx, viewer };
}

/**
 * Back online: what failed for want of a network goes again — also when the conversation opens
 * online with such messages kept from before (a reload while offline: the 'online' event fired
 * before this screen existed).
 */
export function useRetryWhenOnline(outbox: Outbox): void {
  useEffect(() => {
    const online = () => outbox.retryOffline();
    if (navigator.onLine) online();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [outbox]);
}
