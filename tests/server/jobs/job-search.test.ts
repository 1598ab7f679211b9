// The recruitment module's lookups and list filters on the seeded database (spec §2 "job
// filters", §3 "Salary rate options numbered 0 to 10"): each filter's count is the seed's own
// count of the jobs it should match, so a filter that matches too much or too little fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_ID, CYCLE } from '../../../examples/server/seed/data/units.js';
import { TAG_ROWS, tagId } from '../../../examples/server/seed/data/tags.js';
import { SEED_BY_KEY, type SeedListing } from '../../../examples/server/seed/listings/index.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { JobLookups, JobSummary } from '../../../src/contract/types/jobs.js';
import { MODULES } from '../../../src/modules/index.js';
import { TEST_DATABASES } from '../databases.js';
import { openJobs, type JobsFixture } from './setup.js';

const m = MODULES.jobAndRecruit;
type Search = { totalCount: number; resultList: JobSummary[] };
const seeds = SEED_BY_KEY[m.key].listings().filter((s) => s.areaIds.includes('CIV'));
const attr = (s: SeedListing, name: string) => Number(s.attrs[name]);
const count = (pred: (s: SeedListing) => boolean) => seeds.filter(pred).length;
const parentOf = (key: string) => TAG_ROWS.find((r) => r.moduleKey === m.key && r.key === key)!.parentId;

