// CVs in a conversation (spec §3 "Chat event kinds" askForAResume, sendResume): the request is a
// text message in the receiver's language; a sent CV is a card message naming its RIR id, and its
// receiver may then read the CV whole (contact details) without recruiter mode; the usual chat
// refusals apply (oneself, unknown user, no CV, someone else's job).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { CODE } from '../../../src/contract/codes.js';
import type { Resume } from '../../../src/contract/types/jobs.js';
import { TEST_DATABASES } from '../databases.js';
import { openResumeRig, type ResumeRig } from './resume-rig.js';

describe.each(TEST_DATABASES)('CVs in chat ($name)', (target) => {
  let rig: ResumeRig;
  beforeAll(async () => { rig = await openResumeRig(target); });
  afterAll(async () => rig?.close());

  const lastMessage = async (from: string, to: string) =>
    (await rig.db.query<{ type: number; content: string; module_id: number }>(
      'select type, content, module_id from chat_messages where from_user_id = $1 and to_user_id = $2 order by id desc limit 1', [from, to]))[0];

  it('asks for a CV in the receiver\'s language, naming the caller\'s own job', async () => {
    expect((await rig.as('enterprise', 'askForAResume', { otherUserMq: SEED_USERS.seller.userMq })).code).toBe(200);
    // u-seller reads English.
    expect(await lastMessage('u-enterprise', 'u-seller')).toMatchObject({ type: 0, content: 'Abidjan Services SARL asks for your CV', module_id: 8 });
    expect((await rig.as('enterprise', 'askForAResume', { otherUserMq: SEED_USERS.personal.userMq, recruitingInfoId: rig.jobId })).code).toBe(200);
    expect((await lastMessage('u-enterprise', 'u-personal'))!.content).toMatch(/^Abidjan Services SARL vous demande votre CV pour l’offre «\s.+\s»$/);
    expect((await rig.as('member', 'askForAResume', { otherUserMq: SEED_USERS.seller.userMq, recruitingInfoId: rig.jobId })).code).toBe(CODE.VALIDATION);
    expect((await rig.as('member', 'askForAResume', { otherUserMq: SEED_USERS.member.userMq })).code).toBe(CODE.FORBIDDEN);
    expect((await rig.as('member', 'askForAResume', { otherUserMq: 'mq.user.nobody' })).code).toBe(CODE.NOT_FOUND);
    const [unread] = await rig.db.query<{ unread: number }>(
      "select p.unread from chat_participants p join chat_sessions s on s.id = p.session_id where p.user_id = 'u-seller' and s.pair_key like '%u-enterprise%'");
    expect(unread!.unread).toBeGreaterThanOrEqual(1);
  });

  it('sends a CV as a card and lets the receiver read it whole', async () => {
    expect((await rig.as('seller', 'sendResume', { otherUserMq: SEED_USERS.member.userMq })).code).toBe(CODE.VALIDATION);
    const cv = await rig.as<Resume>('seller', 'updateResume', rig.cv({ realName: 'Yao Konan Serge', phone: '0505060708', isPublic: 0 }));
    expect(cv.code).toBe(200);
    const id = cv.customData.recruitingResumeId;
    expect((await rig.as('member', 'searchResumeDetailById', { recruitingResumeId: id })).code).toBe(CODE.NOT_FOUND);

    expect((await rig.as('seller', 'sendResume', { otherUserMq: SEED_USERS.member.userMq })).code).toBe(200);
    const card = await lastMessage('u-seller', 'u-member');
    expect(card!.type).toBe(6);
    expect(JSON.parse(card!.content)).toMatchObject({ serviceId: id, recruitingResumeId: id, moduleId: 8, title: expect.stringContaining('Yao Konan Serge') });
    const read = await rig.as<Resume>('member', 'searchResumeDetailById', { recruitingResumeId: id });
    expect(read.customData).toMatchObject({ realName: 'Yao Konan Serge', phone: '0505060708', access: { contactVisible: true } });
    // Chat history shows the card like any card message.
    const [row] = await rig.db.query<{ n: number }>("select count(*)::int as n from resume_grants where user_id = 'u-member' and resume_id = $1", [id]);
    expect(row!.n).toBe(1);
  });
});
