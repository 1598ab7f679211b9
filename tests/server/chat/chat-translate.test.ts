// Chat translation and document names on the real server and a real database (spec §1 "original
// or translated text", §3 "the incoming record (... translation)", §7 "chat-translate info and
// flag"): each reader's setting per conversation, translateChatMessage through the real
// LibreTranslate adapter against the sandbox over HTTP (cached per message and language, refused
// to non-participants, coded when the provider is busy or down), the history's translations, and a
// document's original name and size on the reply, the history and the receiver's queue.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { translate as say } from '../../../examples/server/http/messages.js';
import { createLibreTranslate } from '../../../examples/server/translation/libretranslate.js';
import type { Translator } from '../../../examples/server/translation/translator.js';
import { CODE } from '../../../src/contract/codes.js';
import { decodeBase64Utf8 } from '../../../src/contract/base64.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { ChatMessageTranslation, ChatRecord, ChatTranslateInfo, ChatUploadReply, InitChatWindowReply } from '../../../src/contract/types/chat.js';
import { decodeQueueMessage } from '../../../src/realtime/queue-message.js';
import { TEST_DATABASES } from '../databases.js';
import { browser, stopAllClients, waitFor } from '../realtime/broker-harness.js';
import { openChatRig, PDF, PNG, U, type ChatRig, type Who } from './chat-rig.js';
import { useTranslateSandbox } from '../translation/sandbox-server.js';

type Lang = 'cn' | 'en' | 'fr';

const sandboxUrlOf = useTranslateSandbox();

