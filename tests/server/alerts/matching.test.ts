// Matching on publish (examples/server/alerts match.ts, match-round.ts, queue-match.ts, and the
// outbox row listings/lifecycle.ts writes): a table of saved searches, each differing from a
// fitting one by one criterion, against one listing published through the lifecycle. Every
// criterion can fail; keywords match as the list search does (case and accents ignored, a word
// start, any of the listing's languages); a parent tag matches its child; the publisher's own
// searches are never told; only the first publication alerts (an edit approved again does not),
// and listings the seed or a loader writes as published alert nobody.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE_ID } from '../../../src/contract/constants.js';
import type { SavedSearch } from '../../../src/contract/types/alerts.js';
import { upsertListingText } from '../../../examples/server/db/listing-text.js';
import { startAlertJobs } from '../../../examples/server/alerts/jobs.js';
import { applyListingEvent } from '../../../examples/server/listings/lifecycle.js';
import { publicDataChanged } from '../../../examples/server/listings/write.js';
import { TEST_DATABASES } from '../databases.js';
import { addUsers, approve, openAlertRig, publishListing, submitListing, tagsOf, type AlertRig } from './alerts-rig.js';

const PUBLISHER = 'u-match-publisher-1';

interface Case {
  name: string;
  body: Record<string, unknown>;
  matches: boolean;
  /** Saved by the publisher himself. */
  own?: boolean;
}

