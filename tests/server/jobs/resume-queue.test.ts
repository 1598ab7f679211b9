// CV events on the queues (spec §3 "Chat event kinds"; §7 "Queue"), read off the embedded broker by
// the browser's STOMP client and decoded by the app's decoder: a recruiter's answer reaches the
// applicant as 'applicationState'; a CV request reaches the receiver as 'chatInfo' (the
// conversation) and 'askForAResume' (for the screen to offer "send my CV").
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decodeBase64Utf8 } from '../../../src/contract/base64.js';
import { MODULE_ID } from '../../../src/contract/constants.js';
import type { Application, Resume } from '../../../src/contract/types/jobs.js';
import { decodeQueueMessage } from '../../../src/realtime/queue-message.js';
import { moduleById } from '../../../src/modules/index.js';
import { TEST_DATABASES } from '../databases.js';
import { browser, stopAllClients, waitFor, type StompTestClient } from '../realtime/broker-harness.js';
import { openChatRig, U, type ChatRig } from '../chat/chat-rig.js';

describe.each(TEST_DATABASES.slice(0, 1))('CV events on the queues ($name)', (target) => {
  let rig: ChatRig;
  beforeAll(async () => { rig = await openChatRig(target); });
  afterEach(async () => stopAllClients());
  afterAll(async () => rig?.close());

  const kinds = (c: StompTestClient) => c.messages.map((m) => decodeQueueMessage(m.body, decodeBase64Utf8));

  it('tells the applicant of an invitation and the receiver of a CV request', async () => {
    const key = moduleById(MODULE_ID.recruitment)!.key;
    const [row] = await rig.db.query<{ industry: number; position: number; money: number; cycle: number; job: string }>(
      `select i.id as industry, p.id as position, (select id from money_units where code = 'XOF') as money,
         (select id from billing_cycles order by sort, id limit 1) as cycle,
         (select id::text from listings where module_key = $1 and user_id = 'u-enterprise' and status = 7 and not deleted order by id limit 1) as job
       from tags i join tags p on p.parent_id = i.id where i.module_key = $1 and i.parent_id is null order by i.id, p.id limit 1`, [key]);
    const seller = await rig.token('seller');
    const cv = await rig.call<Resume>('updateResume', seller, {
      realName: 'Yao Konan Serge', gender: 1, birthDate: '1992-06-01', mail: '', mobileCode: '225', phone: '0505060708', educationId: 4, jobStatusId: 1,
      positionTypeId: 1, yearsWorked: 6, industryId: row!.industry, positionId: row!.position, salaryMin: 200000, salaryMax: 300000,
      moneyUnitId: row!.money, billingCycleId: row!.cycle, selfIntroduction: 'Chef d’équipe BTP, six ans sur des chantiers à Abidjan.',
      workLocation: 'Abidjan', areaId: 'CIV', attachment: '', attachmentName: '', isPublic: 1, languageId: 'fr',
    });
    expect(cv.code).toBe(200);
    const applied = await rig.call<Application>('deliverResume', seller, { recruitingInfoId: row!.job });
    expect(applied.code).toBe(200);

    const receiver = await browser(rig.broker, U.seller.userMq);
    const invited = await rig.call<Application>('updateApplicationState', await rig.token('enterprise'), { applicationId: applied.customData.applicationId, state: 3 });
    expect(invited.code).toBe(200);
    await waitFor(() => receiver.messages.length >= 1, 'the application event');
    expect(kinds(receiver)[0]).toEqual({ msgType: 'applicationState', msgData: { applicationId: applied.customData.applicationId, recruitingInfoId: row!.job, state: 3 } });

    expect((await rig.call('askForAResume', await rig.token('enterprise'), { otherUserMq: U.seller.userMq })).code).toBe(200);
    await waitFor(() => receiver.messages.length >= 3, 'the CV request');
    const events = kinds(receiver).slice(1);
    expect(events.map((e) => e?.msgType).sort()).toEqual(['askForAResume', 'chatInfo']);
    expect(events[0]?.msgData.content).toBe('Abidjan Services SARL asks for your CV');
  });
});
