// The discover seed (examples/server/seed/insert-discover.ts): a dozen published posts in three
// languages by several users, one in review, two linked to their author's published listings, the
// counters equal to their rows (kudos, comments), one reply, and follows so u-buyer's and
// u-member's following tabs have posts.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../databases.js';
import { openDiscoverRig, type DiscoverRig } from './discover-rig.js';

describe('discover seed', () => {
  let rig: DiscoverRig;
  beforeAll(async () => { rig = await openDiscoverRig(TEST_DATABASES[0]!); });
  afterAll(async () => rig?.close());

  it('holds published posts of several authors, one in review, two listing cards, pictures and hashtags', async () => {
    const [s] = await rig.db.query<{ published: number; reviewing: number; authors: number; linked: number; pictures: number; tagged: number }>(
      `select count(*) filter (where status = 2)::int as published, count(*) filter (where status = 1)::int as reviewing,
         count(distinct user_id)::int as authors,
         count(*) filter (where listing_id is not null)::int as linked,
         count(*) filter (where jsonb_array_length(images) > 0)::int as pictures,
         count(*) filter (where cardinality(hashtags) > 0)::int as tagged
       from shares`);
    expect(s).toEqual({ published: 12, reviewing: 1, authors: 5, linked: 2, pictures: 11, tagged: 13 });
    const linked = await rig.db.query<{ same: boolean; status: number }>(
      'select l.user_id = s.user_id as same, l.status from shares s join listings l on l.id = s.listing_id');
    expect(linked.every((l) => l.same && Number(l.status) === 7)).toBe(true);
    // Every picture is a seed picture written to the uploads folder.
    const paths = await rig.db.query<{ p: string }>("select distinct jsonb_array_elements(images)->>'imgPath' as p from shares");
    const dir = rig.seeded.server.services.uploadsDir;
    expect(paths.filter(({ p }) => !existsSync(join(dir, p.replace(/^\/uploads\//, ''))))).toEqual([]);
  });

  it('keeps the counters equal to their rows; one comment answers another', async () => {
    const drift = await rig.db.query(
      `select s.id from shares s
       where s.kudos_num <> (select count(*) from share_kudos k where k.share_id = s.id)
          or s.comment_num <> (select count(*) from share_comments c where c.share_id = s.id and not c.deleted)`);
    expect(drift).toEqual([]);
    const [c] = await rig.db.query<{ n: number; replies: number }>('select count(*)::int as n, count(reply_to_id)::int as replies from share_comments');
    expect(c).toEqual({ n: 4, replies: 1 });
    const follows = await rig.db.query<{ follower_id: string }>("select follower_id from user_follows where follower_id in ('u-buyer', 'u-member')");
    expect(follows.length).toBe(3);
    expect(await rig.db.query("select 1 from user_follows where 'u-personal' in (follower_id, followee_id)")).toEqual([]);
  });
});