describe.each(TEST_DATABASES)('matching on publish on $name', (target) => {
  let rig: AlertRig;
  let houseTag: number;
  let otherHouseTag: number;
  let otherCountry: string;
  beforeAll(async () => {
    rig = await openAlertRig(target);
    await addUsers(rig.db, 1, 'u-match-publisher');
    const tags = await tagsOf(rig.db, 'house');
    houseTag = tags.parent;
    otherHouseTag = tags.other;
    const [c] = await rig.db.query<{ id: string }>("select id from countries where id <> 'CIV' order by id limit 1");
    otherCountry = c!.id;
  });
  afterAll(async () => rig?.close());

  const fitting = (over: Record<string, unknown> = {}) => ({
    moduleId: MODULE_ID.house, keyWords: 'piscine', tagId: houseTag, priceMin: 100_000, priceMax: 200_000, sizeMin: null, sizeMax: null,
    bedroomNum: 3, countryId: 'CIV', title: 'Villas', daily: false, ...over,
  });

  it('tells exactly the searches whose every criterion fits, once, with a notice and a queue event', async () => {
    const cases: Case[] = [
      { name: 'every criterion fits', body: fitting(), matches: true },
      { name: 'no criteria but module and country', body: { moduleId: MODULE_ID.house, countryId: 'CIV', title: 'Tout' }, matches: true },
      { name: 'any country', body: fitting({ countryId: '' }), matches: true },
      { name: 'keyword with other case and accents', body: fitting({ keyWords: 'ÉLÉGANTE' }), matches: true },
      { name: 'keyword as a word start', body: fitting({ keyWords: 'pisc' }), matches: true },
      { name: 'keyword in the text, not the title', body: fitting({ keyWords: 'meublée calme' }), matches: true },
      { name: 'keyword in a translation only', body: fitting({ keyWords: 'garden' }), matches: true },
      { name: 'price bounds equal to the price', body: fitting({ priceMin: 150_000, priceMax: 150_000 }), matches: true },
      { name: 'a keyword the listing lacks', body: fitting({ keyWords: 'piscine jardin' }), matches: false },
      { name: 'other keyword', body: fitting({ keyWords: 'plage' }), matches: false },
      { name: 'other country', body: fitting({ countryId: otherCountry }), matches: false },
      { name: 'other tag', body: fitting({ tagId: otherHouseTag }), matches: false },
      { name: 'price minimum above', body: fitting({ priceMin: 150_001 }), matches: false },
      { name: 'price maximum below', body: fitting({ priceMax: 149_999 }), matches: false },
      { name: 'other bedrooms', body: fitting({ bedroomNum: 2 }), matches: false },
      { name: 'other module', body: fitting({ moduleId: MODULE_ID.land, tagId: null }), matches: false },
      { name: 'the publisher\'s own search', body: fitting(), matches: false, own: true },
    ];
    const users = await addUsers(rig.db, cases.length, 'u-case');
    const ids: string[] = [];
    for (const [i, c] of cases.entries()) {
      const r = await rig.call<SavedSearch>('saveSearch', c.own ? PUBLISHER : users[i]!, c.body);
      expect(r.code, c.name).toBe(200);
      ids.push(r.customData.searchId);
    }
    const listing = await submitListing(rig.db, {
      module: 'house', by: PUBLISHER, title: 'Villa avec piscine à Bingerville', tagId: houseTag, columns: { price: 150_000 }, attrs: { bedroomNum: 3 },
      plain: 'Élégante villa meublée, quartier calme, proche du marché.',
    });
    await upsertListingText(rig.db, { listingId: listing, language: 'en', title: 'House with a garden', content: '<p>Pool and garden.</p>', translationType: 1 });
    rig.published.length = 0;
    await approve(rig.db, listing);
    const drained = await rig.drain();
    expect(drained.listings).toBe(1);

    const unseen = await rig.db.query<{ id: string; unseen: number }>('select id, unseen from saved_searches where id = any($1::text[])', [ids]);
    const byId = new Map(unseen.map((r) => [r.id, Number(r.unseen)]));
    for (const [i, c] of cases.entries()) expect(byId.get(ids[i]!), c.name).toBe(c.matches ? 1 : 0);
    const expected = cases.filter((c) => c.matches).length;
    expect(drained).toMatchObject({ matched: expected, notices: expected });

    const told = rig.published.filter((p) => p.msgType === 'notice');
    expect(told.map((p) => p.userMq).sort()).toEqual(cases.flatMap((c, i) => (c.matches ? [`mq.user.${users[i]}`] : [])).sort());
    expect(told[0]!.msgData).toMatchObject({
      unread: 1,
      notice: { kind: 'searchMatch', serviceId: listing, listingTitle: 'Villa avec piscine à Bingerville', imgPath: '/uploads/2030/alert.png', count: 1, read: false, moduleId: MODULE_ID.house },
    });
    // Matched already: a second round finds nothing to do.
    expect(await rig.drain()).toEqual({ listings: 0, matched: 0, notices: 0 });
  });

  it('matches a child tag\'s listing for a search on its parent tag (two-level modules)', async () => {
    const tags = await tagsOf(rig.db, 'jobAndRecruit');
    const [parentUser, childUser, otherUser] = await addUsers(rig.db, 3, 'u-jobs');
    const save = async (who: string, tagId: number) =>
      (await rig.call<SavedSearch>('saveSearch', who, { moduleId: MODULE_ID.recruitment, tagId, countryId: 'CIV', title: 'Emplois' })).customData.searchId;
    const ids = [await save(parentUser!, tags.parent), await save(childUser!, tags.child!), await save(otherUser!, tags.other)];
    await publishListing(rig.db, { module: 'jobAndRecruit', by: PUBLISHER, title: 'Assistant bilingue', tagId: tags.child! });
    await rig.drain();
    const rows = await rig.db.query<{ id: string; unseen: number }>('select id, unseen from saved_searches where id = any($1::text[]) order by n', [ids]);
    expect(rows.map((r) => Number(r.unseen))).toEqual([1, 1, 0]);
  });

  it('alerts on the first publication only: an edit approved again, or a take-down and publish again, tells nobody twice', async () => {
    const [watcher] = await addUsers(rig.db, 1, 'u-watch');
    const search = (await rig.call<SavedSearch>('saveSearch', watcher!, { moduleId: MODULE_ID.house, keyWords: 'duplex', countryId: 'CIV', title: 'Duplex' })).customData.searchId;
    const listing = await publishListing(rig.db, { module: 'house', by: PUBLISHER, title: 'Duplex neuf', tagId: houseTag, columns: { price: 90_000 } });
    await rig.drain();
    const user = { kind: 'user', id: PUBLISHER } as const;
    await rig.db.transaction((tx) => applyListingEvent(tx, listing, 'edit', user));
    await approve(rig.db, listing);
    await rig.db.transaction((tx) => applyListingEvent(tx, listing, 'takeDown', user));
    await rig.db.transaction((tx) => applyListingEvent(tx, listing, 'publishAgain', user));
    expect((await rig.drain()).listings).toBe(0);
    const [row] = await rig.db.query<{ unseen: number }>('select unseen from saved_searches where id = $1', [search]);
    expect(Number(row!.unseen)).toBe(1);
    const [n] = await rig.db.query<{ n: number }>('select count(*)::int as n from notices where search_id = $1', [search]);
    expect(n!.n).toBe(1);
  });

  it('does not alert for listings a loader writes as published (the seed, benchmarks), even taken down and published again', async () => {
    const [watcher] = await addUsers(rig.db, 1, 'u-loader');
    await rig.call('saveSearch', watcher!, { moduleId: MODULE_ID.house, countryId: 'CIV', title: 'Toutes' });
    const [row] = await rig.db.query<{ id: string }>(
      `insert into listings (module_key, module_id, user_id, area_ids, tag_id, status, original_language, es_info_id)
       values ('house', $1, $2, '{CIV}', $3, 7, 'fr', 'loader-1') returning id::text as id`, [MODULE_ID.house, PUBLISHER, houseTag]);
    expect((await rig.drain()).listings).toBe(0);
    const user = { kind: 'user', id: PUBLISHER } as const;
    await rig.db.transaction((tx) => applyListingEvent(tx, row!.id, 'takeDown', user));
    const again = await rig.db.transaction((tx) => applyListingEvent(tx, row!.id, 'publishAgain', user));
    if (again.to !== 7) await approve(rig.db, row!.id);
    const [status] = await rig.db.query<{ status: number }>('select status from listings where id = $1', [row!.id]);
    expect(status!.status).toBe(7);
    expect((await rig.drain()).listings).toBe(0);
  });
});

