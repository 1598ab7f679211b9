// A message from the platform to one user, in their customer-service conversation (spec §6: the
// conversation with customer service is where the platform speaks to a user; e.g. a moderation
// decision). Written as a 'system' record; the user's open conversation is used, or a new one
// opened with the robot (state 'robot') when they have none.
//
// Use: inside the caller's transaction, then publish what it returns after the commit:
//   const deliveries = await db.transaction((tx) => postServiceNotice(tx, userId, text));
//   await publishService(ctx.services.broker, deliveries);   // ./publish.ts
// It does not publish itself: a queue message for a change that rolls back would be a lie.
import { LIMITS } from '../../../../src/contract/constants.js';
import { MESSAGE_TYPE } from '../../../../src/contract/statuses.js';
import type { Queryable } from '../../db/database.js';
import { userQueueOf } from '../../realtime/queue-credentials.js';
import { recordOf } from '../records.js';
import { cleanChatText, firstChars } from '../text.js';
import { SERVICE_EVENTS, type ServiceDelivery } from './publish.js';
import { openServiceSession } from './sessions.js';
import { insertServiceRecord } from './store.js';

/** The name the user sees on system records. */
const SYSTEM_NAME = 'system';

/**
 * Stores `text` (plain text, cut to LIMITS.chatMessageMax) as a system record for `userId`;
 * `q` must be a transaction. Returns the deliveries to publish after the commit ([] for an empty
 * text or a user without a queue).
 */
export async function postServiceNotice(q: Queryable, userId: string, text: string, now: Date = new Date()): Promise<ServiceDelivery[]> {
  const content = firstChars(cleanChatText(text), LIMITS.chatMessageMax);
  if (content === '') return [];
  const session = await openServiceSession(q, userId, now);
  const row = await insertServiceRecord(q, { sessionId: session.session_id, userId, author: { kind: 'system', name: SYSTEM_NAME }, type: MESSAGE_TYPE.text, content, now });
  const userMq = await userQueueOf(q, userId);
  return row && userMq ? [{ userMq, kind: SERVICE_EVENTS.record, data: recordOf(row) }] : [];
}
