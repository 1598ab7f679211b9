// What an order buys and its list price, read from the data (commodities, member_levels; spec §2
// valueAddedServices and menberCenter; issue "amounts computed server-side only"): the request
// names a commodity, a level or a listing, never a price. The listing of a listing payment must
// be the caller's (spec §6 ownership; 4404 when it is gone, 4403 when someone else's).
import { CODE } from '../../../src/contract/codes.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import { PUBLISH_STATUS, type OrderPrefix } from '../../../src/contract/statuses.js';
import type { OrderKind } from '../../../src/contract/types/payment.js';
import type { ListingModule } from '../../../src/modules/index.js';
import type { Queryable } from '../db/database.js';
import { ReplyError } from '../http/handler.js';
import { NOT_FOUND } from '../listings/detail.js';
import { activeLevel } from './catalogue/member-level.js';
import { checkMembershipPurchase } from './membership-rules.js';

export type Texts = Readonly<Record<LanguageCode, string>>;

/** An order about to be made (orders row without its number, coupon and method). */
export interface Purchase {
  prefix: OrderPrefix;
  kind: OrderKind;
  commodityId: number | null;
  memberLevelId: number | null;
  listingId: string | null;
  moduleId: number | null;
  titles: Texts;
  quantity: number;
  validDays: number;
  listAmount: number;
}

/** commodities.kind: what a value-added service gives. */
export type CommodityKind = 'chances' | 'top' | 'refresh' | 'publish';

interface CommodityRow {
  id: number;
  kind: CommodityKind;
  module_id: number | null;
  member_level_id: number;
  names: Texts;
  quantity: number;
  valid_days: number;
  price: number;
}

export interface ListingTarget {
  m: ListingModule;
  serviceId: string;
}

const NO_PRODUCT = () => new ReplyError(CODE.NOT_FOUND, 'errors.notFound');
const LISTING_STATE = () => new ReplyError(CODE.VALIDATION, 'errors.listingState');

/** "name · listing title" in each language (the order says which listing it is about). */
const withTitle = (names: Texts, title: string): Texts =>
  Object.fromEntries(Object.entries(names).map(([k, v]) => [k, title ? `${v} · ${title}` : v])) as unknown as Texts;

/** The caller's listing (locked when `lock`): its status and original title. */
export async function ownListingFor(q: Queryable, userId: string, t: ListingTarget, lock = false): Promise<{ status: number; title: string }> {
  const [row] = await q.query<{ user_id: string | null; status: number }>(
    `select user_id, status from listings where id = $1::bigint and module_key = $2 and not deleted${lock ? ' for update' : ''}`,
    [t.serviceId, t.m.key],
  );
  if (!row) throw NOT_FOUND();
  if (row.user_id !== userId) throw new ReplyError(CODE.FORBIDDEN, 'errors.notYourListing');
  const [text] = await q.query<{ title: string }>(
    'select t.title from listing_texts t join listings l on l.id = t.listing_id and t.language = l.original_language where l.id = $1::bigint',
    [t.serviceId],
  );
  return { status: row.status, title: text?.title ?? '' };
}

/**
 * A commodity the caller may buy: active, and on the price list of everyone (level 0) or of the
 * caller's active level (a member price is refused to others: "Current authority insufficient").
 */
async function commodityFor(q: Queryable, userId: string, where: { id: number } | { kind: CommodityKind; moduleId: number }, now: number): Promise<CommodityRow> {
  const level = (await activeLevel(q, userId, now)).levelId;
  const cols = 'id, kind, module_id, member_level_id, names, quantity, valid_days, price';
  if ('id' in where) {
    const [row] = await q.query<CommodityRow>(`select ${cols} from commodities where id = $1 and active`, [where.id]);
    if (!row) throw NO_PRODUCT();
    if (row.member_level_id !== 0 && row.member_level_id !== level) throw new ReplyError(CODE.FORBIDDEN, 'errors.authorityInsufficient');
    return row;
  }
  // The module's own price before the general one, the caller's level's before everyone's, then the cheapest.
  const [row] = await q.query<CommodityRow>(
    `select ${cols} from commodities where active and kind = $1 and (module_id is null or module_id = $2) and member_level_id in (0, $3)
     order by module_id nulls last, member_level_id desc, price, id limit 1`,
    [where.kind, where.moduleId, level],
  );
  if (!row) throw new ReplyError(CODE.NOT_FOUND, 'errors.noProduct');
  return row;
}

