// What a sender of the outbox is (outbox-send.ts has one per session type): it sends one message
// and answers the stored records, the message's own first, then what came with it (the robot's
// answers to a question), or the refusal.
import type { ApiClient } from '../../api/index.js';
import type { ChatRecord } from '../../contract/types/chat.js';
import type { OutMessage } from './outbox-state.js';

export type SendResult =
  | { ok: true; record: ChatRecord; also: readonly ChatRecord[] }
  | { ok: false; code: number; message: string };

export interface SendContext {
  api: ApiClient;
  userId: string;
  /** Refusals shown under the message itself. */
  inline: readonly number[];
}

export type Sender = (m: OutMessage, ctx: SendContext) => Promise<SendResult>;
