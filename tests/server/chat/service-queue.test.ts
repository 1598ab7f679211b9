// Customer service with people (spec §3 event kinds onlineServiceList, onlineService,
// switchingQueue, endService; §6; chat/service/, console/calls/service-*.ts): three users queue,
// each hears their place change on their own queue (read off the embedded broker as the browser
// reads it); two agents race for one conversation and one wins; an agent answers, transfers, puts
// back and ends; the user rates once; states only move forward; nobody reads or writes someone
// else's conversation; garbage gets coded refusals.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decodeBase64Utf8 } from '../../../src/contract/base64.js';
import type { ServiceQueueItem, ServiceQueueReply, ServiceSessionView } from '../../../src/contract/console-service.js';
import type { ChatRecord, ChatSession, UnreadTotalReply } from '../../../src/contract/types/chat.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { CustomerSendMsgReply, CustomerServiceStatus } from '../../../src/contract/types/customer-service.js';
import { decodeQueueMessage } from '../../../src/realtime/queue-message.js';
import { postServiceNotice } from '../../../examples/server/chat/service/notice.js';
import { publishService } from '../../../examples/server/chat/service/publish.js';
import { TEST_DATABASES } from '../databases.js';
import { browser, sleep, stopAllClients, waitFor, type StompTestClient } from '../realtime/broker-harness.js';
import { addOperator, auditRows, consoleCall, loginAs } from '../console/console-client.js';
import { openChatRig, U, type ChatRig, type Who } from './chat-rig.js';

