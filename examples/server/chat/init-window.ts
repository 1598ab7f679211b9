// initChatWindow (spec §2 "Chat start opens /message/chat with otherUserMq, otherUserAvatarPath,
// otherUserPetName, sessionType 0"; §3 "Chat card saved when chat starts"; §6 "a publisher cannot
// chat with themselves"): finds or makes the conversation with the user of otherUserMq, stores the
// card when one is given, and answers the conversation as the list shows it, with whether the
// caller blocked the other user. Opening a window to oneself is refused ("not allowed"). Starting
// conversations is rate-limited (limits.ts); reopening one is not.
import { CODE } from '../../../src/contract/codes.js';
import { SESSION_TYPE } from '../../../src/contract/statuses.js';
import type { InitChatWindowReply } from '../../../src/contract/types/chat.js';
import { initChatWindowRequestSchema } from '../../../src/contract/validation/chat.js';
import { rateHit } from '../accounts/rate-limit.js';
import { okReply, ReplyError, type Handler } from '../http/handler.js';
import { parseInput } from '../http/input.js';
import { requireUser } from '../usercenter/caller.js';
import { recordContactEvent } from '../contact/record-event.js';
import { viewerKey } from '../contact/viewer.js';
import { blockState } from './blocks.js';
import { checkedCard } from './card.js';
import { CHAT_RATE_RULES } from './limits.js';
import { otherParty } from './refusals.js';
import { findPairSession, openPairSession, sessionView } from './sessions.js';

export const initChatWindow: Handler = async (input, ctx) => {
  const me = requireUser(ctx);
  const req = parseInput(initChatWindowRequestSchema, input);
  const other = await otherParty(ctx.db, me, req.otherUserMq);
  // Customer service (spec §6: human and robot) is a conversation of another kind, not served yet.
  if (req.sessionType !== SESSION_TYPE.user) throw new ReplyError(CODE.NOT_FOUND, 'app.notAvailable');
  const card = req.card ? await checkedCard(ctx.db, req.card, [me, other.id], 'card') : null;
  const now = ctx.services.clock();
  if ((await findPairSession(ctx.db, me, other.id)) === undefined) await rateHit(ctx.db, `chat-new:${me}`, CHAT_RATE_RULES.newSession, now);
  const id = await ctx.db.transaction((tx) => openPairSession(tx, me, other.id, card, new Date(now)));
  // A chat started from a listing's card is one of its contact events (issue: Beyond the spec):
  // counted here, from the checked card, never on the app's word; not for the publisher's own card.
  if (card) await recordContactEvent(ctx.db, { listingId: card.serviceId, moduleKey: null, event: 'chat', viewer: viewerKey({ userId: me, deviceId: '', ip: ctx.ip }), userId: me, now });
  const session = await sessionView(ctx.db, me, id);
  if (!session) throw new Error('chat: a session just opened is not readable');
  const reply: InitChatWindowReply = { chatSessionId: id, session, blockedByMe: (await blockState(ctx.db, me, other.id)).byMe };
  return okReply(reply);
};