describe.each(TEST_DATABASES)('job lookups and search ($name)', (target) => {
  let fx: JobsFixture;
  const search = (body: Record<string, unknown>) => fx.call<Search>(m.endpoints.search.path, { page: { index: 1, size: 50 }, ...body });
  /** Every match, page by page (totalCount is exact only up to a page and one row: list-count.ts). */
  const all = async (body: Record<string, unknown>): Promise<JobSummary[]> => {
    const out: JobSummary[] = [];
    for (let index = 1; ; index++) {
      const reply = await search({ ...body, page: { index, size: 50 } });
      expect(reply.code, JSON.stringify(reply)).toBe(200);
      out.push(...reply.customData.resultList);
      if (reply.customData.resultList.length < 50) return out;
    }
  };
  const total = async (body: Record<string, unknown>) => (await all(body)).length;

  beforeAll(async () => {
    fx = await openJobs(target);
  });
  afterAll(async () => {
    await fx?.close();
  });

  it('serves the job lookups in each language: industries with positions, 6 experiences, 8 degrees, rates 0-10', async () => {
    const byLang: Record<string, JobLookups> = {};
    for (const language of ['cn', 'en', 'fr'] as const) {
      const reply = await fx.call<JobLookups>(ENDPOINTS.getJobLookups.path, {}, { meta: { language } });
      expect(reply.code).toBe(200);
      byLang[language] = reply.customData;
    }
    const { en, fr, cn } = byLang as Record<'en' | 'fr' | 'cn', JobLookups>;
    expect(en.industries).toHaveLength(10);
    for (const industry of en.industries) expect(industry.children.length).toBeGreaterThanOrEqual(3);
    expect(en.industries[0]).toMatchObject({ id: tagId(m.key, 'construction'), name: 'Construction and public works' });
    expect(fr.industries[0]!.name).toBe('BTP / Construction');
    expect(cn.industries[0]!.name).toBe('建筑与工程');
    expect(en.workExperiences.map((x) => x.id)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(fr.workExperiences[0]!.name).toBe('Sans expérience');
    expect(en.degrees.map((x) => x.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(cn.degrees[3]!.name).toBe('高中（BAC）');
    expect(en.jobStatuses.length).toBeGreaterThanOrEqual(3);
    expect(en.positionTypes.map((x) => x.name)).toEqual(['Full time', 'Part time', 'Internship', 'Freelance']);
    expect(en.companySizes).toHaveLength(5);
    expect(en.salaryRates.map((r) => r.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(en.salaryRates[0]).toMatchObject({ salaryMin: null, salaryMax: null, name: 'Negotiable' });
    expect(en.salaryRates[5]).toMatchObject({ salaryMin: 300_000, salaryMax: 400_000, moneyUnitId: MONEY_ID.XOF, billingCycleId: CYCLE.month });
    expect(en.salaryRates[10]!.salaryMax).toBeNull();
    expect(fr.salaryRates[5]!.name).toBe('300 000 à 400 000 F CFA par mois');
  });

  it('lists the country\'s published jobs with their industry and position read from the tag tree', async () => {
    expect(seeds.length).toBeGreaterThanOrEqual(50);
    const jobs = await all({});
    expect(jobs).toHaveLength(seeds.length);
    for (const job of jobs) {
      const position = TAG_ROWS.find((r) => r.id === job.positionId)!;
      expect(position.parentId, job.title).toBe(job.industryId);
      expect(job.salaryMin).toBeLessThanOrEqual(job.salaryMax);
      expect(job.entName, job.title).not.toBe('');
    }
  });

  it('an industry matches its positions; a position only itself', async () => {
    expect(await total({ tagId: tagId(m.key, 'construction') })).toBe(count((s) => parentOf(s.tagKey) === tagId(m.key, 'construction')));
    expect(await total({ tagId: tagId(m.key, 'mason') })).toBe(count((s) => s.tagKey === 'mason'));
    expect(count((s) => s.tagKey === 'mason')).toBeGreaterThan(0);
  });

  it('filters urgent jobs, work nature, experience and degree by equality (0 is a value)', async () => {
    const cases: [Record<string, unknown>, (s: SeedListing) => boolean][] = [
      [{ urgent: 1 }, (s) => attr(s, 'urgent') === 1],
      [{ workNature: 2 }, (s) => attr(s, 'workNature') === 2],
      [{ workNature: '1' }, (s) => attr(s, 'workNature') === 1],
      [{ workExpId: 0 }, (s) => attr(s, 'workExpId') === 0],
      [{ workExpId: 3 }, (s) => attr(s, 'workExpId') === 3],
      [{ degreeRequired: 5 }, (s) => attr(s, 'degreeRequired') === 5],
      [{ urgent: 1, workNature: 2 }, (s) => attr(s, 'urgent') === 1 && attr(s, 'workNature') === 2],
      [{ urgent: '', workExpId: null }, () => true],
    ];
    for (const [body, pred] of cases) {
      const expected = count(pred);
      expect(expected, JSON.stringify(body)).toBeGreaterThan(0);
      expect(await total(body), JSON.stringify(body)).toBe(expected);
    }
  });

  it('matches salary ranges that overlap, in a currency and cycle; a rate option stands for its range', async () => {
    const overlaps = (min: number, max: number) => (s: SeedListing) =>
      s.currency === 'XOF' && s.billingCycleId === CYCLE.month && attr(s, 'salaryMax') >= min && attr(s, 'salaryMin') <= max;
    const expected = count(overlaps(300_000, 400_000));
    expect(expected).toBeGreaterThan(0);
    expect(await total({ salaryMin: 300_000, salaryMax: 400_000, moneyUnitId: MONEY_ID.XOF, billingCycleId: CYCLE.month })).toBe(expected);
    expect(await total({ salaryRateId: 5 })).toBe(expected);
    expect(await total({ salaryRateId: 10 })).toBe(count((s) => s.currency === 'XOF' && s.billingCycleId === CYCLE.month && attr(s, 'salaryMax') >= 1_500_000));
    // 0 = negotiable / any: no salary condition.
    expect(await total({ salaryRateId: 0 })).toBe(seeds.length);
    // Daily pay of part-time jobs.
    expect(await total({ billingCycleId: CYCLE.day })).toBe(count((s) => s.billingCycleId === CYCLE.day));
    expect(await total({ salaryMin: 10_000, billingCycleId: CYCLE.day })).toBe(count((s) => s.billingCycleId === CYCLE.day && attr(s, 'salaryMax') >= 10_000));
  });

  it('finds keywords in every language: a Chinese piece inside a title, French without case or accents', async () => {
    const inLanguage = async (language: 'cn' | 'fr', keyWords: string) => {
      const out: string[] = [];
      for (let index = 1; ; index++) {
        const reply = await fx.call<Search>(m.endpoints.search.path, { keyWords, page: { index, size: 50 } }, { meta: { language } });
        expect(reply.code, keyWords).toBe(200);
        out.push(...reply.customData.resultList.map((j) => j.title));
        if (reply.customData.resultList.length < 50) return out;
      }
    };
    // Chinese is written without spaces: two characters from inside a stored Chinese title (never
    // its start) must find it, as the listing search's CJK pieces promise (migration 011).
    const chinese = seeds.filter((s) => s.original === 'cn' || s.translations.cn !== undefined);
    expect(chinese.length).toBeGreaterThan(0);
    let checked = 0;
    for (const s of chinese.slice(0, 4)) {
      const run = s.texts.cn.title.match(/[\u4e00-\u9fff]{3,}/u)?.[0];
      if (!run) continue;
      const piece = run.slice(1, 3);
      expect(await inLanguage('cn', piece), `${piece} in ${s.texts.cn.title}`).toContain(s.texts.cn.title);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
    // French: a word of a French title typed in capitals without its accents.
    const french = seeds.find((s) => s.original === 'fr' && /[éèêàç]/u.test(s.texts.fr.title))!;
    const word = french.texts.fr.title.split(/[^\p{L}]+/u).find((w) => w.length >= 4 && /[éèêàç]/u.test(w))!;
    const bare = word.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    expect(await inLanguage('fr', bare), bare).toContain(french.texts.fr.title);
    // A piece that is in no title finds nothing.
    expect(await inLanguage('cn', '鲸鱼')).toEqual([]);
  });

  it('refuses bad filters with 4422 naming the field', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ workExpId: 'abc' }, 'workExpId'],
      [{ urgent: -1 }, 'urgent'],
      [{ salaryMin: 500_000, salaryMax: 100_000 }, 'salaryMin'],
      [{ salaryMin: -5 }, 'salaryMin'],
      [{ salaryRateId: 11 }, 'salaryRateId'],
      [{ moneyUnitId: 'x' }, 'moneyUnitId'],
    ];
    for (const [body, field] of bad) {
      const reply = await search(body);
      expect(reply.code, JSON.stringify(body)).toBe(4422);
      expect((reply.customData as unknown as { issues: { path: string }[] }).issues[0]!.path, JSON.stringify(body)).toBe(field);
    }
  });

  it('ignores the job filters in other modules', async () => {
    const reply = await fx.call<Search>(MODULES.house.endpoints.search.path, { urgent: 'abc', salaryMin: -1 });
    expect(reply.code).toBe(200);
  });
});
