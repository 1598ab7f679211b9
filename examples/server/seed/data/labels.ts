// Labels (selling points) per listing module (spec §3 "labels (id, name)"), each module's in its
// seed file; ids are fixed in the order of the seed modules, then of each module's list. Business
// has more than six so the limit of 6 (spec §5, §9) can be exercised; visa has none (spec §7
// "getVisaServicesLabels (empty)"); articles and purchase demands have no label call.
import type { ListingModuleKey } from '../../../../src/contract/listing-endpoints.js';
import type { Names } from '../names.js';
import { SEED_MODULES } from '../listings/index.js';

export interface LabelRow {
  id: number;
  moduleKey: ListingModuleKey;
  key: string;
  names: Names;
  sort: number;
}

export const LABEL_ROWS: readonly LabelRow[] = SEED_MODULES
  .flatMap((m) => m.labels.map((l, sort) => ({ moduleKey: m.key, key: l.key, names: l.names, sort })))
  .map((row, i) => ({ id: i + 1, ...row }));

/** Label ids of `module.key`s; throws on a typo. */
export function labelIds(moduleKey: ListingModuleKey, keys: readonly string[]): number[] {
  return keys.map((key) => {
    const row = LABEL_ROWS.find((r) => r.moduleKey === moduleKey && r.key === key);
    if (!row) throw new Error(`seed: unknown label ${moduleKey}.${key}`);
    return row.id;
  });
}
