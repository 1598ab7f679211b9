import { describe, expect, it } from 'vitest';
import {
  businessPublishSchema, carRentalPublishSchema, carSalesPublishSchema, goodsPublishSchema, housekeepingPublishSchema,
  housePublishSchema, landPublishSchema, MSG, PUBLISH_SCHEMAS, purchasePublishSchema, validate, visaPublishSchema,
  type ValidationIssue,
} from '../../../src/contract/validation/index.js';
import { LISTING_MODULE_KEYS } from '../../../src/contract/listing-endpoints.js';

const base = {
  userId: 'u1',
  areaId: 'CIV',
  areaIds: ['CIV'],
  cityId: 12,
  tagId: 3,
  location: 'Cocody, Abidjan',
  labelIds: [1, 2],
  title: 'Villa with garden',
  content: 'A bright villa close to the lagoon, quiet street.',
  contacts: 'Awa Kone',
  mail: '',
  tel: '0701020304',
  fileList: [{ imgPath: '/img/a.jpg', sort: 0 }],
  originalLanguageId: 'fr',
};

const extras = {
  land: { size: '500', sizeUnitId: 1, moneyUnitId: 2, totalPrice: '15000000' },
  house: {
    billingCycleId: 1, moneyUnitId: 2, price: '250000', storey: 2, totalFloor: 4, bedroomNum: 3, bathroomNum: 2, livingRoom: 1,
    size: 120, sizeUnitId: 1, hasMaidsRoom: 1, hasSecurityRoom: 0, hasGarden: 1, hasPool: 0,
  },
  housekeep: {},
  business: { billingCycleId: 1, serviceTime: 30 },
  visa: { billingCycleId: 1, serviceTime: 10 },
  carSales: { brandId: 4, totalPrice: 6500000, moneyUnitId: 2, miles: 84000, purchaseDate: '2019-06', hasInsurance: 1, energyId: 1 },
  carRental: { brandId: 4, totalPrice: 45000, moneyUnitId: 2, billingCycleId: 1, withDriver: 1, fuelIncluded: 0, tollsIncluded: 0 },
  saleGoods: { price: '12000', moneyUnitId: 2, qualityId: 1, number: 2 },
  demandMarket: { price: 300000, moneyUnitId: 2, number: 10, validDayNum: 7 },
  jobAndRecruit: {
    workExpId: 2, degreeRequired: 3, salaryMin: '150000', salaryMax: 250000, moneyUnitId: 2, billingCycleId: 1, recruitNum: 3, workNature: 1, urgent: 0,
  },
} as const;

type Key = keyof typeof extras;
const keys = Object.keys(extras) as Key[];
const payload = (k: Key, patch: Record<string, unknown> = {}) => ({ ...base, ...extras[k], ...patch });
const issues = (k: Key, input: unknown, o = { mobileCode: '225' }): ValidationIssue[] => {
  const r = validate(PUBLISH_SCHEMAS[k](o), input);
  // Path and key; the placeholder values are checked on their own below.
  return r.ok ? [] : r.issues.map(({ path, key }) => ({ path, key }));
};
const without = (k: Key, field: string) => {
  const p: Record<string, unknown> = payload(k);
  delete p[field];
  return p;
};

