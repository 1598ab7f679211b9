// getChatSessionList (spec §7 /chat/v2; endpoints/chat.ts): the caller's customer-service
// conversations, newest first, as ChatSession rows (the user-to-user list's shape): the other
// party is the operator who serves or served it, else the robot; and getChatRobotInfo: the robot's
// name, picture, greeting and five suggested questions (help articles in the console's order).
import type { ChatSession, RobotInfo } from '../../../../src/contract/types/chat.js';
import { SESSION_TYPE, MESSAGE_TYPE, type MessageType } from '../../../../src/contract/statuses.js';
import { chatPageRequestSchema } from '../../../../src/contract/validation/chat.js';
import { pageWindow } from '../../../../src/contract/validation/listing-fields.js';
import { okReply, type Handler } from '../../http/handler.js';
import { emptySchema, parseInput } from '../../http/input.js';
import { requireUser } from '../../usercenter/caller.js';
import { CHAT_LIMITS } from '../limits.js';
import { iso, previewOf } from '../sessions.js';
import { ROBOT_AVATAR_PATH } from './robot-avatar.js';
import { robotIndex } from './robot-index.js';
import { serviceText } from './texts.js';

/** Suggested questions the robot offers. */
const SUGGESTED = 5;

interface ListRow {
  session_id: string;
  agent_name: string | null;
  opened_at: Date | string;
  unread: number;
  last_id: string | null;
  last_type: number | null;
  last_content: string | null;
  last_sent: Date | string | null;
}

export const getChatSessionList: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(chatPageRequestSchema, input);
  const page = pageWindow(req.page, CHAT_LIMITS.listPageSize);
  const [count] = await ctx.db.query<{ n: number }>('select count(*)::int as n from service_sessions where user_id = $1', [me]);
  const rows = await ctx.db.query<ListRow>(
    `select v.session_id::text as session_id, v.agent_name, v.opened_at, coalesce(p.unread, 0)::int as unread,
            s.last_message_id::text as last_id, m.type as last_type, m.content as last_content, m.sent_at as last_sent
     from service_sessions v
     join chat_sessions s on s.id = v.session_id
     left join chat_participants p on p.session_id = v.session_id and p.user_id = v.user_id
     left join chat_messages m on m.id = s.last_message_id
     where v.user_id = $1 order by v.session_id desc limit $2 offset $3`,
    [me, page.size, page.offset],
  );
  const robotName = serviceText('robotName', ctx.language);
  const resultList = rows.map((r): ChatSession => ({
    chatSessionId: r.session_id,
    sessionType: SESSION_TYPE.customerService,
    otherUserId: '',
    otherUserMq: '',
    otherUserAvatarPath: r.agent_name ? '' : ROBOT_AVATAR_PATH,
    otherUserPetName: r.agent_name ?? robotName,
    lastMessage: r.last_type === null || r.last_content === null ? '' : previewOf(r.last_type, r.last_content),
    lastType: (r.last_type ?? MESSAGE_TYPE.text) as MessageType,
    lastTime: iso(r.last_sent ?? r.opened_at),
    unreadNum: Number(r.unread),
    lastMessageId: r.last_id ?? '',
    card: null,
  }));
  return okReply({ totalCount: Number(count?.n ?? 0), resultList });
};

export const getChatRobotInfo: Handler = async (input, ctx) => {
  requireUser(ctx);
  parseInput(emptySchema, input);
  const index = await robotIndex(ctx.db, ctx.language);
  const info: RobotInfo = {
    robotName: serviceText('robotName', ctx.language),
    avatarPath: ROBOT_AVATAR_PATH,
    greeting: serviceText('greeting', ctx.language),
    questions: index.ordered.slice(0, SUGGESTED).map((a) => ({ id: a.id, question: a.title })),
  };
  return okReply(info);
};
