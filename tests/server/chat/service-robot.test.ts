// The customer-service robot (spec §6 "Customer service: human and robot"; chat/service/
// robot-index.ts): it answers from the seeded help articles in the asker's language, folds
// accents, reads Chinese by character pairs, hands what it does not know to a person (below the
// confidence threshold), answers a tapped question with that article, and sees an edited article
// at once after helpArticlesChanged().
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bestMatch, confident, helpArticlesChanged, robotIndex, ROBOT_CONFIDENCE } from '../../../examples/server/chat/service/robot-index.js';
import { SERVICE_TEXTS } from '../../../examples/server/chat/service/texts.js';
import { ROBOT_AVATAR_PATH } from '../../../examples/server/chat/service/robot-avatar.js';
import { LIMITS } from '../../../src/contract/constants.js';
import type { RobotInfo } from '../../../src/contract/types/chat.js';
import type { CustomerSendMsgReply } from '../../../src/contract/types/customer-service.js';
import { TEST_DATABASES } from '../databases.js';
import { openChatRig, type ChatRig } from './chat-rig.js';

type Lang = 'cn' | 'en' | 'fr';

/** Questions as users type them, and the article title (in that language) the robot must answer with. */
const ANSWERED: [Lang, string, string][] = [
  ['en', 'I did not get the verification code', 'I did not receive the verification code'],
  ['en', 'passwrd forgoten', 'I forgot my password'],
  ['en', 'I paid and the order is still unpaid', 'I paid but the order still shows unpaid'],
  // Accents folded both ways: typed without them, typed in capitals with them.
  ['fr', 'je n ai pas recu le code', "Je n'ai pas reçu le code de vérification"],
  ['fr', 'mot de passe oublie', "J'ai oublié mon mot de passe"],
  ['fr', 'COMMANDE IMPAYÉE après paiement', 'J’ai payé mais la commande reste impayée'],
  ['fr', 'signaler un utilisateur', 'Comment signaler une annonce ou un utilisateur suspect ?'],
  ['cn', '收不到验证码', '收不到验证码怎么办？'],
  ['cn', '订单未支付', '付款后订单仍显示未支付？'],
  ['cn', '怎么举报用户', '如何举报可疑信息或用户？'],
];

/** Nothing in the help articles: the robot must not pretend. */
const UNKNOWN: [Lang, string][] = [
  ['en', 'what is the weather today'], ['en', 'can I sell my car'], ['fr', 'quel temps fait-il à Abidjan'], ['cn', '今天天气怎么样'], ['cn', '你好'],
  // Shares one word of three with an article: below the coverage threshold.
  ['en', 'verification of my car engine'],
];

