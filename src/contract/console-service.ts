// The operator console's customer-service desk (spec §6 "Customer service: human and robot";
// types/customer-service.ts): the queue of users waiting for a person and the agent's own
// conversations, one conversation with the user beside it (their account, the listing cards of
// their recent conversations, their own recent listings: "answer with the user's listing card
// and history beside it"), and the moves: take, answer, transfer, end. Spread into
// console-api.ts (CONSOLE_CALLS, consoleSchemas, ConsoleReplies), which imports this file; so this
// file imports nothing of console-api.ts (no cycle, type-only included).
//
// Who: the 'agent' role (customer service) and admins. The desk polls (the console has no queue).
import * as v from 'valibot';
import { LIMITS } from './constants.js';
import { MSG } from './validation/messages.js';
import type { ChatCard, ChatRecord } from './types/chat.js';
import type { ServiceState } from './types/customer-service.js';

const AGENTS = ['agent', 'admin'] as const;

/** The desk's part of the role table (console-api.ts CONSOLE_CALLS). */
export const CONSOLE_SERVICE_CALLS = {
  serviceQueue: AGENTS,
  serviceSession: AGENTS,
  serviceTake: AGENTS,
  serviceSend: AGENTS,
  serviceTransfer: AGENTS,
  serviceEnd: AGENTS,
} as const;

/** Console message keys the desk answers with (locales/console/*.json "errors"). */
export const CONSOLE_SERVICE_ERRORS = {
  sessionNotFound: 'errors.serviceNotFound',
  /** Taken by another agent, ended or put back meanwhile: the desk reloads the queue. */
  serviceState: 'errors.serviceState',
  /** serviceSend / serviceTransfer / serviceEnd of a conversation another agent serves. */
  notYours: 'errors.serviceNotYours',
  /** serviceTransfer: no enabled agent or admin with that id (or the caller themselves). */
  agentNotFound: 'errors.agentNotFound',
} as const;

/** The desk refreshes every this many ms while its tab is visible. */
export const SERVICE_DESK_POLL_MS = 3000;
/** Records serviceSession shows (the newest). */
export const SERVICE_SESSION_RECORDS = 100;

const chatId = v.pipe(v.string(MSG.checkWarning), v.trim(), v.regex(/^[1-9][0-9]{0,17}$/, MSG.checkWarning));
const operatorId = v.pipe(v.string(MSG.checkWarning), v.trim(), v.regex(/^[1-9][0-9]{0,17}$/, MSG.checkWarning));
const noControlButLines = (s: string) => !/[\u0000-\u0009\u000b-\u001f\u007f]/.test(s);

export const consoleServiceSchemas = {
  serviceQueue: v.object({}),
  serviceSession: v.object({ chatSessionId: chatId }),
  serviceTake: v.object({ chatSessionId: chatId }),
  /** A text answer; line breaks allowed. */
  serviceSend: v.object({
    chatSessionId: chatId,
    text: v.pipe(v.string(MSG.messageEmpty), v.check(noControlButLines, MSG.checkWarning), v.trim(), v.nonEmpty(MSG.messageEmpty), v.maxLength(LIMITS.chatMessageMax, MSG.messageLength)),
  }),
  /** toOperatorId '' puts the conversation back in the queue (at its first place). */
  serviceTransfer: v.object({ chatSessionId: chatId, toOperatorId: v.union([v.literal(''), operatorId], MSG.checkWarning) }),
  serviceEnd: v.object({ chatSessionId: chatId }),
} as const;

export interface ServiceDeskUser {
  userId: string;
  /** The company name of an enterprise account, else the nickname (spec §3). */
  name: string;
  /** "+225 0700000000", '' when none. */
  phone: string;
  accountType: number;
  avatarPath: string;
}

/** One conversation as the desk's lists show it. */
export interface ServiceQueueItem {
  chatSessionId: string;
  state: ServiceState;
  user: ServiceDeskUser;
  /** 'waiting': 1 is next; 0 otherwise. */
  position: number;
  /** ISO times; '' when not (yet). */
  queuedAt: string;
  takenAt: string;
  agentName: string;
  /** The last record's preview (text, '' for a picture) and time. */
  lastMessage: string;
  lastTime: string;
}

export interface ServiceQueueReply {
  /** Oldest first. */
  waiting: ServiceQueueItem[];
  /** The caller's conversations in 'serving', oldest taken first. */
  mine: ServiceQueueItem[];
  /** Enabled agents and admins, for serviceTransfer (the caller excluded). */
  agents: { id: string; username: string }[];
}

/** One of the user's own listings, newest first. */
export interface ServiceDeskListing {
  serviceId: string;
  moduleId: number;
  /** spec §4 publish status. */
  status: number;
  title: string;
  updatedAt: string;
}

export interface ServiceSessionView {
  item: ServiceQueueItem;
  /** The operator serving it (id), '' when none. */
  agentId: string;
  endedAt: string;
  endedBy: '' | 'user' | 'agent';
  rating: number | null;
  /** Oldest first: the newest SERVICE_SESSION_RECORDS. */
  records: ChatRecord[];
  /** Listing cards of the user's recent user-to-user conversations, newest first. */
  cards: ChatCard[];
  listings: ServiceDeskListing[];
}

export interface ConsoleServiceReplies {
  serviceQueue: ServiceQueueReply;
  serviceSession: ServiceSessionView;
  serviceTake: ServiceQueueItem;
  serviceSend: ChatRecord;
  serviceTransfer: ServiceQueueItem;
  serviceEnd: ServiceQueueItem;
}