describe('publish schemas', () => {
  it('recruitment: the salary minimum must not exceed the maximum, head count and nature are required (spec §5)', () => {
    expect(issues('jobAndRecruit', payload('jobAndRecruit', { salaryMin: 300000, salaryMax: 200000 }))).toEqual([{ path: 'salaryMax', key: MSG.minMaxNumber }]);
    expect(issues('jobAndRecruit', payload('jobAndRecruit', { recruitNum: 0 }))[0]?.path).toBe('recruitNum');
    expect(issues('jobAndRecruit', payload('jobAndRecruit', { workNature: 3 }))).toEqual([{ path: 'workNature', key: MSG.choose }]);
    // Pictures and benefits are optional for a job offer.
    expect(issues('jobAndRecruit', payload('jobAndRecruit', { fileList: [], labelIds: [] }))).toEqual([]);
  });

  it('cover every user-published module', () => {
    expect(Object.keys(PUBLISH_SCHEMAS).sort()).toEqual(LISTING_MODULE_KEYS.filter((k) => k !== 'article').sort());
    expect(keys.sort()).toEqual(Object.keys(PUBLISH_SCHEMAS).sort());
  });

  it.each(keys)('%s: a complete payload passes and keeps its fields', (k) => {
    const r = validate(PUBLISH_SCHEMAS[k]({ mobileCode: '225', releaseAreaNum: 1 }), payload(k));
    expect(r.ok ? [] : r.issues).toEqual([]);
    expect(r.ok && r.value.title).toBe(base.title);
    expect(r.ok && r.value.userId).toBe('u1');
  });

  it.each(keys)('%s: shared fields give the spec §5 messages', (k) => {
    expect(issues(k, payload(k, { title: 'ab' }))).toEqual([{ path: 'title', key: MSG.titleLength }]);
    expect(issues(k, payload(k, { content: 'too short' }))).toEqual([{ path: 'content', key: MSG.contentLength }]);
    expect(issues(k, without(k, 'contacts'))).toEqual([{ path: 'contacts', key: MSG.pleaseInput }]);
    expect(issues(k, payload(k, { location: '' }))).toEqual([{ path: 'location', key: MSG.pleaseInput }]);
    expect(issues(k, payload(k, { mail: 'x@' }))).toEqual([{ path: 'mail', key: MSG.emailRegp }]);
    expect(issues(k, without(k, 'tagId'))).toEqual([{ path: 'tagId', key: MSG.choose }]);
    expect(issues(k, payload(k, { areaId: '' }))).toEqual([
      { path: 'areaId', key: MSG.choose },
    ]);
    expect(issues(k, payload(k, { cityId: null }))).toEqual([{ path: 'cityId', key: MSG.choose }]);
    expect(issues(k, payload(k, { areaId: '', cityId: null }))).toEqual([
      { path: 'areaId', key: MSG.choose },
      { path: 'cityId', key: MSG.selectCountry },
    ]);
    expect(issues(k, payload(k, { tel: '' }))).toEqual([{ path: 'tel', key: MSG.pleaseInput }]);
    expect(issues(k, payload(k, { tel: '0701020304,123' }))).toEqual([{ path: 'tel', key: MSG.phoneInvalid }]);
    expect(issues(k, payload(k, { tel: '0701020304,0701020305,0701020306,0701020307' }))).toEqual([{ path: 'tel', key: MSG.addPhoneLimit }]);
    const seven = Array.from({ length: 7 }, (_, i) => ({ imgPath: `/i${i}.jpg`, sort: i }));
    expect(issues(k, payload(k, { fileList: seven }))).toEqual([{ path: 'fileList', key: MSG.imagesLimit }]);
  });

  it.each(keys)('%s: several countries clear the city; the count is bounded by releaseAreaNum', (k) => {
    const multi = payload(k, { areaId: 'CIV,SEN', areaIds: ['CIV', 'SEN'], cityId: null });
    expect(issues(k, multi)).toEqual([]);
    const r = validate(PUBLISH_SCHEMAS[k]({ mobileCode: '225', releaseAreaNum: 1 }), multi);
    expect(r.ok ? [] : r.issues).toEqual([{ path: 'areaIds', key: MSG.exceed }]);
    expect(validate(PUBLISH_SCHEMAS[k]({ releaseAreaNum: 999 }), multi).ok).toBe(true);
  });

  it('every issue of an empty payload is a spec §5 message, one per field, all at once', () => {
    const r = validate(housePublishSchema(), {});
    expect(r.ok).toBe(false);
    const got = r.ok ? [] : r.issues;
    expect(got.map((i) => i.path)).toEqual(expect.arrayContaining([
      'title', 'content', 'contacts', 'tel', 'tagId', 'areaId', 'cityId', 'labelIds', 'fileList', 'price', 'storey',
      'bedroomNum', 'hasPool', 'billingCycleId', 'moneyUnitId', 'size',
    ]));
    expect(new Set(got.map((i) => i.path)).size).toBe(got.length);
    const byPath = Object.fromEntries(got.map((i) => [i.path, i.key]));
    expect(byPath).toMatchObject({
      title: MSG.titleLength, tagId: MSG.choose, cityId: MSG.selectCountry, labelIds: MSG.choose, fileList: MSG.choose,
      price: MSG.pleaseInput, storey: MSG.pleaseInput, bedroomNum: MSG.choose, hasPool: MSG.choose, billingCycleId: MSG.choose,
    });
    expect(validate(landPublishSchema(), 'not an object')).toEqual({ ok: false, issues: [{ path: '', key: MSG.checkWarning }] });
  });
});

