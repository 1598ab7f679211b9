// The job list's filters at scale (spec §2 /jobAndRecruit "job filters"; migration 026): with
// thousands of jobs, the one statement the search handler builds reads a rare combination of
// experience, degree and urgent through the GIN index on (module_key, attrs) instead of scanning
// the table, and a salary range from listings_newest alone (the salary attrs are carried in it: an
// Index Only Scan). The same checks against the former schema (no attrs index) must flag
// it, so the test can fail. Every answer is also compared with a count over the table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../examples/server/db/database.js';
import { recordingListQueries, type RecordedQuery } from '../listings/recording-db.js';
import { LISTING_HANDLERS } from '../../../examples/server/listings/index.js';
import { MODULES } from '../../../src/modules/index.js';
import { TEST_DATABASES } from '../databases.js';
import { startTestServer, type TestServer } from '../harness.js';

const m = MODULES.jobAndRecruit;
const COUNT = 12_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodesOf)];

class Rollback extends Error {
  constructor(readonly nodes: PlanNode[]) {
    super('rollback');
  }
}

type Search = { totalCount: number; resultList: { recruitingInfoId: string }[] };

describe.each(TEST_DATABASES)('job filters at scale ($name)', (target) => {
  let db: Database;
  let server: TestServer;
  let recorded: RecordedQuery[] = [];

  beforeAll(async () => {
    db = await target.open();
    // Experience 0-5, degree 0-6, urgent one in 50: experience 0, degree 0 and urgent together
    // hold about one job in 1,050. Salaries spread over 50,000-540,000.
    await db.exec(`
      insert into countries (id, names, mobile_code, country_code) values ('ZZA', '{"en":"A"}', '225', 'ZA'), ('ZZB', '{"en":"B"}', '221', 'ZB');
      insert into listings (module_key, module_id, area_ids, original_language, attrs, es_info_id, release_time)
      select '${m.key}', ${m.moduleId}, array[(array['ZZA','ZZA','ZZB'])[1 + g % 3]], 'fr',
             jsonb_build_object('workExpId', g % 6, 'degreeRequired', (g / 6) % 7, 'workNature', 1 + (g / 42) % 2,
               'urgent', case when g % 50 = 0 then 1 else 0 end, 'recruitNum', 1 + g % 9,
               'salaryMin', 50000 + (g % 400) * 1000, 'salaryMax', 80000 + (g % 400) * 1000 + (g % 13) * 5000),
             'jobscale-' || g, timestamptz '2026-01-01' - (g || ' minutes')::interval
      from generate_series(1, ${COUNT}) g;
    `);
    await db.exec('vacuum analyze listings');
    const recording = recordingListQueries(db, (q) => recorded.push(q));
    server = await startTestServer({ db: recording, handlers: LISTING_HANDLERS });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
    await target.cleanup();
  });

  /** Every job id the list gives for `body` in country ZZA, page by page. */
  const all = async (body: Record<string, unknown>): Promise<string[]> => {
    const out: string[] = [];
    for (let index = 1; ; index++) {
      recorded = [];
      const { reply } = await server.call<Search>(m.endpoints.search.path, { ...body, page: { index, size: 50 } }, { meta: { areaId: 'ZZA' } });
      expect(reply.code, JSON.stringify(reply)).toBe(200);
      out.push(...reply.customData.resultList.map((r) => r.recruitingInfoId));
      if (reply.customData.resultList.length < 50) return out;
    }
  };
  /** The plan nodes of the first page's statement for `body` (EXPLAIN, not executed), with `ddl` applied and rolled back. */
  const planOf = async (body: Record<string, unknown>, ddl: readonly string[] = []): Promise<PlanNode[]> => {
    recorded = [];
    await server.call<Search>(m.endpoints.search.path, { ...body, page: { index: 1, size: 15 } }, { meta: { areaId: 'ZZA' } });
    const [first] = recorded;
    if (!first) throw new Error('no listings query recorded');
    return db.transaction(async (tx) => {
      for (const sql of ddl) await tx.query(sql);
      const [row] = await tx.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${first.sql}`, first.params);
      const json = row!['QUERY PLAN'];
      const plan = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: PlanNode }];
      throw new Rollback(nodesOf(plan[0].Plan));
    }).then(
      () => { throw new Error('the transaction was not rolled back'); },
      (e: unknown) => { if (e instanceof Rollback) return e.nodes; throw e; },
    );
  };
  const onListings = (nodes: PlanNode[], type: string) => nodes.filter((n) => n['Node Type'] === type && (n['Relation Name'] ?? 'listings') === 'listings');
  const usesIndex = (nodes: PlanNode[], name: string) => nodes.some((n) => n['Index Name'] === name);
  const count = async (where: string) =>
    (await db.query<{ n: number }>(`select count(*)::int as n from listings where module_key = $1 and 'ZZA' = any(area_ids) and ${where}`, [m.key]))[0]!.n;

  const RARE = { workExpId: 0, degreeRequired: 0, urgent: 1 };

  it('reads a rare combination of attr filters from the attrs index, never by a Seq Scan, and finds exactly its jobs', async () => {
    const expected = await count("attrs->>'workExpId' = '0' and attrs->>'degreeRequired' = '0' and attrs->>'urgent' = '1'");
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(COUNT / 500);
    expect(await all(RARE)).toHaveLength(expected);
    const nodes = await planOf(RARE);
    expect(usesIndex(nodes, 'listings_attrs')).toBe(true);
    expect(onListings(nodes, 'Seq Scan')).toEqual([]);
  });

  it('flags the former schema: without the attrs index the same page reads rows the index would skip', async () => {
    const nodes = await planOf(RARE, ['drop index listings_attrs']);
    expect(usesIndex(nodes, 'listings_attrs')).toBe(false);
  });

  it('reads a salary range from listings_newest alone: an Index Only Scan, exactly the overlapping jobs', async () => {
    const body = { salaryMin: 300_000, salaryMax: 320_000 };
    const expected = await count("(attrs->>'salaryMax')::numeric >= 300000 and (attrs->>'salaryMin')::numeric <= 320000");
    expect(expected).toBeGreaterThan(0);
    expect(await all(body)).toHaveLength(expected);
    const nodes = await planOf(body);
    expect(nodes.some((n) => n['Node Type'] === 'Index Only Scan' && n['Index Name'] === 'listings_newest')).toBe(true);
    expect(onListings(nodes, 'Seq Scan')).toEqual([]);
  });

  it('keeps a common filter on the newest-first walk: the page stops after its rows', async () => {
    const body = { workNature: 2 };
    const nodes = await planOf(body);
    expect(usesIndex(nodes, 'listings_newest')).toBe(true);
    expect(onListings(nodes, 'Seq Scan')).toEqual([]);
  });
});
