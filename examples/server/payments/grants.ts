// What a paid order gives, per kind (variation as data, DESIGN §7), run by deliver.ts inside the
// transaction that marks the order paid. A grant that no longer applies (the listing was deleted
// or changed state, a higher membership was bought meanwhile) throws a ReplyError; deliver.ts
// then keeps the order paid, grants nothing and records it for a refund.
import { CODE } from '../../../src/contract/codes.js';
import { PUBLISH_STATUS, TRADE_ORDER_STATE } from '../../../src/contract/statuses.js';
import type { OrderKind } from '../../../src/contract/types/payment.js';
import type { Queryable } from '../db/database.js';
import { grantExpress } from '../express/payment-hooks.js';
import { logTradeEvent } from '../goods/trade-events.js';
import { ReplyError } from '../http/handler.js';
import { applyListingEvent, logListingEvent, type ListingActor } from '../listings/lifecycle.js';
import { activeLevel } from './catalogue/member-level.js';
import { checkNotLower, extendedExpiry } from './membership-rules.js';

const DAY_MS = 86_400_000;
const SYSTEM: ListingActor = { kind: 'system', id: 'payments' };

/** The columns of a paid order a grant reads. */
export interface PaidOrder {
  order_no: string;
  user_id: string;
  kind: OrderKind;
  commodity_id: number | null;
  member_level_id: number | null;
  listing_id: string | null;
  module_id: number | null;
  quantity: number;
  valid_days: number;
}

export interface GrantResult {
  /** What visitors see changed (a listing published, refreshed or boosted): the caller drops cached replies. */
  publicChange: boolean;
}

type Grant = (tx: Queryable, o: PaidOrder, now: number) => Promise<GrantResult>;

const gone = () => new ReplyError(CODE.NOT_FOUND, 'errors.listingNotFound');

async function liveListing(tx: Queryable, o: PaidOrder): Promise<{ status: number }> {
  if (o.listing_id === null) throw gone();
  const [row] = await tx.query<{ status: number; user_id: string | null }>(
    'select status, user_id from listings where id = $1::bigint and not deleted for update',
    [o.listing_id],
  );
  if (!row || row.user_id !== o.user_id) throw gone();
  return row;
}

const commodityKind = async (tx: Queryable, o: PaidOrder): Promise<string> => {
  const [row] = await tx.query<{ kind: string }>('select kind from commodities where id = $1', [o.commodity_id]);
  return row?.kind ?? '';
};

/** Posting chances: spent one by one beyond the level's free listings (payments/quota.ts). */
const grantChances: Grant = async (tx, o, now) => {
  await tx.query(
    'insert into posting_chances (user_id, module_id, quantity, order_no, granted_at, expires_at) values ($1, $2, $3, $4, $5, $6)',
    [o.user_id, o.module_id, o.quantity, o.order_no, new Date(now), new Date(now + o.valid_days * DAY_MS)],
  );
  return { publicChange: false };
};

/** TOP: listed first in its module until `until`, extended by the days bought. */
const grantTop: Grant = async (tx, o, now) => {
  await liveListing(tx, o);
  const days = o.quantity * DAY_MS;
  await tx.query(
    `insert into listing_boosts (listing_id, until, order_no) values ($1::bigint, $2::timestamptz, $3)
     on conflict (listing_id) do update set until = greatest(listing_boosts.until, $4::timestamptz) + ($5::bigint * interval '1 millisecond'), order_no = excluded.order_no`,
    [o.listing_id, new Date(now + days), o.order_no, new Date(now), days],
  );
  return { publicChange: true };
};

const grantCommodity: Grant = async (tx, o, now) => {
  const kind = await commodityKind(tx, o);
  if (kind === 'chances') return grantChances(tx, o, now);
  if (kind === 'top') return grantTop(tx, o, now);
  throw new ReplyError(CODE.NOT_FOUND, 'errors.noProduct');
};

/** A paid refresh: the listing moves back to the top of its list (as refreshMyRelease, without its daily limit). */
const grantRefresh: Grant = async (tx, o, now) => {
  const l = await liveListing(tx, o);
  if (l.status !== PUBLISH_STATUS.published) throw new ReplyError(CODE.VALIDATION, 'errors.listingState');
  await tx.query('update listings set release_time = $2::timestamptz, refreshed_at = $2::timestamptz where id = $1::bigint', [o.listing_id, new Date(now)]);
  await logListingEvent(tx, o.listing_id!, 'refresh', l.status, l.status, SYSTEM);
  return { publicChange: true };
};

/** A paid publish: 0 "not paid" → 4 on review (listing-lifecycle.ts `paid`). */
const grantPublish: Grant = async (tx, o) => {
  await liveListing(tx, o);
  await applyListingEvent(tx, o.listing_id!, 'paid', SYSTEM);
  return { publicChange: false };
};

/** A paid publish again: 3 taken down → 7 published, no chance spent (listing-lifecycle.ts `publishAgain`). */
const grantRepublish: Grant = async (tx, o) => {
  await liveListing(tx, o);
  await applyListingEvent(tx, o.listing_id!, 'publishAgain', SYSTEM);
  return { publicChange: true };
};

/**
 * Membership: the level, its countries per publish (releaseAreaNum) and the period, extended from
 * the later of now and the current expiry (renewal and upgrade keep the days already paid for).
 */
const grantMembership: Grant = async (tx, o, now) => {
  const [level] = await tx.query<{ id: number; tier: 'none' | 'personal' | 'enterprise'; rank: number; release_area_num: number }>(
    'select id, tier, rank, release_area_num from member_levels where id = $1',
    [o.member_level_id],
  );
  if (!level) throw new ReplyError(CODE.NOT_FOUND, 'errors.noProduct');
  const [user] = await tx.query<{ expiry_time: Date | string | null }>('select expiry_time from users where id = $1 for update', [o.user_id]);
  await checkNotLower(tx, o.user_id, level, now);
  const active = (await activeLevel(tx, o.user_id, now)).levelId !== 0;
  const expiry = extendedExpiry(user?.expiry_time ?? null, active, o.valid_days, now);
  await tx.query(
    'update users set member_level_id = $2, is_member = true, expiry_time = $3, release_area_num = $4 where id = $1',
    [o.user_id, level.id, expiry, level.release_area_num],
  );
  return { publicChange: false };
};

/**
 * A checkout's online part (orders kind 'goods'): its goods orders still to be paid move to be
 * shipped (goods-context decisions). None left (every one closed meanwhile) is a grant that no
 * longer applies: the money is recorded for a refund (deliver.ts).
 */
const grantGoods: Grant = async (tx, o, now) => {
  const moved = await tx.query<{ order_no: string }>(
    `update trade_orders set state = ${TRADE_ORDER_STATE.toBeShipped}, paid_at = $2, updated_at = $2
     where payment_order_no = $1 and state = ${TRADE_ORDER_STATE.toBePaid} returning order_no`,
    [o.order_no, new Date(now)],
  );
  if (moved.length === 0) throw new ReplyError(CODE.VALIDATION, 'errors.orderExpired');
  for (const m of moved) await logTradeEvent(tx, m.order_no, 'paid', 'system', now);
  return { publicChange: false };
};

export const GRANTS: Readonly<Record<OrderKind, Grant>> = {
  commodity: grantCommodity,
  membership: grantMembership,
  publish: grantPublish,
  republish: grantRepublish,
  refresh: grantRefresh,
  // A parcel's price or its supplement (express/payment-hooks.ts).
  express: grantExpress,
  goods: grantGoods,
};
