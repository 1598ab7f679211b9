// Posts (examples/server/discover write.ts, search.ts, detail.ts, checks.ts, access.ts): release
// and edit go to review with the author's country, pictures must be one's own uploads, the linked
// listing one's own published one, sensitive words in the text or hashtags are refused with the
// words; only the author edits or deletes; the feed's tabs (recommended, following, country), a
// user's page (others: published only; oneself: every state but deleted), hashtag and keyword
// filters, paging; the detail (published or one's own; 4404 else) and the package gate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE } from '../../../src/contract/codes.js';
import { DISCOVER } from '../../../src/contract/discover-limits.js';
import { SHARE_STATUS } from '../../../src/contract/statuses.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { SharePost, ShareReleaseReply } from '../../../src/contract/types/discover.js';
import { TEST_DATABASES } from '../databases.js';
import { addUploads, addUsers, CONTENT, HOUR, openDiscoverRig, publish, T0, type DiscoverRig } from './discover-rig.js';

const PIC = (n: number) => `/uploads/2030/post-${n}.png`;

describe.each(TEST_DATABASES)('discover posts on $name', (target) => {
  let rig: DiscoverRig;
  beforeAll(async () => {
    rig = await openDiscoverRig(target);
    await addUploads(rig.db, 'u-buyer', [PIC(1), PIC(2), PIC(3)]);
    await addUploads(rig.db, 'u-seller', [PIC(9)]);
  });
  afterAll(async () => rig?.close());

  const search = (who: string | null, body: Record<string, unknown>, language: 'cn' | 'en' | 'fr' = 'fr') =>
    rig.call<SearchReply<SharePost>>('searchShares', who, body, language);
  const release = (who: string, body: Record<string, unknown>) => rig.call<ShareReleaseReply>('releaseShare', who, body);

  it('releases a post in review with the author country; only the author sees it, then everyone once published', async () => {
    const r = await release('u-buyer', { content: CONTENT, imgList: [PIC(1), PIC(2)], hashtags: ['#Abidjan', 'immobilier', 'Abidjan'] });
    expect(r.code).toBe(200);
    expect(r.customData.status).toBe(SHARE_STATUS.reviewing);
    const [row] = await rig.db.query<{ area_id: string; hashtags: string[]; status: number; submitted_at: Date; released_at: Date | null }>(
      'select area_id, hashtags, status, submitted_at, released_at from shares where id = $1', [r.customData.shareId]);
    expect(row).toMatchObject({ area_id: 'CIV', hashtags: ['Abidjan', 'immobilier'], status: SHARE_STATUS.reviewing, released_at: null });
    expect(new Date(row!.submitted_at).getTime()).toBe(T0);

    expect((await rig.call('getShareDetail', 'u-seller', { shareId: r.customData.shareId })).code).toBe(CODE.NOT_FOUND);
    expect((await rig.call('getShareDetail', null, { shareId: r.customData.shareId })).code).toBe(CODE.NOT_FOUND);
    const own = await rig.call<SharePost>('getShareDetail', 'u-buyer', { shareId: r.customData.shareId });
    expect(own.customData).toMatchObject({ status: SHARE_STATUS.reviewing, isMine: 1, releaseTime: '', imgList: [{ imgPath: PIC(1) }, { imgPath: PIC(2) }] });

    await publish(rig.db, r.customData.shareId);
    const seen = await rig.call<SharePost>('getShareDetail', 'u-seller', { shareId: r.customData.shareId });
    expect(seen.customData).toMatchObject({
      shareId: r.customData.shareId, userId: 'u-buyer', petName: 'Adjoua Buyer', userMq: 'mq.user.u-buyer', accountType: 1,
      content: CONTENT, hashtags: ['Abidjan', 'immobilier'], listing: null, areaId: 'CIV', releaseTime: new Date(T0).toISOString(),
      kudosNum: 0, commentNum: 0, isKudos: 0, isFavorite: 0, isFocus: 0, isMine: 0, status: SHARE_STATUS.published, reason: '',
    });
    const visitor = await rig.call<SharePost>('getShareDetail', null, { shareId: r.customData.shareId });
    expect(visitor.customData).toMatchObject({ isFocus: 0, isMine: 0 });
  });

  it('refuses pictures that are not the caller\'s uploads, another\'s or an unpublished listing, and bad fields (4422, never 5000)', async () => {
    const bad = [
      [{ content: CONTENT, imgList: [PIC(9)] }, 'imgList.0'],
      [{ content: CONTENT, imgList: [PIC(1), '/uploads/../etc/passwd.png'] }, 'imgList.1'],
      [{ content: CONTENT, imgList: ['https://evil.example/x.png'] }, 'imgList.0'],
      [{ content: 'trop court', imgList: [] }, 'content'],
      [{ content: 'x'.repeat(DISCOVER.postMax + 1) }, 'content'],
      [{ content: CONTENT, hashtags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'hashtags'],
      [{ content: CONTENT, hashtags: ['deux mots'] }, 'hashtags.0'],
      [{ content: CONTENT, imgList: Array.from({ length: 7 }, () => PIC(1)) }, 'imgList'],
    ] as const;
    for (const [body, path] of bad) {
      const r = await release('u-buyer', body);
      expect(r.code, JSON.stringify(body)).toBe(CODE.VALIDATION);
      expect((r.customData as unknown as { issues: { path: string }[] }).issues[0]!.path, JSON.stringify(body)).toBe(path);
    }
    const [theirs] = await rig.db.query<{ id: string; module_id: number }>("select id::text as id, module_id from listings where user_id = 'u-seller' and status = 7 and not deleted order by id limit 1");
    const long = await release('u-buyer', { content: 'x'.repeat(DISCOVER.postMax + 1) });
    expect(long.customData).toEqual({ issues: [{ path: 'content', key: 'validation.maxLength', values: { max: DISCOVER.postMax } }] });
    // PostgreSQL text cannot hold NUL: stored without it, never a 5000.
    expect((await release('u-buyer', { content: `${CONTENT}\u0000`, imgList: [PIC(1)] })).code).toBe(200);
    const other = await release('u-buyer', { content: CONTENT, listing: { moduleId: theirs!.module_id, serviceId: theirs!.id } });
    expect(other.code).toBe(CODE.VALIDATION);
    expect(other.customData).toEqual({ issues: [{ path: 'listing', key: 'validation.choose' }] });
    const mine = await release('u-seller', { content: CONTENT, listing: { moduleId: theirs!.module_id, serviceId: theirs!.id } });
    expect(mine.code).toBe(200);
    await publish(rig.db, mine.customData.shareId);
    const card = await rig.call<SharePost>('getShareDetail', null, { shareId: mine.customData.shareId }, 'fr');
    expect(card.customData.listing).toMatchObject({ moduleId: theirs!.module_id, serviceId: theirs!.id });
    expect(card.customData.listing!.title.length).toBeGreaterThan(0);
    // The listing taken offline: the card goes, the post stays.
    await rig.db.query('update listings set status = 3 where id = $1::bigint', [theirs!.id]);
    expect((await rig.call<SharePost>('getShareDetail', null, { shareId: mine.customData.shareId })).customData.listing).toBeNull();
    const offline = await release('u-seller', { content: CONTENT, listing: { moduleId: theirs!.module_id, serviceId: theirs!.id } });
    expect(offline.code).toBe(CODE.VALIDATION);
    await rig.db.query('update listings set status = 7 where id = $1::bigint', [theirs!.id]);
  });

  it('refuses sensitive words in the text or the hashtags with the words found', async () => {
    const text = await release('u-buyer', { content: 'Attention à cette Arnaque au marché, ne payez rien avant.' });
    expect(text.code).toBe(CODE.VALIDATION);
    expect(text.customData).toMatchObject({ sensitiveWords: ['Arnaque'], issues: [{ path: 'content', key: 'validation.sensitiveWords' }] });
    const tags = await release('u-buyer', { content: CONTENT, hashtags: ['Abidjan', '诈骗'] });
    expect(tags.code).toBe(CODE.VALIDATION);
    expect(tags.customData).toMatchObject({ sensitiveWords: ['诈骗'], issues: [{ path: 'hashtags', key: 'validation.sensitiveWords' }] });
  });

  it('lets only the author edit (back to review, reason cleared, pictures kept) and delete (soft); others 4403, deleted 4404', async () => {
    const r = await release('u-buyer', { content: CONTENT, imgList: [PIC(3)] });
    const shareId = r.customData.shareId;
    await rig.db.query("update shares set status = $2, reason = 'Photo floue', released_at = $3 where id = $1", [shareId, SHARE_STATUS.rejected, new Date(T0 - HOUR)]);
    const byOther = await rig.call('updateShare', 'u-seller', { shareId, content: CONTENT });
    expect(byOther.code).toBe(CODE.FORBIDDEN);
    const edited = await rig.call<ShareReleaseReply>('updateShare', 'u-buyer', { shareId, content: `${CONTENT} Modifié.`, imgList: [PIC(3)], hashtags: ['maison'] });
    expect(edited.customData).toEqual({ shareId, status: SHARE_STATUS.reviewing });
    const [row] = await rig.db.query<{ status: number; reason: string; content: string; released_at: Date }>('select status, reason, content, released_at from shares where id = $1', [shareId]);
    expect(row).toMatchObject({ status: SHARE_STATUS.reviewing, reason: '', content: `${CONTENT} Modifié.` });
    expect(new Date(row!.released_at).getTime()).toBe(T0 - HOUR);

    expect((await rig.call('deleteShare', 'u-seller', { shareId })).code).toBe(CODE.FORBIDDEN);
    expect((await rig.call('deleteShare', 'u-buyer', { shareId })).code).toBe(200);
    expect((await rig.call('deleteShare', 'u-buyer', { shareId })).code).toBe(CODE.NOT_FOUND);
    expect((await rig.call('updateShare', 'u-buyer', { shareId, content: CONTENT })).code).toBe(CODE.NOT_FOUND);
    expect((await rig.call('getShareDetail', 'u-buyer', { shareId })).code).toBe(CODE.NOT_FOUND);
    expect((await rig.call('deleteShare', 'u-buyer', { shareId: 'sh999999' })).code).toBe(CODE.NOT_FOUND);
    expect((await rig.call('releaseShare', null, { content: CONTENT })).code).toBe(CODE.NOT_LOGGED_IN);
  });

  it('lists a user\'s page: others see published posts, the author every state but deleted', async () => {
    const theirs = await search('u-seller', { userId: 'u-personal' });
    expect(theirs.customData.resultList.every((p) => p.status === SHARE_STATUS.published && p.userId === 'u-personal')).toBe(true);
    expect(theirs.customData.totalCount).toBe(2);
    const mine = await search('u-personal', { userId: 'u-personal' });
    expect(mine.customData.totalCount).toBe(3);
    expect(mine.customData.resultList[0]).toMatchObject({ status: SHARE_STATUS.reviewing, isMine: 1 });
  });

  it('ranks the recommended tab by engagement and freshness, stable across pages; leaves out suspended authors', async () => {
    const all: SharePost[] = [];
    for (let index = 1; index <= 5; index++) {
      const page = await search(null, { tab: 'recommended', page: { index, size: 4 } });
      expect(page.code).toBe(200);
      all.push(...page.customData.resultList);
      if (page.customData.resultList.length < 4) break;
    }
    const ids = all.map((p) => p.shareId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(all.every((p) => p.status === SHARE_STATUS.published)).toBe(true);
    // Seed post 0 (2 h old, 3 kudos, 2 comments) beats a fresher post with nothing.
    expect(all[0]!.content).toMatch(/^Nouvel appartement/);
    const past = await search(null, { tab: 'recommended', page: { index: 50, size: 4 } });
    expect(past.customData).toEqual({ totalCount: all.length, resultList: [] });
    const defaultPage = await search(null, {});
    expect(defaultPage.customData.resultList.length).toBe(DISCOVER.pageSize);

    await rig.db.query("update users set suspended_at = now() where id = 'u-seller'");
    const without = await search(null, { tab: 'recommended', page: { index: 1, size: 50 } });
    expect(without.customData.resultList.some((p) => p.userId === 'u-seller')).toBe(false);
    await rig.db.query("update users set suspended_at = null where id = 'u-seller'");
  });

  it('lists the following tab (login needed) and the country tab (areaId needed), newest first', async () => {
    expect((await search(null, { tab: 'following' })).code).toBe(CODE.NOT_LOGGED_IN);
    const following = await search('u-buyer', { tab: 'following', page: { index: 1, size: 50 } });
    const authors = new Set(following.customData.resultList.map((p) => p.userId));
    expect([...authors].sort()).toEqual(['u-enterprise', 'u-seller']);
    expect(following.customData.resultList.every((p) => p.isFocus === 1)).toBe(true);
    const times = following.customData.resultList.map((p) => p.releaseTime);
    expect([...times].sort().reverse()).toEqual(times);

    expect((await search(null, { tab: 'country' })).code).toBe(CODE.VALIDATION);
    await rig.db.query("update shares set area_id = 'FRA' where id = (select min(id) from shares where user_id = 'u-member' and status = 2)");
    const fra = await search(null, { tab: 'country', areaId: 'FRA' });
    expect(fra.customData.resultList.map((p) => p.userId)).toEqual(['u-member']);
    const civ = await search(null, { tab: 'country', areaId: 'CIV', page: { index: 1, size: 50 } });
    expect(civ.customData.resultList.every((p) => p.areaId === 'CIV')).toBe(true);
  });

  it('narrows by hashtag (exact) and key words (% and _ are literal)', async () => {
    const tag = await search(null, { hashtag: '#voiture', page: { index: 1, size: 50 } });
    expect(tag.customData.totalCount).toBeGreaterThanOrEqual(2);
    expect(tag.customData.resultList.every((p) => p.hashtags.includes('voiture'))).toBe(true);
    expect((await search(null, { hashtag: 'voitur' })).customData.totalCount).toBe(0);
    // Past the last page: nothing more, the total still told.
    const past = await search(null, { hashtag: 'voiture', page: { index: 9, size: 10 } });
    expect(past.code, JSON.stringify(past)).toBe(200);
    expect(past.customData).toEqual({ totalCount: tag.customData.totalCount, resultList: [] });
    const words = await search(null, { keyWords: 'TREICHVILLE' });
    expect(words.customData.resultList.map((p) => p.content)).toEqual([expect.stringMatching(/Treichville/)]);
    expect((await search(null, { keyWords: '%' })).customData.totalCount).toBe(0);
    expect((await search(null, { keyWords: '_' })).customData.totalCount).toBe(0);
    expect((await search(null, { hashtag: 'a b' })).code).toBe(CODE.VALIDATION);
    expect((await search(null, { tab: 'nearby' })).code).toBe(CODE.VALIDATION);
  });

  it('gates a post\'s detail and comments by the package when the server says so; the feed stays open', async () => {
    const [post] = (await search(null, { userId: 'u-seller' })).customData.resultList;
    const shareId = post!.shareId;
    rig.seeded.server.services.sharesNeedMembership = true;
    try {
      expect((await rig.call('getShareDetail', null, { shareId })).code).toBe(CODE.NOT_LOGGED_IN);
      expect((await rig.call('getShareDetail', 'u-buyer', { shareId })).code).toBe(CODE.MEMBERSHIP_REQUIRED);
      const refused = await rig.call('getComments', 'u-buyer', { shareId });
      expect(refused).toMatchObject({ code: CODE.MEMBERSHIP_REQUIRED });
      expect((await rig.call('getShareDetail', 'u-member', { shareId })).code).toBe(200);
      expect((await rig.call('getComments', 'u-member', { shareId })).code).toBe(200);
      expect((await rig.call('getShareDetail', 'u-seller', { shareId })).code).toBe(200);
      expect((await search(null, {})).code).toBe(200);
      // An expired membership is none.
      await rig.db.query("update users set expiry_time = $1 where id = 'u-member'", [new Date(T0 - HOUR)]);
      expect((await rig.call('getShareDetail', 'u-member', { shareId })).code).toBe(CODE.MEMBERSHIP_REQUIRED);
    } finally {
      rig.seeded.server.services.sharesNeedMembership = false;
    }
    expect((await rig.call('getShareDetail', 'u-buyer', { shareId })).code).toBe(200);
    expect((await rig.call('getShareDetail', null, { shareId })).code).toBe(200);
  });

  it('reads the author of an enterprise by its enterprise name', async () => {
    const page = await search(null, { userId: 'u-enterprise' });
    expect(page.customData.resultList[0]).toMatchObject({ accountType: 2, entName: 'Abidjan Services SARL' });
    await addUsers(rig.db, 1, 'u-quiet');
    expect((await search(null, { userId: 'u-quiet-1' })).customData).toEqual({ totalCount: 0, resultList: [] });
  });
});
