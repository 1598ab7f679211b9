// The initdb template's copy (db/copy-folder.ts): the whole tree, byte for byte, and nothing at
// the destination when it fails.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyFolder } from '../../examples/server/db/copy-folder.js';

const made: string[] = [];
afterEach(() => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
});
const scratch = () => {
  const d = mkdtempSync(join(tmpdir(), 'mkt-copy-'));
  made.push(d);
  return d;
};

/** Every file under `root` with its content, by relative path. */
function tree(root: string, rel = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(join(root, rel), { withFileTypes: true })) {
    const path = join(rel, e.name);
    if (e.isDirectory()) Object.assign(out, tree(root, path));
    else out[path] = readFileSync(join(root, path), 'latin1');
  }
  return out;
}

describe('copyFolder', () => {
  it('copies a deep tree of many files byte for byte, into an empty folder or a new one', async () => {
    const from = join(scratch(), 'template');
    for (let d = 0; d < 5; d++) {
      mkdirSync(join(from, `base/${d}/sub`), { recursive: true });
      for (let f = 0; f < 40; f++) writeFileSync(join(from, `base/${d}/${f}`), Buffer.from([d, f, 0, 255]));
    }
    mkdirSync(join(from, 'empty'));
    writeFileSync(join(from, 'PG_VERSION'), '17\n');
    writeFileSync(join(from, 'base/4/sub/big'), Buffer.alloc(3 << 20, 7));

    const dest = scratch();
    const fresh = join(dest, 'fresh');
    await copyFolder(from, fresh);
    expect(tree(fresh)).toEqual(tree(from));
    expect(existsSync(join(fresh, 'empty'))).toBe(true);

    const emptyDir = join(dest, 'existing');
    mkdirSync(emptyDir);
    await copyFolder(from, emptyDir);
    expect(Object.keys(tree(emptyDir))).toHaveLength(5 * 40 + 2);
    // Nothing left beside it.
    expect(readdirSync(dest).sort()).toEqual(['existing', 'fresh']);
  });

  it('leaves nothing at the destination, nor beside it, when the copy fails', async () => {
    const dest = scratch();
    await expect(copyFolder(join(dest, 'missing-template'), join(dest, 'data'))).rejects.toThrow(/ENOENT/);
    expect(readdirSync(dest)).toEqual([]);

    // A destination that already holds something is refused, and keeps what it held.
    const from = join(scratch(), 'template');
    mkdirSync(from);
    writeFileSync(join(from, 'PG_VERSION'), '17\n');
    const busy = join(dest, 'busy');
    mkdirSync(busy);
    writeFileSync(join(busy, 'mine'), 'x');
    await expect(copyFolder(from, busy)).rejects.toThrow();
    expect(readdirSync(dest)).toEqual(['busy']);
    expect(readdirSync(busy)).toEqual(['mine']);
  });
});
