// First-start seed of the reference server (issue 3 "Seed data"): lookups, the seed users, listings
// of all ten modules with their texts, home page data, banners and documents, and the pictures
// they show. Runs in one transaction and only on an empty catalogue, so a second start (or a
// second call) changes nothing; concurrent starts are serialized by an advisory lock.
import { SEED_USER_LIST, seedUsers } from '../accounts/seed-users.js';
import type { Database } from '../db/database.js';
import { writeSeedPictures, type SeedPictures } from './images.js';
import { avatarImage } from './picture-paths.js';
import { insertCatalogue, writeCatalogueFiles } from './insert-catalogue.js';
import { insertHelpIfEmpty } from './insert-help.js';
import { insertSeedPayments } from './insert-payments.js';
import { insertSeedChats } from './insert-chats.js';
import { insertExpressSeed } from './insert-express.js';
import { insertDiscoverSeed } from './insert-discover.js';
import { insertAlertSeed } from './insert-alerts.js';
import { insertLookups } from './insert-lookups.js';
import { insertJobSeed } from './insert-jobs.js';
import { insertJobPeople, writeSeedCvFiles } from './jobs-people.js';
import { seedListings } from './listings/index.js';
import { insertSeedAuthentications, writeSeedPapers } from './papers.js';
import { insertListings } from './listings/insert.js';
import { OWNERS } from './listings/common.js';

export interface SeedOptions {
  uploadsDir: string;
  /**
   * The private store (config.ts privateUploadsDir) the seeded authentications' papers are written
   * to (papers.ts). Absent: their rows are recorded but no file is written (tests that never open them).
   */
  privateUploadsDir?: string;
  /** ms; release times and membership expiries are relative to it. */
  now?: number;
  /** Called as each part ends ('pictures', 'seed rows'): the startup timing of main.ts. */
  onPhase?: (phase: string) => void;
  /**
   * Takes the WebP siblings of the seed pictures while they are still being written (images.ts):
   * the caller lets them finish on their own, as main.ts does after listening. Without it, the
   * seed waits for them.
   */
  onSiblings?: (siblings: Promise<number>) => void;
  /**
   * writeSeedPictures(uploadsDir) already started by the caller (main.ts draws them while the
   * database opens); started here when absent.
   */
  pictures?: Promise<SeedPictures>;
}

const SEED_NAME = 'catalogue';
/** Any constant: the key of the advisory lock taken while seeding. */
const SEED_LOCK = 732_001;

export async function seedIfEmpty(db: Database, opts: SeedOptions): Promise<{ seeded: boolean }> {
  const now = opts.now ?? Date.now();
  // Pictures first (outside the transaction: files are not transactional). Only missing ones are
  // drawn, so this is cheap when everything exists and repairs a wiped uploads folder.
  const pictures = await (opts.pictures ?? writeSeedPictures(opts.uploadsDir));
  if (opts.onSiblings) opts.onSiblings(pictures.siblings);
  else await pictures.siblings;
  await writeCatalogueFiles(opts.uploadsDir);
  if (opts.privateUploadsDir) {
    await writeSeedPapers(opts.privateUploadsDir);
    await writeSeedCvFiles(opts.privateUploadsDir);
  }
  opts.onPhase?.('pictures');

  const missing = OWNERS.filter((id) => !SEED_USER_LIST.some((u) => u.id === id));
  if (missing.length > 0) throw new Error(`seed: listing owners missing from SEED_USERS: ${missing.join(', ')}`);

  const result = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    await insertHelpIfEmpty(tx);
    const [state] = await tx.query<{ seeded: boolean; countries: boolean }>(
      'select exists(select 1 from seed_runs where name = $1) as seeded, exists(select 1 from countries) as countries',
      [SEED_NAME],
    );
    // Countries without a seed run: someone filled the catalogue by hand; leave it alone.
    if (state?.seeded || state?.countries) return { seeded: false };

    await insertLookups(tx);
    await seedUsers(tx, now);
    await insertSeedAuthentications(tx, now);
    // Seed users get a picture so details pages show a publisher avatar (only where none is set).
    for (const [i, id] of SEED_USER_LIST.map((u) => u.id).entries()) {
      await tx.query("update users set avatar_path = $2 where id = $1 and avatar_path = ''", [id, avatarImage(i)]);
    }
    // Before the listings: the seed jobs' publishers are the employers it writes.
    await insertJobSeed(tx, now);
    const ids = await insertListings(tx, seedListings(), now);
    await insertCatalogue(tx, ids);
    // After the listings: the seed CVs' applications name seed jobs.
    await insertJobPeople(tx, now);
    await insertSeedPayments(tx, now);
    // After the payments: the parcels' payment orders are numbered after theirs.
    await insertExpressSeed(tx, now);
    await insertSeedChats(tx, now);
    // After the listings: two posts link their author's published listing.
    await insertDiscoverSeed(tx, now);
    await insertAlertSeed(tx, now);
    await tx.query('insert into seed_runs (name) values ($1)', [SEED_NAME]);
    return { seeded: true };
  });
  opts.onPhase?.('seed rows');
  return result;
}
