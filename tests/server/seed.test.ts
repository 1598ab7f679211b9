// The first-start seed (issue 3 "Seed data"): seeds once, even when started twice at the same
// time; every module has multilingual listings in several countries; the data respects the
// spec's limits; every picture it references exists as a PNG.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_USER_LIST } from '../../examples/server/accounts/seed-users.js';
import type { Database } from '../../examples/server/db/database.js';
import { diskPath } from '../../examples/server/seed/images.js';
import { seedIfEmpty } from '../../examples/server/seed/index.js';
import { SEED_AUTHENTICATIONS } from '../../examples/server/seed/papers.js';
import { readPngSize } from '../../examples/server/seed/png.js';
import { sniffDocument } from '../../examples/server/usercenter/document-sniff.js';
import { checkOwnedUploads } from '../../examples/server/usercenter/owned-uploads.js';
import { authenticationSchemaOf } from '../../src/contract/validation/usercenter.js';
import { LIMITS } from '../../src/contract/constants.js';
import { LISTING_MODULE_KEYS } from '../../src/contract/listing-endpoints.js';
import { TEST_DATABASES } from './databases.js';

const COUNT_TABLES = ['countries', 'cities', 'tags', 'labels', 'listings', 'listing_texts', 'ads', 'sys_notices', 'home_modules', 'users', 'range_presets'];

