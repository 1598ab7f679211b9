// getCommodityList and getCommodityDetail (spec §2 valueAddedServices list?memberLevelId= and
// details): the packages of posting chances, TOP, refresh and single publish, in the caller's
// language. A list is "everyone's rows (member_level_id 0) plus the level's own"; where the level
// has its own row for the same thing (kind, module, quantity) it replaces everyone's, so a member
// sees the member price once instead of two prices for one package. A logged-in caller gets the
// list of the level in force (the price an order will charge, computed again by the server then);
// the query's memberLevelId only previews a level's list for visitors.
import { CODE } from '../../../../src/contract/codes.js';
import type { Commodity, CommodityKind } from '../../../../src/contract/types/usercenter.js';
import { commodityDetailRequestSchema, commodityListRequestSchema } from '../../../../src/contract/validation/money-reads.js';
import { parseInput } from '../../http/input.js';
import { okReply, ReplyError, type Handler, type RequestContext } from '../../http/handler.js';
import { activeLevel } from './member-level.js';
import { localized, PRICE_FLAG } from './texts.js';

interface CommodityRow {
  id: number;
  kind: CommodityKind;
  module_id: number | null;
  member_level_id: number;
  name: string;
  description: string;
  quantity: number;
  valid_days: number;
  price: number;
}

export const toCommodity = (r: CommodityRow): Commodity => ({
  commodityId: r.id,
  kind: r.kind,
  name: r.name,
  moduleId: r.module_id ?? 0,
  memberLevelId: r.member_level_id,
  price: r.price,
  priceFlag: PRICE_FLAG,
  releaseNum: r.kind === 'chances' ? r.quantity : 0,
  quantity: r.quantity,
  validDays: r.valid_days,
  description: r.description,
});

const COLUMNS = `c.id, c.kind, c.module_id, c.member_level_id, ${localized('c.names')} as name,
  ${localized('c.descriptions')} as description, c.quantity, c.valid_days, c.price`;

/** The price list the caller sees: their active level when logged in, else the one asked for. */
async function priceList(ctx: RequestContext, asked: number | undefined): Promise<number> {
  if (ctx.user) return (await activeLevel(ctx.db, ctx.user.userId, ctx.services.clock())).levelId;
  return asked ?? 0;
}

export const getCommodityList: Handler = async (input, ctx) => {
  const req = parseInput(commodityListRequestSchema, input);
  const level = await priceList(ctx, req.memberLevelId);
  // A module asks for its own packages and the ones valid in any module (module_id null).
  const rows = await ctx.db.query<CommodityRow>(
    `select ${COLUMNS} from commodities c
     where c.active and (c.member_level_id = 0 or c.member_level_id = $2)
       and ($3::int is null or c.module_id is null or c.module_id = $3::int)
       and not (c.member_level_id = 0 and $2 <> 0 and exists (
         select 1 from commodities o where o.active and o.member_level_id = $2 and o.kind = c.kind
           and o.quantity = c.quantity and o.module_id is not distinct from c.module_id))
     order by c.sort, c.id`,
    [ctx.language, level, req.moduleId === undefined || req.moduleId === 0 ? null : req.moduleId],
  );
  return okReply(rows.map(toCommodity));
};

export const getCommodityDetail: Handler = async (input, ctx) => {
  const { commodityId } = parseInput(commodityDetailRequestSchema, input);
  const [row] = await ctx.db.query<CommodityRow>(`select ${COLUMNS} from commodities c where c.id = $2 and c.active`, [ctx.language, commodityId]);
  if (!row) throw new ReplyError(CODE.NOT_FOUND, 'errors.notFound');
  return okReply(toCommodity(row));
};
