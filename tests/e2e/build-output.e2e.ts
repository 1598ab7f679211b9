// The Preact build must contain no React (issue 2 item 2) and no eval (DESIGN.md §6, CSP).
// The React build of the same source is scanned too, so the markers are proven to be detectable.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Strings only React itself ships. (preact/compat re-exports a stub named
// __SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED, so that name proves nothing.)
const REACT_MARKERS = [
  '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
  '__REACT_DEVTOOLS_GLOBAL_HOOK__',
  'react.dev/errors/',
];

const bundle = (dir: string) =>
  readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => ({ file: f, text: readFileSync(`${dir}/${f}`, 'utf8') }));

const found = (files: { file: string; text: string }[], needles: string[]) =>
  files.flatMap(({ file, text }) => needles.filter((n) => text.includes(n)).map((n) => `${file}: ${n}`));

describe('build output', () => {
  it('the Preact build holds no React', () => {
    expect(found(bundle('dist/app'), REACT_MARKERS)).toEqual([]);
  });

  it('the react-dom build of the same source does hold React (the check can fail)', () => {
    // every marker must be found there, or the list above has gone stale
    expect(new Set(found(bundle('dist/react'), REACT_MARKERS).map((hit) => hit.split(': ')[1])).size).toBe(REACT_MARKERS.length);
  });

  it('no eval or new Function in shipped code (CSP without unsafe-eval)', () => {
    const files = [...bundle('dist/app'), ...bundle('dist/app/sdk'), ...bundle('dist/sdk')];
    expect(files.some((f) => f.file === 'loader.js')).toBe(true);
    const hits = files.flatMap(({ file, text }) =>
      [/\beval\(/, /new Function\(/, /\bFunction\("/].filter((re) => re.test(text)).map((re) => `${file}: ${re}`));
    expect(hits).toEqual([]);
  });

  it('every chunk is minified and has a source map', () => {
    for (const { file, text } of bundle('dist/app')) {
      expect(text.split('\n').length, file).toBeLessThan(40);
      expect(text, file).toMatch(/\/\/# sourceMappingURL=/);
    }
  });
});