describe.each(TEST_DATABASES.slice(0, 1))('the alert jobs on $name', (target) => {
  let rig: AlertRig;
  afterAll(async () => rig?.close());

  it('match a first publication as soon as its commit says public data changed (listings/write.ts), without a drain by hand', async () => {
    rig = await openAlertRig(target);
    const [publisher, watcher] = await addUsers(rig.db, 2, 'u-jobs-run');
    const tag = (await tagsOf(rig.db, 'house')).parent;
    await rig.call('saveSearch', watcher!, { moduleId: MODULE_ID.house, keyWords: 'studio', countryId: 'CIV', title: 'Studios' });
    const services = rig.seeded.server.services;
    // A long poll: only the wake can run the match within the test's wait.
    const jobs = startAlertJobs({ db: rig.db, services }, () => undefined, 60_000);
    services.alerts = jobs;
    try {
      await new Promise((r) => setTimeout(r, 200));
      rig.published.length = 0;
      const listing = await publishListing(rig.db, { module: 'house', by: publisher!, title: 'Studio meublé', tagId: tag, columns: { price: 50_000 } });
      await publicDataChanged({ services });
      const deadline = Date.now() + 5_000;
      while (!rig.published.some((p) => p.msgType === 'notice') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      expect(rig.published.filter((p) => p.msgType === 'notice')).toEqual([
        expect.objectContaining({ userMq: `mq.user.${watcher}`, msgData: expect.objectContaining({ notice: expect.objectContaining({ serviceId: listing }) }) }),
      ]);
    } finally {
      delete services.alerts;
      await jobs.stop();
    }
  });
});