describe('module rules', () => {
  it('land: size and total price are positive amounts', () => {
    expect(issues('land', payload('land', { size: '0' }))).toEqual([{ path: 'size', key: MSG.sizeLimit }]);
    expect(issues('land', payload('land', { totalPrice: '12.345' }))).toEqual([{ path: 'totalPrice', key: MSG.priceLimit }]);
    expect(issues('land', payload('land', { sizeUnitId: undefined }))).toEqual([{ path: 'sizeUnitId', key: MSG.choose }]);
    expect(issues('land', payload('land', { labelIds: [1, 2, 3, 4, 5, 6] }))).toEqual([{ path: 'labelIds', key: MSG.mostTags }]);
  });

  it('house: floor over total floors, counts and facility choices', () => {
    expect(issues('house', payload('house', { storey: 5, totalFloor: 4 }))).toEqual([{ path: 'storey', key: MSG.minThanMaxFloors }]);
    expect(issues('house', payload('house', { storey: 4, totalFloor: 4 }))).toEqual([]);
    expect(issues('house', payload('house', { totalFloor: '' }))).toEqual([{ path: 'totalFloor', key: MSG.pleaseInput }]);
    expect(issues('house', payload('house', { bedroomNum: 0 }))).toEqual([{ path: 'bedroomNum', key: MSG.numberPositive }]);
    expect(issues('house', payload('house', { hasGarden: 2 }))).toEqual([{ path: 'hasGarden', key: MSG.choose }]);
    expect(issues('house', payload('house', { price: -1 }))).toEqual([{ path: 'price', key: MSG.priceLimit }]);
    expect(issues('house', payload('house', { labelIds: [] }))).toEqual([{ path: 'labelIds', key: MSG.choose }]);
  });

  it('housekeeping: service time optional', () => {
    expect(issues('housekeep', payload('housekeep', { serviceTime: 0 }))).toEqual([]);
    expect(issues('housekeep', payload('housekeep', { serviceTime: 5 }))).toEqual([]);
    expect(issues('housekeep', payload('housekeep', { serviceTime: '' }))).toEqual([]);
    expect(issues('housekeep', payload('housekeep', { serviceTime: -2 }))).toEqual([{ path: 'serviceTime', key: MSG.numberPositive }]);
    expect(issues('housekeep', payload('housekeep', { serviceTime: '1.5' }))).toEqual([{ path: 'serviceTime', key: MSG.numberPositive }]);
    expect(validate(housekeepingPublishSchema(), payload('housekeep', { labelIds: [1, 2, 3, 4, 5, 6] })).ok).toBe(false);
  });

  it('business and visa: up to 6 labels, service time required and positive, billing cycle chosen', () => {
    const six = [1, 2, 3, 4, 5, 6];
    expect(validate(businessPublishSchema(), payload('business', { labelIds: six })).ok).toBe(true);
    expect(issues('business', payload('business', { labelIds: [...six, 7] }))).toEqual([{ path: 'labelIds', key: MSG.mostTags }]);
    expect(issues('business', payload('business', { serviceTime: 0 }))).toEqual([{ path: 'serviceTime', key: MSG.numberPositive }]);
    expect(issues('business', payload('business', { serviceTime: '' }))).toEqual([{ path: 'serviceTime', key: MSG.pleaseInput }]);
    expect(issues('business', payload('business', { billingCycleId: null }))).toEqual([{ path: 'billingCycleId', key: MSG.choose }]);
    expect(issues('business', payload('business', { labelIds: [] }))).toEqual([{ path: 'labelIds', key: MSG.choose }]);
    // the visa labels lookup is empty (spec §7), so labels cannot be required there
    expect(validate(visaPublishSchema(), payload('visa', { labelIds: [] })).ok).toBe(true);
    expect(issues('visa', payload('visa', { labelIds: [...six, 7] }))).toEqual([{ path: 'labelIds', key: MSG.mostTags }]);
  });

  it('car sales, car rental, goods, want-to-buy', () => {
    expect(issues('carSales', payload('carSales', { purchaseDate: '2019-13' }))).toEqual([{ path: 'purchaseDate', key: MSG.choose }]);
    expect(issues('carSales', payload('carSales', { miles: '-5' }))).toEqual([{ path: 'miles', key: MSG.numberPositive }]);
    expect(validate(carSalesPublishSchema(), payload('carSales', { labelIds: [] })).ok).toBe(true);
    expect(issues('carRental', payload('carRental', { withDriver: undefined }))).toEqual([{ path: 'withDriver', key: MSG.choose }]);
    expect(validate(carRentalPublishSchema(), payload('carRental', { billingCycleId: 'x' })).ok).toBe(false);
    expect(issues('saleGoods', payload('saleGoods', { number: 1.5 }))).toEqual([{ path: 'number', key: MSG.numberPositive }]);
    expect(validate(goodsPublishSchema(), payload('saleGoods', { fileList: [] })).ok).toBe(false);
    // Delivery settings (goods-context decisions): a fee from 0 up or empty (no delivery), yes/no or unset.
    for (const deliveryFee of ['', null, undefined, 0, 2000, '1500']) {
      expect(validate(goodsPublishSchema(), payload('saleGoods', { deliveryFee, pickup: 1, cashOnDelivery: null })).ok).toBe(true);
    }
    for (const deliveryFee of [-1, 1.5, 'abc', '1e3']) {
      expect(issues('saleGoods', payload('saleGoods', { deliveryFee }))).toEqual([{ path: 'deliveryFee', key: MSG.numberPositive }]);
    }
    expect(issues('saleGoods', payload('saleGoods', { pickup: 2 }))).toEqual([{ path: 'pickup', key: MSG.choose }]);
    expect(validate(purchasePublishSchema(), payload('demandMarket', { fileList: [] })).ok).toBe(true);
    expect(issues('demandMarket', payload('demandMarket', { validDayNum: 0 }))).toEqual([{ path: 'validDayNum', key: MSG.numberPositive }]);
  });

  it('the phone rule follows the publisher\'s area code', () => {
    const chinese = payload('land', { tel: '13812345678' });
    expect(validate(landPublishSchema({ mobileCode: '86' }), chinese).ok).toBe(true);
    expect(issues('land', chinese, { mobileCode: '225' })).toEqual([{ path: 'tel', key: MSG.phoneInvalid }]);
  });
});

describe('placeholder values', () => {
  it('a surplus label reports the module limit as {{max}} (validation.mostTags)', () => {
    const r = validate(PUBLISH_SCHEMAS.business({ mobileCode: '225' }), { ...payload('business'), labelIds: [1, 2, 3, 4, 5, 6, 7] });
    expect(r.ok).toBe(false);
    const issue = !r.ok ? r.issues.find((i) => i.path === 'labelIds') : undefined;
    expect(issue).toEqual({ path: 'labelIds', key: MSG.mostTags, values: { max: 6 } });
  });
});