describe.each(TEST_DATABASES)('chat translation and file names ($name)', (target) => {
  let rig: ChatRig;
  /** Texts that reached the provider (the real adapter, counted on its way). */
  const reached: string[] = [];
  beforeAll(async () => {
    const real = createLibreTranslate({ url: sandboxUrlOf(), timeoutMs: 5_000 });
    const counted: Translator = {
      label: 'counted sandbox',
      translate: (texts, from, to, format) => {
        reached.push(...texts);
        return real.translate(texts, from, to, format);
      },
    };
    rig = await openChatRig(target, { translation: { label: 'test', wake: () => undefined, translator: counted } });
  });
  afterEach(async () => stopAllClients());
  afterAll(async () => rig?.close());

  const open = async (who: Who, other: Who) =>
    (await rig.call<InitChatWindowReply>('initChatWindow', await rig.token(who), { otherUserMq: U[other].userMq, sessionType: 0 })).customData.chatSessionId;
  const send = async (who: Who, to: Who, chatSessionId: string, content: string, language: Lang, type = 0) => {
    const r = await rig.call<ChatRecord>('sendMsg', await rig.token(who), { chatSessionId, toUserMq: U[to].userMq, type, content, sessionType: 0 }, language);
    expect(r.code, JSON.stringify(r)).toBe(200);
    return r.customData;
  };
  const info = async (who: Who, chatSessionId: string, language: Lang = 'en') => rig.call<ChatTranslateInfo>('getChatTranslateInfo', await rig.token(who), { chatSessionId }, language);
  const flag = async (who: Who, body: Record<string, unknown>) => rig.call('updateChatTranslateFlag', await rig.token(who), body);
  const translate = async (who: Who, chatMessageId: string, language: Lang = 'en') =>
    rig.call<ChatMessageTranslation>('translateChatMessage', await rig.token(who), { chatMessageId }, language);
  const history = async (who: Who, chatSessionId: string, language: Lang) =>
    (await rig.call<SearchReply<ChatRecord>>('getRecentChatRecords', await rig.token(who), { chatSessionId, page: { index: 1, size: 20 } }, language)).customData.resultList;

  it('keeps each reader\'s flag per conversation; the target follows the app language unless one is set', async () => {
    const chat = await open('member', 'seller');
    expect((await info('member', chat, 'fr')).customData).toEqual({ translateFlag: 0, targetLanguageId: 'fr' });
    expect((await flag('member', { chatSessionId: chat, translateFlag: 1 })).code).toBe(200);
    expect((await info('member', chat, 'fr')).customData).toEqual({ translateFlag: 1, targetLanguageId: 'fr' });
    expect((await info('member', chat, 'cn')).customData).toEqual({ translateFlag: 1, targetLanguageId: 'cn' });
    // The other participant's setting is their own.
    expect((await info('seller', chat)).customData).toEqual({ translateFlag: 0, targetLanguageId: 'en' });
    expect((await flag('member', { chatSessionId: chat, translateFlag: '1', targetLanguageId: 'cn' })).code).toBe(200);
    expect((await info('member', chat, 'fr')).customData).toEqual({ translateFlag: 1, targetLanguageId: 'cn' });
    expect((await flag('member', { chatSessionId: chat, translateFlag: 0 })).code).toBe(200);
    expect((await info('member', chat, 'en')).customData).toEqual({ translateFlag: 0, targetLanguageId: 'en' });

    // Not a participant: as if there were no such conversation; bad values: coded refusals.
    expect(await info('personal', chat)).toMatchObject({ code: CODE.NOT_FOUND });
    expect(await flag('personal', { chatSessionId: chat, translateFlag: 1 })).toMatchObject({ code: CODE.NOT_FOUND });
    expect(await flag('member', { chatSessionId: chat, translateFlag: 2 })).toMatchObject({ code: CODE.VALIDATION });
    expect(await flag('member', { chatSessionId: chat, translateFlag: 1, targetLanguageId: 'de' })).toMatchObject({ code: CODE.VALIDATION });
    expect(await flag('member', { chatSessionId: 'x', translateFlag: 1 })).toMatchObject({ code: CODE.VALIDATION });
    expect((await info('member', chat, 'en')).customData.translateFlag).toBe(0);
  });

  it('translates a text once per language for participants; the history carries it while the flag is on', async () => {
    const chat = await open('personal', 'enterprise');
    const english = await send('enterprise', 'personal', chat, 'Is the flat still available?', 'en');
    expect((await flag('personal', { chatSessionId: chat, translateFlag: 1 })).code).toBe(200);
    reached.length = 0;

    const first = await translate('personal', english.chatMessageId, 'fr');
    expect(first).toMatchObject({ code: 200, customData: { translation: '[fr] Is the flat still available?', language: 'fr' } });
    expect(reached).toEqual(['Is the flat still available?']);
    // The second ask (another device, a reload) is the cache's: the provider is not reached.
    expect((await translate('personal', english.chatMessageId, 'fr')).customData).toEqual(first.customData);
    expect(reached).toHaveLength(1);

    // A message written in the reader's language answers itself, without the provider.
    expect((await translate('enterprise', english.chatMessageId, 'en')).customData).toEqual({ translation: 'Is the flat still available?', language: 'en' });
    expect(reached).toHaveLength(1);

    // The history: translated for the French reader with the flag on; not in English; not with it off.
    const later = await send('enterprise', 'personal', chat, 'Visits on Saturday', 'en');
    const read = await history('personal', chat, 'fr');
    expect(read.find((r) => r.chatMessageId === english.chatMessageId)?.translation).toBe('[fr] Is the flat still available?');
    expect(read.find((r) => r.chatMessageId === later.chatMessageId)?.translation).toBeUndefined();
    expect(reached).toHaveLength(1); // a read never calls the provider
    expect((await history('personal', chat, 'en')).find((r) => r.chatMessageId === english.chatMessageId)?.translation).toBeUndefined();
    expect((await flag('personal', { chatSessionId: chat, translateFlag: 0 })).code).toBe(200);
    expect((await history('personal', chat, 'fr')).find((r) => r.chatMessageId === english.chatMessageId)?.translation).toBeUndefined();

    // Not a participant, no such message, not a text: coded, and nothing reaches the provider.
    expect(await translate('member', english.chatMessageId, 'fr')).toMatchObject({ code: CODE.NOT_FOUND, message: say('errors.notFound', 'fr') });
    expect(await translate('personal', '999999999', 'fr')).toMatchObject({ code: CODE.NOT_FOUND });
    expect(await translate('personal', 'one', 'fr')).toMatchObject({ code: CODE.VALIDATION });
    const picture = await rig.upload<ChatUploadReply>(await rig.token('enterprise'), { name: 'photo.png', bytes: PNG });
    const image = await send('enterprise', 'personal', chat, picture.customData.imgPath, 'en', 1);
    expect(await translate('personal', image.chatMessageId, 'fr')).toMatchObject({ code: CODE.VALIDATION });
    expect(reached).toHaveLength(1);
  });

  it('a busy or failing provider is a coded refusal, and nothing is cached', async () => {
    const chat = await open('member', 'enterprise');
    const down = await send('enterprise', 'member', chat, 'sandbox:down right now', 'en');
    const busy = await send('enterprise', 'member', chat, 'sandbox:busy right now', 'en');
    for (const m of [down, busy]) {
      expect(await translate('member', m.chatMessageId, 'fr')).toMatchObject({ code: CODE.TRANSLATE_UNAVAILABLE, message: say('errors.translateUnavailable', 'fr') });
    }
    const [{ n }] = await rig.db.query<{ n: number }>('select count(*)::int as n from chat_translations where message_id = any($1::bigint[])', [[down.chatMessageId, busy.chatMessageId]]) as [{ n: number }];
    expect(n).toBe(0);
    // Tried again, the provider is asked again (a failure is not remembered as a translation).
    const before = reached.length;
    expect((await translate('member', down.chatMessageId, 'cn')).code).toBe(CODE.TRANSLATE_UNAVAILABLE);
    expect(reached.length).toBe(before + 1);
  });

  it('counts each user\'s provider requests: past 60 a minute, 4429 until the window moves on (cache hits never count)', async () => {
    const chat = await open('member', 'personal');
    const ids: string[] = [];
    for (let i = 0; i < 31; i++) {
      if (i === 30) rig.clock.advance(61_000); // the sender's own limit is 30 a minute
      ids.push((await send('personal', 'member', chat, `Message number ${i}`, 'en')).chatMessageId);
    }
    const codes: number[] = [];
    for (const id of ids) for (const lang of ['fr', 'cn'] as const) codes.push((await translate('member', id, lang)).code);
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes.slice(60)).toEqual([CODE.RATE_LIMITED, CODE.RATE_LIMITED]);
    // A cached one still answers; a minute later the provider is asked again.
    expect((await translate('member', ids[0]!, 'fr')).code).toBe(200);
    rig.clock.advance(61_000);
    expect((await translate('member', ids[30]!, 'cn')).customData).toEqual({ translation: '[zh] Message number 30', language: 'cn' });
  });

  it('a document keeps its original name (cleaned, at most 120 characters) and size on the reply, the history and the queue', async () => {
    const chat = await open('seller', 'personal');
    const receiver = await browser(rig.broker, U.personal.userMq);
    const upload = async (name: string) => {
      const r = await rig.upload<ChatUploadReply>(await rig.token('seller'), { name, bytes: PDF });
      expect(r.customData.type).toBe(2);
      return r.customData.imgPath;
    };
    const sent = await send('seller', 'personal', chat, await upload('scans/Devis   été\u202e 2030.pdf'), 'fr', 2);
    expect(sent).toMatchObject({ type: 2, fileName: 'Devis été 2030.pdf', fileSize: PDF.length });
    expect(sent.content).not.toContain('Devis');

    const long = await send('seller', 'personal', chat, await upload(`${'Contrat de location '.repeat(10)}.docx`.replace('.docx', '.pdf')), 'fr', 2);
    expect([...(long.fileName ?? '')]).toHaveLength(120);
    expect(long.fileName).toMatch(/^Contrat de location .*…\.pdf$/);

    const read = await history('personal', chat, 'fr');
    expect(read.find((r) => r.chatMessageId === sent.chatMessageId)).toMatchObject({ fileName: 'Devis été 2030.pdf', fileSize: PDF.length });
    await waitFor(() => receiver.messages.length === 2, 'the two documents on the queue');
    const first = decodeQueueMessage(receiver.messages[0]!.body, decodeBase64Utf8);
    expect(first?.msgData).toMatchObject({ chatMessageId: sent.chatMessageId, fileName: 'Devis été 2030.pdf', fileSize: PDF.length });
  });
});
