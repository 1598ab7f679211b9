// The messages chunk (spec §2 /message: list, chat).
import type { ScreenProps } from '../../routes/route-types.js';
import { ChatScreen } from './chat-screen.js';
import { SessionListScreen } from './session-list.js';

export default function MessageScreen({ route, query }: ScreenProps) {
  return route.path === '/message/chat' ? <ChatScreen query={query} /> : <SessionListScreen />;
}
