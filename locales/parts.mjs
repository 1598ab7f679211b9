// Each locale is fetched in two parts (issue 2 budget: everything /index loads before its first
// paint): `first`, the messages the shell and the home page show, and `rest`, everything else,
// fetched right after. The files stay whole (locales/<lang>.json is the one source; the
// parity tests read them); this Rollup/Vite plugin cuts them into the modules
// 'mkt-locale:<lang>:first' and 'mkt-locale:<lang>:rest' when the app is built or tested.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Dotted paths of what the first paint of /index (shell, tab bar, dialogs, home) may show. */
export const FIRST_PAINT = ['app', 'tabs', 'dialog', 'list', 'listing', 'price', 'home', 'errors.chunkLoad', 'errors.styleChunkLoad',
  // kit/img.tsx's tap-to-load label: home lists show it with the data saver on (issue: Beyond the spec).
  'dataSaver.tap'];

const PREFIX = 'mkt-locale:';
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The subtree of `tree` at the dotted paths (keep = true) or everything but them (keep = false). */
export function cut(tree, paths, keep, prefix = '') {
  const out = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    const listed = paths.includes(path);
    const inside = paths.some((p) => p.startsWith(`${path}.`));
    if (listed) {
      if (keep) out[key] = value;
    } else if (inside && isObject(value)) {
      const sub = cut(value, paths, keep, `${path}.`);
      if (Object.keys(sub).length) out[key] = sub;
    } else if (!keep) {
      out[key] = value;
    }
  }
  return out;
}

export function localeParts() {
  const dir = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'locale-parts',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [lang, part] = id.slice(PREFIX.length + 1).split(':');
      if (!/^(cn|en|fr)$/.test(lang ?? '') || (part !== 'first' && part !== 'rest')) throw new Error(`locale-parts: unknown module ${id}`);
      const file = `${dir}${lang}.json`;
      this.addWatchFile?.(file);
      const messages = JSON.parse(readFileSync(file, 'utf8'));
      return `export default ${JSON.stringify(cut(messages, FIRST_PAINT, part === 'first'))};`;
    },
  };
}
