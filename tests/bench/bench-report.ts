// The arithmetic and the printed table of `npm run bench:server`: pure functions, unit-tested
// (tests/unit/bench/bench-report.test.ts), so the figures the README quotes come from code
// that can fail a test.

/** The p-th percentile (0–100) of ascending `sorted` latencies, nearest rank; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface RunFigures {
  /** Completed responses per second of the measured window. */
  rps: number;
  p50: number;
  p95: number;
  responses: number;
}

/** Throughput and latency of one measured window: `latencies` in ms, `seconds` its length. */
export function summarise(latencies: readonly number[], seconds: number): RunFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    rps: seconds > 0 ? sorted.length / seconds : NaN,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    responses: sorted.length,
  };
}

/**
 * A row's throughput as a share of the ceiling (/healthz at the same concurrency, same run):
 * "1/924" when far below (how the issue states it), "87 %" when close. '–' without a ceiling.
 */
export function ratioToCeiling(rps: number, ceiling: number): string {
  if (!(ceiling > 0) || !Number.isFinite(rps)) return '–';
  if (rps <= 0) return '0';
  const share = rps / ceiling;
  if (share >= 0.1) return `${Math.round(share * 100)} %`;
  return `1/${Math.round(ceiling / rps).toLocaleString('en')}`;
}

/** Figures as printed: whole numbers from 100 up, one decimal below, '–' for NaN. */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return '–';
  return Math.abs(n) >= 100 ? Math.round(n).toLocaleString('en') : n.toFixed(1);
}

/** Columns padded to their widest cell, two spaces apart; numbers are right-aligned. */
export function formatTable(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const numeric = head.map((_, i) => rows.length > 0 && rows.every((r) => /^[-–\d.,/ %]*$/.test(r[i] ?? '')));
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (numeric[i] ? c.padStart(width[i]!) : c.padEnd(width[i]!))).join('  ').trimEnd();
  return [line(head), line(width.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/**
 * `items` in a fixed pseudo-random order (Fisher–Yates over mulberry32(seed)): every run sends
 * the same sequence, and consecutive requests do not walk the lists in their natural order.
 */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  let s = seed >>> 0;
  const random = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Every unordered pair of `words` joined by a space ("a b"), in list order. */
export function wordPairs(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) for (let j = i + 1; j < words.length; j++) out.push(`${words[i]} ${words[j]}`);
  return out;
}

/** French typed on a keyboard without accents: "élégante" → "elegante". */
export const withoutAccents = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '');
