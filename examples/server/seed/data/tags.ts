// Tags (listing types) of every listing module, two-level for housekeeping and business (spec §3
// "Lookups"), referred to by key (module.key) from the listing seeds. Each module's tags are in its
// seed file; ids are fixed in the order of the seed modules, then of each module's list.
import type { ListingModuleKey } from '../../../../src/contract/listing-endpoints.js';
import type { Names } from '../names.js';
import { SEED_MODULES } from '../listings/index.js';
import type { TagSeed } from '../listings/types.js';

export interface TagRow {
  id: number;
  moduleKey: ListingModuleKey;
  key: string;
  parentId: number | null;
  names: Names;
  sort: number;
}

/** Tag rows with fixed ids; a child comes right after its parent. */
export const TAG_ROWS: readonly TagRow[] = (() => {
  const rows: TagRow[] = [];
  const add = (moduleKey: ListingModuleKey, tag: TagSeed, parentId: number | null, sort: number) => {
    const id = rows.length + 1;
    rows.push({ id, moduleKey, key: tag.key, parentId, names: tag.names, sort });
    (tag.children ?? []).forEach((child, i) => add(moduleKey, child, id, i));
  };
  for (const m of SEED_MODULES) m.tags.forEach((tag, i) => add(m.key, tag, null, i));
  return rows;
})();

/** Tag id of `module.key`; throws on a typo. */
export function tagId(moduleKey: ListingModuleKey, key: string): number {
  const row = TAG_ROWS.find((r) => r.moduleKey === moduleKey && r.key === key);
  if (!row) throw new Error(`seed: unknown tag ${moduleKey}.${key}`);
  return row.id;
}
