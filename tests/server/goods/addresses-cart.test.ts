// The address book and the cart (examples/server/goods/addresses.ts, cart.ts; spec §2 /saleGoods
// shippingaddress, filladdresss, shopingcar): ownership, the one-default rule, the bounds, and the
// cart's lines flagged with the goods as they are now (price change, sold out, short, own goods).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../examples/server/db/database.js';
import { TRADE } from '../../../src/contract/constants.js';
import type { Cart, ShippingAddress } from '../../../src/contract/types/goods-order.js';
import type { GoodsDetail } from '../../../src/contract/types/listing-details.js';
import { TEST_DATABASES } from '../databases.js';
import { startMoneyRig, type MoneyRig } from '../payments/money-rig.js';
import { abidjanCityId, addressBody, goodsOf, issueKeys, setGoods } from './goods-rig.js';

describe.each(TEST_DATABASES)('goods addresses and cart on $name', (target) => {
  let db: Database;
  let rig: MoneyRig;
  let city = 0;

  beforeAll(async () => {
    db = await target.open();
    rig = await startMoneyRig(db);
    city = await abidjanCityId(db);
  });
  afterAll(async () => {
    await rig?.close();
    await db?.close();
    await target.cleanup();
  });

  const save = (body: Record<string, unknown>, user: 'buyer' | 'member' = 'buyer') => rig.call<ShippingAddress>('saveAddress', body, user);
  const list = async (user: 'buyer' | 'member' = 'buyer') => (await rig.call<ShippingAddress[]>('getAddressList', {}, user)).customData;

  describe('addresses', () => {
    it('starts empty; the first address is the default; choosing another moves it; the default lists first', async () => {
      expect(await list()).toEqual([]);
      const first = await save(addressBody(city, { name: 'Premier', isDefault: 0 }));
      expect(first.code).toBe(200);
      expect(first.customData).toMatchObject({ name: 'Premier', isDefault: 1, cityId: city, mobileCode: '225' });
      expect(first.customData.cityName).not.toBe('');
      const second = await save(addressBody(city, { name: 'Second' }));
      expect(second.customData.isDefault).toBe(0);
      const third = await save(addressBody(city, { name: 'Troisième', isDefault: 1 }));
      expect(third.customData.isDefault).toBe(1);
      expect((await list()).map((a) => [a.name, a.isDefault])).toEqual([['Troisième', 1], ['Second', 0], ['Premier', 0]]);
      // An edit keeps the id and the default stays where it is unless asked.
      const edited = await save(addressBody(city, { addressId: first.customData.addressId, name: 'Premier bis', landmark: 'Face au marché' }));
      expect(edited.customData).toMatchObject({ addressId: first.customData.addressId, landmark: 'Face au marché', isDefault: 0 });
    });

    it('deleting the default makes the newest remaining the default', async () => {
      const before = await list();
      const dflt = before.find((a) => a.isDefault === 1)!;
      expect((await rig.call('deleteAddress', { addressId: dflt.addressId }, 'buyer')).code).toBe(200);
      const after = await list();
      expect(after).toHaveLength(before.length - 1);
      expect(after.filter((a) => a.isDefault === 1).map((a) => a.name)).toEqual(['Second']);
      const [{ n } = { n: -1 }] = await db.query<{ n: number }>(`select count(*)::int as n from shipping_addresses where user_id = 'u-buyer' and is_default`);
      expect(n).toBe(1);
    });

    it("another user's address reads as none (4404), on edit and delete; lists stay apart", async () => {
      const mine = (await list())[0]!;
      expect((await save(addressBody(city, { addressId: mine.addressId }), 'member')).code).toBe(4404);
      expect((await rig.call('deleteAddress', { addressId: mine.addressId }, 'member')).code).toBe(4404);
      expect(await list('member')).toEqual([]);
      expect((await list()).some((a) => a.addressId === mine.addressId)).toBe(true);
      expect((await rig.call('getAddressList', {}, null)).code).toBe(4001);
    });

    it('checks every field: phone for its code, enabled country, a city of that country, required landmark', async () => {
      expect(issueKeys(await save(addressBody(city, { phone: '07010' })))).toEqual(['phone:validation.phoneInvalid']);
      expect(issueKeys(await save(addressBody(city, { mobileCode: '999' })))).toEqual(['mobileCode:validation.areaCodeWarning']);
      expect(issueKeys(await save(addressBody(city, { landmark: ' ' })))).toEqual(['landmark:validation.pleaseInput']);
      const [other] = await db.query<{ id: number }>(`select id from cities where area_id <> 'CIV' limit 1`);
      expect(issueKeys(await save(addressBody(Number(other!.id))))).toEqual(['cityId:validation.choose']);
      await db.query(`update countries set enabled = false where id = 'SEN'`);
      try {
        expect(issueKeys(await save(addressBody(city, { areaId: 'SEN' })))).toEqual(['areaId:validation.selectCountry']);
      } finally {
        await db.query(`update countries set enabled = true where id = 'SEN'`);
      }
    });

    it(`refuses one address past ${TRADE.addressesMax} (4422 errors.addressesMax)`, async () => {
      const [{ n } = { n: -1 }] = await db.query<{ n: number }>(`select count(*)::int as n from shipping_addresses where user_id = 'u-buyer'`);
      for (let i = Number(n); i < TRADE.addressesMax; i++) expect((await save(addressBody(city, { name: `A${i}` }))).code).toBe(200);
      const refused = await save(addressBody(city, { name: 'One too many' }));
      expect(refused.code).toBe(4422);
      expect(issueKeys(refused)).toEqual([':errors.addressesMax']);
      expect(await list()).toHaveLength(TRADE.addressesMax);
    });
  });

  it('goods details carry the seller, the stock and the delivery settings (pickup only when none is set)', async () => {
    const id = await goodsOf(db, 'u-seller', 0, { price: 10_000, number: 7, deliveryFee: 1_500, pickup: 0, cashOnDelivery: 1 });
    const [row] = await db.query<{ es_info_id: string }>('select es_info_id from listings where id = $1::bigint', [id]);
    const detail = async () => (await rig.call<{ resultMap: GoodsDetail }>('searchUnusedItemDetailById', { serviceId: id, esInfoId: row!.es_info_id }, null)).customData.resultMap;
    expect(await detail()).toMatchObject({ userId: 'u-seller', number: 7, deliveryFee: 1_500, pickup: 0, cashOnDelivery: 1, price: 10_000 });
    await setGoods(db, id, { deliveryFee: null, pickup: 0, cashOnDelivery: 0 });
    await rig.services.replyCache?.bump();
    expect(await detail()).toMatchObject({ deliveryFee: null, pickup: 1, cashOnDelivery: 0 });
  });

  describe('cart', () => {
    const cart = async () => (await rig.call<Cart>('getCart', {}, 'buyer')).customData;
    const set = (unusedItemId: string, number: number, user: 'buyer' | 'seller' = 'buyer') => rig.call<Cart>('setCartLine', { unusedItemId, number }, user);

    it('adds lines at the price of the day, flags a price change, sold out, short stock and unavailable goods', async () => {
      const a = await goodsOf(db, 'u-seller', 0, { price: 10_000, number: 5 });
      const b = await goodsOf(db, 'u-personal', 0, { price: 3_000, number: 2 });
      expect((await set(a, 2)).code).toBe(200);
      const added = await set(b, 2);
      expect(added.customData.lines.map((l) => [l.unusedItemId, l.number, l.price, l.addedPrice, l.issue, l.sellerId])).toEqual([
        [b, 2, 3_000, 3_000, null, 'u-personal'],
        [a, 2, 10_000, 10_000, null, 'u-seller'],
      ]);
      await setGoods(db, a, { price: 12_000 });
      await setGoods(db, b, { number: 1 });
      let lines = (await cart()).lines;
      expect(lines.find((l) => l.unusedItemId === a)).toMatchObject({ price: 12_000, addedPrice: 10_000, issue: null });
      expect(lines.find((l) => l.unusedItemId === b)).toMatchObject({ stock: 1, issue: 'stockShort' });
      await setGoods(db, b, { number: 0 });
      await setGoods(db, a, { status: 3 });
      lines = (await cart()).lines;
      expect(lines.map((l) => l.issue)).toEqual(['soldOut', 'unavailable']);
      await setGoods(db, a, { status: 7 });
    });

    it('refuses own goods, more than the stock, goods not for sale, bad quantities; 0 removes a line', async () => {
      const own = await goodsOf(db, 'u-seller', 1, { price: 5_000, number: 3 });
      expect(issueKeys(await set(own, 1, 'seller'))).toEqual(['unusedItemId:errors.ownGoods']);
      expect(issueKeys(await set(own, 4))).toEqual(['number:errors.stockShort']);
      expect(issueKeys(await set(own, TRADE.lineNumberMax + 1))).toEqual(['number:validation.quantityMax']);
      expect(issueKeys(await set('999999999', 1))).toEqual(['unusedItemId:errors.goodsUnavailable']);
      const [house] = await db.query<{ id: string }>(`select id::text as id from listings where module_key = 'house' and user_id <> 'u-buyer' limit 1`);
      expect(issueKeys(await set(house!.id, 1))).toEqual(['unusedItemId:errors.goodsUnavailable']);
      expect((await set(own, 3)).customData.lines.some((l) => l.unusedItemId === own)).toBe(true);
      expect((await set(own, 0)).customData.lines.some((l) => l.unusedItemId === own)).toBe(false);
      expect((await rig.call('setCartLine', { unusedItemId: own, number: 1, price: 1 }, 'buyer')).code).toBe(200);
      const removed = await rig.call<Cart>('removeCartLines', { unusedItemIds: [own] }, 'buyer');
      expect(removed.customData.lines.some((l) => l.unusedItemId === own)).toBe(false);
    });

    it('merges a visitor cart: quantities add up, bounded by stock and the line maximum; own and unavailable goods left out', async () => {
      await rig.call('removeCartLines', { unusedItemIds: (await cart()).lines.map((l) => l.unusedItemId) }, 'buyer');
      const a = await goodsOf(db, 'u-member', 0, { price: 2_000, number: 4 });
      const b = await goodsOf(db, 'u-enterprise', 0, { price: 2_500, number: 500 });
      await set(a, 3);
      const merged = await rig.call<Cart>('mergeCart', {
        lines: [{ unusedItemId: a, number: 3 }, { unusedItemId: b, number: 60 }, { unusedItemId: b, number: 60 }, { unusedItemId: '999999999', number: 1 }],
      }, 'buyer');
      expect(merged.code).toBe(200);
      expect(Object.fromEntries(merged.customData.lines.map((l) => [l.unusedItemId, l.number]))).toEqual({ [a]: 4, [b]: TRADE.lineNumberMax });
      const ownMerge = await rig.call<Cart>('mergeCart', { lines: [{ unusedItemId: a, number: 1 }] }, 'member');
      expect(ownMerge.customData.lines).toEqual([]);
    });

    it(`holds at most ${TRADE.cartLinesMax} lines: setCartLine refuses the next, mergeCart leaves it out`, async () => {
      const ids = (await db.query<{ id: string }>(
        `select id::text as id from listings where module_key <> 'saleGoods' limit ${TRADE.cartLinesMax}`)).map((r) => r.id);
      await db.query(`delete from cart_lines where user_id = 'u-buyer'`);
      // Filled by SQL (the seed has fewer goods than a full cart); the bounds count lines, whatever they are.
      for (const id of ids) await db.query(`insert into cart_lines (user_id, listing_id, number, added_price) values ('u-buyer', $1::bigint, 1, 0)`, [id]);
      const next = await goodsOf(db, 'u-seller', 2, { price: 1_000, number: 10 });
      const refused = await set(next, 1);
      expect(refused.code).toBe(4422);
      expect(issueKeys(refused)).toEqual(['unusedItemId:errors.cartFull']);
      const merged = await rig.call<Cart>('mergeCart', { lines: [{ unusedItemId: next, number: 1 }] }, 'buyer');
      expect(merged.customData.lines).toHaveLength(TRADE.cartLinesMax);
      expect(merged.customData.lines.some((l) => l.unusedItemId === next)).toBe(false);
      expect(merged.customData.lines.every((l) => l.issue === 'unavailable')).toBe(true);
      await db.query(`delete from cart_lines where user_id = 'u-buyer'`);
    });
  });
});
