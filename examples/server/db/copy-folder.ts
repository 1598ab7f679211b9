// Copies the initdb template into a new data folder (database.ts) fast and all-or-nothing.
// Fast: the template is about 1,200 small files; fs.promises.cp copies them one after another
// with several awaits each (2.0 s here), while copyFile calls kept in flight together run on
// libuv's thread pool (0.2–0.4 s, `npm run bench:start`, README "Cold start").
// All-or-nothing: the copy is made beside the destination and renamed onto it at the end, so a
// start killed halfway leaves no folder that looks like a database (PG_VERSION is copied early).
import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Copies kept in flight: enough to keep the thread pool (4 threads by default) busy. */
const IN_FLIGHT = 16;

async function listTree(root: string, rel = '', dirs: string[] = [], files: string[] = []): Promise<{ dirs: string[]; files: string[] }> {
  for (const e of await readdir(join(root, rel), { withFileTypes: true })) {
    const path = join(rel, e.name);
    if (e.isDirectory()) {
      dirs.push(path);
      await listTree(root, path, dirs, files);
    } else files.push(path);
  }
  return { dirs, files };
}

/** Copies folder `from` to `to` (which must not hold anything but an empty folder). */
export async function copyFolder(from: string, to: string): Promise<void> {
  const work = `${to}.copying-${process.pid}`;
  await rm(work, { recursive: true, force: true });
  try {
    const { dirs, files } = await listTree(from);
    await mkdir(work, { recursive: true });
    // Parents come before their children in `dirs` (listed depth first, parent pushed first).
    for (const d of dirs) await mkdir(join(work, d));
    let next = 0;
    const copier = async () => {
      while (next < files.length) {
        const f = files[next++]!;
        await copyFile(join(from, f), join(work, f));
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, copier));
    await rename(work, to);
  } catch (err) {
    await rm(work, { recursive: true, force: true });
    throw err;
  }
}
