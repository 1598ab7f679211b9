// Business constants and limits of spec §9 (and the few of §5 that are numbers).

export const LANGUAGES = ['cn', 'en', 'fr'] as const;
export const FALLBACK_LANGUAGE = 'en';
export const DEFAULT_AREA_ID = 'CIV';
export const DEFAULT_MOBILE_CODE = '225';

/** Largest numeric id or count the contract carries (a PostgreSQL int: beyond it the database fails). */
export const INT4_MAX = 2_147_483_647;

/** Access-system code sent in metaData and with the queue-credentials call (spec §7). */
export const SYSTEM_CODE = 'H5';

export const REQUEST_TIMEOUT_MS = 50_000;
export const CHUNK_TIMEOUT_MS = 120_000;

/** Page sizes (spec §9). */
export const PAGE_SIZE = 15;
export const PAGE_SIZE_SMALL = 10;

export const IMAGE = {
  maxCount: 6,
  maxBytes: 2 * 1024 * 1024,
  /** Pictures above this are compressed before upload (spec §5, §9). */
  compressAboveBytes: 2_097_152,
  quality: 0.7,
  types: ['image/jpeg', 'image/png', 'image/jpg'],
  extensions: ['jpg', 'jpeg', 'png'],
  /**
   * Ours (the spec gives bytes only): a 2 MB file can still declare huge dimensions (a
   * decompression bomb), so the server refuses to decode above 40 megapixels (~160 MB of pixels),
   * well above any real photo that fits in 2 MB.
   */
  maxPixels: 40_000_000,
} as const;

export const DOCUMENT = { maxBytes: 5 * 1024 * 1024, extensions: ['pdf', 'doc', 'docx'] } as const;

/** Stored app version code (spec §9). */
export const APP_VERSION_CODE = 2022082218;

/** Module ids (spec §3 "Module ids"). */
export const MODULE_ID = {
  article: 1,
  land: 2,
  carRental: 3,
  saleGoods: 4,
  housekeeping: 5,
  house: 6,
  carSales: 7,
  recruitment: 8,
  visa: 9,
  business: 10,
  feedback: 12,
  enterprise: 21,
  personal: 22,
  enterpriseTemplate: 23,
  purchase: 41,
} as const;
export type ModuleIdValue = (typeof MODULE_ID)[keyof typeof MODULE_ID];

/** The symbolic names the spec mentions (spec §3), bound to the ids of the same list. */
export const RENTING_HOUSE_ID = MODULE_ID.house;
export const HOUSE_KEEP_ID = MODULE_ID.housekeeping;
export const BUSINESS_ID = MODULE_ID.business;
export const LAND_ID = MODULE_ID.land;

/** Text and count limits (spec §5, §9). */
export const LIMITS = {
  titleMin: 3,
  titleMax: 200,
  contentMin: 20,
  contentMax: 10_000,
  nicknameMin: 3,
  nicknameMax: 32,
  /** Contacts and any free text input. */
  freeInputMax: 250,
  sharePostMin: 20,
  chatCardPreview: 20,
  /**
   * Longest chat message (ours; spec §5 says only "not empty"): a page of text. Longer belongs in a
   * file, and a record stays far below the queue's 64 KiB frame once base64 (4 bytes a character, x 4/3).
   */
  chatMessageMax: 2000,
  /** Labels: 5 in land, house, housekeeping and in general (spec §5 notes disagree). */
  labels: 5,
  /** Labels in business and visa "as read" (spec §9). */
  labelsBusinessVisa: 6,
  phones: 3,
  phoneMaxLength: 50,
  /** Followed countries besides the registered one. */
  followedCountries: 5,
  followedCategories: 5,
  hashtags: 5,
  passwordMin: 6,
  /** Positive number rule: at most 11 integer digits and 2 decimals (spec §5). */
  numberIntegerDigits: 11,
  numberDecimals: 2,
} as const;

/** Default ids of the publish forms (spec §3 "Publish payloads", §9). */
export const DEFAULT_BILLING_CYCLE_ID = 1;
export const DEFAULT_SERVICE_TIME = 0;
/** Square metres. */
export const DEFAULT_SIZE_UNIT_ID = 1;
/** releaseAreaNum meaning "every country"; select-all is offered only then (spec §5, §9). */
export const ALL_COUNTRIES_AREA_NUM = 999;

/** Characters per translation request (spec §9). */
export const TRANSLATION_CHUNK_CHARS = 500;

/** Verification code validity in minutes (spec §5: French text says 5; we follow the 15 of the other texts). */
export const CODE_VALIDITY_MINUTES = 15;
export const SEND_CODE_COUNTDOWN_S = 60;

