// The list queries at scale (spec §7 "searchXxxByTerms"): with a few thousand listings, the one
// statement the search handler builds (the list read up to the count's cap, the page cut from it,
// the page's rows) reads `listings` through indexes (migrations 008/009), never a Seq Scan; the
// plain list reads "newest first" from an index (no Sort), and a filtered house list comes from
// the bedrooms index alone (Index Only Scan). Keywords are read from the listing search index of
// migration 011 with module, countries and tokens in the index condition. The same checks run
// against the former indexes must flag them, so the test can fail. Also: totalCount counts only
// up to its cap (list-count.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../examples/server/db/database.js';
import { recordingListQueries, type RecordedQuery } from './recording-db.js';
import { LISTING_HANDLERS } from '../../../examples/server/listings/index.js';
import { upsertListingText } from '../../../examples/server/db/listing-text.js';
import { COUNT_AHEAD_ROWS } from '../../../examples/server/listings/list-count.js';

/** Rows counted past a page's offset (list-count.ts countCap). */
const ahead = (size: number) => size + COUNT_AHEAD_ROWS;
import { MODULE_LIST, MODULES } from '../../../src/modules/index.js';
import { TEST_DATABASES } from '../databases.js';
import { startTestServer, type TestServer } from '../harness.js';

/** Listings spread over every module: enough that a scan of them all costs more than an index. */
const COUNT = 6000;
/** Titles per language; words repeat, so a keyword matches a few percent of the texts. */
const WORDS = {
  fr: ['maison', 'villa', 'élégante', 'terrain', 'piscine', 'jardin', 'cocody', 'plateau', 'ménage', 'voiture', 'visa', 'vente'],
  en: ['house', 'villa', 'elegant', 'land', 'pool', 'garden', 'downtown', 'beach', 'office', 'car', 'driver', 'sale'],
  cn: ['别墅', '豪华', '土地', '公寓', '游泳池', '花园', '市中心', '海滩', '办公室', '汽车', '司机', '出售'],
} as const;
const sqlArray = (xs: readonly string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]::text[]`;
/** Three words of `lang` picked by the listing id: a title. */
const title = (lang: keyof typeof WORDS, sep: string) => {
  const words = sqlArray(WORDS[lang]);
  // Hashed: words independent of the module, language and country (all picked from the id).
  const pick = (n: number) => `(${words})[1 + abs(hashint4(l.id::int * 3 + ${n})) % 12]`;
  return `array_to_string(array[${pick(0)}, ${pick(1)}, ${pick(2)}], '${sep}')`;
};

/** A description as long as a real one: texts take the table pages they take in production. */
const BODY = `repeat('Annonce vérifiée, contactez-nous pour une visite. ', 4)`;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Parent Relationship'?: string;
  'Subplan Name'?: string;
  'Index Cond'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}
const nodesOf = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodesOf)];

/** A list statement's plan (search.ts): all of it, and the read of the list (WITH hits) that gives the page and the count. */
interface ListPlan { all: PlanNode[]; hits: PlanNode[] }
function partsOf(root: PlanNode): ListPlan {
  const all = nodesOf(root);
  return { all, hits: all.filter((n) => n['Subplan Name'] === 'CTE hits').flatMap(nodesOf) };
}

/** Ends a transaction with a rollback, carrying what it found. */
class Rollback extends Error {
  constructor(readonly nodes: PlanNode[]) {
    super('rollback');
  }
}

type Search = { totalCount: number; resultList: Record<string, unknown>[] };
const house = MODULES.house;

describe.each(TEST_DATABASES)('list queries at scale ($name)', (target) => {
  let db: Database;
  let server: TestServer;
  /** The SQL (and values) of the listings queries of the last call. */
  let recorded: RecordedQuery[] = [];

  beforeAll(async () => {
    db = await target.open();
    await db.exec(`
      insert into countries (id, names, mobile_code, country_code) values ('ZZA', '{"en":"A"}', '225', 'ZA'), ('ZZB', '{"en":"B"}', '221', 'ZB');
      insert into listings (module_key, module_id, area_ids, original_language, price, attrs, es_info_id, release_time)
      select (${sqlArray(MODULE_LIST.map((m) => m.key))})[1 + g % ${MODULE_LIST.length}],
             (array[${MODULE_LIST.map((m) => m.moduleId).join(',')}])[1 + g % ${MODULE_LIST.length}],
             array[(array['ZZA','ZZA','ZZB'])[1 + abs(hashint4(g)) % 3]], (array['fr','en','cn'])[1 + (g / 10) % 3],
             (g % 50 + 1) * 20000, jsonb_build_object('bedroomNum', 1 + (g / 10) % 5),
             'scale-' || g, timestamptz '2026-01-01' - (g || ' minutes')::interval
      from generate_series(1, ${COUNT}) g;
      insert into listing_texts (listing_id, module_key, language, title, content, plain, search_doc)
      select id, module_key, original_language, t.title, '<p>' || ${BODY} || '</p>', ${BODY}, to_tsvector('simple', search_text(t.title || ' ' || ${BODY}))
      from (select l.id, l.module_key, l.original_language, case l.original_language when 'fr' then ${title('fr', ' ')}
              when 'en' then ${title('en', ' ')} else ${title('cn', '')} end as title
            from listings l) t;
      analyze listings; analyze listing_texts;
    `);
    // As autovacuum leaves a table that is read more than written: pages marked all-visible, so
    // an index that holds every column a query reads can answer it alone (migration 009).
    await db.exec('vacuum analyze listings');
    const recording = recordingListQueries(db, (q) => recorded.push(q));
    server = await startTestServer({ db: recording, handlers: LISTING_HANDLERS });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
    await target.cleanup();
  });

  const search = async (body: Record<string, unknown>, key: keyof typeof MODULES = 'house') => {
    recorded = [];
    const { reply } = await server.call<Search>(MODULES[key].endpoints.search.path, body, { meta: { areaId: 'ZZA' } });
    expect(reply.code, JSON.stringify(reply)).toBe(200);
    return reply.customData;
  };
  /** The plan nodes of every listings query the last call ran (EXPLAIN, not executed). */
  const plans = async (q: Pick<Database, 'query'> = db) => {
    const out: ListPlan[] = [];
    for (const r of recorded) {
      const [row] = await q.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${r.sql}`, r.params);
      const json = row!['QUERY PLAN'];
      const plan = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: PlanNode }];
      out.push(partsOf(plan[0].Plan));
    }
    return out;
  };
  const seqScans = (nodes: PlanNode[]) =>
    nodes.filter((n) => n['Node Type'] === 'Seq Scan' && ['listings', 'listing_texts'].includes(n['Relation Name'] ?? ''));
  const sorts = (nodes: PlanNode[]) => nodes.filter((n) => /Sort/.test(n['Node Type']));

  it('reads a list page newest first from an index: no Seq Scan, no Sort', async () => {
    const page = await search({ page: { index: 2, size: 10 } });
    expect(page.resultList).toHaveLength(10);
    const all = await plans();
    // One statement: the list read, the page and its rows.
    expect(all).toHaveLength(1);
    expect(seqScans(all[0]!.all)).toEqual([]);
    // The list is read in index order.
    expect(all[0]!.hits.length).toBeGreaterThan(0);
    expect(sorts(all[0]!.hits)).toEqual([]);
  });

  it('flags the former index: the same check finds a Sort or Seq Scan with listings_browse only', async () => {
    await search({ page: { index: 2, size: 10 } });
    // Inside a transaction that is always rolled back: the schema of the test stays as migrated.
    const flagged = await db
      .transaction(async (tx) => {
        for (const index of ['listings_newest', 'listings_pinned', 'listings_bedrooms']) await tx.query(`drop index ${index}`);
        await tx.query('create index listings_browse on listings(module_key, status, deleted, sticky_top desc, release_time desc)');
        const { hits } = (await plans(tx))[0]!;
        throw new Rollback([...seqScans(hits), ...sorts(hits)]);
      })
      .then(
        () => { throw new Error('the transaction was not rolled back'); },
        (e: unknown) => { if (e instanceof Rollback) return e.nodes; throw e; },
      );
    expect(flagged.length).toBeGreaterThan(0);
  });

  /** Runs `check` on the plans of the last call with `ddl` applied, in a transaction always rolled back. */
  const plansWith = (ddl: readonly string[]) =>
    db.transaction(async (tx) => {
      for (const sql of ddl) await tx.query(sql);
      throw new Rollback((await plans(tx)).flatMap((p) => p.all));
    }).then(
      () => { throw new Error('the transaction was not rolled back'); },
      (e: unknown) => { if (e instanceof Rollback) return e.nodes; throw e; },
    );
  const FILTERED = { page: { index: 1, size: 10 }, priceRangeMin: 200_000, priceRangeMax: 800_000, bedroomNum: 3 };
  const indexOnly = (nodes: PlanNode[]) => nodes.filter((n) => n['Node Type'] === 'Index Only Scan' && n['Index Name'] === 'listings_bedrooms');

  it('reads a filtered list (page and count) from the bedrooms index alone: an Index Only Scan, no Sort', async () => {
    const page = await search(FILTERED);
    expect(page.resultList).toHaveLength(10);
    const [plan, ...more] = await plans();
    expect(more).toEqual([]);
    expect(indexOnly(plan!.hits)).toHaveLength(1);
    expect(sorts(plan!.hits)).toEqual([]);
  });

  it('flags the expression index of migration 008: the same filtered page then reads the table', async () => {
    await search(FILTERED);
    const nodes = await plansWith([
      'drop index listings_bedrooms',
      "create index listings_bedrooms on listings (module_key, (attrs->'bedroomNum'), release_time desc, id desc) where status = 7 and not deleted",
    ]);
    expect(indexOnly(nodes)).toEqual([]);
  });

  it('serves a filtered list (house price + bedrooms) without a Seq Scan', async () => {
    const page = await search({ page: { index: 1, size: 10 }, priceRangeMin: 200_000, priceRangeMax: 800_000, bedroomNum: 3 });
    expect(page.resultList.length).toBeGreaterThan(0);
    for (const row of page.resultList) expect(row.price).toBeGreaterThanOrEqual(200_000);
    for (const plan of await plans()) expect(seqScans(plan.all)).toEqual([]);
  });

  /** A keyword per language: French typed without accents, an English word, a Chinese substring. */
  const KEYWORDS = [['fr without accents', 'elegante'], ['en word', 'garden'], ['cn substring', '豪华']] as const;

  // Keywords: listings are never read whole. How the texts are matched is the planner's choice by
  // size: walking the module newest first and probing each listing's texts by key, or the text
  // indexes (GIN full text, trigrams) - which 100,000 listings on PostgreSQL use - or, at this
  // test's size, one read of the small texts table. The condition is a plain IN (subquery) so all
  // three are open to it (a correlated EXISTS kept the probing plan even where it scanned the module).
  it.each(KEYWORDS)(
    'finds keywords (%s) without a Seq Scan on listings',
    async (_kind, keyWords) => {
      const page = await search({ page: { index: 1, size: 10 }, keyWords });
      expect(page.resultList.length).toBeGreaterThan(0);
      for (const plan of await plans()) expect(seqScans(plan.all).filter((n) => n['Relation Name'] === 'listings')).toEqual([]);
    },
  );

  // Keywords are read from the search index of migration 011, whose keys are scoped to a module
  // and a country: the index alone hands over exactly the listings of the asked module and country
  // that hold the word, nothing of other modules or countries. Which plan the planner picks at this
  // size is its choice (above): the index read is measured (EXPLAIN ANALYZE) with the alternatives
  // switched off (sequential scans and the walk of a list index that checks each listing's
  // tokens), inside a transaction that is rolled back.
  /** The scans of the search index in the last call's list read, with the rows each handed over. */
  const searchIndexRows = () =>
    db
      .transaction(async (tx) => {
        for (const sql of ['set local enable_seqscan = off', 'set local enable_indexscan = off', 'set local enable_indexonlyscan = off']) await tx.query(sql);
        const [r] = recorded;
        const [row] = await tx.query<{ 'QUERY PLAN': unknown }>(`explain (analyze, format json) ${r!.sql}`, r!.params);
        const json = row!['QUERY PLAN'];
        const plan = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: PlanNode }];
        throw new Rollback(partsOf(plan[0].Plan).hits.filter((n) => n['Node Type'] === 'Bitmap Index Scan' && n['Index Name'] === 'listings_search'));
      })
      .then(
        () => { throw new Error('the transaction was not rolled back'); },
        (e: unknown) => { if (e instanceof Rollback) return e.nodes.map((n) => ({ index: n['Index Name']!, rows: n['Actual Rows'] ?? -1 })); throw e; },
      );

  it.each(KEYWORDS)('reads keywords (%s) from the listing search index: exactly the module\'s matches in the caller\'s country', async (_kind, keyWords) => {
    const page = await search({ page: { index: 1, size: 10 }, keyWords });
    expect(page.resultList).toHaveLength(10);
    // Counted without the search document: house listings of ZZA with the word in one of their texts.
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n from listings l where l.module_key = 'house' and 'ZZA' = any(l.area_ids)
       and exists (select 1 from listing_texts t where t.listing_id = l.id and search_text(t.title || ' ' || t.plain) like '%' || search_text($1) || '%')`,
      [keyWords]);
    const [all] = await db.query<{ n: number }>(
      `select count(*)::int as n from listing_texts t where search_text(t.title || ' ' || t.plain) like '%' || search_text($1) || '%'`, [keyWords]);
    // Other modules and countries hold the word too, so an index of plain words would hand over more.
    expect(all!.n).toBeGreaterThan(row!.n);
    expect(await searchIndexRows()).toEqual([{ index: 'listings_search', rows: row!.n }]);
  });

  it('keeps the search document of a listing in step with its texts and countries', async () => {
    const [listing] = await db.query<{ id: string; area: string }>(`select id::text as id, area_ids[1] as area from listings where module_key = 'land' order by id limit 1`);
    const doc = async () => (await db.query<{ doc: string }>('select search_doc::text as doc from listings where id = $1::bigint', [listing!.id]))[0]!.doc;
    const key = (area: string, token: string) => `'land|${area}|${token}'`;
    const text = { listingId: listing!.id, content: '<p>x</p>', translationType: 1 };
    await upsertListingText(db, { ...text, language: 'zz', title: 'Zanzibarique 海滨别墅' });
    expect(await doc()).toContain(key(listing!.area, 'zanzibarique'));
    for (const piece of ['海滨', '滨别', '别墅']) expect(await doc()).toContain(key(listing!.area, piece));
    await upsertListingText(db, { ...text, language: 'zz', title: 'Tombouctique' });
    expect(await doc()).not.toContain('zanzibarique');
    expect(await doc()).toContain(key(listing!.area, 'tombouctique'));
    await db.query(`update listings set area_ids = array['ZZA', 'ZZB'] where id = $1::bigint`, [listing!.id]);
    for (const area of ['ZZA', 'ZZB']) expect(await doc()).toContain(key(area, 'tombouctique'));
    await db.query(`update listings set area_ids = array[$2::text] where id = $1::bigint`, [listing!.id, listing!.area]);
    await db.query(`delete from listing_texts where language = 'zz'`);
    expect(await doc()).not.toContain('tombouctique');
  });

  it('writes a text with its listing\'s module (db/listing-text.ts) and refuses a text of no listing', async () => {
    const [listing] = await db.query<{ id: string; module_key: string }>(`select id::text as id, module_key from listings where module_key = 'land' limit 1`);
    const text = { language: 'zz', title: 'Module check', content: '<p>x</p>', translationType: 3 };
    await upsertListingText(db, { listingId: listing!.id, ...text });
    const [row] = await db.query<{ module_key: string }>(`select module_key from listing_texts where listing_id = $1::bigint and language = 'zz'`, [listing!.id]);
    await db.query(`delete from listing_texts where language = 'zz'`);
    expect(row?.module_key).toBe('land');
    await expect(upsertListingText(db, { listingId: '999999999', ...text })).rejects.toThrow(/module_key/);
  });

  describe('totalCount stops counting past its cap', () => {
    /** House listings of ZZA: every third listing is ZZA, every tenth a house. */
    let exact = 0;
    beforeAll(async () => {
      const [row] = await db.query<{ n: number }>(
        `select count(*)::int as n from listings where module_key = $1 and 'ZZA' = any(area_ids)`, [house.key]);
      exact = row!.n;
    });

    it('counts up to offset + the page + COUNT_AHEAD_ROWS rows', async () => {
      const size = 10;
      expect(exact).toBeGreaterThan(3 * size + ahead(size) * 2);
      expect((await search({ page: { index: 1, size } })).totalCount).toBe(ahead(size));
      expect((await search({ page: { index: 4, size } })).totalCount).toBe(3 * size + ahead(size));
    });

    it('is exact at the end: the last page and a page past it; the page before counts one row of it', async () => {
      const size = 10;
      const last = Math.ceil(exact / size);
      // The page before the last counts the last page's rows up to its cap.
      expect((await search({ page: { index: last - 1, size } })).totalCount).toBe(Math.min(exact, (last - 2) * size + ahead(size)));
      const short = await search({ page: { index: last, size } });
      expect(short.resultList).toHaveLength(exact - (last - 1) * size);
      expect(short.totalCount).toBe(exact);
      expect(await search({ page: { index: last + 5, size } })).toEqual({ totalCount: exact, resultList: [] });
    });

    it('is exact for a keyword that matches no more than the cap', async () => {
      const [row] = await db.query<{ n: number }>(
        `select count(distinct l.id)::int as n from listings l join listing_texts t on t.listing_id = l.id
         where l.module_key = $1 and 'ZZA' = any(l.area_ids) and t.search_doc @@ plainto_tsquery('simple', 'elegante')`, [house.key]);
      expect(row!.n).toBeGreaterThan(0);
      // A page one row shorter than the matches: full, and the cap reaches the last match.
      const size = row!.n - COUNT_AHEAD_ROWS;
      expect(size).toBeGreaterThan(1);
      expect(ahead(size)).toBe(row!.n);
      expect((await search({ page: { index: 1, size }, keyWords: 'elegante' })).totalCount).toBe(row!.n);
    });
  });
});
