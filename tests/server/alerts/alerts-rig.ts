// Shared set-up of the alerts server tests (examples/server/alerts): the full handler table on a
// seeded database with the clock at T0 (seeded-server.ts: token 'tok-<id>' is that user's session),
// a broker that records what reaches users' queues, users of their own, and listings published
// through the real lifecycle (insert on review, an operator's approval: listings/lifecycle.ts
// writes the alerts' outbox) then matched as the server's jobs do (drainAlertOutbox).
import type { Database } from '../../../examples/server/db/database.js';
import { drainAlertOutbox, type DrainResult } from '../../../examples/server/alerts/match-round.js';
import { HANDLERS } from '../../../examples/server/handlers.js';
import { applyListingEvent } from '../../../examples/server/listings/lifecycle.js';
import { insertListing } from '../../../examples/server/listings/write.js';
import { ENDPOINTS, type EndpointName } from '../../../src/contract/endpoints.js';
import type { Reply } from '../../../src/contract/envelope.js';
import { MODULES, type ModuleKey } from '../../../src/modules/index.js';
import type { TestDatabase } from '../databases.js';
import { openSeeded, type SeededServer } from '../seeded-server.js';
import { recordingBroker, type Published } from '../test-doubles.js';

export const T0 = Date.UTC(2030, 0, 15, 9, 0, 0);
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface AlertRig {
  db: Database;
  seeded: SeededServer;
  /** What reached users' queues, oldest first. */
  published: Published[];
  /** The server's clock (services.clock reads it). */
  clock: { now: number };
  call<T = unknown>(name: EndpointName, who: string, body: unknown): Promise<Reply<T>>;
  drain(): Promise<DrainResult>;
  close(): Promise<void>;
}

export async function openAlertRig(target: TestDatabase): Promise<AlertRig> {
  const clock = { now: T0 };
  const seeded = await openSeeded(target, HANDLERS, T0);
  const published: Published[] = [];
  seeded.server.services.broker = recordingBroker(published);
  seeded.server.services.clock = () => clock.now;
  const deps = { db: seeded.db, services: seeded.server.services };
  return {
    db: seeded.db,
    seeded,
    published,
    clock,
    call: <T>(name: EndpointName, who: string, body: unknown) =>
      seeded.post<T>(ENDPOINTS[name].path, body, { token: `tok-${who}`, meta: { language: 'fr' } }),
    drain: () => drainAlertOutbox(deps),
    close: () => seeded.close(),
  };
}

/** Users `prefix`-1 … n in Ivory Coast, each with a queue. */
export async function addUsers(db: Database, n: number, prefix: string): Promise<string[]> {
  const ids = Array.from({ length: n }, (_, i) => `${prefix}-${i + 1}`);
  for (const id of ids) {
    await db.query("insert into users (id, pet_name, area_id, user_mq) values ($1, $1, 'CIV', $2) on conflict do nothing", [id, `mq.user.${id}`]);
  }
  return ids;
}

export interface NewListing {
  module: ModuleKey;
  by: string;
  title: string;
  plain?: string;
  areaIds?: string[];
  tagId: number;
  /** listings columns (price, total_price, size). */
  columns?: Record<string, number | null>;
  attrs?: Record<string, unknown>;
  language?: 'cn' | 'en' | 'fr';
}

/** A listing on first review (spec §4 status 4), as a publish leaves it. */
export async function submitListing(db: Database, l: NewListing): Promise<string> {
  const plain = l.plain ?? `${l.title}. Description assez longue pour la règle des vingt caractères.`;
  return db.transaction((tx) => insertListing(tx, MODULES[l.module], l.by, {
    areaIds: l.areaIds ?? ['CIV'], cityId: null, tagId: l.tagId, labelIds: [], originalLanguage: l.language ?? 'fr', title: l.title,
    content: `<p>${plain}</p>`, plain, columns: l.columns ?? {}, location: '', contacts: '', mail: '', phones: [],
    images: [{ imgPath: '/uploads/2030/alert.png', sort: 0 }], attrs: l.attrs ?? {},
  }));
}

/** An operator's approval through the lifecycle (4 → 7; 5 → 7 after an edit). */
export async function approve(db: Database, listingId: string): Promise<void> {
  await db.transaction((tx) => applyListingEvent(tx, listingId, 'approve', { kind: 'operator', id: 'op-test' }));
}

export async function publishListing(db: Database, l: NewListing): Promise<string> {
  const id = await submitListing(db, l);
  await approve(db, id);
  return id;
}

/** Tags of a module: [first-level tag with a child, that child] when two-level, else two first-level tags. */
export async function tagsOf(db: Database, module: ModuleKey): Promise<{ parent: number; child: number | null; other: number }> {
  const rows = await db.query<{ id: number; parent_id: number | null }>('select id, parent_id from tags where module_key = $1 order by id', [module]);
  const child = rows.find((r) => r.parent_id !== null) ?? null;
  const top = rows.filter((r) => r.parent_id === null);
  const parent = child ? child.parent_id! : top[0]!.id;
  const other = top.find((r) => r.id !== parent)!.id;
  return { parent: Number(parent), child: child ? Number(child.id) : null, other: Number(other) };
}
