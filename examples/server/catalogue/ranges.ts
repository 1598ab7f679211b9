// Filter presets of the land and house lists (spec §2 "Common list screen": price and size ranges,
// bedroom count; spec §7 landPriceRange, landSizeRange, housePriceRange, houseBedRoomNum). Built
// from the per-module endpoint families like the tags.
import { ENDPOINT_BY_PATH } from '../../../src/contract/endpoints.js';
import { LISTING_ENDPOINTS, LISTING_MODULE_KEYS, type ListingFamily, type ListingModuleKey } from '../../../src/contract/listing-endpoints.js';
import type { CountOption, RangeOption } from '../../../src/contract/types/lookups.js';
import type { Queryable } from '../db/database.js';
import { okReply, type Handler, type HandlerTable } from '../http/handler.js';
import { emptySchema, parseInput } from '../http/input.js';
import { nameSql, toNumber } from './names.js';

interface PresetRow { id: number; name: string; min: string | null; max: string | null }

const presetRows = (q: Queryable, language: string, moduleKey: ListingModuleKey, kind: string) =>
  q.query<PresetRow>(
    `select id, ${nameSql('names', 1)} as name, min::text as min, max::text as max
     from range_presets where module_key = $2 and kind = $3 order by sort, id`,
    [language, moduleKey, kind],
  );

/** Price or size ranges; an open end is null ("under 5 M", "over 1 ha"). */
function rangeHandler(moduleKey: ListingModuleKey, kind: 'price' | 'size'): Handler {
  return async (input, ctx) => {
    parseInput(emptySchema, input);
    const rows = await presetRows(ctx.db, ctx.language, moduleKey, kind);
    const options: RangeOption[] = rows.map((r) => ({ id: r.id, name: r.name, min: toNumber(r.min), max: toNumber(r.max) }));
    return okReply(options);
  };
}

/** Bedroom counts: value is the count the house search filters on (bedroomNum). */
function bedroomHandler(moduleKey: ListingModuleKey): Handler {
  return async (input, ctx) => {
    parseInput(emptySchema, input);
    const rows = await presetRows(ctx.db, ctx.language, moduleKey, 'bedroom');
    const options: CountOption[] = rows.map((r) => ({ value: toNumber(r.min) ?? 0, name: r.name }));
    return okReply(options);
  };
}

const PRESET_KINDS: readonly [keyof ListingFamily, (k: ListingModuleKey) => Handler][] = [
  ['priceRange', (k) => rangeHandler(k, 'price')],
  ['sizeRange', (k) => rangeHandler(k, 'size')],
  ['bedrooms', (k) => bedroomHandler(k)],
];

function buildTable(): HandlerTable {
  const table: Record<string, Handler> = {};
  for (const key of LISTING_MODULE_KEYS) {
    const family: ListingFamily = LISTING_ENDPOINTS[key];
    for (const [field, make] of PRESET_KINDS) {
      const endpoint = family[field];
      if (typeof endpoint !== 'object' || endpoint === null || !('path' in endpoint)) continue;
      const name = ENDPOINT_BY_PATH.get(endpoint.path);
      if (name) table[name] = make(key);
    }
  }
  return table as HandlerTable;
}

export const RANGE_HANDLERS: HandlerTable = buildTable();
