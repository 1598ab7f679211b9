// The publisher's own listing (spec §7 getMineDetail {serviceId, languageId}; spec §3 "Own-listing
// detail adds ..."): owner only (4403 otherwise), any status, text in the asked language without
// fallback (publishDetails shows an empty notice for a language with no translation, spec §2).
import { CODE } from '../../../src/contract/codes.js';
import { auditStatusOf } from '../../../src/contract/listing-lifecycle.js';
import type { PublishStatus } from '../../../src/contract/statuses.js';
import type { ListingModule } from '../../../src/modules/index.js';
import { okReply, ReplyError, type Handler, type RequestContext } from '../http/handler.js';
import { NOT_FOUND } from './detail.js';
import { attrValues, buildDetail, countryCityName } from './fields.js';
import { mineDetailRequestSchema } from '../../../src/contract/validation/listing-requests.js';
import { parseInput } from '../http/input.js';
import { listingsSql, withLookupNames, type ListingRow, type QueriedRow } from './rows.js';
import { SqlParams } from './sql.js';

/** Shared-column payload fields, for prefilling the edit form. */
const COLUMN_VALUES: Readonly<Record<string, (r: ListingRow) => unknown>> = {
  price: (r) => r.price,
  totalPrice: (r) => r.total_price,
  size: (r) => r.size,
  sizeUnitId: (r) => r.size_unit_id,
  moneyUnitId: (r) => r.money_unit_id,
  billingCycleId: (r) => r.billing_cycle_id,
  serviceTime: (r) => r.service_time,
};

/** `asked`: the language asked for (undefined: the original). */
export function ownListing(m: ListingModule, r: ListingRow, now: number, asked?: string): Record<string, unknown> {
  const images = [...r.images].sort((a, b) => (Number(a.sort) || 0) - (Number(b.sort) || 0));
  return {
    ...buildDetail(m, r, now),
    // The language of the text: the asked one (title and content '' when it has no text yet).
    languageId: r.text_language ?? asked ?? r.original_language,
    countryNameAreaIdVOS: r.countries.map((c) => ({ areaId: String(c.id), countryName: c.name })),
    cityId: r.city_id,
    cityName: r.city_name ?? '',
    countryName: r.countries.map((c) => c.name).join(', '),
    tagId: r.tag_id,
    tag: r.tag_name ?? '',
    fileList: images.map((i, index) => ({ imgPath: i.imgPath, sort: Number(i.sort) || index })),
    phoneList: r.phones,
    labelList: r.labels,
    billingCycleName: r.billing_cycle_name ?? '',
    countryCityName: countryCityName(r),
    status: r.status,
    // Payload ids of the edit form (spec §3 "Publish payloads").
    serviceId: r.id,
    [m.idField]: r.id,
    areaId: r.area_ids.join(','),
    areaIds: r.area_ids,
    labelIds: r.label_ids,
    tel: r.phones.join(','),
    originalLanguageId: r.original_language,
    ...Object.fromEntries(m.columns.map((c) => [c, COLUMN_VALUES[c]?.(r) ?? null])),
    ...attrValues(m, r),
  };
}

export function mineDetailHandler(m: ListingModule): Handler {
  return async (input: unknown, ctx: RequestContext) => {
    const user = ctx.user;
    if (!user) throw new ReplyError(CODE.NOT_LOGGED_IN, 'errors.notLoggedIn');
    const { serviceId, languageId: language } = parseInput(mineDetailRequestSchema, input);
    const params = new SqlParams();
    const where = `l.id = ${params.add(serviceId)}::bigint and l.module_key = ${params.add(m.key)}::text and not l.deleted`;
    const sql = listingsSql({
      where, params, language: language ?? '', fallback: language === undefined, view: 'detail', viewerId: user.userId, order: 'l.id',
      extra: ', l.review_reason',
    });
    const [row] = await withLookupNames(ctx.db, await ctx.db.query<QueriedRow & { review_reason: string }>(sql, params.values), language ?? '');
    if (!row) throw NOT_FOUND();
    if (row.user_id !== user.userId) throw new ReplyError(CODE.FORBIDDEN, 'errors.notYourListing');
    return okReply({
      ...ownListing(m, row, ctx.services.clock(), language),
      // Publish management's state of the listing (spec §4), with the reason a review failed.
      auditStatus: auditStatusOf(row.status as PublishStatus),
      reviewReason: row.review_reason,
    });
  };
}
