// The mine index on the real server (spec §7 "mine index by userId", §2 the message badge): its
// unreadNum is the chat's own total (the same as getUnreadTotalNumber), rising with each message
// from another user and back to 0 once the conversation is read; its counts are the caller's
// (follows and fans among them); another user's index is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../../src/contract/codes.js';
import type { ChatRecord, InitChatWindowReply, UnreadTotalReply } from '../../../src/contract/types/chat.js';
import type { MineIndex } from '../../../src/contract/types/usercenter.js';
import { TEST_DATABASES } from '../databases.js';
import { openChatRig, U, type ChatRig, type Who } from '../chat/chat-rig.js';

describe.each(TEST_DATABASES)('mine index ($name)', (target) => {
  let rig: ChatRig;
  beforeAll(async () => { rig = await openChatRig(target); });
  afterAll(async () => rig?.close());

  const mine = async (who: Who, body: Record<string, unknown> = {}) => rig.call<MineIndex>('getMineIndex', await rig.token(who), body);
  const total = async (who: Who) => (await rig.call<UnreadTotalReply>('getUnreadTotalNumber', await rig.token(who), {})).customData.totalUnread;

  it('serves the real chat unread and the caller\'s own counts', async () => {
    const before = await mine('personal');
    expect(before).toMatchObject({ code: 200, customData: { user: { userId: U.personal.id }, unreadNum: await total('personal'), focusNum: 0, fansNum: 0 } });
    const { chatSessionId } = (await rig.call<InitChatWindowReply>('initChatWindow', await rig.token('seller'), { otherUserMq: U.personal.userMq, sessionType: 0 })).customData;
    for (const content of ['Bonjour', 'Toujours intéressé ?']) {
      const sent = await rig.call<ChatRecord>('sendMsg', await rig.token('seller'), { chatSessionId, toUserMq: U.personal.userMq, type: 0, content, sessionType: 0 });
      expect(sent.code).toBe(200);
    }
    const after = (await mine('personal', { userId: U.personal.id })).customData;
    expect(after.unreadNum).toBe(before.customData.unreadNum + 2);
    expect(after.unreadNum).toBe(await total('personal'));
    // The sender's own messages are not unread for them.
    expect((await mine('seller')).customData.unreadNum).toBe(await total('seller'));

    expect((await rig.call('cleanChatUnread', await rig.token('personal'), { chatSessionId })).code).toBe(200);
    const read = (await mine('personal')).customData.unreadNum;
    expect(read).toBe(await total('personal'));
    expect(read).toBeLessThanOrEqual(after.unreadNum - 2);

    const [counts] = await rig.db.query<{ favorites: number; history: number }>(
      `select (select count(*)::int from favorites f join listings l on l.id = f.listing_id where f.user_id = $1 and not l.deleted) as favorites,
              (select count(*)::int from history h join listings l on l.id = h.listing_id where h.user_id = $1 and not l.deleted) as history`,
      [U.personal.id]);
    expect(after).toMatchObject({ favoriteNum: counts!.favorites, historyNum: counts!.history });
  });

  it('counts the caller\'s follows and fans (user_follows), following a follow and an unfollow', async () => {
    const [fansBefore, focusBefore] = [(await mine('personal')).customData.fansNum, (await mine('seller')).customData.focusNum];
    const focus = async (f: 0 | 1) => rig.call('focusUser', await rig.token('seller'), { focusUserId: U.personal.id, focus: f });
    // From a known state: the seller does not follow Awa (unfollowing someone not followed is success).
    expect((await focus(0)).code).toBe(200);
    const base = { fans: (await mine('personal')).customData.fansNum, focus: (await mine('seller')).customData.focusNum };
    expect(base.fans).toBeLessThanOrEqual(fansBefore);
    expect(base.focus).toBeLessThanOrEqual(focusBefore);
    expect((await focus(1)).code).toBe(200);
    expect((await mine('personal')).customData.fansNum).toBe(base.fans + 1);
    expect((await mine('seller')).customData.focusNum).toBe(base.focus + 1);
    expect((await focus(0)).code).toBe(200);
    expect((await mine('personal')).customData.fansNum).toBe(base.fans);
  });

  it('refuses another user\'s index and a visitor', async () => {
    expect(await mine('personal', { userId: U.seller.id })).toMatchObject({ code: CODE.FORBIDDEN });
    expect(await rig.call('getMineIndex', null, {})).toMatchObject({ code: CODE.NOT_LOGGED_IN });
  });
});
