// Stock of goods (goods-context decisions): a goods listing's stock is its attrs.number (the
// publish form's quantity, spec §3 "Goods item"). This file is the ONLY code that changes it once
// published: checkout takes pieces, a close before shipping gives them back. Taking is one
// conditional update (`… where number >= $n`): PostgreSQL re-reads the row after waiting for its
// lock, so of 20 concurrent checkouts of the last piece exactly one succeeds, and stock never goes
// below 0. Values that are not a whole number read as 0 (nothing to sell), never as an SQL error.
import type { Queryable } from '../db/database.js';

/** attrs.number as an int, 0 when absent or not a whole number (the SQL text, alias `l`). */
export const STOCK_SQL = (alias = 'l') =>
  `(case when ${alias}.attrs->>'number' ~ '^[0-9]{1,9}$' then (${alias}.attrs->>'number')::int else 0 end)`;

/**
 * Takes `pieces` of listing `listingId` if that many are in stock; false when fewer are (the
 * caller refuses the checkout: stockShort). Runs in the checkout's transaction.
 */
export async function takeStock(tx: Queryable, listingId: string, pieces: number): Promise<boolean> {
  return (await takeStockLeft(tx, listingId, pieces)) !== null;
}

/** takeStock answering the pieces left (0: just sold out, the goods page changes), or null when short. */
export async function takeStockLeft(tx: Queryable, listingId: string, pieces: number): Promise<number | null> {
  const [row] = await tx.query<{ left: number }>(
    `update listings l set attrs = jsonb_set(l.attrs, '{number}', to_jsonb(${STOCK_SQL('l')} - $2::int))
     where l.id = $1::bigint and ${STOCK_SQL('l')} >= $2::int returning ${STOCK_SQL('l')} as left`,
    [listingId, pieces],
  );
  return row ? Number(row.left) : null;
}

/** Puts `pieces` of listing `listingId` back (an order closed before shipping), in the caller's transaction. */
export async function giveBack(tx: Queryable, listingId: string, pieces: number): Promise<void> {
  await tx.query(
    `update listings l set attrs = jsonb_set(l.attrs, '{number}', to_jsonb(${STOCK_SQL('l')} + $2::int))
     where l.id = $1::bigint`,
    [listingId, pieces],
  );
}
