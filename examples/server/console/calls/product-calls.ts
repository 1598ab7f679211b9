// Products and prices (issue "Payments": "products and prices"): the membership levels and the
// value-added services (commodities) with their price and whether they are sold. Cashiers and
// admins read them; admins change a price or take a product off sale (the role table). Orders
// keep what they were sold at (orders.list_amount and amount are written when the order is made,
// payments/purchase.ts), so a change applies to new orders only. A price is whole francs, a
// multiple of 5, and either 0 (free) or at least what a provider takes (CinetPay: 100), so every
// price on sale can be paid. Level 0 ("no membership") is not a product.
import { CODE } from '../../../../src/contract/codes.js';
import { consoleSchemas } from '../../../../src/contract/console-api.js';
import { CONSOLE_PAYMENT_ERRORS, MIN_ONLINE_PRICE, type ProductItem, type ProductKind } from '../../../../src/contract/console-payments.js';
import type { Queryable } from '../../db/database.js';
import { ReplyError } from '../../http/handler.js';
import { parseInput } from '../../http/input.js';
import { writeAudit } from '../audit.js';
import { operatorOf, type ConsoleHandler } from '../console-context.js';
import { jsonOf } from '../money-rows.js';

interface ProductRow {
  id: number;
  names: Record<string, string> | string;
  type: string;
  module_id: number | null;
  member_level_id: number | null;
  quantity: number;
  valid_days: number;
  price: number;
  active: boolean;
}

/** Each kind's table and columns as ProductRow (variation as data, DESIGN.md §7). */
const TABLES: Readonly<Record<ProductKind, { select: string; table: string; order: string }>> = {
  level: {
    table: 'member_levels',
    select: `select id, names, tier as type, null::int as module_id, null::int as member_level_id, free_listings as quantity,
      valid_days, price, active from member_levels where id > 0`,
    order: 'order by rank, id',
  },
  commodity: {
    table: 'commodities',
    select: 'select id, names, kind as type, module_id, member_level_id, quantity, valid_days, price, active from commodities where true',
    order: 'order by member_level_id, sort, id',
  },
};

const itemOf = (kind: ProductKind, r: ProductRow): ProductItem => ({
  kind, id: r.id, names: jsonOf(r.names), type: r.type, moduleId: r.module_id, memberLevelId: r.member_level_id,
  quantity: r.quantity, validDays: r.valid_days, price: Number(r.price), active: r.active,
});

async function readProduct(q: Queryable, kind: ProductKind, id: number, lock = false): Promise<ProductItem> {
  const t = TABLES[kind];
  const [row] = await q.query<ProductRow>(`${t.select} and id = $1${lock ? ' for update' : ''}`, [id]);
  if (!row) throw new ReplyError(CODE.NOT_FOUND, CONSOLE_PAYMENT_ERRORS.productNotFound);
  return itemOf(kind, row);
}

const productList: ConsoleHandler<'productList'> = async (raw, ctx) => {
  parseInput(consoleSchemas.productList, raw);
  const read = async (kind: ProductKind) => (await ctx.db.query<ProductRow>(`${TABLES[kind].select} ${TABLES[kind].order}`)).map((r) => itemOf(kind, r));
  return { levels: await read('level'), commodities: await read('commodity') };
};

const updateProduct: ConsoleHandler<'updateProduct'> = async (raw, ctx) => {
  const operator = operatorOf(ctx);
  const input = parseInput(consoleSchemas.updateProduct, raw);
  if (input.price > 0 && input.price < MIN_ONLINE_PRICE) {
    throw new ReplyError(CODE.VALIDATION, CONSOLE_PAYMENT_ERRORS.priceRule, { issues: [{ path: 'price', key: CONSOLE_PAYMENT_ERRORS.priceRule, values: { min: MIN_ONLINE_PRICE } }] });
  }
  return ctx.db.transaction(async (tx) => {
    const before = await readProduct(tx, input.kind, input.id, true);
    await tx.query(`update ${TABLES[input.kind].table} set price = $2, active = $3 where id = $1`, [input.id, input.price, input.active]);
    await writeAudit(tx, {
      operatorId: operator.operatorId, action: 'product.update', target: `${input.kind}:${input.id}`,
      detail: { oldPrice: before.price, price: input.price, oldActive: before.active, active: input.active },
    }, ctx.now);
    return readProduct(tx, input.kind, input.id);
  });
};

export const PRODUCT_CALLS = { productList, updateProduct };
