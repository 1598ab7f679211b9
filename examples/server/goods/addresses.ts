// The address book (spec §2 /saleGoods shippingaddress, filladdresss; types ShippingAddress):
// the caller's own addresses only (another user's id reads as none: 4404), at most
// TRADE.addressesMax, each in an enabled country with a city of that country and a phone valid for
// an enabled country's area code (spec §5). There is always exactly one default while the book is
// not empty: the first address is it, choosing another moves it, deleting it makes the newest
// remaining address the default. Each change runs in one transaction under the user's row lock,
// so two tabs cannot both add the 21st address or leave two defaults.
import { randomBytes } from 'node:crypto';
import { CODE } from '../../../src/contract/codes.js';
import { TRADE } from '../../../src/contract/constants.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import type { ShippingAddress } from '../../../src/contract/types/goods-order.js';
import { addressRefSchema, saveAddressSchema } from '../../../src/contract/validation/goods-order.js';
import { MSG } from '../../../src/contract/validation/messages.js';
import type { Queryable } from '../db/database.js';
import { okReply, ReplyError, type Handler } from '../http/handler.js';
import { emptySchema, fieldError, parseInput } from '../http/input.js';
import { knownAreaCode } from '../jobs/area-code.js';
import { requireUser } from '../usercenter/caller.js';

interface AddressRow {
  id: string;
  name: string;
  mobile_code: string;
  phone: string;
  area_id: string;
  city_id: number;
  city_name: string | null;
  district: string;
  street: string;
  landmark: string;
  is_default: boolean;
}

const notFound = () => new ReplyError(CODE.NOT_FOUND, 'errors.notFound');
const newAddressId = (): string => `a-${randomBytes(8).toString('hex')}`;

const addressOf = (r: AddressRow): ShippingAddress => ({
  addressId: r.id,
  name: r.name,
  mobileCode: r.mobile_code,
  phone: r.phone,
  areaId: r.area_id,
  cityId: Number(r.city_id),
  cityName: r.city_name ?? '',
  district: r.district,
  street: r.street,
  landmark: r.landmark,
  isDefault: r.is_default ? 1 : 0,
});

const SELECT = `select a.id, a.name, a.mobile_code, a.phone, a.area_id, a.city_id,
    coalesce(c.names->>$2, c.names->>'en') as city_name, a.district, a.street, a.landmark, a.is_default
  from shipping_addresses a left join cities c on c.id = a.city_id`;

/** The caller's addresses: the default first, then newest first. */
export async function addressesOf(q: Queryable, userId: string, language: LanguageCode): Promise<ShippingAddress[]> {
  const rows = await q.query<AddressRow>(`${SELECT} where a.user_id = $1 order by a.is_default desc, a.created_at desc, a.id desc`, [userId, language]);
  return rows.map(addressOf);
}

/** One of the caller's addresses, or null (another user's reads as none). */
export async function addressOfUser(q: Queryable, userId: string, addressId: string, language: LanguageCode): Promise<ShippingAddress | null> {
  const [row] = await q.query<AddressRow>(`${SELECT} where a.user_id = $1 and a.id = $3`, [userId, language, addressId]);
  return row ? addressOf(row) : null;
}

const getAddressList: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  parseInput(emptySchema, input);
  return okReply(await addressesOf(ctx.db, userId, ctx.language));
};

const saveAddress: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const a = parseInput(saveAddressSchema, input);
  const mobileCode = await knownAreaCode(ctx.db, a.mobileCode);
  const [country] = await ctx.db.query('select 1 from countries where id = $1 and enabled', [a.areaId]);
  if (!country) throw fieldError('areaId', MSG.selectCountry);
  const [city] = await ctx.db.query('select 1 from cities where id = $1 and area_id = $2', [a.cityId, a.areaId]);
  if (!city) throw fieldError('cityId', MSG.choose);
  const now = new Date(ctx.services.clock());
  const fields = [a.name.trim(), mobileCode, a.phone.trim(), a.areaId, a.cityId, a.district.trim(), a.street.trim(), a.landmark.trim()];
  const id = await ctx.db.transaction(async (tx) => {
    await tx.query('select 1 from users where id = $1 for update', [userId]);
    const [{ n } = { n: 0 }] = await tx.query<{ n: number }>('select count(*)::int as n from shipping_addresses where user_id = $1', [userId]);
    let addressId = a.addressId;
    if (addressId !== undefined) {
      const [row] = await tx.query(
        `update shipping_addresses set name = $3, mobile_code = $4, phone = $5, area_id = $6, city_id = $7, district = $8, street = $9,
           landmark = $10, updated_at = $11 where id = $1 and user_id = $2 returning 1`,
        [addressId, userId, ...fields, now],
      );
      if (!row) throw notFound();
    } else {
      if (Number(n) >= TRADE.addressesMax) {
        throw new ReplyError(CODE.VALIDATION, 'errors.addressesMax', { issues: [{ path: '', key: 'errors.addressesMax' }] }, { max: TRADE.addressesMax });
      }
      addressId = newAddressId();
      await tx.query(
        `insert into shipping_addresses (id, user_id, name, mobile_code, phone, area_id, city_id, district, street, landmark, is_default, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, false, $11, $11)`,
        [addressId, userId, ...fields, now],
      );
    }
    // The first address is the default; choosing one moves the default (the partial unique index
    // allows one: the old one is cleared first).
    const [current] = await tx.query<{ id: string }>('select id from shipping_addresses where user_id = $1 and is_default', [userId]);
    if (!current || (a.isDefault === 1 && current.id !== addressId)) {
      await tx.query('update shipping_addresses set is_default = false where user_id = $1 and is_default', [userId]);
      await tx.query('update shipping_addresses set is_default = true where id = $1', [addressId]);
    }
    return addressId;
  });
  const saved = await addressOfUser(ctx.db, userId, id, ctx.language);
  if (!saved) throw notFound();
  return okReply(saved);
};

const deleteAddress: Handler = async (input, ctx) => {
  const userId = requireUser(ctx);
  const { addressId } = parseInput(addressRefSchema, input);
  await ctx.db.transaction(async (tx) => {
    await tx.query('select 1 from users where id = $1 for update', [userId]);
    const [gone] = await tx.query<{ is_default: boolean }>('delete from shipping_addresses where id = $1 and user_id = $2 returning is_default', [addressId, userId]);
    if (!gone) throw notFound();
    if (!gone.is_default) return;
    await tx.query(
      `update shipping_addresses set is_default = true where id = (
         select id from shipping_addresses where user_id = $1 order by created_at desc, id desc limit 1)`,
      [userId],
    );
  });
  return okReply(null);
};

export const ADDRESS_HANDLERS = { getAddressList, saveAddress, deleteAddress };
