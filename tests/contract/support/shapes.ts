// Shape checkers of the contract's reply types (src/contract/types): a tiny spec language and one
// spec per reply type. `shapeOf<T>()({...})` must name EVERY field of T (a missing or unknown field
// is a compile error), so a field added to the contract breaks this file until the suite checks it.
import { expect } from 'vitest';
import type { HomeData, AdBlock, ArticleSummary, HomeModule, HomeDataBlock, SysNotify } from '../../../src/contract/types/home.js';
import type { FileRef, IdName, Label, OrgMap, Tag } from '../../../src/contract/types/common.js';
import type {
  Agreement, AppDownload, AreaCode, City, Country, CountOption, Currency, Language, RangeOption,
} from '../../../src/contract/types/lookups.js';
import type {
  GenerateTokenReply, LoginResult, LoginStatusReply, QrCodeImgReply, UserAllInfo, ValidMailReply,
} from '../../../src/contract/types/account.js';
import type {
  AdInfoReply, CheckReleaseReply, CheckWordReply, MyReleaseItem, QuotaCheckReply, RefreshTooSoonData, ReleaseAbilityReply,
} from '../../../src/contract/types/commons.js';
import type { SavedItem } from '../../../src/contract/types/listing-summaries.js';
import type { CountryNameAreaId, OwnListingExtras } from '../../../src/contract/types/own-listing.js';
import type { PublishReply } from '../../../src/contract/types/publish.js';
import type {
  AccountLog, AuthenticationEnterprise, AuthenticationPersonal, AuthenticationRecord, Device, HelpMenu, PrivateUploadReply, Problem, UploadFileReply,
} from '../../../src/contract/types/usercenter.js';
import { ACCOUNT_LOG_ACTIONS } from '../../../src/contract/statuses.js';

type Prim = 'string' | 'number' | 'boolean' | 'null' | 'unknown';

export type Spec =
  | { readonly t: Prim }
  | { readonly t: 'literal'; readonly values: readonly unknown[] }
  | { readonly t: 'array'; readonly item: Spec; readonly min: number }
  | { readonly t: 'object'; readonly fields: Readonly<Record<string, Spec>>; readonly exact: boolean }
  | { readonly t: 'optional'; readonly spec: Spec }
  | { readonly t: 'union'; readonly specs: readonly Spec[] };

export const S = {
  string: { t: 'string' } as Spec,
  number: { t: 'number' } as Spec,
  boolean: { t: 'boolean' } as Spec,
  null: { t: 'null' } as Spec,
  unknown: { t: 'unknown' } as Spec,
  literal: (...values: unknown[]): Spec => ({ t: 'literal', values }),
  /** An array whose every item matches; `min` items at least. */
  array: (item: Spec, min = 0): Spec => ({ t: 'array', item, min }),
  /** An object with exactly these fields (extra fields are reported) unless `exact` is false. */
  object: (fields: Readonly<Record<string, Spec>>, exact = true): Spec => ({ t: 'object', fields, exact }),
  /** The field may be absent (spec'd `?` in the contract). */
  optional: (spec: Spec): Spec => ({ t: 'optional', spec }),
  union: (...specs: Spec[]): Spec => ({ t: 'union', specs }),
  nullable: (spec: Spec): Spec => ({ t: 'union', specs: [spec, { t: 'null' }] }),
};

/** An exact object spec naming every field of the contract type T (compile-time complete). */
export const shapeOf =
  <T>() =>
  (fields: { readonly [K in keyof T]-?: Spec }, exact = true): Spec =>
    S.object(fields as Readonly<Record<string, Spec>>, exact);