/** UI timings (spec §9). */
export const CAROUSEL_AUTOPLAY_MS = 5_000;
export const NOTICE_ROTATION_MS = 8_000;
export const SCROLL_THROTTLE_MS = 10;
export const MINE_HEADER_FADE_PX = 230;

// The queue's constants (heart-beats, websocket path) are in queue.ts, with the realtime code's
// own chunk: a constant shared with the entry would split this file out of it (first-paint budget).

/** Purchase demand items warn when 1..3 days remain (spec §4, §9). */
export const PURCHASE_WARNING_DAYS = 3;

/** accountType 2 = enterprise: the enterprise name is shown instead of the nickname (spec §1, §6). */
export const ENTERPRISE_ACCOUNT_TYPE = 2;
export const ENTERPRISE_REVIEW_HOURS = 24;
export const ACCOUNT_DELETION_WORKING_DAYS = 7;

/** Yes/no options (spec §3 "Lookups"). */
export const YES = 1;
export const NO = 0;

/** appType asked on the app download page (spec §7). */
export const APP_DOWNLOAD_TYPE = 2;

// The mine screens' ad display locations (spec §7 getAdInfo: module6Mine, ...) are in each
// module's descriptor (src/modules/*.ts mine.adLocation).

/** Speed-test cadence (spec §7 "about once a minute"). */
export const SPEED_TEST_INTERVAL_MS = 60_000;

/**
 * Path of the silent token regeneration (spec §8 4006; spec §7 lists generateToken without a path:
 * the prefix is ours, origin 'named' in endpoints/account.ts). A constant because the API client needs it in the first chunk, where
 * the account endpoint table has no place.
 */
export const GENERATE_TOKEN_PATH = '/user/v1/login/generateToken';

/** Jobs and CVs (spec §2 /jobAndRecruit, §3 "Jobs and CVs"). */
export const JOBS = {
  /** Spec §2 "Ad link jumping": recruit ids starting "RIR" are CVs. */
  resumeIdPrefix: 'RIR',
  workNature: { fullTime: 1, partTime: 2 },
  /** Application states, forward only (sent -> viewed -> invited | not retained; withdrawn by the applicant). */
  application: { sent: 1, viewed: 2, invited: 3, notRetained: 4, withdrawn: 5 },
  /** Spec §3 "Salary rate options numbered 0 to 10"; 0 = negotiable / any. */
  salaryRateIds: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  /** CV self-introduction and company introduction (ours; the spec gives listing content 20-10,000). */
  introductionMin: 20,
  introductionMax: 2_000,
  /** A recruiter's note to an applicant (invitation time and place), like any free input (spec §5). */
  noteMax: 250,
  yearsWorkedMax: 60,
  /** Age bounds of a CV's birth date (ours). */
  ageMin: 14,
  ageMax: 80,
} as const;

/**
 * Goods trade (spec §2 /saleGoods cart and checkout, §4 trade order states): the numbers are ours.
 * An order to be paid online closes itself when its payment order expires (30 minutes, the payments'
 * onlineOrderMs): the stock it holds is not kept from other buyers for longer.
 */
export const TRADE = {
  /** A shipped order completes itself this long after shipping, unless the buyer disputes it. */
  receiveDays: 10,
  /** "Extend delivery time" (spec §4) pushes that back once, by this. */
  extendDays: 5,
  /** Addresses in one address book. */
  addressesMax: 20,
  /** Lines in one cart. */
  cartLinesMax: 50,
  /** Pieces of one item in one line. */
  lineNumberMax: 99,
  /** Message to the seller, reasons (cancel, close, dispute). */
  remarkMax: 200,
  courierMax: 60,
  trackingNoMax: 60,
  /** Receiver's name; district and landmark are free inputs (LIMITS.freeInputMax). */
  nameMax: 60,
} as const;

/**
 * Saved searches and alerts (issue: Beyond the spec, item 1): ours. 20 searches cover what a
 * buyer follows at once; notices are kept two months; the digest goes out at 08:00 UTC (morning in
 * West Africa).
 */
export const ALERTS = {
  maxSavedSearches: 20,
  titleMax: 60,
  digestHourUtc: 8,
  noticeKeepDays: 60,
  noticePageSize: 20,
  /**
   * Modules whose lists can be saved (spec §3 "Module ids": land, car rental, goods, housekeeping,
   * house, car sales, recruitment, visa, business, purchase). Written as numbers, not MODULE_ID.x:
   * this module is in the first paint and the names cost 32 bytes there; `satisfies` keeps each
   * a module id.
   */
  moduleIds: [2, 3, 4, 5, 6, 7, 8, 9, 10, 41] as const satisfies readonly ModuleIdValue[] as readonly number[],
} as const;
