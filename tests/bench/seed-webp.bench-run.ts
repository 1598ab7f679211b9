// Bytes of the seed pictures as PNG and as their WebP siblings (issue 5 "webp when the browser
// supports it"; examples/server/webp.ts). Prints totals per kind of picture; asserts nothing.
//   npx vitest run --config tests/bench/vitest.config.ts tests/bench/seed-webp.bench-run.ts
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, it } from 'vitest';
import { diskPath, SEED_IMAGE_PATHS, writeSeedImages } from '../../examples/server/seed/images.js';
import { webpSibling } from '../../examples/server/webp.js';

const dir = mkdtempSync(join(tmpdir(), 'mkt-bench-webp-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('seed pictures: PNG vs WebP bytes', async () => {
  const t0 = Date.now();
  await writeSeedImages(dir);
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  const kinds = new Map<string, { files: number; png: number; webp: number }>();
  for (const url of SEED_IMAGE_PATHS) {
    const kind = url.split('/')[3] ?? '?';
    const row = kinds.get(kind) ?? { files: 0, png: 0, webp: 0 };
    const file = diskPath(dir, url);
    row.files++;
    row.png += statSync(file).size;
    row.webp += statSync(webpSibling(file)).size;
    kinds.set(kind, row);
  }
  const total = [...kinds.values()].reduce((a, r) => ({ files: a.files + r.files, png: a.png + r.png, webp: a.webp + r.webp }), { files: 0, png: 0, webp: 0 });
  const kib = (n: number) => (n / 1024).toFixed(1);
  const rows = [...kinds.entries(), ['total', total] as const].map(([k, r]) => [k, String(r.files), kib(r.png), kib(r.webp), `${((100 * r.webp) / r.png).toFixed(1)} %`]);
  const head = ['pictures', 'files', 'PNG KiB', 'WebP KiB', 'WebP/PNG'];
  const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  console.log(`\nseed pictures drawn and converted in ${seconds} s`);
  for (const r of [head, ...rows]) console.log(r.map((c, i) => c.padEnd(width[i]!)).join('  '));
});
