// Fixtures of the listings tests: lookups of our own (countries ZZA/ZZB so seeded data never
// mixes in), users with sessions, uploaded-image rows, and a valid publish payload per module (its
// module fields are the module seed's samplePublish).
import { afterAll, beforeAll } from 'vitest';
import type { TestDatabase } from '../databases.js';
import type { Database } from '../../../examples/server/db/database.js';
import type { SessionResolver } from '../../../examples/server/http/envelope-route.js';
import type { ServerServices } from '../../../examples/server/http/handler.js';
import { applyListingEvent } from '../../../examples/server/listings/lifecycle.js';
import { LISTING_HANDLERS } from '../../../examples/server/listings/index.js';
import { insertJobLookups } from '../../../examples/server/seed/insert-jobs.js';
import { SEED_BY_KEY, type SampleLookups } from '../../../examples/server/seed/listings/index.js';
import { PUBLISH_STATUS } from '../../../src/contract/statuses.js';
import { MODULES, type ModuleKey } from '../../../src/modules/index.js';
import { startTestServer, type TestServer } from '../harness.js';

export interface Fixture {
  db: Database;
  server: TestServer;
  ids: FixtureIds;
  /**
   * Publish a listing of `key` as `user` through the real update call and approve it as an operator
   * would (visitors see it); returns serviceId. `submit` leaves it on review (status 4).
   */
  publish(key: ModuleKey, user: UserName, over?: Record<string, unknown>): Promise<string>;
  submit(key: ModuleKey, user: UserName, over?: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

export type UserName = 'alice' | 'bob' | 'carol';
export const TOKENS: Record<UserName, string> = { alice: 'tok-alice', bob: 'tok-bob', carol: 'tok-carol' };
export const USER_IDS: Record<UserName, string> = { alice: 'u-alice', bob: 'u-bob', carol: 'u-carol' };

export interface FixtureIds {
  moneyUnit: number;
  sizeUnit: number;
  cycle: number;
  /** City of ZZA, city of ZZB. */
  cityA: number;
  cityB: number;
  /** One first-level tag per module; two-level modules also get a child of it. */
  tag: Record<ModuleKey, number>;
  childTag: Partial<Record<ModuleKey, number>>;
  otherTag: Record<ModuleKey, number>;
  /** Six labels per module. */
  labels: Record<ModuleKey, number[]>;
  /** Uploaded images per user (uploads rows). */
  images: Record<UserName, string[]>;
}

const names = (en: string, fr = en, cn = en) => JSON.stringify({ en, fr, cn });

async function insertId(db: Database, sql: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ id: number }>(sql, params as never);
  return Number(row!.id);
}

async function seedLookups(db: Database): Promise<Omit<FixtureIds, 'images'>> {
  const moneyUnit = await insertId(db, `insert into money_units (code, flag, names) values ('ZZM', 'CFA', $1::jsonb) returning id`, [names('CFA franc', 'franc CFA', '西非法郎')]);
  await db.query(`insert into countries (id, names, mobile_code, country_code, money_unit_id) values
    ('ZZA', $1::jsonb, '225', 'ZA', $3), ('ZZB', $2::jsonb, '221', 'ZB', $3)`, [names('Alphaland', 'Alphaterre', '阿尔法国'), names('Betaland', 'Betaterre', '贝塔国'), moneyUnit]);
  const sizeUnit = await insertId(db, `insert into size_units (names, symbol) values ($1::jsonb, 'm²') returning id`, [names('square metre', 'mètre carré', '平方米')]);
  const cycle = await insertId(db, `insert into billing_cycles (names) values ($1::jsonb) returning id`, [names('month', 'mois', '月')]);
  const cityA = await insertId(db, `insert into cities (area_id, names) values ('ZZA', $1::jsonb) returning id`, [names('Alpha City', 'Alpha-Ville', '阿尔法市')]);
  const cityB = await insertId(db, `insert into cities (area_id, names) values ('ZZB', $1::jsonb) returning id`, [names('Beta City', 'Beta-Ville', '贝塔市')]);
  const tag = {} as Record<ModuleKey, number>;
  const otherTag = {} as Record<ModuleKey, number>;
  const childTag: Partial<Record<ModuleKey, number>> = {};
  const labels = {} as Record<ModuleKey, number[]>;
  for (const m of Object.values(MODULES)) {
    tag[m.key] = await insertId(db, `insert into tags (module_key, names) values ($1, $2::jsonb) returning id`, [m.key, names(`${m.key} main`, `${m.key} principal`, `${m.key} 主要`)]);
    otherTag[m.key] = await insertId(db, `insert into tags (module_key, names) values ($1, $2::jsonb) returning id`, [m.key, names(`${m.key} other`)]);
    if (m.filters.tagLevels === 2) {
      childTag[m.key] = await insertId(db, `insert into tags (module_key, parent_id, names) values ($1, $2, $3::jsonb) returning id`, [m.key, tag[m.key], names(`${m.key} child`)]);
    }
    labels[m.key] = [];
    for (let i = 1; i <= 6; i++) {
      labels[m.key].push(await insertId(db, `insert into labels (module_key, names, sort) values ($1, $2::jsonb, $3) returning id`, [m.key, names(`label ${i}`, `étiquette ${i}`, `标签${i}`), i]));
    }
  }
  // Work experiences and degrees a job names (listings/attr-lookups.ts checks them on publish).
  await insertJobLookups(db);
  return { moneyUnit, sizeUnit, cycle, cityA, cityB, tag, otherTag, childTag, labels };
}

async function seedUsers(db: Database): Promise<Record<UserName, string[]>> {
  // alice: member, may publish in 3 countries; bob: member, one country; carol: no membership.
  // Members are on level 2 (member_levels of 017-payments: 30 free listings per module), carol on
  // level 0 (3 free listings): the quota is read from those rows (payments/quota.ts).
  const users: [UserName, boolean, number, number][] = [['alice', true, 3, 1], ['bob', true, 1, 2], ['carol', false, 1, 1]];
  const images = {} as Record<UserName, string[]>;
  // Recruitment needs a package that publishes jobs (member_levels.publish_jobs; spec §6): the
  // fixture's level 2 includes it, so its members publish in every module alike.
  await db.query('update member_levels set publish_jobs = true where id = 2');
  for (const [name, member, areas, accountType] of users) {
    await db.query(
      `insert into users (id, phone, mobile_code, pet_name, ent_name, account_type, area_id, is_member, member_level_id, release_area_num, user_mq, avatar_path)
       values ($1, $2, '225', $3, $4, $5, 'ZZA', $6, $7, $8, $9, $10)`,
      [USER_IDS[name], `07000000${String(users.findIndex((u) => u[0] === name)).padStart(2, '0')}`, name, `${name} SARL`, accountType, member, member ? 2 : 0, areas, `mq-${name}`, `/uploads/avatars/${name}.png`],
    );
    images[name] = [];
    for (let i = 0; i < 7; i++) {
      const path = `/uploads/2024-01/${name}${i}.png`;
      await db.query(`insert into uploads (user_id, path, mime, bytes) values ($1, $2, 'image/png', 100)`, [USER_IDS[name], path]);
      images[name].push(path);
    }
  }
  return images;
}

export const sessions: SessionResolver = {
  resolve: async (_db, token) => {
    const name = (Object.keys(TOKENS) as UserName[]).find((n) => TOKENS[n] === token);
    return name
      ? { state: 'valid', user: { userId: USER_IDS[name], accountType: 1, sessionId: `s-${name}`, deviceId: 'd' } }
      : { state: 'invalid', user: null };
  },
};

/**
 * The fixture's lookups as a publisher has them; car brands, energies and qualities are not
 * looked up here (the server stores the ids as given), so any id does.
 */
const sampleLookups = (ids: FixtureIds): SampleLookups =>
  ({ moneyUnitId: ids.moneyUnit, sizeUnitId: ids.sizeUnit, billingCycleId: ids.cycle, brandId: 3, energyId: 2, qualityId: 1 });

const LONG_TEXT = 'Une description suffisamment longue pour passer la règle des vingt caractères.';

/** The module's main tag, or its child where the module needs the second level (descriptor subTagRequired). */
const tagFor = (key: ModuleKey, ids: FixtureIds): number => (MODULES[key].subTagRequired ? ids.childTag[key]! : ids.tag[key]);

/** A payload the module's contract schema accepts, for `user`'s country ZZA. */
export function payload(key: ModuleKey, ids: FixtureIds, user: UserName, over: Record<string, unknown> = {}): Record<string, unknown> {
  const base = {
    areaId: 'ZZA', areaIds: ['ZZA'], cityId: ids.cityA, tagId: tagFor(key, ids), location: 'Rue des Jardins', labelIds: [ids.labels[key][0]],
    title: `Annonce ${key}`, content: `<p>${LONG_TEXT}</p>`, contacts: 'Awa', mail: '', tel: '0102030405',
    fileList: [{ imgPath: ids.images[user][0], sort: 0 }], originalLanguageId: 'fr',
  };
  return { ...base, ...SEED_BY_KEY[key].samplePublish(sampleLookups(ids)), ...over };
}

export async function openFixture(db: Database, clock?: () => number): Promise<Fixture> {
  const lookups = await seedLookups(db);
  const images = await seedUsers(db);
  const ids: FixtureIds = { ...lookups, images };
  const server = await startTestServer({ db, handlers: LISTING_HANDLERS, sessions, ...(clock ? { clock } : {}) });
  async function submit(key: ModuleKey, user: UserName, over: Record<string, unknown> = {}): Promise<string> {
    const update = MODULES[key].endpoints.update;
    if (!update) throw new Error(`${key} has no update call`);
    const { reply } = await server.call<{ serviceId: string }>(update.path, payload(key, ids, user, over), { token: TOKENS[user] });
    if (reply.code !== 200) throw new Error(`publish ${key} failed: ${reply.code} ${reply.message} ${JSON.stringify(reply.customData)}`);
    return reply.customData.serviceId;
  }
  return {
    db,
    server,
    ids,
    submit,
    async publish(key, user, over = {}) {
      const id = await submit(key, user, over);
      await approveListing(db, id, server.services);
      return id;
    },
    close: () => server.close(),
  };
}

/** The test operator who approves listings (the console's actor). */
export const TEST_OPERATOR = { kind: 'operator', id: 'op-test' } as const;

/**
 * An operator's approval of a listing on review (spec §4 4/5 → 7) through the lifecycle, as the
 * console does it; `services`: the server whose cached public replies it drops, as the console's
 * call would.
 */
export async function approveListing(db: Database, serviceId: string, services?: Pick<ServerServices, 'replyCache'>): Promise<void> {
  const moved = await db.transaction((tx) => applyListingEvent(tx, serviceId, 'approve', TEST_OPERATOR));
  if (moved.to !== PUBLISH_STATUS.published) throw new Error(`approve ${serviceId}: ${moved.from} → ${moved.to}, not published`);
  await services?.replyCache?.bump();
}

/** An editorial article (users do not publish articles), with its original text. */
export async function insertArticle(db: Database, o: { title: string; content?: string; sticky?: boolean; tagId?: number; areaIds?: string[]; releaseTime?: string; language?: string }): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into listings (module_key, module_id, area_ids, tag_id, original_language, sticky_top, es_info_id, release_time, info_source, info_source_name, cover_images)
     values ('article', 1, $1::text[], $2, $3, $4, $5, $6::timestamptz, 'https://news.example', 'Example News', $7::text[]) returning id::text as id`,
    [o.areaIds ?? ['ZZA'], o.tagId ?? null, o.language ?? 'en', o.sticky ?? false, `es-${o.title.replace(/\W/g, '').slice(0, 20)}-${Math.random().toString(36).slice(2, 8)}`, o.releaseTime ?? new Date().toISOString(), ['/uploads/2024-01/cover.png']],
  );
  const { upsertListingText } = await import('../../../examples/server/db/listing-text.js');
  await upsertListingText(db, { listingId: row!.id, language: o.language ?? 'en', title: o.title, content: o.content ?? `<p>${o.title} — full story of the day.</p>`, translationType: 3 });
  return row!.id;
}

/**
 * Opens `target`'s database and the fixture before the describe block's tests and closes both
 * after them; `ready` receives them (the tests keep them in their own variables).
 */
export function withFixture(target: TestDatabase, ready: (db: Database, fx: Fixture) => void): void {
  let db: Database | undefined;
  let fx: Fixture | undefined;
  beforeAll(async () => {
    db = await target.open();
    fx = await openFixture(db);
    ready(db, fx);
  });
  afterAll(async () => {
    await fx?.close();
    await db?.close();
    await target.cleanup();
  });
}
