// A recruiter's CV request in the conversation (spec §3 "Chat event kinds": askForAResume,
// sendResume; the request is a recruitment-module text record, examples/server/jobs/resume-chat.ts):
// the bar offers the CV while the newest request is unanswered, sends it, and goes away.
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODULE_ID } from '../../../../src/contract/constants.js';
import { CHAT_ENDPOINTS } from '../../../../src/contract/endpoints/chat.js';
import { JOB_ENDPOINTS } from '../../../../src/contract/endpoints/jobs.js';
import type { ChatRecord } from '../../../../src/contract/types/chat.js';
import { openAsk } from '../../../../src/screens/message/resume-ask.js';
import { closeAll, openRoute } from '../../harness/open-route.js';
import { until } from '../../ui/render.js';

vi.setConfig({ testTimeout: 60_000 });
afterEach(closeAll);

let n = 0;
const rec = (from: string, extra: Partial<ChatRecord> = {}): ChatRecord => ({
  chatMessageId: String(++n), chatSessionId: '7', content: 'Bonjour', fromUserId: from, toUserId: from === 'me' ? 'u-rec' : 'me', moduleId: 0,
  sendTime: new Date(Date.UTC(2026, 10, 20, 9, n)).toISOString(), sessionType: 0, type: 0, ...extra,
});
const ask = (from = 'u-rec') => rec(from, { moduleId: MODULE_ID.recruitment, content: 'Mme Koné vous demande votre CV' });
const myCv = () => rec('me', { type: 6, moduleId: MODULE_ID.recruitment, content: JSON.stringify({ title: 'Comptable · Aya', content: '', imgPath: '', moduleId: MODULE_ID.recruitment, serviceId: 'RIR20260001' }) });
const listingCard = () => rec('me', { type: 6, moduleId: 6, content: JSON.stringify({ title: 'Villa', content: '', imgPath: '', moduleId: 6, serviceId: '44' }) });

describe('openAsk', () => {
  it('the other party’s newest request, until a CV of mine follows it', () => {
    const a = ask();
    expect(openAsk([rec('u-rec'), a, rec('me')], 'me')).toBe(a);
    expect(openAsk([a, myCv()], 'me')).toBeNull();
    // A new request after the CV is open again; a listing card is no CV.
    const again = ask();
    expect(openAsk([a, myCv(), again, listingCard()], 'me')).toBe(again);
  });

  it('no request: plain texts, my own recruitment texts, other modules', () => {
    expect(openAsk([], 'me')).toBeNull();
    expect(openAsk([rec('u-rec'), rec('u-rec', { moduleId: 6 })], 'me')).toBeNull();
    expect(openAsk([ask('me')], 'me')).toBeNull();
  });
});

describe('the bar in /message/chat', () => {
  const path = '/message/chat?otherUserMq=mq-rec&otherUserAvatarPath=&otherUserPetName=Mme%20Kon%C3%A9&sessionType=0';
  it('offers the CV, sends it to the other party, toasts and goes away; a live request brings it back', async () => {
    const sent: unknown[] = [];
    const s = await openRoute(path, {
      userId: 'me', language: 'fr', ready: '[data-resume-ask]',
      answers: {
        [CHAT_ENDPOINTS.initChatWindow.path]: { chatSessionId: '7', blockedByMe: false },
        [CHAT_ENDPOINTS.getRecentChatRecords.path]: { totalCount: 2, resultList: [rec('u-rec'), ask()] },
        [CHAT_ENDPOINTS.cleanChatUnread.path]: null,
        [CHAT_ENDPOINTS.getUnreadTotalNumber.path]: { totalUnread: 0 },
        [JOB_ENDPOINTS.sendResume.path]: (body: unknown) => {
          sent.push(body);
          return { code: 200, customData: null };
        },
      },
    });
    expect(s.text('[data-resume-ask] span')).toBe('jobs.chat.askForAResume{"name":"Mme Koné"}');
    s.click(s.button('jobs.chat.sendResume', '[data-resume-ask]'));
    await until(() => expect(s.$$('[data-resume-ask]')).toHaveLength(0));
    expect(sent).toEqual([{ otherUserMq: 'mq-rec' }]);
    expect(s.toasts()).toContain('jobs.chat.resumeSent');
    act(() => s.stores.chat.receive(ask()));
    await until(() => expect(s.$$('[data-resume-ask]')).toHaveLength(1));
  });

  it('a refused send (no CV yet) leaves the offer', async () => {
    const s = await openRoute(path, {
      userId: 'me', language: 'fr', ready: '[data-resume-ask]',
      answers: {
        [CHAT_ENDPOINTS.initChatWindow.path]: { chatSessionId: '7', blockedByMe: false },
        [CHAT_ENDPOINTS.getRecentChatRecords.path]: { totalCount: 1, resultList: [ask()] },
        [CHAT_ENDPOINTS.cleanChatUnread.path]: null,
        [CHAT_ENDPOINTS.getUnreadTotalNumber.path]: { totalUnread: 0 },
        [JOB_ENDPOINTS.sendResume.path]: () => ({ code: 4422, message: 'Vous devez d’abord créer votre CV', customData: null }),
      },
    });
    s.click(s.button('jobs.chat.sendResume', '[data-resume-ask]'));
    await until(() => expect(s.callsTo(JOB_ENDPOINTS.sendResume.path)).toHaveLength(1));
    await until(() => expect((s.$('[data-resume-ask] button') as HTMLButtonElement).disabled).toBe(false));
    expect(s.$$('[data-resume-ask]')).toHaveLength(1);
    expect(s.toasts()).not.toContain('jobs.chat.resumeSent');
  });
});
