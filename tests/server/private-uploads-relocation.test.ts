// Papers and proofs uploaded before uploads could be private (migration 019 and
// examples/server/private-files/relocate-legacy.ts): the migration marks every document and every
// picture an authentication form or a remittance (current or earlier) names, and the start-up step
// moves their files out of the public folder — WebP siblings included — into the private store.
// Run by two instances at once (two connections on PostgreSQL), after a run cut short (a copy
// made, the public file not yet deleted), and again: each file ends in the private store once,
// nothing public is left, other uploads are untouched, a file that was already gone is reported.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../examples/server/db/database.js';
import { MIGRATIONS } from '../../examples/server/db/migrations/index.js';
import { relocateLegacyUploads, type RelocationReport } from '../../examples/server/private-files/relocate-legacy.js';
import { createPostgresDatabase, databaseBefore } from './databases.js';

const hex = (n: number) => String(n).repeat(32).slice(0, 32);
const P = {
  identity: `/uploads/2029-12/${hex(1)}.pdf`,
  companyPicture: `/uploads/2029-12/${hex(2)}.png`,
  strayDocument: `/uploads/2029-12/${hex(3)}.docx`,
  proof: `/uploads/2029-12/${hex(4)}.jpg`,
  earlierProof: `/uploads/2029-12/${hex(5)}.png`,
  listingPicture: `/uploads/2029-12/${hex(6)}.png`,
  gonePicture: `/uploads/2029-12/${hex(7)}.png`,
};
const MOVED = [P.identity, P.companyPicture, P.strayDocument, P.proof, P.earlierProof];
const bytesOf = (path: string) => Buffer.from(`bytes of ${path}`);

interface Target {
  name: string;
  /** Two handles on one database (two instances); the same handle twice when the engine has one. */
  open(): Promise<{ a: Database; b: Database; close(): Promise<void> }>;
}

const TARGETS: Target[] = [
  {
    name: 'pglite',
    async open() {
      const db = await openDatabase({});
      return { a: db, b: db, close: () => db.close() };
    },
  },
  ...(process.env.DATABASE_URL
    ? [{
        name: 'postgres',
        async open() {
          const fresh = await createPostgresDatabase(process.env.DATABASE_URL!, 'relocate');
          const a = await openDatabase({ url: fresh.url });
          const b = await openDatabase({ url: fresh.url });
          return { a, b, close: async () => { await a.close(); await b.close(); await fresh.drop(); } };
        },
      }]
    : []),
];

/** A database of the days before migration 019, with its uploads in use, then migrated. */
async function legacyDatabase(db: Database): Promise<void> {
  const at = await databaseBefore(db, '019-private-uploads');
  for (const [path, user] of Object.values(P).map((p) => [p, p === P.proof || p === P.earlierProof || p === P.listingPicture ? 'u-b' : 'u-a'])) {
    await db.query('insert into uploads (user_id, path, mime, bytes) values ($1, $2, $3, 10)', [user!, path!, path!.endsWith('.png') ? 'image/png' : 'application/octet-stream']);
  }
  await db.query(
    `insert into authentications (user_id, kind, form, submitted_at) values ('u-a', 'personal', $1, now()), ('u-a', 'enterprise', $2, now())`,
    [JSON.stringify({ type: 'personal', attachment: P.identity }), JSON.stringify({ type: 'enterprise', papersPictures: [P.companyPicture, P.gonePicture], attachment: P.identity, authorizationLetter: '' })],
  );
  await db.exec(`
    insert into orders (order_no, prefix, user_id, kind, titles, list_amount, amount, pay_type, expires_at)
      values ('co-legacy', 'co', 'u-b', 'membership', '{}', 1000, 1000, 4, now() + interval '1 day');
    insert into remittances (order_no, user_id, voucher_path) values ('co-legacy', 'u-b', '${P.proof}');
    insert into payment_events (order_no, kind, detail) values ('co-legacy', 'remittance', '{"voucher": "${P.earlierProof}"}');
  `);
  await db.exec(MIGRATIONS[at]!.sql);
}

/** The public folder as the old server left it: every file but the gone one, pictures with their WebP sibling. */
function legacyFolders(root: string): { uploadsDir: string; privateUploadsDir: string } {
  const dirs = { uploadsDir: join(root, 'uploads'), privateUploadsDir: join(root, 'private-uploads') };
  for (const path of Object.values(P)) {
    if (path === P.gonePicture) continue;
    const file = join(dirs.uploadsDir, path.slice('/uploads/'.length));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytesOf(path));
    if (/\.(png|jpg)$/.test(path)) writeFileSync(`${file}.webp`, 'webp');
  }
  return dirs;
}

describe.each(TARGETS)('legacy papers and proofs leave the public folder ($name)', (target) => {
  it('the migration marks them; two instances move each once; a second run finds nothing to do', async () => {
    const { a, b, close } = await target.open();
    const root = mkdtempSync(join(tmpdir(), 'mkt-relocate-'));
    try {
      await legacyDatabase(a);
      const kinds = Object.fromEntries((await a.query<{ path: string; kind: string; relocate: boolean }>('select path, kind, relocate from uploads')).map((r) => [r.path, `${r.kind}${r.relocate ? ' to move' : ''}`]));
      expect(kinds).toEqual({
        [P.identity]: 'papers to move', [P.companyPicture]: 'papers to move', [P.strayDocument]: 'papers to move', [P.gonePicture]: 'papers to move',
        [P.proof]: 'proof to move', [P.earlierProof]: 'proof to move', [P.listingPicture]: 'public',
      });
      // Nothing private stays public: the table refuses a public row marked to move.
      await expect(a.query(`update uploads set kind = 'public' where path = $1`, [P.proof])).rejects.toThrow();

      const dirs = legacyFolders(root);
      const publicFile = (path: string) => join(dirs.uploadsDir, path.slice('/uploads/'.length));
      const privateFile = (path: string) => join(dirs.privateUploadsDir, path.slice('/uploads/'.length));
      // A run cut short earlier: the identity paper was copied, its public file not yet deleted.
      mkdirSync(dirname(privateFile(P.identity)), { recursive: true });
      writeFileSync(privateFile(P.identity), bytesOf(P.identity));

      const reports: RelocationReport[] = await Promise.all([relocateLegacyUploads(a, dirs), relocateLegacyUploads(b, dirs)]);
      expect(reports.reduce((n, r) => n + r.moved, 0)).toBe(MOVED.length);
      expect(reports.flatMap((r) => r.missing)).toEqual([P.gonePicture]);

      for (const path of MOVED) {
        expect(readFileSync(privateFile(path)), path).toEqual(bytesOf(path));
        expect(existsSync(publicFile(path)), path).toBe(false);
        expect(existsSync(`${publicFile(path)}.webp`), path).toBe(false);
      }
      // A listing picture is none of this: left where it is, sibling and all.
      expect(readFileSync(publicFile(P.listingPicture))).toEqual(bytesOf(P.listingPicture));
      expect(existsSync(`${publicFile(P.listingPicture)}.webp`)).toBe(true);
      expect(existsSync(privateFile(P.listingPicture))).toBe(false);
      expect(await a.query('select path from uploads where relocate')).toEqual([]);
      // No half-written copy is left behind.
      expect(readdirSync(dirname(privateFile(P.proof))).filter((n) => n.endsWith('.part'))).toEqual([]);

      expect(await relocateLegacyUploads(b, dirs)).toEqual({ moved: 0, missing: [] });
    } finally {
      await close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