describe.each(TEST_DATABASES)('customer-service robot ($name)', (target) => {
  let rig: ChatRig;
  beforeAll(async () => { rig = await openChatRig(target); });
  afterAll(async () => rig?.close());

  it.each(ANSWERED)('%s "%s" is answered with "%s"', async (lang, question, title) => {
    const match = bestMatch(await robotIndex(rig.db, lang), question);
    expect(match?.entry.title).toBe(title);
    expect(confident(match)).toBe(true);
  });

  it.each(UNKNOWN)('%s "%s" is below the threshold', async (lang, question) => {
    const match = bestMatch(await robotIndex(rig.db, lang), question);
    expect(confident(match)).toBe(false);
    if (match) expect(match.coverage < ROBOT_CONFIDENCE.MIN_COVERAGE || match.score < ROBOT_CONFIDENCE.MIN_SCORE).toBe(true);
  });

  it('answers in the asker\'s language with the article as plain text, and hands over what it does not know', async () => {
    const token = await rig.token('member');
    const fr = await rig.call<CustomerSendMsgReply>('customerSendMsg', token, { type: 0, content: 'mot de passe oublié', clientMsgId: 'rb-1' }, 'fr');
    expect(fr.code).toBe(200);
    expect(fr.customData.status.state).toBe('robot');
    expect(fr.customData.answers).toHaveLength(1);
    const answer = fr.customData.answers[0]!;
    expect(answer).toMatchObject({ sender: 'robot', senderName: SERVICE_TEXTS.robotName.fr, fromUserId: '', toUserId: 'u-member', sessionType: 1, type: 0 });
    expect(answer.content.startsWith("J'ai oublié mon mot de passe\n")).toBe(true);
    expect(answer.content).toContain('Mot de passe oublié');
    expect(answer.content).not.toMatch(/<[a-z/]/i);
    expect(answer.content.length).toBeLessThanOrEqual(LIMITS.chatMessageMax);

    const cn = await rig.call<CustomerSendMsgReply>('customerSendMsg', token, { type: 0, content: '收不到验证码' }, 'cn');
    expect(cn.customData.answers[0]?.content.startsWith('收不到验证码怎么办？')).toBe(true);
    expect(cn.customData.answers[0]?.senderName).toBe(SERVICE_TEXTS.robotName.cn);

    const lost = await rig.call<CustomerSendMsgReply>('customerSendMsg', token, { type: 0, content: 'what is the weather today' }, 'en');
    expect(lost.customData.answers.map((a) => a.content)).toEqual([SERVICE_TEXTS.handOver.en]);
    expect(lost.customData.status).toMatchObject({ state: 'waiting', queuePosition: 1 });
    // Waiting for a person: the robot is quiet, even for a question it knows.
    const quiet = await rig.call<CustomerSendMsgReply>('customerSendMsg', token, { type: 0, content: 'forgot password' }, 'en');
    expect(quiet.customData.answers).toEqual([]);
    expect((await rig.call('endCustomerService', token, {})).code).toBe(200);
  });

  it('answers a tapped suggested question with that article, whatever the text says', async () => {
    const token = await rig.token('seller');
    const info = await rig.call<RobotInfo>('getChatRobotInfo', token, {}, 'fr');
    expect(info.customData).toMatchObject({ robotName: SERVICE_TEXTS.robotName.fr, greeting: SERVICE_TEXTS.greeting.fr, avatarPath: ROBOT_AVATAR_PATH });
    expect(info.customData.questions).toHaveLength(5);
    const pick = info.customData.questions[2]!;
    const tapped = await rig.call<CustomerSendMsgReply>('customerSendMsg', token, { type: 0, content: pick.question, questionId: pick.id }, 'fr');
    expect(tapped.customData.answers[0]?.content.startsWith(`${pick.question}\n`)).toBe(true);
    const odd = await rig.call<CustomerSendMsgReply>('customerSendMsg', token, { type: 0, content: 'zzz', questionId: String(pick.id) }, 'fr');
    expect(odd.customData.answers[0]?.content.startsWith(`${pick.question}\n`)).toBe(true);
    expect((await rig.call('customerSendMsg', token, { type: 0, content: 'x', questionId: -4 }, 'fr')).code).toBe(4422);
    const avatar = await rig.server.app.inject({ method: 'GET', url: ROBOT_AVATAR_PATH });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toContain('image/svg+xml');
    expect(avatar.body).toContain('<svg');
  });

  it('sees an edited article after helpArticlesChanged()', async () => {
    expect(confident(bestMatch(await robotIndex(rig.db, 'en'), 'baobab seedlings'))).toBe(false);
    await rig.db.query(
      `update help_problems set titles = jsonb_set(titles, '{en}', '"Baobab seedlings for sale"'),
                                contents = jsonb_set(contents, '{en}', '"<p>Baobab seedlings are listed under plants.</p>"')
       where id = (select min(id) from help_problems)`,
    );
    helpArticlesChanged();
    const match = bestMatch(await robotIndex(rig.db, 'en'), 'baobab seedlings');
    expect(confident(match)).toBe(true);
    expect(match?.entry.text).toBe('Baobab seedlings are listed under plants.');
  });
});
