// The signed-in user's cart (spec §2 /saleGoods shopingcar; goods-context "The cart"): kept in
// cart_lines across devices, answered with the goods as they are NOW (goods-rows.ts): the price
// today beside the price when added (a seller's change shows), the stock, and why a line cannot
// be ordered as it is (CartLine.issue). A line is added only for goods that can be ordered, by
// someone else than their seller, within the stock; at most TRADE.cartLinesMax lines, each at most
// TRADE.lineNumberMax pieces. Login merges the visitor's cart (the app's store) into this one:
// quantities add up, bounded by the stock and the line maximum; goods that cannot be ordered are
// left out. Every change runs under the user's row lock, so the bounds hold across tabs.
import { CODE } from '../../../src/contract/codes.js';
import { TRADE } from '../../../src/contract/constants.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import type { Cart, CartLineIssue } from '../../../src/contract/types/goods-order.js';
import { mergeCartSchema, removeCartLinesSchema, setCartLineSchema } from '../../../src/contract/validation/goods-order.js';
import type { Queryable } from '../db/database.js';
import { okReply, ReplyError, type Handler } from '../http/handler.js';
import { emptySchema, parseInput } from '../http/input.js';
import { requireUser } from '../usercenter/caller.js';
import { goodsNow, issueOf } from './goods-rows.js';

/** The locale key (locales errors.*) that tells each issue. */
export const ISSUE_KEY: Readonly<Record<CartLineIssue, string>> = {
  soldOut: 'errors.soldOut',
  unavailable: 'errors.goodsUnavailable',
  stockShort: 'errors.stockShort',
  ownGoods: 'errors.ownGoods',
};

/** A 4422 naming the field of the line that cannot be ordered. */
export const issueError = (path: string, issue: CartLineIssue): ReplyError =>
  new ReplyError(CODE.VALIDATION, ISSUE_KEY[issue], { issues: [{ path, key: ISSUE_KEY[issue] }] });

const cartFull = (): ReplyError =>
  new ReplyError(CODE.VALIDATION, 'errors.cartFull', { issues: [{ path: 'unusedItemId', key: 'errors.cartFull' }] }, { max: TRADE.cartLinesMax });

interface LineRow {
  listing_id: string;
  number: number;
  added_price: number;
  added_at: Date | string;
}

/** The caller's cart, newest line first, with the goods as they are now. */
export async function cartOf(q: Queryable, userId: string, language: LanguageCode): Promise<Cart> {
  const rows = await q.query<LineRow>(
    'select listing_id::text as listing_id, number, added_price, added_at from cart_lines where user_id = $1 order by added_at desc, listing_id desc',
    [userId],
  );
  const goods = await goodsNow(q, rows.map((r) => r.listing_id), language);
  return {
    lines: rows.map((r) => {
      const g = goods.get(r.listing_id);
      const number = Number(r.number);
      return {
        unusedItemId: r.listing_id,
        number,
        title: g?.title ?? '',
        imgPath: g?.imgPath ?? '',
        price: g?.price ?? 0,
        addedPrice: Number(r.added_price),
        priceFlag: g?.priceFlag ?? '',
        stock: g?.stock ?? 0,
        sellerId: g?.sellerId ?? '',
        sellerName: g?.sellerName ?? '',
        issue: issueOf(g, number, userId),
        addedAt: new Date(r.added_at).toISOString(),
      };
    }),
  };
}

const lockUser = (tx: Queryable, userId: string) => tx.query('select 1 from users where id = $1 for update', [userId]);

const getCart: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  parseInput(emptySchema, input);
  return okReply(await cartOf(ctx.db, userId, ctx.language));
};

const setCartLine: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const { unusedItemId, number } = parseInput(setCartLineSchema, input);
  const now = new Date(ctx.services.clock());
  await ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (number === 0) {
      await tx.query('delete from cart_lines where user_id = $1 and listing_id = $2::bigint', [userId, unusedItemId]);
      return;
    }
    const g = (await goodsNow(tx, [unusedItemId], ctx.language)).get(unusedItemId);
    const issue = issueOf(g, number, userId);
    if (issue) throw issueError(issue === 'stockShort' ? 'number' : 'unusedItemId', issue);
    const [line] = await tx.query('select 1 from cart_lines where user_id = $1 and listing_id = $2::bigint', [userId, unusedItemId]);
    if (!line) {
      const [{ n } = { n: 0 }] = await tx.query<{ n: number }>('select count(*)::int as n from cart_lines where user_id = $1', [userId]);
      if (Number(n) >= TRADE.cartLinesMax) throw cartFull();
    }
    // The price when added stays that of the first add: the cart keeps flagging a later change.
    await tx.query(
      `insert into cart_lines (user_id, listing_id, number, added_price, added_at) values ($1, $2::bigint, $3, $4, $5)
       on conflict (user_id, listing_id) do update set number = excluded.number`,
      [userId, unusedItemId, number, g?.price ?? 0, now],
    );
  });
  return okReply(await cartOf(ctx.db, userId, ctx.language));
};

const removeCartLines: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const { unusedItemIds } = parseInput(removeCartLinesSchema, input);
  await ctx.db.query('delete from cart_lines where user_id = $1 and listing_id = any($2::bigint[])', [userId, unusedItemIds]);
  return okReply(await cartOf(ctx.db, userId, ctx.language));
};

const mergeCart: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const { lines } = parseInput(mergeCartSchema, input);
  // The same item twice in the visitor's cart counts once with both quantities.
  const wanted = new Map<string, number>();
  for (const l of lines) wanted.set(l.unusedItemId, (wanted.get(l.unusedItemId) ?? 0) + l.number);
  const now = ctx.services.clock();
  await ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const have = new Map(
      (await tx.query<{ listing_id: string; number: number }>('select listing_id::text as listing_id, number from cart_lines where user_id = $1', [userId]))
        .map((r) => [r.listing_id, Number(r.number)]),
    );
    const goods = await goodsNow(tx, [...wanted.keys()], ctx.language);
    let count = have.size;
    let i = 0;
    for (const [id, more] of wanted) {
      const g = goods.get(id);
      const issue = issueOf(g, 1, userId);
      if (!g || issue) continue;
      const already = have.get(id);
      if (already === undefined && count >= TRADE.cartLinesMax) continue;
      const number = Math.min((already ?? 0) + more, g.stock, TRADE.lineNumberMax);
      if (number <= 0) continue;
      if (already === undefined) count++;
      // Newer than the lines already there, in the visitor's order.
      await tx.query(
        `insert into cart_lines (user_id, listing_id, number, added_price, added_at) values ($1, $2::bigint, $3, $4, $5)
         on conflict (user_id, listing_id) do update set number = excluded.number`,
        [userId, id, number, g.price ?? 0, new Date(now + i++)],
      );
    }
  });
  return okReply(await cartOf(ctx.db, userId, ctx.language));
};

export const CART_HANDLERS = { getCart, setCartLine, removeCartLines, mergeCart };
