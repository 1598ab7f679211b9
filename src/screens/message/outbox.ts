// The messages on their way out, for one user of one app instance: the state machine of
// outbox-state.ts driven against the API, kept in storage until each is sent (nothing written is
// lost when the network drops or the page closes mid-send) and living as long as the instance, so
// leaving the conversation does not stop a send. Sends go one after another in the order written
// (a text typed while a picture uploads arrives after the picture).
import { atom, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../../api/index.js';
import { CODE } from '../../contract/codes.js';
import { CHAT_ENDPOINTS } from '../../contract/endpoints/chat.js';
import { isRecord } from '../../contract/is-record.js';
import type { ChatRecord } from '../../contract/types/chat.js';
import type { PrefixedStorage } from '../../stores/storage.js';
import { SENDERS } from './outbox-send.js';
import { outboxReducer, restored, type Failure, type OutAction, type OutMessage } from './outbox-state.js';

/** Refusals the conversation shows under the message itself; others keep their spec §8 effect. */
const INLINE: readonly number[] = [
  CODE.SYSTEM_ERROR, CODE.VALIDATION, CODE.FORBIDDEN, CODE.NOT_FOUND, CODE.RATE_LIMITED, CODE.BAD_FILE,
];

/** A picture made ready to upload (kit/upload usePreparePicture), or the refusal to show. */
export type Prepared = { ok: true; file: Blob; name: string } | { ok: false; problem: string };

export interface Outbox {
  list: ReadableAtom<readonly OutMessage[]>;
  /** Records the server stored for sends of this outbox, newest last (the conversation merges them). */
  delivered: ReadableAtom<readonly ChatRecord[]>;
  /** Adds a text or card message (content ready) and sends it. */
  send(message: OutMessage): void;
  /** Adds a picture message: prepared (compressed when large) then uploaded, then sent. */
  sendPicture(message: OutMessage, file: File, prepare: (file: File) => Promise<Prepared>): void;
  retry(clientMsgId: string): void;
  /** Retries every message that failed for want of a network (the device is back online). */
  retryOffline(): void;
  remove(clientMsgId: string): void;
  /** The local picture of a message (object URL) while the instance keeps it, else undefined. */
  preview(clientMsgId: string): string | undefined;
}

const STORED_STATES = new Set(['uploading', 'sending', 'failed']);
const isStored = (v: unknown): v is OutMessage =>
  isRecord(v) && typeof v.clientMsgId === 'string' && typeof v.chatSessionId === 'string' && typeof v.toUserMq === 'string' &&
  typeof v.type === 'number' && typeof v.content === 'string' && typeof v.state === 'string' && STORED_STATES.has(v.state) &&
  typeof v.createdAt === 'number' && typeof v.sessionType === 'number' && v.sessionType in SENDERS;

function load(storage: PrefixedStorage, key: string): readonly OutMessage[] {
  try {
    const value: unknown = JSON.parse(storage.get(key) ?? '[]');
    return Array.isArray(value) ? restored(value.filter(isStored)) : [];
  } catch {
    return [];
  }
}

export interface OutboxDeps {
  api: ApiClient;
  storage: PrefixedStorage;
  userId: string;
}

/** Where a user's unsent messages are kept (offline/start-offline.ts looks there before loading this module). */
export const chatOutboxKey = (userId: string): string => `chat:outbox:${userId}`;

export function createOutbox({ api, storage, userId }: OutboxDeps): Outbox {
  const key = chatOutboxKey(userId);
  const list = atom<readonly OutMessage[]>(load(storage, key));
  const delivered = atom<readonly ChatRecord[]>([]);
  /** Picked files and their object URLs: memory only (a file may weigh megabytes). */
  const files = new Map<string, { file: File; prepare: (file: File) => Promise<Prepared> }>();
  const previews = new Map<string, string>();
  let lane: Promise<unknown> = Promise.resolve();

  const get = (id: string) => list.get().find((m) => m.clientMsgId === id);
  const dispatch = (action: OutAction) => {
    const before = list.get();
    const after = outboxReducer(before, action);
    if (after === before) return;
    list.set(after);
    // Progress is not worth a storage write per percent; every state change is.
    if (action.type === 'progress') return;
    if (after.length === 0) storage.remove(key);
    else storage.set(key, JSON.stringify(after.map(({ percent: _p, ...m }) => m)));
  };
  const fail = (id: string, failure: Failure) => dispatch({ type: 'failed', id, failure });
  const failureOf = (code: number, message: string): Failure =>
    code === CODE.SYSTEM_ERROR ? { kind: 'network' } : { kind: 'refused', message };

  /** Runs after every job queued before it, whatever became of them. */
  const inLane = (job: () => Promise<void>) => {
    lane = lane.then(job, job).catch(() => undefined);
  };

  async function upload(id: string): Promise<boolean> {
    const held = files.get(id);
    if (!held) {
      fail(id, { kind: 'lost' });
      return false;
    }
    const ready = await held.prepare(held.file).catch((): Prepared => ({ ok: false, problem: '' }));
    if (!ready.ok) {
      fail(id, { kind: 'refused', message: ready.problem });
      return false;
    }
    const reply = await api.upload(CHAT_ENDPOINTS.uploadChatImg, {}, ready.file, ready.name, {
      inline: INLINE,
      onProgress: (loaded, total) => total > 0 && dispatch({ type: 'progress', id, percent: (loaded / total) * 100 }),
    });
    const path = reply.code === CODE.OK ? reply.customData?.imgPath : undefined;
    if (!path) {
      fail(id, failureOf(reply.code, reply.message));
      return false;
    }
    dispatch({ type: 'uploaded', id, path });
    return true;
  }

  async function deliver(id: string): Promise<void> {
    const m = get(id);
    if (!m || (m.state !== 'sending' && m.state !== 'uploading')) return;
    if (m.state === 'uploading' && !(await upload(id))) return;
    const now = get(id);
    if (!now || now.state !== 'sending') return;
    const sent = await SENDERS[now.sessionType](now, { api, userId, inline: INLINE });
    if (sent.ok) {
      // The record keeps the client id, so the conversation knows which pending message it was.
      const record = { ...sent.record, clientMsgId: sent.record.clientMsgId ?? now.clientMsgId };
      delivered.set([...delivered.get().slice(-49), record, ...sent.also]);
      files.delete(id);
      dispatch({ type: 'sent', id });
    } else {
      fail(id, failureOf(sent.code, sent.message));
    }
  }

  const start = (id: string) => inLane(() => deliver(id));

  // A page closed mid-send left messages that were sending: their client ids make sending them
  // again safe, so they go at once.
  for (const m of list.get()) if (m.state === 'sending') start(m.clientMsgId);

  return {
    list,
    delivered,
    send(message) {
      dispatch({ type: 'add', message: { ...message, state: 'sending' } });
      start(message.clientMsgId);
    },
    sendPicture(message, file, prepare) {
      files.set(message.clientMsgId, { file, prepare });
      if (typeof URL.createObjectURL === 'function') previews.set(message.clientMsgId, URL.createObjectURL(file));
      dispatch({ type: 'add', message: { ...message, content: '', state: 'uploading', percent: 0 } });
      start(message.clientMsgId);
    },
    retry(id) {
      const m = get(id);
      if (!m || m.state !== 'failed') return;
      dispatch({ type: 'retry', id });
      start(id);
    },
    retryOffline() {
      for (const m of list.get()) if (m.state === 'failed' && m.failure?.kind === 'network') this.retry(m.clientMsgId);
    },
    remove(id) {
      dispatch({ type: 'remove', id });
      files.delete(id);
      const url = previews.get(id);
      if (url) URL.revokeObjectURL(url);
      previews.delete(id);
    },
    preview: (id) => previews.get(id),
  };
}

/** One outbox per API client (= app instance) and user. */
const outboxes = new WeakMap<ApiClient, Map<string, Outbox>>();

export function outboxFor(deps: OutboxDeps): Outbox {
  let byUser = outboxes.get(deps.api);
  if (!byUser) outboxes.set(deps.api, (byUser = new Map()));
  let box = byUser.get(deps.userId);
  if (!box) byUser.set(deps.userId, (box = createOutbox(deps)));
  return box;
}