describe.each(TEST_DATABASES)('customer service with people ($name)', (target) => {
  let rig: ChatRig;
  const desk: Record<'ama' | 'kofi' | 'boss' | 'clerk', string> = { ama: '', kofi: '', boss: '', clerk: '' };
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    rig = await openChatRig(target);
    for (const [name, role] of [['ama', 'agent'], ['kofi', 'agent'], ['boss', 'admin'], ['clerk', 'cashier']] as const) {
      ids[name] = await addOperator(rig.db, name, `${name}-password`, role);
      desk[name] = await loginAs(rig.server.app, name, `${name}-password`);
    }
  });
  afterEach(async () => stopAllClients());
  afterAll(async () => rig?.close());

  const as = async <T>(who: Who, call: Parameters<ChatRig['call']>[0], body: unknown = {}) => rig.call<T>(call, await rig.token(who), body);
  const agent = <T>(who: keyof typeof desk, call: string, body: unknown = {}) => consoleCall<T>(rig.server.app, call, body, { cookie: desk[who] });
  const events = (c: StompTestClient) => c.messages.map((m) => decodeQueueMessage(m.body, decodeBase64Utf8));
  const kinds = (c: StompTestClient) => events(c).map((e) => e?.msgType);
  const endAll = async () => {
    for (const who of ['personal', 'member', 'enterprise', 'seller'] as const) await as(who, 'endCustomerService');
  };

  it('three users queue; each hears their own place change; a take says who joined', async () => {
    await endAll();
    const queues = { personal: await browser(rig.broker, U.personal.userMq), member: await browser(rig.broker, U.member.userMq), enterprise: await browser(rig.broker, U.enterprise.userMq) };
    const personal = await as<CustomerServiceStatus>('personal', 'requestServiceAgent');
    const member = await as<CustomerServiceStatus>('member', 'requestServiceAgent');
    const enterprise = await as<CustomerServiceStatus>('enterprise', 'requestServiceAgent');
    expect([personal, member, enterprise].map((r) => [r.code, r.customData.state, r.customData.queuePosition])).toEqual([[200, 'waiting', 1], [200, 'waiting', 2], [200, 'waiting', 3]]);
    // Asking again changes nothing.
    expect((await as<CustomerServiceStatus>('member', 'requestServiceAgent')).customData).toMatchObject({ chatSessionId: member.customData.chatSessionId, queuePosition: 2 });
    await waitFor(() => queues.enterprise.messages.length === 1, 'the joiners hear their place');
    expect(events(queues.member)).toEqual([{ msgType: 'switchingQueue', msgData: expect.objectContaining({ state: 'waiting', queuePosition: 2 }) }]);

    const queue = await agent<ServiceQueueReply>('ama', 'serviceQueue');
    expect(queue.reply.customData.waiting.map((w) => [w.user.userId, w.position])).toEqual([['u-personal', 1], ['u-member', 2], ['u-enterprise', 3]]);
    expect(queue.reply.customData.agents.map((a) => a.username)).toEqual(['boss', 'kofi']);

    const took = await agent<ServiceQueueItem>('ama', 'serviceTake', { chatSessionId: personal.customData.chatSessionId });
    expect(took.reply.customData).toMatchObject({ state: 'serving', agentName: 'ama' });
    await waitFor(() => queues.member.messages.length === 2 && queues.enterprise.messages.length === 2 && queues.personal.messages.length === 2, 'the queue moved');
    expect(events(queues.personal)[1]).toEqual({ msgType: 'onlineService', msgData: expect.objectContaining({ state: 'serving', agentName: 'ama' }) });
    expect(events(queues.member)[1]).toEqual({ msgType: 'switchingQueue', msgData: expect.objectContaining({ queuePosition: 1 }) });
    expect(events(queues.enterprise)[1]?.msgData).toMatchObject({ queuePosition: 2 });

    // The member leaves: the one behind moves up; the member's own devices hear it ended.
    expect((await as<CustomerServiceStatus>('member', 'endCustomerService')).customData.state).toBe('ended');
    await waitFor(() => queues.enterprise.messages.length === 3 && queues.member.messages.length === 3, 'the leave');
    expect(events(queues.enterprise)[2]).toEqual({ msgType: 'switchingQueue', msgData: expect.objectContaining({ queuePosition: 1 }) });
    expect(kinds(queues.member)[2]).toBe('endService');
    await sleep(150);
    expect(queues.personal.messages).toHaveLength(2);
    expect((await as<CustomerServiceStatus>('enterprise', 'getCustomerServiceStatus')).customData).toMatchObject({ state: 'waiting', queuePosition: 1 });
    const listed = await as<SearchReply<ChatSession>>('personal', 'getChatSessionList', { page: { index: 1, size: 15 } });
    expect(listed.customData.resultList[0]).toMatchObject({ chatSessionId: personal.customData.chatSessionId, otherUserPetName: 'ama', sessionType: 1, otherUserAvatarPath: '' });
    expect((await auditRows(rig.db)).filter((a) => a.action === 'service.take')).toEqual([expect.objectContaining({ target: `chat:${personal.customData.chatSessionId}`, operator_id: ids.ama })]);
  });

  it('of two agents taking one conversation at once, one wins', async () => {
    await endAll();
    const waiting = await as<CustomerServiceStatus>('seller', 'requestServiceAgent');
    const body = { chatSessionId: waiting.customData.chatSessionId };
    const [a, b] = await Promise.all([agent('ama', 'serviceTake', body), agent('kofi', 'serviceTake', body)]);
    expect([a.reply.code, b.reply.code].sort()).toEqual([200, 4422]);
    expect([a, b].find((r) => r.reply.code === 4422)?.reply.message).toBe('errors.serviceState');
    // A cashier may not use the desk.
    expect((await agent('clerk', 'serviceQueue')).reply.code).toBe(4403);
  });

  it('an agent answers, transfers, puts back and ends; the user reads it, counts it unread and rates once', async () => {
    await endAll();
    const q = await browser(rig.broker, U.member.userMq);
    const sent = await as<CustomerSendMsgReply>('member', 'customerSendMsg', { type: 0, content: 'my quarterly invoice for the ferry company', clientMsgId: 'svc-q-1' });
    expect(sent.customData.status.state).toBe('waiting');
    const id = sent.customData.status.chatSessionId;
    // A retry answers the same record and the same hand-over, and stores nothing more.
    const again = await as<CustomerSendMsgReply>('member', 'customerSendMsg', { type: 0, content: 'my quarterly invoice for the ferry company', clientMsgId: 'svc-q-1' });
    expect(again.customData.record.chatMessageId).toBe(sent.customData.record.chatMessageId);
    expect(again.customData.answers.map((r) => r.chatMessageId)).toEqual(sent.customData.answers.map((r) => r.chatMessageId));
    // Before it is taken, nobody may answer it; an agent reads it with the user beside it.
    expect((await agent('ama', 'serviceSend', { chatSessionId: id, text: 'hi' })).reply.message).toBe('errors.serviceState');
    const view = await agent<ServiceSessionView>('kofi', 'serviceSession', { chatSessionId: id });
    expect(view.reply.customData.item.user).toMatchObject({ userId: 'u-member', phone: '+225 0700000002' });
    expect(view.reply.customData.records.map((r) => r.sender ?? 'user')).toEqual(['user', 'robot']);

    expect((await agent('ama', 'serviceTake', { chatSessionId: id })).reply.code).toBe(200);
    expect((await agent('kofi', 'serviceSend', { chatSessionId: id, text: 'hi' })).reply.message).toBe('errors.serviceNotYours');
    expect((await agent('ama', 'serviceTransfer', { chatSessionId: id, toOperatorId: ids.clerk })).reply.message).toBe('errors.agentNotFound');
    expect((await agent<ServiceQueueItem>('ama', 'serviceTransfer', { chatSessionId: id, toOperatorId: ids.kofi })).reply.customData.agentName).toBe('kofi');
    const answer = await agent<ChatRecord>('kofi', 'serviceSend', { chatSessionId: id, text: '  Bonjour, je regarde votre facture.\nUn instant.  ' });
    expect(answer.reply.customData).toMatchObject({ sender: 'agent', senderName: 'kofi', content: 'Bonjour, je regarde votre facture.\nUn instant.', toUserId: 'u-member', fromUserId: '' });
    await waitFor(() => events(q).some((e) => e?.msgData.sender === 'agent') && kinds(q).filter((k) => k === 'onlineService').length === 2, 'the answer on the queue');
    // The robot's hand-over went first; the agent's answer is the last record on the queue.
    expect(events(q).filter((e) => e?.msgType === 'onlineServiceList').at(-1)?.msgData).toEqual(answer.reply.customData);
    // The user sees it in the history, and counted unread until read.
    const unread = await as<UnreadTotalReply>('member', 'getUnreadTotalNumber');
    expect(unread.customData.totalUnread).toBeGreaterThanOrEqual(1);
    const history = await as<SearchReply<ChatRecord>>('member', 'getRecentChatRecords', { chatSessionId: id });
    expect(history.customData.resultList.at(-1)).toEqual(answer.reply.customData);
    expect((await as('member', 'cleanChatUnread', { chatSessionId: id })).code).toBe(200);
    expect((await as<CustomerServiceStatus>('member', 'getCustomerServiceStatus')).customData).toMatchObject({ state: 'serving', agentName: 'kofi', unreadNum: 0 });
    // The user's message while served goes to the agent: no robot answer.
    expect((await as<CustomerSendMsgReply>('member', 'customerSendMsg', { type: 0, content: 'forgot password' })).customData.answers).toEqual([]);

    // Back to the queue, then ended by the agent.
    expect((await agent<ServiceQueueItem>('kofi', 'serviceTransfer', { chatSessionId: id, toOperatorId: '' })).reply.customData).toMatchObject({ state: 'waiting', position: 1 });
    await waitFor(() => kinds(q).includes('switchingQueue'), 'back in the queue');
    expect((await agent('kofi', 'serviceSend', { chatSessionId: id, text: 'x' })).reply.message).toBe('errors.serviceState');
    const early = await as('member', 'rateCustomerService', { chatSessionId: id, rating: 4 });
    expect([early.code, early.message]).toEqual([4422, 'You can rate the conversation once it has ended']);
    expect((await agent<ServiceQueueItem>('ama', 'serviceEnd', { chatSessionId: id })).reply.customData.state).toBe('ended');
    await waitFor(() => kinds(q).includes('endService'), 'the end');
    expect((await auditRows(rig.db)).filter((a) => a.target === `chat:${id}`).map((a) => a.action)).toEqual(['service.take', 'service.transfer', 'service.transfer', 'service.end']);

    // Rated once: the same rating again is fine, another refused.
    expect((await as('member', 'rateCustomerService', { chatSessionId: id, rating: 4 })).code).toBe(200);
    expect((await as('member', 'rateCustomerService', { chatSessionId: id, rating: '4' })).code).toBe(200);
    const other = await as('member', 'rateCustomerService', { chatSessionId: id, rating: 5 });
    expect([other.code, other.message]).toEqual([4422, 'You already rated this conversation']);
    expect((await as<CustomerServiceStatus>('member', 'getCustomerServiceStatus')).customData).toMatchObject({ chatSessionId: id, state: 'ended', rating: 4 });

    // Forward only: an ended conversation is not taken, ended or transferred again...
    for (const call of ['serviceTake', 'serviceEnd']) expect((await agent(call === 'serviceTake' ? 'ama' : 'boss', call, { chatSessionId: id })).reply.message).toBe('errors.serviceState');
    expect((await agent('boss', 'serviceTransfer', { chatSessionId: id, toOperatorId: ids.ama })).reply.message).toBe('errors.serviceState');
    const [row] = await rig.db.query<{ state: string }>('select state from service_sessions where session_id = $1::bigint', [id]);
    expect(row?.state).toBe('ended');
    // ...and a new message opens a new conversation with the robot.
    const fresh = await as<CustomerSendMsgReply>('member', 'customerSendMsg', { type: 0, content: 'forgot password' });
    expect(fresh.customData.status.chatSessionId).not.toBe(id);
    expect(fresh.customData.status.state).toBe('robot');
    expect(fresh.customData.answers).toHaveLength(1);
    const list = await as<SearchReply<ChatSession>>('member', 'getChatSessionList', { page: { index: 1, size: 15 } });
    expect(list.customData.resultList.slice(0, 2).map((s) => [s.chatSessionId, s.otherUserPetName, s.sessionType])).toEqual([
      [fresh.customData.status.chatSessionId, 'Help assistant', 1], [id, 'Help assistant', 1], // put back, then ended unserved: nobody served it last
    ]);
    const pairs = await as<SearchReply<ChatSession>>('member', 'getChatList', { page: { index: 1, size: 15 } });
    expect(pairs.customData.resultList.every((s) => s.sessionType === 0)).toBe(true);
  });

  it('nobody reads or writes someone else\'s conversation', async () => {
    const mine = (await as<CustomerServiceStatus>('seller', 'getCustomerServiceStatus')).customData.chatSessionId;
    expect(mine).not.toBe('');
    for (const call of ['getRecentChatRecords', 'cleanChatUnread', 'rateCustomerService'] as const) {
      expect((await as('personal', call, { chatSessionId: mine, rating: 3 })).code, call).toBe(4404);
    }
    // The user-to-user calls do not serve customer service.
    expect((await as('seller', 'sendMsg', { chatSessionId: mine, toUserMq: U.personal.userMq, type: 0, content: 'x', sessionType: 1 })).code).toBe(4404);
    expect((await as('seller', 'sendMsg', { chatSessionId: mine, toUserMq: U.personal.userMq, type: 0, content: 'x', sessionType: 0 })).code).toBe(4422);
  });

  it('refuses garbage with coded errors', async () => {
    const bad: unknown[] = [
      { type: 2, content: '/uploads/x.pdf' }, { type: 6, content: '{}' }, { type: 0, content: '' }, { type: 0, content: '   ' }, { type: 0, content: 'x'.repeat(2001) },
      { type: 0, content: 'x', questionId: 'abc' }, { type: 0, content: 'x', clientMsgId: 'a b' }, { type: 1, content: '/uploads/not-mine.png' }, { type: '0x', content: 'x' },
      { type: 0, content: ['x'] }, null, [],
    ];
    for (const body of bad) {
      const r = await as('personal', 'customerSendMsg', body);
      expect([4422, 4403, 4404], JSON.stringify(body)).toContain(r.code);
    }
    for (const body of [{ chatSessionId: '1', rating: 0 }, { chatSessionId: '1', rating: 6 }, { chatSessionId: '1', rating: 3.5 }, { chatSessionId: 'x', rating: 3 }, { rating: 3 }]) {
      expect((await as('personal', 'rateCustomerService', body)).code, JSON.stringify(body)).toBe(4422);
    }
    for (const [call, body] of [['serviceTake', { chatSessionId: '0' }], ['serviceSend', { chatSessionId: '1', text: '' }], ['serviceSend', { chatSessionId: '1', text: 'x'.repeat(2001) }],
      ['serviceTransfer', { chatSessionId: '1', toOperatorId: 'abc' }], ['serviceSession', {}]] as const) {
      expect((await agent(call === 'serviceSession' ? 'ama' : 'ama', call, body)).reply.code, `${call} ${JSON.stringify(body)}`).toBe(4422);
    }
    expect((await agent('ama', 'serviceSession', { chatSessionId: '999999999' })).reply.code).toBe(4404);
  });

  it('a notice from the platform lands in the user\'s conversation as a system record', async () => {
    await endAll();
    const q = await browser(rig.broker, U.enterprise.userMq);
    const deliveries = await rig.db.transaction((tx) => postServiceNotice(tx, 'u-enterprise', '  Votre annonce a été retirée.\u0000  ', new Date(rig.clock.now)));
    await publishService(rig.broker.broker, deliveries);
    // The queue still holds earlier events of this user (it keeps messages until their expiry): the notice is the last.
    await waitFor(() => kinds(q).includes('onlineServiceList'), 'the notice');
    expect(events(q).at(-1)).toEqual({ msgType: 'onlineServiceList', msgData: expect.objectContaining({ sender: 'system', content: 'Votre annonce a été retirée.', toUserId: 'u-enterprise' }) });
    const status = (await as<CustomerServiceStatus>('enterprise', 'getCustomerServiceStatus')).customData;
    expect(status).toMatchObject({ state: 'robot', unreadNum: 1 });
  });
});
