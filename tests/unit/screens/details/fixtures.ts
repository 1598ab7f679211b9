// Replies of the fake API for the details tests.
import type { Reply } from '../../../../src/contract/envelope.js';
import type { ListingModule } from '../../../../src/modules/types.js';
import { ok } from '../../harness/fake-api.js';

export const HOUSE_DETAIL = {
  rentingHouseId: '7',
  title: 'Sunny villa in Cocody',
  content: '<p>A <b>bright</b> house.</p><p><img src="/uploads/in-body.jpg" alt="kitchen"></p>',
  coverImg: '/uploads/cover.jpg',
  releaseTime: '2024-05-01T10:00:00.000Z',
  countryCityName: "Côte d'Ivoire · Abidjan",
  languageId: 'en',
  isFavorite: 0,
  imgPath: '/uploads/cover.jpg',
  location: 'Cocody, rue des Jardins',
  avatarPath: '/uploads/avatar.jpg',
  petName: 'Ama',
  entName: 'Ama Immobilier',
  accountType: 2,
  translationType: 3,
  contacts: 'Ama K.',
  phoneList: ['0700000009', '0500000001'],
  mail: 'ama@example.com',
  imgList: [{ imgPath: '/uploads/cover.jpg' }, { imgPath: '/uploads/room.jpg' }, { imgPath: '/uploads/pool.jpg' }],
  labelList: [{ id: 1, name: 'Furnished' }],
  userMq: 'mq-9',
  userId: 'u-9',
  price: 250000,
  priceFlag: 'XOF',
  moneyUnitFlag: 'XOF',
  billingCycle: 'Month',
  bedroomNum: 3,
  livingRoom: 1,
  bathroomNum: 2,
  size: 120,
  storey: 2,
  totalFloor: 5,
  hasMaidsRoom: 1,
  hasSecurityRoom: 0,
  hasGarden: 1,
  hasPool: 0,
};

/** A details reply for any module: the house fields plus the module's id field. */
export function detailReply(m: ListingModule, serviceId: string, extra: Record<string, unknown> = {}): Reply<unknown> {
  return ok({ resultMap: { ...HOUSE_DETAIL, [m.idField]: serviceId, title: `Title ${serviceId}`, ...extra } });
}

export function searchReply(m: ListingModule, ids: readonly string[]): Reply<unknown> {
  return ok({
    totalCount: ids.length,
    resultList: ids.map((id) => ({ [m.idField]: id, title: `Related ${id}`, imgPath: `/uploads/r${id}.jpg`, labelList: [] })),
  });
}