const typeName = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** Problems of `value` against `spec` ('' when none), each with its path. */
export function shapeProblems(value: unknown, spec: Spec, path = '$'): string[] {
  switch (spec.t) {
    case 'unknown':
      return value === undefined ? [`${path}: missing`] : [];
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      return typeName(value) === spec.t && !(spec.t === 'number' && !Number.isFinite(value)) ? [] : [`${path}: expected ${spec.t}, got ${typeName(value)}`];
    case 'literal':
      return spec.values.includes(value) ? [] : [`${path}: expected one of ${JSON.stringify(spec.values)}, got ${JSON.stringify(value)}`];
    case 'optional':
      return value === undefined ? [] : shapeProblems(value, spec.spec, path);
    case 'union':
      return spec.specs.some((s) => shapeProblems(value, s, path).length === 0) ? [] : [`${path}: no variant matches ${JSON.stringify(value)}`];
    case 'array': {
      if (!Array.isArray(value)) return [`${path}: expected array, got ${typeName(value)}`];
      const out = value.length < spec.min ? [`${path}: expected at least ${spec.min} items, got ${value.length}`] : [];
      return out.concat(value.flatMap((item, i) => shapeProblems(item, spec.item, `${path}[${i}]`)));
    }
    case 'object': {
      if (typeName(value) !== 'object') return [`${path}: expected object, got ${typeName(value)}`];
      const obj = value as Record<string, unknown>;
      const out = Object.entries(spec.fields).flatMap(([k, s]) =>
        !(k in obj) && s.t !== 'optional' ? [`${path}.${k}: missing`] : shapeProblems(obj[k], s, `${path}.${k}`));
      if (spec.exact) for (const k of Object.keys(obj)) if (!(k in spec.fields)) out.push(`${path}.${k}: not in the contract type`);
      return out;
    }
  }
}

export function expectShape(value: unknown, spec: Spec): void {
  expect(shapeProblems(value, spec)).toEqual([]);
}

/** Keys of `obj` are exactly `fields` (descriptor field lists, typed against the contract in src/modules). */
export function expectFields(obj: unknown, fields: readonly string[]): void {
  expect(typeName(obj)).toBe('object');
  expect(Object.keys(obj as object).sort()).toEqual([...new Set(fields)].sort());
  const undef = Object.entries(obj as object).filter(([, v]) => v === undefined).map(([k]) => k);
  expect(undef).toEqual([]);
}

// ---- the reply types -------------------------------------------------------------------------

const idName = shapeOf<IdName>()({ id: S.number, name: S.string });
const tagLeaf: Spec = shapeOf<Tag>()({ id: S.number, name: S.string, children: S.optional(S.array(idName)) });
const adBlock = shapeOf<AdBlock>()({
  rollFlag: S.literal(0, 1),
  adLinksList: S.array(S.object({ adImg: S.string, accessAddress: S.string })),
});
const articleSummary = shapeOf<ArticleSummary>()({
  articlesId: S.string, esInfoId: S.string, title: S.string, coverImg: S.string, coverImages: S.array(S.string),
  infoSourceName: S.string, infoSource: S.string, releaseTime: S.string, stickyTop: S.literal(0, 1),
});
const homeBlock = shapeOf<HomeDataBlock>()({
  homeDataTitle: S.string,
  homeDataList: S.array(S.object({ imgPath: S.string, serviceId: S.string })),
  moduleId: S.number,
});
const loginResult = shapeOf<LoginResult>()({
  areaId: S.string, Authorization: S.string, userId: S.string, languageId: S.literal('cn', 'en', 'fr'), refreshToken: S.string,
});
const savedItem = shapeOf<SavedItem>()({
  serviceId: S.string, moduleId: S.number, esInfoId: S.optional(S.string), title: S.string, imgPath: S.string,
  content: S.optional(S.string), price: S.optional(S.number), priceFlag: S.optional(S.string), time: S.string,
});

const problem = shapeOf<Problem>()({ id: S.number, title: S.string, content: S.string });

