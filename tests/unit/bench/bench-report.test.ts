// The arithmetic and table of `npm run bench:server` (tests/bench/bench-report.ts): the README
// quotes its figures, so percentiles, throughput, ratios and the printed table are checked here.
import { describe, expect, it } from 'vitest';
import { formatNumber, formatTable, percentile, ratioToCeiling, shuffled, summarise, withoutAccents, wordPairs } from '../../bench/bench-report.js';

describe('bench report', () => {
  it('percentile: nearest rank over sorted values', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1); // 1..100
    expect(percentile(xs, 50)).toBe(50);
    expect(percentile(xs, 95)).toBe(95);
    expect(percentile(xs, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4], 95)).toBe(4);
    expect(percentile([], 50)).toBeNaN();
  });

  it('summarise: responses per second of the window, and p50/p95 whatever the arrival order', () => {
    const latencies = [...Array.from({ length: 19 }, () => 10), 200].reverse();
    const f = summarise(latencies, 4);
    expect(f.rps).toBe(5);
    expect(f.p50).toBe(10);
    expect(f.p95).toBe(10);
    expect(summarise([...latencies, 300], 4).p95).toBe(200);
    expect(f.responses).toBe(20);
    expect(summarise([], 0).rps).toBeNaN();
  });

  it('ratio to the ceiling: a fraction when far below, a percentage when close', () => {
    expect(ratioToCeiling(15, 13_860)).toBe('1/924');
    expect(ratioToCeiling(7_000, 14_000)).toBe('50 %');
    expect(ratioToCeiling(1_400, 14_000)).toBe('10 %');
    expect(ratioToCeiling(1_000, 14_000)).toBe('1/14');
    expect(ratioToCeiling(14_500, 14_000)).toBe('104 %');
    expect(ratioToCeiling(0, 14_000)).toBe('0');
    expect(ratioToCeiling(10, NaN)).toBe('–');
    expect(ratioToCeiling(10, 0)).toBe('–');
  });

  it('numbers: whole from 100, one decimal below, a dash for none', () => {
    expect(formatNumber(12_345.6)).toBe('12,346');
    expect(formatNumber(99.94)).toBe('99.9');
    expect(formatNumber(3)).toBe('3.0');
    expect(formatNumber(NaN)).toBe('–');
  });

  it('table: padded columns, numbers right-aligned, text left-aligned', () => {
    const out = formatTable(['engine', 'req/s', 'of ceiling'], [['pglite', '12.0', '1/924'], ['postgres', '1,500', '87 %']]);
    expect(out.split('\n')).toEqual([
      'engine    req/s  of ceiling',
      '--------  -----  ----------',
      'pglite     12.0       1/924',
      'postgres  1,500        87 %',
    ]);
  });

  it('shuffled: same order for the same seed, a permutation, not the input order', () => {
    const xs = Array.from({ length: 50 }, (_, i) => i);
    const a = shuffled(xs, 7);
    expect(shuffled(xs, 7)).toEqual(a);
    expect([...a].sort((x, y) => x - y)).toEqual(xs);
    expect(a).not.toEqual(xs);
    expect(shuffled(xs, 8)).not.toEqual(a);
  });

  it('terms: pairs of distinct words, French without accents', () => {
    expect(wordPairs(['a', 'b', 'c'])).toEqual(['a b', 'a c', 'b c']);
    expect(withoutAccents('élégante climatisée ménage')).toBe('elegante climatisee menage');
  });
});
