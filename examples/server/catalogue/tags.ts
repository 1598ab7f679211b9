// Tags and labels of every listing module (spec §3 "Lookups": tags two-level for housekeeping and
// business; labels (id, name), empty for visa). The handler table is built from the contract's
// per-module endpoint families (LISTING_ENDPOINTS), so a new module needs no code here.
import * as v from 'valibot';
import { ENDPOINT_BY_PATH, type EndpointName } from '../../../src/contract/endpoints.js';
import { LISTING_ENDPOINTS, LISTING_MODULE_KEYS, type ListingModuleKey } from '../../../src/contract/listing-endpoints.js';
import type { Label, Tag } from '../../../src/contract/types/common.js';
import type { Queryable } from '../db/database.js';
import { okReply, type Handler, type HandlerTable } from '../http/handler.js';
import { emptySchema, parseInput } from '../http/input.js';
import { lookupIdSchema } from '../../../src/contract/validation/lookups.js';
import { nameSql, notFound } from './names.js';

const nameOf = (path: string): EndpointName => {
  const name = ENDPOINT_BY_PATH.get(path);
  if (!name) throw new Error(`no endpoint at ${path}`);
  return name;
};

interface TagRow { id: number; name: string; parent_id: number | null }

const tagRows = (q: Queryable, moduleKey: string, language: string) =>
  q.query<TagRow>(
    `select id, ${nameSql('names', 1)} as name, parent_id from tags where module_key = $2 order by sort, id`,
    [language, moduleKey],
  );

/**
 * The first-level tags; where the module has a second level (spec §3), each carries its children
 * so one call can fill both pickers (the second-tags call returns the same children).
 */
function tagsHandler(moduleKey: ListingModuleKey, twoLevel: boolean): Handler {
  return async (input, ctx) => {
    parseInput(emptySchema, input);
    const rows = await tagRows(ctx.db, moduleKey, ctx.language);
    const tags: Tag[] = rows.filter((r) => r.parent_id === null).map((r) => {
      const tag: Tag = { id: r.id, name: r.name };
      if (twoLevel) tag.children = rows.filter((c) => c.parent_id === r.id).map((c) => ({ id: c.id, name: c.name }));
      return tag;
    });
    return okReply(tags);
  };
}

const secondTagsRequest = v.object({ parentTagId: lookupIdSchema });

function secondTagsHandler(moduleKey: ListingModuleKey): Handler {
  return async (input, ctx) => {
    const { parentTagId } = parseInput(secondTagsRequest, input);
    const parent = await ctx.db.query('select 1 from tags where id = $1 and module_key = $2 and parent_id is null', [parentTagId, moduleKey]);
    if (parent.length === 0) throw notFound();
    const rows = await ctx.db.query<{ id: number; name: string }>(
      `select id, ${nameSql('names', 1)} as name from tags where parent_id = $2 order by sort, id`,
      [ctx.language, parentTagId],
    );
    return okReply(rows satisfies Tag[]);
  };
}

function labelsHandler(moduleKey: ListingModuleKey): Handler {
  return async (input, ctx) => {
    parseInput(emptySchema, input);
    const rows = await ctx.db.query<Label>(
      `select id, ${nameSql('names', 1)} as name from labels where module_key = $2 order by sort, id`,
      [ctx.language, moduleKey],
    );
    return okReply(rows);
  };
}

function buildTable(): HandlerTable {
  const table: Record<string, Handler> = {};
  for (const key of LISTING_MODULE_KEYS) {
    const family = LISTING_ENDPOINTS[key];
    const second = 'secondTags' in family ? family.secondTags : undefined;
    table[nameOf(family.tags.path)] = tagsHandler(key, second !== undefined);
    if (second) table[nameOf(second.path)] = secondTagsHandler(key);
    if ('labels' in family) table[nameOf(family.labels.path)] = labelsHandler(key);
  }
  return table as HandlerTable;
}

export const TAG_HANDLERS: HandlerTable = buildTable();
