// "Chat with customer service" from the help pages (spec §1 "chat with ... customer service (human
// or robot)"): the robot answers at once, a person when asked. Logged-out readers are asked to log
// in by the conversation itself.
import { Link } from 'wouter';
import { useT } from '../../ui/t-context.js';

/**
 * message/service/service-href.ts SERVICE_CHAT_HREF, written here: importing it would split a
 * one-line module into a chunk of its own, shared by this chunk and the messages chunk
 * (tests/unit/screens/message/service-chat.test.tsx checks they are the same).
 */
export const SERVICE_CHAT = '/message/chat?sessionType=1';

export function ServiceChatLink() {
  const t = useT();
  return (
    <>
      <p>{t('chat.customerService.contactText')}</p>
      <Link href={SERVICE_CHAT} className="mkt-btn" data-service-chat="true">{t('chat.customerService.contact')}</Link>
    </>
  );
}
