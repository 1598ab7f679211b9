// The start-up step that finishes migration 019: papers and proofs uploaded before uploads could
// be private sit in the public folder, where anyone with the path could read them. Migration 019
// marked their rows private with `relocate`; this moves each file into the private store, deletes
// the public copy and its WebP sibling, then clears the mark.
// Safe to run again and again (prepare.ts runs it at every start; with nothing marked it is one
// indexed query), and on several instances at once: each batch is claimed with
// `for update skip locked`, so two instances never work on the same row, and a batch cut short
// (a crash, a full disk) is rolled back and redone from whatever state the files are in — a file
// already copied is not copied again, a public copy already deleted is not missed.
import { randomBytes } from 'node:crypto';
import { constants, existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Database } from '../db/database.js';
import { webpSibling } from '../webp.js';
import { diskFileOf, type UploadDirs } from './stored-location.js';

/** Rows claimed per transaction: a few seconds of copying at most, then the locks are released. */
const BATCH = 50;

export interface RelocationReport {
  /** Files now in the private store. */
  moved: number;
  /** Marked rows whose file was in neither folder (nothing to protect; the mark is cleared). */
  missing: string[];
}

/** Puts `path`'s bytes in the private store and removes the public ones; false when there were none. */
async function relocate(dirs: UploadDirs, path: string): Promise<boolean> {
  const from = diskFileOf(dirs.uploadsDir, path);
  const to = diskFileOf(dirs.privateUploadsDir, path);
  if (!from || !to) return false;
  if (existsSync(from) && !existsSync(to)) {
    // Copy then rename: the private name appears only complete, even across volumes.
    await mkdir(dirname(to), { recursive: true });
    const part = `${to}.${randomBytes(6).toString('hex')}.part`;
    await copyFile(from, part, constants.COPYFILE_EXCL);
    await rename(part, to);
  }
  const found = existsSync(to);
  await rm(from, { force: true });
  await rm(webpSibling(from), { force: true });
  return found;
}

export async function relocateLegacyUploads(db: Database, dirs: UploadDirs): Promise<RelocationReport> {
  const report: RelocationReport = { moved: 0, missing: [] };
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: string; path: string }>(
        'select id::text as id, path from uploads where relocate order by id limit $1 for update skip locked',
        [BATCH],
      );
      for (const row of rows) {
        if (await relocate(dirs, row.path)) report.moved++;
        else report.missing.push(row.path);
        await tx.query('update uploads set relocate = false where id = $1::bigint', [row.id]);
      }
      return rows.length;
    });
    if (claimed === 0) return report;
  }
}
