// Publishing (spec §7 updateXxx): create and edit, ownership, every refusal of the contract
// schema as 4422 with its key, checked references, sanitized HTML, multi-country, quota.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../examples/server/db/database.js';
import { upsertListingText } from '../../../examples/server/db/listing-text.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import { PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import { MODULES } from '../../../src/modules/index.js';
import { TEST_DATABASES } from '../databases.js';
import { approveListing, type Fixture, openFixture, payload, TOKENS, USER_IDS, type UserName, withFixture } from './fixtures.js';

type Issues = { issues: { path: string; key: string }[] };

describe.each(TEST_DATABASES)('listing update ($name)', (target) => {
  let db: Database;
  let fx: Fixture;
  const path = MODULES.house.endpoints.update!.path;
  const send = (body: unknown, user: UserName | null = 'alice') =>
    fx.server.call<Issues & { serviceId: string }>(path, body, { ...(user ? { token: TOKENS[user] } : {}), meta: { language: 'en' } }).then((r) => r.reply);
  const house = (over: Record<string, unknown> = {}, user: UserName = 'alice') => payload('house', fx.ids, user, over);
  const stored = async (id: string) => {
    const [row] = await db.query<Record<string, unknown>>(
      `select l.user_id, l.area_ids, l.city_id, l.status, l.price::float8 as price, l.attrs, l.images, l.original_language, t.title, t.content, t.plain
       from listings l join listing_texts t on t.listing_id = l.id and t.language = l.original_language where l.id = $1`, [id]);
    return row!;
  };

  withFixture(target, (opened, fixture) => {
    db = opened;
    fx = fixture;
  });

  it('creates a listing of the caller on review and returns its serviceId; visitors see it once approved', async () => {
    const reply = await send(house({ userId: USER_IDS.alice }));
    expect(reply.code).toBe(200);
    expect(reply.customData.serviceId).toMatch(/^\d+$/);
    const row = await stored(reply.customData.serviceId);
    expect(row).toMatchObject({
      user_id: USER_IDS.alice, area_ids: ['ZZA'], city_id: fx.ids.cityA, status: PUBLISH_STATUS.onReviewFirst, price: 350_000, original_language: 'fr',
      title: 'Annonce house', attrs: { storey: 2, totalFloor: 5, bedroomNum: 3, bathroomNum: 2, livingRoom: 1, hasMaidsRoom: 1, hasSecurityRoom: 0, hasGarden: 1, hasPool: 0 },
    });
    expect(row.plain).toMatch(/^Une description suffisamment longue/);
    const detail = () => fx.server.call(MODULES.house.endpoints.detail.path, { serviceId: reply.customData.serviceId }, { meta: { areaId: 'ZZA' } }).then((r) => r.reply.code);
    expect(await detail()).toBe(4404);
    await approveListing(db, reply.customData.serviceId);
    expect((await stored(reply.customData.serviceId)).status).toBe(PUBLISH_STATUS.published);
    expect(await detail()).toBe(200);
  });

  it('sends an edited published listing back to review (5) until approved again', async () => {
    const id = (await send(house())).customData.serviceId;
    await approveListing(db, id);
    expect((await send(house({ serviceId: id, title: 'Annonce revue' }))).code).toBe(200);
    expect(await stored(id)).toMatchObject({ status: PUBLISH_STATUS.onReview, title: 'Annonce revue' });
    expect((await db.query('select event, from_status, to_status from listing_events where listing_id = $1 order by id', [id])).map((e) => Object.values(e))).toEqual([
      ['create', null, PUBLISH_STATUS.onReviewFirst], ['approve', PUBLISH_STATUS.onReviewFirst, PUBLISH_STATUS.published], ['edit', PUBLISH_STATUS.published, PUBLISH_STATUS.onReview],
    ]);
  });

  it('refuses an edit from a status an edit cannot leave (0 not paid) and keeps the old content', async () => {
    const id = (await send(house())).customData.serviceId;
    await db.query('update listings set status = $2 where id = $1', [id, PUBLISH_STATUS.notPaid]);
    const reply = await send(house({ serviceId: id, title: 'Jamais enregistrée' }));
    expect(reply.code).toBe(4422);
    expect(reply.message).toBe('This action is not possible in the listing’s current state');
    expect(await stored(id)).toMatchObject({ status: PUBLISH_STATUS.notPaid, title: 'Annonce house' });
  });

  it('takes the owner from the session, never from the body', async () => {
    const reply = await send(house({ userId: USER_IDS.bob }));
    expect(reply.code).toBe(200);
    expect((await stored(reply.customData.serviceId)).user_id).toBe(USER_IDS.alice);
    expect((await send(house(), null)).code).toBe(4001);
  });

  it('edits the owner listing (serviceId and the module id field), dropping stale translations', async () => {
    const id = (await send(house())).customData.serviceId;
    await upsertListingText(db, { listingId: id, language: 'en', title: 'Old translation', content: '<p>old</p>', translationType: 1 });
    const edit = await send(house({ serviceId: id, rentingHouseId: id, title: 'Annonce modifiée', price: 400_000 }));
    expect(edit.code).toBe(200);
    expect(edit.customData.serviceId).toBe(id);
    expect(await stored(id)).toMatchObject({ title: 'Annonce modifiée', price: 400_000 });
    expect(await db.query('select language from listing_texts where listing_id = $1', [id])).toEqual([{ language: 'fr' }]);
    // The id field alone also edits.
    expect((await send(house({ rentingHouseId: id, title: 'Encore modifiée' }))).customData.serviceId).toBe(id);
    expect((await stored(id)).title).toBe('Encore modifiée');
  });

  it('refuses edits of another user listing (4403), unknown ids (4404) and disagreeing ids (4422)', async () => {
    const id = (await send(house())).customData.serviceId;
    expect((await send(house({ serviceId: id }, 'bob'), 'bob')).code).toBe(4403);
    expect((await stored(id)).title).toBe('Annonce house');
    expect((await send(house({ serviceId: '987654321' }))).code).toBe(4404);
    const other = (await send(house())).customData.serviceId;
    expect((await send(house({ serviceId: id, rentingHouseId: other }))).code).toBe(4422);
    const land = await fx.publish('land', 'alice');
    expect((await send(house({ serviceId: land }))).code).toBe(4404);
  });

  it('keeps existing images on edit and accepts only the caller own uploads', async () => {
    const alice = fx.ids.images.alice;
    const id = (await send(house({ fileList: [{ imgPath: alice[1], sort: 1 }, { imgPath: alice[2], sort: 0 }] }))).customData.serviceId;
    expect((await stored(id)).images).toEqual([{ imgPath: alice[2], sort: 0 }, { imgPath: alice[1], sort: 1 }]);
    expect((await send(house({ serviceId: id, fileList: [{ imgPath: alice[1], sort: 0 }] }))).code).toBe(200);
    const refused = await send(house({ fileList: [{ imgPath: fx.ids.images.bob[0], sort: 0 }] }));
    expect(refused.code).toBe(4422);
    expect(refused.customData.issues[0]).toEqual({ path: 'fileList.0.imgPath', key: 'validation.choose' });
  });

  // Every rule of spec §5 the house form has, refused with the contract's key.
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['short title', { title: 'ab' }, 'title', 'validation.titleLength'],
    ['blank title', { title: '      ' }, 'title', 'validation.titleLength'],
    ['long title', { title: 'x'.repeat(201) }, 'title', 'validation.titleLength'],
    ['huge title', { title: 'x'.repeat(200_000) }, 'title', 'validation.titleLength'],
    ['short content', { content: 'too short' }, 'content', 'validation.contentLength'],
    ['long content', { content: 'x'.repeat(10_001) }, 'content', 'validation.contentLength'],
    ['script-only content', { content: '<script>alert("this is long enough text")</script>' }, 'content', 'validation.contentLength'],
    ['no contacts', { contacts: '' }, 'contacts', 'validation.pleaseInput'],
    ['long contacts', { contacts: 'c'.repeat(251) }, 'contacts', 'validation.inputLimit'],
    ['no location', { location: ' ' }, 'location', 'validation.pleaseInput'],
    ['bad mail', { mail: 'not-a-mail' }, 'mail', 'validation.emailRegp'],
    ['no phone', { tel: '' }, 'tel', 'validation.pleaseInput'],
    ['short 225 phone', { tel: '12345' }, 'tel', 'validation.phoneInvalid'],
    ['letters phone', { tel: '01020304ab' }, 'tel', 'validation.phoneInvalid'],
    ['four phones', { tel: '0102030405,0102030406,0102030407,0102030408' }, 'tel', 'validation.addPhoneLimit'],
    ['no tag', { tagId: undefined }, 'tagId', 'validation.choose'],
    ['tag as text', { tagId: '1' }, 'tagId', 'validation.choose'],
    ['fractional tag', { tagId: 1.5 }, 'tagId', 'validation.choose'],
    ['no labels', { labelIds: [] }, 'labelIds', 'validation.choose'],
    ['six labels in house', { labelIds: [1, 2, 3, 4, 5, 6] }, 'labelIds', 'validation.mostTags'],
    ['no pictures', { fileList: [] }, 'fileList', 'validation.choose'],
    ['seven pictures', { fileList: Array.from({ length: 7 }, (_, i) => ({ imgPath: `/uploads/2024-01/alice${i}.png`, sort: i })) }, 'fileList', 'validation.imagesLimit'],
    ['no country', { areaId: '', areaIds: [] }, 'areaId', 'validation.choose'],
    ['no city', { cityId: null }, 'cityId', 'validation.choose'],
    ['zero rent', { price: 0 }, 'price', 'validation.priceLimit'],
    ['negative rent', { price: -5 }, 'price', 'validation.priceLimit'],
    ['rent with 12 digits', { price: 123_456_789_012 }, 'price', 'validation.priceLimit'],
    ['rent as words', { price: 'NaN' }, 'price', 'validation.priceLimit'],
    ['floor above total', { storey: 6, totalFloor: 5 }, 'storey', 'validation.minThanMaxFloors'],
    ['no bedrooms', { bedroomNum: '' }, 'bedroomNum', 'validation.choose'],
    ['pool flag 2', { hasPool: 2 }, 'hasPool', 'validation.choose'],
    ['no billing cycle', { billingCycleId: null }, 'billingCycleId', 'validation.choose'],
    ['unknown language', { originalLanguageId: 'de' }, 'originalLanguageId', 'validation.checkWarning'],
  ];
  it.each(cases)('refuses %s with 4422', async (_name, over, field, key) => {
    const reply = await send(house(over));
    expect(reply.code).toBe(4422);
    expect(reply.customData.issues).toContainEqual(expect.objectContaining({ path: field, key }));
    expect(reply.message).not.toMatch(/^validation\./); // translated for the caller
  });

  // Ids the form picks from lookups are checked against the database.
  const refs: [string, () => Record<string, unknown>, string][] = [
    ['a tag of another module', () => ({ tagId: fx.ids.tag.land }), 'tagId'],
    ['an unknown tag', () => ({ tagId: 2_000_000_000 }), 'tagId'],
    ['labels of another module', () => ({ labelIds: [fx.ids.labels.land[0]] }), 'labelIds'],
    ['an unknown country', () => ({ areaId: 'XXX', areaIds: ['XXX'] }), 'areaId'],
    ['a city of another country', () => ({ cityId: fx.ids.cityB }), 'cityId'],
    ['an unknown currency', () => ({ moneyUnitId: 99_999 }), 'moneyUnitId'],
    ['a huge unit id', () => ({ sizeUnitId: 1e15 }), 'sizeUnitId'],
    ['a path outside uploads', () => ({ fileList: [{ imgPath: '/uploads/../etc/passwd', sort: 0 }] }), 'fileList.0.imgPath'],
    ['an external picture', () => ({ fileList: [{ imgPath: 'https://evil.example/x.png', sort: 0 }] }), 'fileList.0.imgPath'],
  ];
  it.each(refs)('refuses %s with 4422 choose', async (_name, over, field) => {
    const reply = await send(house(over()));
    expect(reply.code).toBe(4422);
    expect(reply.customData.issues).toEqual([{ path: field, key: 'validation.choose' }]);
  });

  it('refuses a service time that does not fit (business) and six labels are fine there', async () => {
    const business = MODULES.business.endpoints.update!.path;
    const over = { serviceTime: 99_999_999_999, labelIds: fx.ids.labels.business };
    const reply = await fx.server.call<Issues>(business, payload('business', fx.ids, 'alice', over), { token: TOKENS.alice });
    expect(reply.reply.code).toBe(4422);
    expect(reply.reply.customData.issues).toEqual([{ path: 'serviceTime', key: 'validation.numberPositive' }]);
    const ok = await fx.server.call(business, payload('business', fx.ids, 'alice', { labelIds: fx.ids.labels.business }), { token: TOKENS.alice });
    expect(ok.reply.code).toBe(200);
  });

  it('sanitizes content HTML on write', async () => {
    const content = `<p onclick="steal()">Bonjour <b>gras</b> <script>alert(1)</script><a href="javascript:alert(1)">piège</a>
      <a href="https://ok.example/page" target="_blank" onmouseover="x()">lien</a><img src="x" onerror="alert(1)">
      <img src="${fx.ids.images.alice[0]}" onerror="y()" alt="photo"><img src="http://insecure.example/a.png"><img src="https://cdn.example/b.jpg">
      <iframe src="https://evil.example"></iframe><style>body{display:none}</style><h3 style="color:red">Titre</h3> texte assez long.</p>`;
    const id = (await send(house({ content }))).customData.serviceId;
    const html = String((await stored(id)).content);
    for (const bad of ['<script', 'alert', 'onclick', 'onerror', 'onmouseover', 'javascript:', '<iframe', '<style', 'style=', 'http://insecure', 'src="x"', 'target=']) {
      expect(html, bad).not.toContain(bad);
    }
    expect(html).toContain('<b>gras</b>');
    expect(html).toContain('<a href="https://ok.example/page" rel="noopener noreferrer">lien</a>');
    expect(html).toContain(`<img src="${fx.ids.images.alice[0]}" alt="photo" />`);
    expect(html).toContain('<img src="https://cdn.example/b.jpg" />');
    expect(html).toContain('<h3>Titre</h3>');
    expect(html).toContain('piège');
  });

  it('stores SQL-ish text verbatim and drops NUL characters', async () => {
    const title = "Villa'); drop table listings; -- \u0000ok";
    const reply = await send(house({ title, contacts: "Robert'); --" }));
    expect(reply.code).toBe(200);
    expect((await stored(reply.customData.serviceId)).title).toBe("Villa'); drop table listings; -- ok");
  });

  it('publishes in several countries within releaseAreaNum, clearing the city', async () => {
    const both = await send(house({ areaId: 'ZZA,ZZB', areaIds: undefined, cityId: fx.ids.cityA }));
    expect(both.customData.issues).toBeUndefined();
    expect(both.code).toBe(200);
    expect(await stored(both.customData.serviceId)).toMatchObject({ area_ids: ['ZZA', 'ZZB'], city_id: null });
    const byList = await send(house({ areaId: 'ZZA,ZZB', areaIds: ['ZZB', 'ZZA'], cityId: null }));
    expect((await stored(byList.customData.serviceId)).area_ids).toEqual(['ZZB', 'ZZA']);
    // bob may publish in one country only.
    const refused = await send(house({ areaId: 'ZZA,ZZB', areaIds: ['ZZA', 'ZZB'], cityId: null }, 'bob'), 'bob');
    expect(refused.code).toBe(4422);
    expect(refused.customData.issues[0]!.key).toBe('validation.exceed');
    const ability = await fx.server.call<{ releaseAreaNum: number }>(ENDPOINTS.getMineReleaseAbility.path, { moduleId: 6 }, { token: TOKENS.alice });
    expect(ability.reply.customData).toEqual({ releaseAreaNum: 3 });
  });

  it('enforces the publish quota of users without membership: beyond it a new listing is kept as not paid (0)', async () => {
    const check = () => fx.server.call<{ hasReleaseNum: boolean }>(ENDPOINTS.checkReleaseNum.path, { moduleId: 2, userId: USER_IDS.carol }, { token: TOKENS.carol }).then((r) => r.reply);
    expect((await check()).customData).toEqual({ hasReleaseNum: true });
    for (let i = 0; i < 3; i++) await fx.publish('land', 'carol');
    expect((await check()).customData).toEqual({ hasReleaseNum: false });
    const land = MODULES.land.endpoints.update!.path;
    const kept = await fx.server.call<{ serviceId: string; status: number }>(land, payload('land', fx.ids, 'carol'), { token: TOKENS.carol, meta: { language: 'fr' } });
    expect(kept.reply.code).toBe(200);
    expect(kept.reply.customData.status).toBe(0);
    expect(kept.reply.message).toContain('non payée');
    expect((await stored(kept.reply.customData.serviceId)).status).toBe(0);
    // A listing waiting for payment takes no place: the quota is still used up, not exceeded.
    expect((await check()).customData).toEqual({ hasReleaseNum: false });
    // Other modules have their own count; members are not limited.
    expect((await fx.server.call<{ hasReleaseNum: boolean }>(ENDPOINTS.checkReleaseNum.path, { moduleId: 6 }, { token: TOKENS.carol })).reply.customData.hasReleaseNum).toBe(true);
    expect((await fx.server.call(ENDPOINTS.checkReleaseNum.path, { moduleId: 6, userId: USER_IDS.alice }, { token: TOKENS.carol })).reply.code).toBe(4403);
    expect((await fx.server.call(ENDPOINTS.checkReleaseNum.path, { moduleId: 99 }, { token: TOKENS.carol })).reply.code).toBe(4422);
  });

  it.each([
    ['null', null],
    ['an array', [house]],
    ['a number', 42],
    ['an empty object', {}],
    ['every field null', Object.fromEntries(Object.keys({ title: 1, content: 1, tel: 1, price: 1, fileList: 1 }).map((k) => [k, null]))],
    ['nested garbage', { title: { $gt: '' }, labelIds: 'all', fileList: 'x', areaIds: [null], price: [1] }],
  ])('answers %s with 4422, never 5000', async (_name, body) => {
    const reply = await send(body);
    expect(reply.code).toBe(4422);
  });
});
