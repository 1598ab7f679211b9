// State the listing cases share inside one database: the lookups and, per module, the picture
// uploaded, the payload published and the listing the following cases search, open and save.
import { expect } from 'vitest';
import { COMMON_DETAIL_FIELDS, type ListingModule, type ModuleKey } from '../../../src/modules/index.js';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { loadLookups, moduleChoices, publishPayload, type Lookups, type ModuleChoices } from '../support/payloads.js';
import type { World } from '../support/world.js';

export interface Target {
  serviceId: string;
  esInfoId: string;
  title: string;
  /** First-level tag of the listing and one it does not have. */
  tagId: number;
  otherTagId: number;
}

export interface ModuleRun {
  imgPath?: string;
  choices?: ModuleChoices;
  payload?: Record<string, unknown>;
  target?: Target;
}

export interface ListingState {
  lookups?: Lookups;
  runs: Partial<Record<ModuleKey, ModuleRun>>;
}

export const newListingState = (): ListingState => ({ runs: {} });

export type LW = World<ListingState>;

export const runOf = (w: LW, m: ListingModule): ModuleRun => (w.state.runs[m.key] ??= {});

/** A value an earlier case of the table must have produced. */
export function need<T>(value: T | undefined, what: string): T {
  expect(value, `${what} (set by an earlier case)`).toBeDefined();
  return value as T;
}

export const targetOf = (w: LW, m: ListingModule): Target => need(runOf(w, m).target, `${m.key} target listing`);

/** The member publishes (active membership: no quota, 3 countries); the seller browses and saves. */
export const PUBLISHER = SEED_USERS.member;
export const VIEWER = SEED_USERS.seller;

/** The fields of a module's details (spec §2 common block + the module's own, DESIGN.md §3). */
export const detailFields = (m: ListingModule): readonly string[] => (m.commonDetail ? [...COMMON_DETAIL_FIELDS, ...m.detailFields] : m.detailFields);

/** The module's publish payload, built from the served lookups like the publish form builds it. */
export async function preparePayload(w: LW, m: ListingModule): Promise<Record<string, unknown>> {
  const visitor = await w.caller('visitor');
  w.state.lookups ??= await loadLookups(visitor);
  const run = runOf(w, m);
  run.choices ??= await moduleChoices(visitor, m);
  run.payload = publishPayload(m, w.state.lookups, run.choices, need(run.imgPath, `${m.key} uploaded picture`), PUBLISHER.id);
  return run.payload;
}
