// `npm run size:report`: the Preact build and the react-dom build of the same source, side by
// side (issue 2 item 2). Run `npm run build && npm run build:react` first.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function measure(dir) {
  if (!existsSync(`${dir}/initial.json`)) throw new Error(`${dir}: not built (run npm run build and npm run build:react)`);
  const initial = JSON.parse(readFileSync(`${dir}/initial.json`, 'utf8'));
  const first = [initial.entry, ...initial.imports, ...(initial.home ?? [])];
  const js = readdirSync(dir).filter((f) => f.endsWith('.js') && f !== 'worker.js');
  const sum = (files) => files.reduce((n, f) => n + gz(`${dir}/${f}`), 0);
  return { initial: sum(first), all: sum(js), chunks: js.length };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const p = measure('dist/app');
const r = measure('dist/react');
const rows = [
  ['', 'preact (shipped)', 'react-dom 19', 'react / preact'],
  ['initial JS (gzip)', kb(p.initial), kb(r.initial), `${(r.initial / p.initial).toFixed(2)}×`],
  ['all app JS (gzip)', kb(p.all), kb(r.all), `${(r.all / p.all).toFixed(2)}×`],
  ['chunks', String(p.chunks), String(r.chunks), ''],
];
const width = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
for (const row of rows) console.log(row.map((c, i) => c.padEnd(width[i])).join('  '));
