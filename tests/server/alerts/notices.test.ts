// Notices and the daily digest (examples/server/alerts notices.ts, digest.ts, notify.ts): a daily
// search counts its matches without a notice, then gets one searchDigest notice (and its queue
// event) after the digest hour, once per day whatever the runs; the centre lists the caller's
// notices newest first, readNotices marks some or all and answers the unread count, others' ids
// change nothing; notices past ALERTS.noticeKeepDays are pruned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneNotices, runDailyDigest } from '../../../examples/server/alerts/digest.js';
import { ALERTS, MODULE_ID } from '../../../src/contract/constants.js';
import type { AppNotice, NoticeUnreadReply, SavedSearch } from '../../../src/contract/types/alerts.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import { TEST_DATABASES } from '../databases.js';
import { addUsers, DAY, HOUR, openAlertRig, publishListing, T0, tagsOf, type AlertRig } from './alerts-rig.js';

describe.each(TEST_DATABASES)('notices and digests on $name', (target) => {
  let rig: AlertRig;
  let tag: number;
  let publisher: string;
  let reader: string;
  let stranger: string;
  beforeAll(async () => {
    rig = await openAlertRig(target);
    [publisher, reader, stranger] = await addUsers(rig.db, 3, 'u-notice') as [string, string, string];
    tag = (await tagsOf(rig.db, 'saleGoods')).parent;
  });
  afterAll(async () => rig?.close());

  const deps = () => ({ db: rig.db, services: rig.seeded.server.services });
  const goods = (title: string) => publishListing(rig.db, { module: 'saleGoods', by: publisher, title, tagId: tag });
  const unread = async (who: string) => (await rig.call<NoticeUnreadReply>('getUnreadCount', who, {})).customData.unread;

  it('a daily search counts matches silently, then gets one digest a day after the digest hour', async () => {
    const daily = (await rig.call<SavedSearch>('saveSearch', reader, { moduleId: MODULE_ID.saleGoods, keyWords: 'vélo', countryId: 'CIV', title: 'Vélos', daily: true })).customData;
    rig.published.length = 0;
    await goods('Vélo de course');
    await goods('Vélo pour enfant');
    await rig.drain();
    expect(rig.published).toEqual([]);
    expect(await unread(reader)).toBe(0);

    const morning = Date.UTC(2030, 0, 16, ALERTS.digestHourUtc - 1, 59);
    expect(await runDailyDigest(deps(), morning)).toBe(0);
    const due = Date.UTC(2030, 0, 16, ALERTS.digestHourUtc, 0);
    rig.clock.now = due;
    expect(await runDailyDigest(deps(), due)).toBe(1);
    const told = rig.published.filter((p) => p.msgType === 'notice');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      userMq: `mq.user.${reader}`,
      msgData: { unread: 1, notice: { kind: 'searchDigest', searchId: daily.searchId, searchTitle: 'Vélos', count: 2, serviceId: '', listingTitle: '', read: false, createdAt: new Date(due).toISOString() } },
    });
    // Same day: a new match waits for tomorrow, and a rerun (a restart) writes nothing.
    await goods('Vélo électrique');
    await rig.drain();
    expect(await runDailyDigest(deps(), due + 3 * HOUR)).toBe(0);
    const [row] = await rig.db.query<{ unseen: number; digest_pending: number }>('select unseen, digest_pending from saved_searches where id = $1', [daily.searchId]);
    expect(row).toMatchObject({ unseen: 3, digest_pending: 1 });
    expect(await runDailyDigest(deps(), due + DAY)).toBe(1);
    const [next] = (await rig.call<SearchReply<AppNotice>>('getNotices', reader, {})).customData.resultList;
    expect(next).toMatchObject({ kind: 'searchDigest', count: 1 });
    // Nothing new: no empty digest.
    expect(await runDailyDigest(deps(), due + 2 * DAY)).toBe(0);
  });

  it('lists the caller\'s notices newest first, reads some or all, and others\' ids change nothing', async () => {
    await rig.call('saveSearch', stranger, { moduleId: MODULE_ID.saleGoods, keyWords: 'table', countryId: 'CIV', title: 'Tables' });
    for (const t of ['Table basse', 'Table de jardin', 'Table de nuit']) await goods(t);
    await rig.drain();
    const list = await rig.call<SearchReply<AppNotice>>('getNotices', stranger, { page: { index: 1, size: 2 } });
    expect(list.customData.totalCount).toBe(3);
    expect(list.customData.resultList.map((n) => n.listingTitle)).toEqual(['Table de nuit', 'Table de jardin']);
    expect(await unread(stranger)).toBe(3);

    const first = list.customData.resultList[0]!.noticeId;
    // Another user's read of them changes nothing.
    expect((await rig.call<NoticeUnreadReply>('readNotices', reader, { noticeIds: [first] })).customData.unread).toBe(2);
    expect(await unread(stranger)).toBe(3);
    expect((await rig.call<NoticeUnreadReply>('readNotices', stranger, { noticeIds: [first, first] })).customData.unread).toBe(2);
    const after = await rig.call<SearchReply<AppNotice>>('getNotices', stranger, {});
    expect(after.customData.resultList.map((n) => n.read)).toEqual([true, false, false]);
    expect((await rig.call<NoticeUnreadReply>('readNotices', stranger, { noticeIds: [] })).customData.unread).toBe(0);
    expect((await rig.call('readNotices', stranger, { noticeIds: ['ss1'] })).code).toBe(4422);
  });

  it(`prunes notices older than ${ALERTS.noticeKeepDays} days`, async () => {
    const [old] = await addUsers(rig.db, 1, 'u-old');
    await rig.db.query(
      `insert into notices (user_id, kind, search_id, search_title, module_id, created_at) values
       ($1, 'searchDigest', 'ss1', 'Vieux', 4, $2), ($1, 'searchDigest', 'ss1', 'Récent', 4, $3)`,
      [old!, new Date(T0 - (ALERTS.noticeKeepDays + 1) * DAY), new Date(T0 - (ALERTS.noticeKeepDays - 1) * DAY)]);
    expect(await pruneNotices(deps(), T0)).toBeGreaterThanOrEqual(1);
    const rows = await rig.db.query<{ search_title: string }>('select search_title from notices where user_id = $1', [old!]);
    expect(rows.map((r) => r.search_title)).toEqual(['Récent']);
  });
});
