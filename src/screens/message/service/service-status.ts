// The customer-service conversation's state as the app holds it (contract customer-service.ts:
// robot → waiting → serving → ended, forward only), pure. Three ways bring a status: a reply of
// the server (getCustomerServiceStatus, requestServiceAgent, endCustomerService, customerSendMsg),
// an event of the queue (switchingQueue, onlineService, endService), and the user's own rating.
// Replies and events race: a status never moves a conversation backwards, and an event of an older
// conversation never replaces the current one.
import { isRecord } from '../../../contract/is-record.js';
import { SERVICE_STATES, type CustomerServiceStatus, type ServiceState } from '../../../contract/types/customer-service.js';

export type StatusSource = 'server' | 'queue';

const rank = (s: ServiceState): number => SERVICE_STATES.indexOf(s);
const isState = (v: unknown): v is ServiceState => typeof v === 'string' && (SERVICE_STATES as readonly string[]).includes(v);
const count = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.floor(v) : undefined);

/** A status read from a queue event's msgData (checked: the queue is outside input), or null. */
export function readStatus(data: unknown): CustomerServiceStatus | null {
  if (!isRecord(data) || typeof data.chatSessionId !== 'string' || !isState(data.state)) return null;
  const position = count(data.queuePosition);
  const rating = count(data.rating);
  return {
    chatSessionId: data.chatSessionId,
    state: data.state,
    unreadNum: count(data.unreadNum) ?? 0,
    ...(position !== undefined ? { queuePosition: position } : {}),
    ...(typeof data.agentName === 'string' && data.agentName !== '' ? { agentName: data.agentName } : {}),
    ...(rating !== undefined ? { rating } : {}),
  };
}

/**
 * The status after `next` arrived. Within one conversation the state only moves forward (an equal
 * state takes the newer queue position); the agent's name and the rating are kept once known. Another
 * conversation: the server's word is taken (it knows the current one); the queue's only when
 * nothing is open here or an ended conversation gives way to a new one.
 */
export function nextStatus(current: CustomerServiceStatus | null, next: CustomerServiceStatus, source: StatusSource): CustomerServiceStatus {
  if (!current || current.chatSessionId === '') return next;
  if (next.chatSessionId !== current.chatSessionId) {
    if (source === 'server') return next;
    return current.state === 'ended' && next.state !== 'ended' ? next : current;
  }
  if (rank(next.state) < rank(current.state)) return current;
  const agentName = next.agentName ?? current.agentName;
  const rating = next.rating ?? current.rating;
  return {
    ...next,
    ...(agentName !== undefined ? { agentName } : {}),
    ...(rating !== undefined ? { rating } : {}),
  };
}

/** The status once the user rated the ended conversation (rateCustomerService answered). */
export const rated = (current: CustomerServiceStatus, rating: number): CustomerServiceStatus =>
  current.state === 'ended' ? { ...current, rating } : current;

/** What the conversation offers in each state (variation as data, DESIGN.md §7). */
export interface StateView {
  /** "Talk to a person" (requestServiceAgent). */
  askPerson: boolean;
  /** "End the conversation" in the header menu (endCustomerService, with a confirm). */
  canEnd: boolean;
  /** The robot's suggested questions above the composer. */
  questions: boolean;
  /** Whose name the header shows. */
  title: 'robot' | 'agent';
}

export const STATE_VIEW: Readonly<Record<ServiceState, StateView>> = {
  robot: { askPerson: true, canEnd: false, questions: true, title: 'robot' },
  waiting: { askPerson: false, canEnd: true, questions: false, title: 'robot' },
  serving: { askPerson: false, canEnd: true, questions: false, title: 'agent' },
  // Writing again opens a new conversation with the robot: its questions are offered again.
  ended: { askPerson: false, canEnd: false, questions: true, title: 'agent' },
};

/** A conversation not started yet (the user never wrote to customer service). */
export const NO_CONVERSATION: CustomerServiceStatus = { chatSessionId: '', state: 'robot', unreadNum: 0 };

/** The agent's name when `after` is the moment an agent took the conversation (the "joined" line), else null. */
export function joinedBy(before: CustomerServiceStatus | null, after: CustomerServiceStatus): string | null {
  if (!before || before.chatSessionId !== after.chatSessionId || before.state === 'serving' || after.state !== 'serving') return null;
  return after.agentName ?? '';
}