/** A listing payment (spec §4 order actions): publish a status-0 listing, publish again a taken-down one, refresh a published one. */
export async function listingPurchase(
  q: Queryable, userId: string, kind: 'publish' | 'republish' | 'refresh', t: ListingTarget, now: number,
): Promise<Purchase> {
  const listing = await ownListingFor(q, userId, t, true);
  const wanted = { publish: PUBLISH_STATUS.notPaid, republish: PUBLISH_STATUS.toBeReleased, refresh: PUBLISH_STATUS.published }[kind];
  if (listing.status !== wanted) throw LISTING_STATE();
  const c = await commodityFor(q, userId, { kind: kind === 'refresh' ? 'refresh' : 'publish', moduleId: t.m.moduleId }, now);
  return {
    prefix: 'iko', kind, commodityId: c.id, memberLevelId: null, listingId: t.serviceId, moduleId: t.m.moduleId,
    titles: withTitle(c.names, listing.title), quantity: 1, validDays: c.valid_days, listAmount: c.price,
  };
}

/**
 * A commodity bought by id: a chances package (for its own module, or any), or TOP of one of the
 * caller's published listings. A 'publish' or 'refresh' commodity is bought through the listing
 * calls (they name the listing and check its state).
 */
export async function commodityPurchase(q: Queryable, userId: string, commodityId: number, t: ListingTarget | null, now: number): Promise<Purchase> {
  const c = await commodityFor(q, userId, { id: commodityId }, now);
  if (c.kind === 'publish' || c.kind === 'refresh') {
    if (!t) throw new ReplyError(CODE.VALIDATION, 'validation.choose', { issues: [{ path: 'serviceId', key: 'validation.choose' }] });
    if (c.module_id !== null && c.module_id !== t.m.moduleId) throw NO_PRODUCT();
    return listingPurchase(q, userId, c.kind === 'publish' ? 'publish' : 'refresh', t, now);
  }
  if (c.kind === 'chances') {
    if (t) throw new ReplyError(CODE.VALIDATION, 'validation.checkWarning', { issues: [{ path: 'serviceId', key: 'validation.checkWarning' }] });
    return {
      prefix: 'co', kind: 'commodity', commodityId: c.id, memberLevelId: null, listingId: null, moduleId: c.module_id,
      titles: c.names, quantity: c.quantity, validDays: c.valid_days, listAmount: c.price,
    };
  }
  // TOP: listed first in its module for `quantity` days (issue "Value-added services").
  if (!t) throw new ReplyError(CODE.VALIDATION, 'validation.choose', { issues: [{ path: 'serviceId', key: 'validation.choose' }] });
  if (c.module_id !== null && c.module_id !== t.m.moduleId) throw NO_PRODUCT();
  const listing = await ownListingFor(q, userId, t);
  if (listing.status !== PUBLISH_STATUS.published) throw LISTING_STATE();
  return {
    prefix: 'co', kind: 'commodity', commodityId: c.id, memberLevelId: null, listingId: t.serviceId, moduleId: t.m.moduleId,
    titles: withTitle(c.names, listing.title), quantity: c.quantity, validDays: c.quantity, listAmount: c.price,
  };
}

interface LevelRow {
  id: number;
  tier: 'none' | 'personal' | 'enterprise';
  rank: number;
  names: Texts;
  price: number;
  valid_days: number;
}

/** A membership level (spec §2 menberCenter buyMenber, renewIndex), under the rules of membership-rules.ts. */
export async function membershipPurchase(q: Queryable, userId: string, levelId: number, now: number): Promise<Purchase> {
  const [level] = await q.query<LevelRow>(
    `select id, tier, rank, names, price, valid_days from member_levels where id = $1 and active and tier <> 'none' and valid_days > 0`,
    [levelId],
  );
  if (!level) throw NO_PRODUCT();
  await checkMembershipPurchase(q, userId, level, now);
  return {
    prefix: 'mo', kind: 'membership', commodityId: null, memberLevelId: level.id, listingId: null, moduleId: null,
    titles: level.names, quantity: 1, validDays: level.valid_days, listAmount: level.price,
  };
}