/** One spec per reply type of the handled endpoints. */
export const SHAPES = {
  homeData: shapeOf<HomeData>()({
    ad1: adBlock, ad2: adBlock, ad3: adBlock,
    homeModuleDataList: S.array(shapeOf<HomeModule>()({ id: S.number, name: S.string, iconApp: S.string, moduleDescription: S.string }), 1),
    data1: homeBlock, data2: homeBlock,
    sysNotifyList: S.array(shapeOf<SysNotify>()({ id: S.number, accessAddress: S.string, notifyContent: S.string })),
    articlesDataList: S.array(articleSummary, 1),
  }),
  adInfo: shapeOf<AdInfoReply>()({ adUrl: S.string, accessAddress: S.optional(S.string) }),
  agreements: S.array(shapeOf<Agreement>()({ agreementId: S.number, title: S.string, filePath: S.string }), 1),
  appDownload: shapeOf<AppDownload>()({ appFilePath: S.string, storeUrl: S.optional(S.string), iosUrl: S.optional(S.string) }),
  idNames: S.array(idName, 1),
  languages: S.array(shapeOf<Language>()({ id: S.literal('cn', 'en', 'fr'), name: S.string }), 3),
  currencies: S.array(shapeOf<Currency>()({ id: S.number, name: S.string, flag: S.string }), 1),
  countries: S.array(shapeOf<Country>()({ id: S.string, name: S.string }), 1),
  areaCodes: S.array(shapeOf<AreaCode>()({ name: S.string, mobileCode: S.string, countryCode: S.string }), 1),
  cities: S.array(shapeOf<City>()({ id: S.number, name: S.string, pid: S.optional(S.union(S.string, S.number)) })),
  city: S.nullable(shapeOf<City>()({ id: S.number, name: S.string, pid: S.optional(S.union(S.string, S.number)) })),
  tags: S.array(tagLeaf),
  labels: S.array(shapeOf<Label>()({ id: S.number, name: S.string })),
  ranges: S.array(shapeOf<RangeOption>()({ id: S.number, name: S.string, min: S.nullable(S.number), max: S.nullable(S.number) }), 1),
  counts: S.array(shapeOf<CountOption>()({ value: S.number, name: S.string }), 1),
  loginResult,
  generateToken: shapeOf<GenerateTokenReply>()({ Authorization: S.string, refreshToken: S.string }),
  loginStatus: shapeOf<LoginStatusReply>()({ loggedIn: S.boolean }),
  validMail: shapeOf<ValidMailReply>()({ registered: S.boolean }),
  qrCodeImg: shapeOf<QrCodeImgReply>()({ qrCodeId: S.string, qrCodeImg: S.string, expireTime: S.number, scanCode: S.string }),
  /** QrStatusReply: `login` only once confirmed. */
  qrStatus: (state: number, withLogin: boolean): Spec =>
    S.object({ state: S.literal(state), ...(withLogin ? { login: loginResult } : {}) }),
  releaseAbility: shapeOf<ReleaseAbilityReply>()({ releaseAreaNum: S.number }),
  userAllInfo: shapeOf<UserAllInfo>()({
    userId: S.string, avatarPath: S.string, areaId: S.string, petName: S.string, entName: S.string, accountType: S.number,
    authentication: S.number, isMember: S.literal(0, 1), expiryTime: S.string, memberLevel: S.string, memberLevelId: S.number,
    levelRelatedVOS: S.array(S.object({ moduleId: S.number, releaseNum: S.number })), releaseAreaNum: S.number, levelPath: S.string,
    languageId: S.literal('cn', 'en', 'fr'), mail: S.string, mobileCode: S.string, phone: S.string,
    focusAreaIds: S.array(S.string), focusIndustryIds: S.array(S.number), cancelRequestedAt: S.optional(S.string),
  }),
  quota: shapeOf<QuotaCheckReply>()({ hasReleaseNum: S.boolean, needsMembership: S.optional(S.boolean) }),
  checkRelease: shapeOf<CheckReleaseReply>()({ releaseNum: S.number, consumes: S.boolean }),
  /** Publish management's list (getMyRelease). */
  myReleasePage: S.object({
    totalCount: S.number,
    resultList: S.array(shapeOf<MyReleaseItem>()({
      serviceId: S.string, moduleId: S.number, title: S.string, imgPath: S.string, status: S.literal(0, 1, 2, 3, 4, 5, 6, 7, 8),
      releaseTime: S.string, languageIds: S.array(S.literal('cn', 'en', 'fr')), orderNo: S.optional(S.string),
      auditStatus: S.literal(0, 1, 2, 3, 4), invalid: S.literal(0, 1), reviewReason: S.string, refreshedAt: S.nullable(S.string),
      price: S.nullable(S.number), priceFlag: S.string,
      stats: S.object({ views: S.number, reveals: S.number, calls: S.number, whatsapp: S.number, chats: S.number }),
    })),
  }),
  /** refreshMyRelease's 4429 errors.refreshTooSoon: when the free refresh comes back. */
  refreshTooSoon: shapeOf<RefreshTooSoonData>()({ nextFreeAt: S.string }),
  checkWord: shapeOf<CheckWordReply>()({
    sensitiveWords: S.array(S.string),
    hits: S.array(S.object({ field: S.literal('title', 'content', 'contacts', 'location'), word: S.string, found: S.string, start: S.number, end: S.number })),
    originalLanguageId: S.literal('cn', 'en', 'fr'),
  }),
  upload: S.array(S.object({ imgPath: S.string }), 1),
  publish: shapeOf<PublishReply>()({ serviceId: S.string, status: S.literal(0, 4, 5) }),
  savedPage: S.object({ totalCount: S.number, pageBreakList: S.array(savedItem) }),
  /** SearchReply<T> with rows checked separately against the module's descriptor fields. */
  searchPage: S.object({ totalCount: S.number, resultList: S.array(S.object({}, false)) }),
  /** DetailReply<T>; orgMap only when the text shown is a translation. */
  detail: (withOrg: boolean): Spec =>
    S.object({ resultMap: S.object({}, false), ...(withOrg ? { orgMap: shapeOf<OrgMap>()({ orgTitle: S.string, orgContent: S.string }) } : {}) }),
  /** The own-listing extras (spec §3); module fields are checked from the descriptor. */
  ownListingExtras: shapeOf<OwnListingExtras>()({
    countryNameAreaIdVOS: S.array(shapeOf<CountryNameAreaId>()({ areaId: S.string, countryName: S.string }), 1),
    cityId: S.nullable(S.number), cityName: S.string, countryName: S.string, tagId: S.number, tag: S.string,
    fileList: S.array(shapeOf<FileRef>()({ imgPath: S.string, sort: S.number })), phoneList: S.array(S.string),
    labelList: S.array(idName), billingCycleName: S.optional(S.string), countryCityName: S.string, status: S.optional(S.number),
    auditStatus: S.optional(S.number), reviewReason: S.optional(S.string),
  }, false),
  null: S.null,
  // User centre (issue 6).
  accountLogPage: S.object({
    totalCount: S.number,
    resultList: S.array(shapeOf<AccountLog>()({ id: S.number, action: S.literal(...ACCOUNT_LOG_ACTIONS), deviceName: S.string, ip: S.string, time: S.string })),
  }),
  devices: S.array(shapeOf<Device>()({ deviceId: S.string, deviceName: S.string, lastLoginTime: S.string, current: S.boolean }), 1),
  helpMenus: S.array(shapeOf<HelpMenu>()({ id: S.number, name: S.string }), 4),
  problem,
  problemPage: S.object({ totalCount: S.number, resultList: S.array(problem) }),
  focusCountry: S.object({ areaIds: S.array(S.string, 1) }),
  focusIndustry: S.object({ industryIds: S.array(S.number) }),
  uploadFile: shapeOf<UploadFileReply>()({ filePath: S.string, fileName: S.string }),
  privateUpload: shapeOf<PrivateUploadReply>()({ imgPath: S.string, url: S.string }),
  avatar: S.object({ imgPath: S.string }),
  authentication: S.object({
    personal: S.nullable(shapeOf<AuthenticationRecord<AuthenticationPersonal>>()({
      type: S.literal('personal'), realName: S.string, papersType: S.number, papersNumber: S.string, address: S.string, attachment: S.string,
      status: S.literal(1, 2, 4), submittedAt: S.string, reviewedAt: S.string, reason: S.string, fileUrls: S.object({}, false),
    })),
    enterprise: S.nullable(shapeOf<AuthenticationRecord<AuthenticationEnterprise>>()({
      type: S.literal('enterprise'), legalPerson: S.string, companyName: S.string, phone: S.string, officeAddress: S.string,
      papersType: S.number, registrationCode: S.string, papersPictures: S.array(S.string, 1), attachment: S.string,
      authorizationLetter: S.string, status: S.literal(1, 2, 4), submittedAt: S.string, reviewedAt: S.string, reason: S.string,
      fileUrls: S.object({}, false),
    })),
  }),
} as const;