describe.each(TEST_DATABASES)('seed on $name', (target) => {
  let db: Database;
  let uploadsDir: string;
  let privateUploadsDir: string;
  let first: { seeded: boolean }[];
  const counts = async () =>
    Object.fromEntries(await Promise.all(COUNT_TABLES.map(async (t) => [t, Number((await db.query<{ n: string }>(`select count(*) as n from ${t}`))[0]?.n)])));

  beforeAll(async () => {
    db = await target.open();
    uploadsDir = mkdtempSync(join(tmpdir(), 'mkt-seed-'));
    privateUploadsDir = mkdtempSync(join(tmpdir(), 'mkt-seed-private-'));
    // Two starts at once: exactly one seeds.
    first = await Promise.all([seedIfEmpty(db, { uploadsDir, privateUploadsDir }), seedIfEmpty(db, { uploadsDir, privateUploadsDir })]);
  });
  afterAll(async () => {
    await db?.close();
    await target.cleanup();
  });

  it('seeds exactly once, and a later call changes nothing', async () => {
    expect(first.map((r) => r.seeded).sort()).toEqual([false, true]);
    const before = await counts();
    expect(before.listings).toBeGreaterThan(100);
    expect(await seedIfEmpty(db, { uploadsDir })).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
  });

  it('has every seed user and gives them avatars', async () => {
    const users = await db.query<{ id: string; avatar_path: string }>('select id, avatar_path from users order by id');
    expect(users.map((u) => u.id)).toEqual(expect.arrayContaining(SEED_USER_LIST.map((u) => u.id)));
    for (const u of users) expect(u.avatar_path).toMatch(/^\/uploads\/seed\/avatars\/.+\.png$/);
  });

  it('gives the enterprise account its passed authentications, leaves two of u-personal in review, papers on disk', async () => {
    const rows = await db.query<{ kind: string; user_id: string; status: string; decided: boolean }>(
      'select kind, user_id, status, reviewed_at is not null as decided from authentications order by user_id, kind',
    );
    expect(rows).toEqual([
      { kind: 'enterprise', user_id: 'u-enterprise', status: 'passed', decided: true },
      { kind: 'personal', user_id: 'u-enterprise', status: 'passed', decided: true },
      { kind: 'enterprise', user_id: 'u-personal', status: 'review', decided: false },
      { kind: 'personal', user_id: 'u-personal', status: 'review', decided: false },
    ]);
    // The levels are the seed users' as before: only the enterprise account is authenticated.
    const levels = await db.query<{ id: string; account_type: number; ent_name: string }>("select id, account_type, ent_name from users where id in ('u-enterprise', 'u-personal') order by id");
    const ent = SEED_AUTHENTICATIONS.find((a) => a.userId === 'u-enterprise' && a.form.type === 'enterprise')?.form;
    expect(levels).toEqual([
      { id: 'u-enterprise', account_type: 2, ent_name: ent?.type === 'enterprise' ? ent.companyName : '?' },
      { id: 'u-personal', account_type: 1, ent_name: '' },
    ]);
    for (const owner of ['u-enterprise', 'u-personal']) {
      const forms = SEED_AUTHENTICATIONS.filter((a) => a.userId === owner).map((a) => a.form);
      // Every path the forms name is a file of the right kind and an upload of its user.
      const paths = [...new Set(forms.flatMap((f) => (f.type === 'personal' ? [f.attachment] : [...f.papersPictures, f.attachment])))];
      const owned = await db.query<{ path: string }>('select path from uploads where user_id = $1 and path = any($2::text[])', [owner, paths]);
      expect(owned.map((o) => o.path).sort()).toEqual([...paths].sort());
      // A resubmission of the seeded forms passes the server's own checks (schema, owned uploads).
      for (const form of forms) expect(v.safeParse(authenticationSchemaOf(form.type)!, form).success, form.type).toBe(true);
      await expect(checkOwnedUploads(db, owner, paths.map((path) => ({ field: path, path, picture: path.endsWith('.png') })), 'papers')).resolves.toBeUndefined();
      await expect(checkOwnedUploads(db, 'u-seller', [{ field: 'attachment', path: paths[0]! }], 'papers')).rejects.toThrow();
      // Private papers: in the private store, never in the public uploads folder.
      for (const p of paths) {
        expect(existsSync(diskPath(uploadsDir, p)), p).toBe(false);
        const bytes = readFileSync(diskPath(privateUploadsDir, p));
        if (p.endsWith('.pdf')) expect(sniffDocument(bytes)?.ext, p).toBe('pdf');
        else expect(readPngSize(bytes), p).toEqual({ width: 320, height: 200 });
      }
    }
  });

  it('fills every module: ≥ 12 listings (≥ 30 articles), ≥ 2 countries, originals and texts in all three languages', async () => {
    const rows = await db.query<{ module_key: string; n: number; countries: number; originals: number; owners: number }>(
      `select module_key, count(*)::int as n, count(distinct a)::int as countries, count(distinct original_language)::int as originals,
              count(distinct user_id)::int as owners
       from listings, unnest(area_ids) as a group by module_key`,
    );
    const texts = await db.query<{ module_key: string; languages: number; types: number }>(
      `select l.module_key, count(distinct t.language)::int as languages, count(distinct t.translation_type)::int as types
       from listing_texts t join listings l on l.id = t.listing_id group by l.module_key`,
    );
    expect(rows.map((r) => r.module_key).sort()).toEqual([...LISTING_MODULE_KEYS].sort());
    for (const r of rows) {
      expect(r.n, r.module_key).toBeGreaterThanOrEqual(r.module_key === 'article' ? 30 : 12);
      expect(r.countries, r.module_key).toBeGreaterThanOrEqual(2);
      expect(r.originals, r.module_key).toBe(3);
      if (r.module_key !== 'article') expect(r.owners, r.module_key).toBeGreaterThanOrEqual(3);
      const t = texts.find((x) => x.module_key === r.module_key);
      expect(t?.languages, r.module_key).toBe(3);
      expect(t?.types, r.module_key).toBe(3); // machine, human and original/untranslated all occur
    }
    // Most listings are in Ivory Coast (spec §1).
    const [civ] = await db.query<{ share: number }>("select avg(case when 'CIV' = any(area_ids) then 1.0 else 0 end)::float as share from listings");
    expect(civ!.share).toBeGreaterThan(0.5);
  });

  it('keeps originals as translation type 3, translations as 1 or 2, and some listings untranslated', async () => {
    const wrong = await db.query(
      `select 1 from listing_texts t join listings l on l.id = t.listing_id
       where (t.language = l.original_language) <> (t.translation_type = 3)`,
    );
    expect(wrong).toEqual([]);
    const [untranslated] = await db.query<{ n: number }>(
      'select count(*)::int as n from listings l where (select count(*) from listing_texts t where t.listing_id = l.id) = 1',
    );
    expect(untranslated!.n).toBeGreaterThan(10);
  });

  it('builds the search document from title and plain text, accent-free', async () => {
    const hits = await db.query<{ title: string }>(
      "select title from listing_texts where search_doc @@ to_tsquery('simple', 'elegante | verifier') and language = 'fr'",
    );
    expect(hits.some((h) => /vérifier/i.test(h.title))).toBe(true);
    const [bad] = await db.query<{ n: number }>("select count(*)::int as n from listing_texts where plain like '%<%' or search_doc = ''::tsvector");
    expect(bad!.n).toBe(0);
  });

  it('writes only simple, safe HTML', async () => {
    const rows = await db.query<{ content: string }>('select content from listing_texts');
    for (const { content } of rows) {
      const tags = [...content.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)];
      for (const [, tag, attrs] of tags) {
        expect(['p', 'b', 'ul', 'li', 'img']).toContain(tag!.toLowerCase());
        if (tag === 'img') expect(attrs).toMatch(/^ src="\/uploads\/[^"]+" alt=""$/);
        else expect(attrs).toBe('');
      }
    }
  });

  it('respects the spec limits: labels, floors, facilities, phones, prices, purchase warning', async () => {
    const over = await db.query<{ module_key: string; n: number }>(
      'select module_key, cardinality(label_ids) as n from listings where cardinality(label_ids) > case when module_key in ($1, $2) then $3::int else $4::int end',
      ['business', 'visa', LIMITS.labelsBusinessVisa, LIMITS.labels],
    );
    expect(over).toEqual([]);
    const [six] = await db.query<{ n: number }>("select count(*)::int as n from listings where module_key = 'business' and cardinality(label_ids) = 6");
    expect(six!.n).toBeGreaterThan(0);
    const houses = await db.query<{ attrs: Record<string, number>; price: string; billing_cycle_id: number | null; size: string }>(
      "select attrs, price::text, billing_cycle_id, size::text from listings where module_key = 'house'",
    );
    for (const h of houses) {
      for (const k of ['bedroomNum', 'livingRoom', 'bathroomNum', 'storey', 'totalFloor']) expect(h.attrs[k], k).toBeGreaterThan(0);
      expect(h.attrs.storey).toBeLessThanOrEqual(h.attrs.totalFloor!);
      for (const k of ['hasMaidsRoom', 'hasSecurityRoom', 'hasGarden', 'hasPool']) expect([0, 1]).toContain(h.attrs[k]);
      expect(Number(h.price)).toBeGreaterThan(0);
      expect(Number(h.size)).toBeGreaterThan(0);
      expect(h.billing_cycle_id).not.toBeNull();
    }
    const phones = await db.query<{ phones: string[]; area_ids: string[] }>("select phones, area_ids from listings where module_key <> 'article'");
    for (const p of phones) {
      expect(p.phones.length).toBeGreaterThanOrEqual(1);
      expect(p.phones.length).toBeLessThanOrEqual(LIMITS.phones);
      for (const ph of p.phones) expect(ph).toMatch(/^\d+$/);
      if (p.area_ids[0] === 'CIV') for (const ph of p.phones) expect(ph).toHaveLength(10); // spec §5: 225 needs 10 digits
    }
    const demand = await db.query<{ v: number }>("select (attrs->>'validDayNum')::int as v from listings where module_key = 'demandMarket'");
    expect(demand.some((d) => d.v >= 1 && d.v <= 3)).toBe(true);
    expect(demand.some((d) => d.v > 3)).toBe(true);
    const land = await db.query<{ total: string; single: string; size: string; unit: number }>(
      "select total_price::text as total, single_price::text as single, size::text as size, size_unit_id as unit from listings where module_key = 'land'",
    );
    for (const l of land) expect(Number(l.single) * Number(l.size)).toBeCloseTo(Number(l.total), -2);
    expect(new Set(land.map((l) => l.unit)).size).toBeGreaterThan(1);
  });

  it('prices each listing in its country currency, goods for sale in francs CFA (XOF) wherever they are', async () => {
    const rows = await db.query<{ area: string; code: string }>(
      `select l.area_ids[1] as area, m.code from listings l join money_units m on m.id = l.money_unit_id
       where cardinality(l.area_ids) = 1 and l.module_key <> 'saleGoods'`,
    );
    // Goods are bought through the cart, in XOF only (goods-context decisions).
    const goods = await db.query<{ code: string }>(
      `select m.code from listings l join money_units m on m.id = l.money_unit_id where l.module_key = 'saleGoods'`);
    expect(goods.length).toBeGreaterThan(0);
    expect(new Set(goods.map((g) => g.code))).toEqual(new Set(['XOF']));
    const expected: Record<string, string> = { CIV: 'XOF', SEN: 'XOF', CMR: 'XAF', GHA: 'GHS', NGA: 'NGN' };
    for (const r of rows) if (expected[r.area]) expect(r.code, r.area).toBe(expected[r.area]);
    expect(new Set(rows.map((r) => r.code)).size).toBeGreaterThanOrEqual(4);
  });

  it('pins several articles, gives some three covers and a source name', async () => {
    const rows = await db.query<{ sticky_top: boolean; covers: number; info_source_name: string; tag_id: number | null }>(
      "select sticky_top, cardinality(cover_images) as covers, info_source_name, tag_id from listings where module_key = 'article'",
    );
    expect(rows.filter((r) => r.sticky_top).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.covers >= 3).length).toBeGreaterThanOrEqual(5);
    for (const r of rows) {
      expect(r.info_source_name).not.toBe('');
      expect(r.tag_id).not.toBeNull();
    }
  });

  it('links each listing to tags and labels of its own module, and cities of its own country', async () => {
    const [bad] = await db.query<{ n: number }>(
      `select count(*)::int as n from listings l
       left join tags t on t.id = l.tag_id
       left join cities c on c.id = l.city_id
       where t.module_key is distinct from l.module_key
          or (l.city_id is not null and not (c.area_id = any(l.area_ids)))
          or exists (select 1 from labels b where b.id = any(l.label_ids) and b.module_key <> l.module_key)`,
    );
    expect(bad!.n).toBe(0);
    const [multi] = await db.query<{ n: number }>('select count(*)::int as n from listings where cardinality(area_ids) > 1 and city_id is null');
    expect(multi!.n).toBeGreaterThan(0);
  });

  it('moves id sequences past the seeded rows', async () => {
    const [tag] = await db.query<{ id: number }>(
      "insert into tags (module_key, names) values ('land', '{\"cn\":\"测\",\"en\":\"t\",\"fr\":\"t\"}') returning id",
    );
    const [max] = await db.query<{ m: number }>('select max(id)::int as m from tags where id <> $1', [tag!.id]);
    expect(tag!.id).toBeGreaterThan(max!.m);
    await db.query('delete from tags where id = $1', [tag!.id]);
  });

  it('references only pictures that exist on disk as PNG files', async () => {
    const refs = await db.query<{ p: string }>(
      `select distinct p from (
         select jsonb_array_elements(images)->>'imgPath' as p from listings
         union select unnest(cover_images) from listings
         union select img from ads union select icon from home_modules
         union select avatar_path from users where avatar_path <> ''
       ) x`,
    );
    expect(refs.length).toBeGreaterThan(60);
    for (const { p } of refs) {
      expect(p).toMatch(/^\/uploads\/seed\//);
      expect(readPngSize(readFileSync(diskPath(uploadsDir, p))), p).not.toBeNull();
    }
  });
});
