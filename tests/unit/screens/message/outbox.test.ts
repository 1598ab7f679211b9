// The outbox against a scripted API (outbox.ts): sends in order, retries with the same client id,
// keeps unsent messages in storage across a reload and sends what was sending at once.
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../../src/api/index.js';
import type { Reply } from '../../../../src/contract/envelope.js';
import type { ChatRecord, SendMsgRequest } from '../../../../src/contract/types/chat.js';
import { createOutbox, type Prepared } from '../../../../src/screens/message/outbox.js';
import type { OutMessage } from '../../../../src/screens/message/outbox-state.js';
import { createPrefixedStorage } from '../../../../src/stores/storage.js';
import { MemoryStorage } from '../../stores/fake-storage.js';

type Answer = (body: SendMsgRequest) => Reply<ChatRecord | null>;

function scripted(answers: Answer[]) {
  const sent: SendMsgRequest[] = [];
  const uploads: string[] = [];
  let uploadGate: Promise<void> = Promise.resolve();
  const api = {
    async call(_e: unknown, body: SendMsgRequest) {
      sent.push(body);
      const answer = answers.shift();
      return answer ? answer(body) : { code: 5002, message: 'Maybe This is a system error', customData: null };
    },
    async upload(_e: unknown, _f: unknown, _file: Blob, name: string, opts: { onProgress?: (l: number, t: number) => void }) {
      await uploadGate;
      uploads.push(name);
      opts.onProgress?.(50, 100);
      return { code: 200, message: '', customData: { imgPath: `/uploads/chat/${name}` } };
    },
  } as unknown as ApiClient;
  return { api, sent, uploads, hold(gate: Promise<void>) { uploadGate = gate; } };
}

const stored = (body: SendMsgRequest): Reply<ChatRecord> => ({
  code: 200, message: '', customData: {
    chatMessageId: `m-${body.clientMsgId}`, chatSessionId: body.chatSessionId, content: body.content, fromUserId: 'me', toUserId: 'u2',
    moduleId: 0, sendTime: '2026-05-12T09:00:00.000Z', sessionType: 0, type: body.type, clientMsgId: body.clientMsgId!,
  },
});
const offline: Answer = () => ({ code: 5002, message: 'Maybe This is a system error', customData: null });

const message = (id: string, content = 'Bonjour'): OutMessage => ({
  clientMsgId: id, chatSessionId: '7', toUserMq: 'mq-seller', sessionType: 0, type: 0, content, state: 'sending', createdAt: 1,
});
const settle = () => new Promise((r) => setTimeout(r, 0));
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await settle();
  expect(check()).toBe(true);
};

describe('outbox', () => {
  it('sends with the client id; the stored record comes out as delivered', async () => {
    const s = scripted([stored]);
    const box = createOutbox({ api: s.api, storage: createPrefixedStorage('t:', new MemoryStorage()), userId: 'me' });
    box.send(message('c1', 'Bonjour [微笑]'));
    expect(box.list.get()[0]?.state).toBe('sending');
    await until(() => box.list.get().length === 0);
    expect(s.sent[0]).toMatchObject({ clientMsgId: 'c1', chatSessionId: '7', toUserMq: 'mq-seller', type: 0, content: 'Bonjour [微笑]', sessionType: 0 });
    expect(box.delivered.get().map((r) => r.clientMsgId)).toEqual(['c1']);
  });

  it('a dropped network leaves the message failed and stored; a retry sends the same id', async () => {
    const backend = new MemoryStorage();
    const s = scripted([offline, stored]);
    const box = createOutbox({ api: s.api, storage: createPrefixedStorage('t:', backend), userId: 'me' });
    box.send(message('c1'));
    await until(() => box.list.get()[0]?.state === 'failed');
    expect(box.list.get()[0]?.failure).toEqual({ kind: 'network' });
    expect(backend.getItem('t:chat:outbox:me')).toContain('"c1"');
    box.retryOffline();
    await until(() => box.list.get().length === 0);
    expect(s.sent.map((b) => b.clientMsgId)).toEqual(['c1', 'c1']);
    expect(backend.getItem('t:chat:outbox:me')).toBeNull();
  });

  it('a refusal keeps the server words and is not retried when back online', async () => {
    const s = scripted([() => ({ code: 4403, message: 'Cet utilisateur n’accepte pas vos messages', customData: null })]);
    const box = createOutbox({ api: s.api, storage: createPrefixedStorage('t:', new MemoryStorage()), userId: 'me' });
    box.send(message('c1'));
    await until(() => box.list.get()[0]?.state === 'failed');
    expect(box.list.get()[0]?.failure).toEqual({ kind: 'refused', message: 'Cet utilisateur n’accepte pas vos messages' });
    box.retryOffline();
    await settle();
    expect(s.sent).toHaveLength(1);
  });

  it('what was sending when the page closed is sent again at once by the next page', async () => {
    const backend = new MemoryStorage();
    const first = scripted([]);
    const never = createOutbox({ api: { ...first.api, call: () => new Promise(() => undefined) } as unknown as ApiClient, storage: createPrefixedStorage('t:', backend), userId: 'me' });
    never.send(message('c1', 'Encore là ?'));
    await settle();
    // "Reload": a new outbox over the same storage.
    const s = scripted([stored]);
    const box = createOutbox({ api: s.api, storage: createPrefixedStorage('t:', backend), userId: 'me' });
    await until(() => box.list.get().length === 0);
    expect(s.sent).toEqual([expect.objectContaining({ clientMsgId: 'c1', content: 'Encore là ?' })]);
  });

  it('sends in the order written: a text waits for the picture before it', async () => {
    const s = scripted([stored, stored]);
    let open!: () => void;
    s.hold(new Promise<void>((r) => { open = r; }));
    const box = createOutbox({ api: s.api, storage: createPrefixedStorage('t:', new MemoryStorage()), userId: 'me' });
    const prepare = async (file: File): Promise<Prepared> => ({ ok: true, file, name: file.name });
    box.sendPicture({ ...message('p1', ''), type: 1 }, new File(['x'], 'maison.jpg', { type: 'image/jpeg' }), prepare);
    box.send(message('t1', 'Voici la photo'));
    await settle();
    expect(s.sent).toEqual([]);
    expect(box.list.get().map((m) => m.state)).toEqual(['uploading', 'sending']);
    open();
    await until(() => box.list.get().length === 0);
    expect(s.sent.map((b) => [b.clientMsgId, b.type, b.content])).toEqual([['p1', 1, '/uploads/chat/maison.jpg'], ['t1', 0, 'Voici la photo']]);
  });

  it('a picture the preparation refuses fails with its reason, without an upload', async () => {
    const s = scripted([]);
    const box = createOutbox({ api: s.api, storage: createPrefixedStorage('t:', new MemoryStorage()), userId: 'me' });
    box.sendPicture({ ...message('p1', ''), type: 1 }, new File(['x'], 'doc.gif'), async () => ({ ok: false, problem: 'Format refusé' }));
    await until(() => box.list.get()[0]?.state === 'failed');
    expect(box.list.get()[0]?.failure).toEqual({ kind: 'refused', message: 'Format refusé' });
    expect(s.uploads).toEqual([]);
  });
});
