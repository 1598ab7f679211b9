// The public air-express reads (spec §2 /sea productinfo, transitadress, form's price preview):
// the kinds of goods, the warehouses with their routes, and a quote. Nothing of the caller is
// read, so the two lists are kept by the reply cache for everyone (cache/cache-policy.ts), as the
// catalogue lookups are; a quote keeps nothing.
import type { ParcelCategory, ParcelRoute, Warehouse } from '../../../src/contract/types/air-express.js';
import { parcelQuoteSchema } from '../../../src/contract/validation/air-express.js';
import type { LanguageCode } from '../../../src/contract/envelope.js';
import type { Queryable } from '../db/database.js';
import { okReply, type Handler } from '../http/handler.js';
import { emptySchema, parseInput } from '../http/input.js';
import { priceParcel } from './tariff.js';
import { nameSql } from '../catalogue/names.js';

/** productinfo: every kind, allowed ones first, each in the caller's language. */
const getParcelCategories: Handler = async (input, ctx) => {
  parseInput(emptySchema, input);
  const rows = await ctx.db.query<{ id: number; name: string; note: string; forbidden: boolean }>(
    `select id, ${nameSql('names', 1)} as name, ${nameSql('notes', 1)} as note, forbidden
     from parcel_categories order by forbidden, sort, id`,
    [ctx.language],
  );
  const reply: ParcelCategory[] = rows.map((r) => ({ categoryId: Number(r.id), name: r.name, forbidden: Boolean(r.forbidden), note: r.note }));
  return okReply(reply);
};

interface WarehouseRow {
  id: string;
  name: string;
  area_id: string;
  city_name: string;
  address: string;
  hours: string;
  mobile_code: string;
  phone: string;
}

interface RouteRow {
  warehouse_id: string;
  to_area_id: string;
  to_area_name: string;
  per_kg: number;
  min_chargeable_g: number;
  days_min: number;
  days_max: number;
}

/** The warehouses in their order, each with its routes (cheapest first), in `language`. */
export async function readWarehouses(db: Queryable, language: LanguageCode): Promise<Warehouse[]> {
  const warehouses = await db.query<WarehouseRow>(
    `select w.id, ${nameSql('w.names', 1)} as name, w.area_id,
       ${nameSql('c.names', 1)} as city_name,
       ${nameSql('w.addresses', 1)} as address, ${nameSql('w.hours', 1)} as hours,
       w.mobile_code, w.phone
     from express_warehouses w join cities c on c.id = w.city_id order by w.sort, w.id`,
    [language],
  );
  const routes = await db.query<RouteRow>(
    `select r.warehouse_id, r.to_area_id, coalesce(nullif(${nameSql('a.names', 1)}, ''), r.to_area_id) as to_area_name,
       r.per_kg, r.min_chargeable_g, r.days_min, r.days_max
     from express_routes r join countries a on a.id = r.to_area_id order by r.per_kg, a.sort, r.to_area_id`,
    [language],
  );
  const byWarehouse = new Map<string, ParcelRoute[]>();
  for (const r of routes) {
    const list = byWarehouse.get(r.warehouse_id) ?? [];
    list.push({
      toAreaId: r.to_area_id, toAreaName: r.to_area_name, perKg: Number(r.per_kg), minChargeableG: Number(r.min_chargeable_g),
      daysMin: Number(r.days_min), daysMax: Number(r.days_max),
    });
    byWarehouse.set(r.warehouse_id, list);
  }
  return warehouses.map((w) => ({
    warehouseId: w.id, name: w.name, areaId: w.area_id, cityName: w.city_name, address: w.address, hours: w.hours,
    mobileCode: w.mobile_code, phone: w.phone, routes: byWarehouse.get(w.id) ?? [],
  }));
}

/** transitadress. */
const getWarehouses: Handler = async (input, ctx) => {
  parseInput(emptySchema, input);
  return okReply(await readWarehouses(ctx.db, ctx.language));
};

/** The form's price preview: the same price createParcel will charge (tariff.ts). */
const quoteParcel: Handler = async (input, ctx) => {
  const req = parseInput(parcelQuoteSchema, input);
  const { weightG, lengthCm, widthCm, heightCm } = req;
  const quote = await priceParcel(ctx.db, {
    warehouseId: req.warehouseId, toAreaId: req.toAreaId, measures: { weightG, lengthCm, widthCm, heightCm }, declaredValue: req.declaredValue,
  }, { warehouse: 'warehouseId', route: 'toAreaId' });
  return okReply(quote);
};

export const EXPRESS_CATALOGUE_HANDLERS = { getParcelCategories, getWarehouses, quoteParcel };
