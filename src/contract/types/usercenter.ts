// User centre (spec §2 "User centre", §7 "user centre ... calls"). Shapes not shown in spec §7; ours,
// sized for what the screens of spec §2 display.
import type { AreaId, LanguageCode, PageRequest, UserId } from './common.js';
import type { UserAllInfo } from './account.js';
import type { AccountLogAction } from '../statuses.js';
import type { OrderKind, PaymentFailReason } from './payment.js';

export interface MineIndex {
  user: UserAllInfo;
  focusNum: number;
  fansNum: number;
  favoriteNum: number;
  historyNum: number;
  couponNum: number;
  unreadNum: number;
}

/** Public profile of another user ("show me info"). */
export interface ShowMeInfo {
  userId: UserId;
  userMq: string;
  petName: string;
  entName: string;
  avatarPath: string;
  accountType: number;
  focusNum: number;
  fansNum: number;
  isFocus: 0 | 1;
}

/** Profile completion / personal information (spec §2 "Screens implied by wording"). */
export interface UpdateUserInfoRequest {
  petName?: string;
  avatarPath?: string;
  languageId?: LanguageCode;
  areaId?: AreaId;
}

export interface AccountLog {
  id: number;
  /** statuses.ACCOUNT_LOG_ACTIONS: a key the client translates. */
  action: AccountLogAction;
  deviceName: string;
  ip: string;
  time: string;
}

export interface Device {
  /** The session's id: what removeDevice takes. */
  deviceId: string;
  deviceName: string;
  lastLoginTime: string;
  current: boolean;
}

export interface ChangePasswordRequest {
  oldPassword: string;
  password: string;
}

export interface ReplacePhoneRequest {
  mobileCode: string;
  phone: string;
  validCode: string;
}

export interface ReplaceEmailRequest {
  mail: string;
  validCode: string;
}

/** Membership tiers (spec §9 "Membership tiers: individual and enterprise"). */
export type MemberTier = 'personal' | 'enterprise';

/**
 * One membership level for sale (spec §2 menberCenter; §6 "memberLevelId decides the publish
 * quota", "Batch-publishing country count depends on level (releaseAreaNum)", viewing contacts and
 * CVs, publishing jobs). The same for every caller (the screen compares `rank` with the caller's
 * own level: spec §5 "Cannot buy a membership below the current level").
 */
export interface MemberBenefit {
  memberLevelId: number;
  /** In the caller's language. */
  name: string;
  levelPath: string;
  tier: MemberTier;
  /** Levels are ordered by rank; a level of lower rank than the caller's active one cannot be bought. */
  rank: number;
  /** Whole francs CFA for one period of `validDays` (XOF has no minor unit). */
  price: number;
  /** The currency's display flag ("FCFA"). */
  priceFlag: string;
  validDays: number;
  releaseAreaNum: number;
  /** Live listings per module that spend no posting chance (spec §6 publish quota). */
  freeListings: number;
  viewContacts: boolean;
  viewCvs: boolean;
  publishJobs: boolean;
  /** The same benefits as sentences in the caller's language, in a fixed order. */
  benefits: string[];
}

/**
 * A bill (spec §2 consumptionBill): one of the caller's orders that was paid or failed (orders
 * still waiting for payment are orders, not bills). billId is the order number.
 */
export interface Bill {
  billId: string;
  orderNo: string;
  kind: OrderKind;
  /** What was bought, in the caller's language. */
  title: string;
  /** What was (or would have been) paid: listAmount − discount, whole francs CFA. */
  amount: number;
  /** The price before the coupon. */
  listAmount: number;
  /** The coupon's discount (0 without one). */
  discount: number;
  priceFlag: string;
  /** statuses.PAYMENT_METHOD. */
  payType: number;
  /** statuses.PAYMENT_STATE: 1 success (order paid), 2 failed (declined or expired). */
  payState: number;
  /** ISO times: ordered; paid ('' when it failed). */
  createTime: string;
  payTime: string;
  /** The mobile-money operator or card the provider reported (OM, MOMO, FLOOZ, WAVE…), '' when unknown. */
  method: string;
  /** Why it failed ('' when paid). */
  failReason: PaymentFailReason;
  /** Francs refunded by an operator (0 when none). */
  refundedAmount: number;
}

export interface HelpMenu {
  id: number;
  name: string;
}

export interface Problem {
  id: number;
  title: string;
  content: string;
}

export interface ProblemListRequest extends PageRequest {
  menuId: number;
}

/**
 * What a value-added service gives (issue "Payments"): posting chances, TOP of one listing for
 * `quantity` days, a refresh, or the publish of one listing without a chance (spec §4 status 0).
 */
export type CommodityKind = 'chances' | 'top' | 'refresh' | 'publish';

/** Value-added service / package for sale (spec §2 valueAddedServices list and details). */
export interface Commodity {
  commodityId: number;
  kind: CommodityKind;
  /** In the caller's language. */
  name: string;
  /** The listing module the package is for; 0 = any module. */
  moduleId: number;
  /** The price list it belongs to: 0 everyone, else the membership level whose members see it. */
  memberLevelId: number;
  /** Whole francs CFA. */
  price: number;
  priceFlag: string;
  /** Publish chances the package adds (0 for the other kinds). */
  releaseNum: number;
  /** Chances for 'chances', days for 'top', 1 for 'refresh' and 'publish'. */
  quantity: number;
  /** Days the chances stay usable after purchase. */
  validDays: number;
  /** In the caller's language. */
  description: string;
}

/**
 * Packages of one module and one price list (spec §2 ".../list?memberLevelId={level}"). A logged-in
 * caller always gets the list of their own active level (the prices an order would charge);
 * memberLevelId only previews a level's list for visitors.
 */
export interface CommodityListRequest {
  moduleId?: number;
  memberLevelId?: number;
}

/** A coupon of the caller (spec §4 "Coupon filter: 1 usable, 2 used, 3 expired, 4 all"). */
export interface Coupon {
  couponId: string;
  /** In the caller's language. */
  name: string;
  /** Discount in whole francs CFA. */
  amount: number;
  /** The order's price must be at least this (0: any order). */
  minAmount: number;
  priceFlag: string;
  /** ISO time it stops being usable. */
  expiryTime: string;
  /** statuses.COUPON_FILTER 1 usable, 2 used, 3 expired. */
  state: number;
  /**
   * The order holding it: for a used coupon the paid order; for a usable one, an order still
   * waiting for payment (the coupon comes back if that order fails or expires); '' when free.
   */
  orderNo: string;
  /** ISO time it was used ('' when not). */
  usedTime: string;
}

export interface CouponListRequest extends PageRequest {
  /** statuses.COUPON_FILTER. */
  type: number;
}

/** Posting chances of one module as the caller's assets show them (spec §6 publish quota). */
export interface ModuleQuota {
  moduleId: number;
  /** Listings the membership level lets out at a time without a chance (its free listings). */
  freeListings: number;
  /** Of those, still free now (free listings minus the module's live listings, at least 0). */
  freeLeft: number;
  /** Bought or redeemed chances usable in this module (the module's own and any-module ones). */
  chancesLeft: number;
}

/** One bought or redeemed batch of posting chances. */
export interface ChanceBatch {
  /** 0 = any module. */
  moduleId: number;
  quantity: number;
  used: number;
  /** ISO time the unused chances lapse. */
  expiryTime: string;
  /** The order that granted it ('' for an exchange code without order). */
  orderNo: string;
}

/** /usercenter/myAssets (issue "Payments": chances per module, membership, coupons; no balance is kept). */
export interface MyAssets {
  memberLevelId: number;
  /** '' without an active membership. */
  memberLevel: string;
  isMember: 0 | 1;
  /** ISO expiry of the active membership ('' when none). */
  expiryTime: string;
  modules: ModuleQuota[];
  /** Batches with unused chances that have not lapsed, soonest lapse first. */
  chances: ChanceBatch[];
  /** Coupons the caller could use now (filter 1, not held by a waiting order). */
  usableCoupons: number;
}

/** Followed countries (at most 5 besides the registered one) and industries (at most 5), spec §5. */
export interface FocusCountryRequest {
  areaIds: AreaId[];
}
export interface FocusIndustryRequest {
  industryIds: number[];
}

export interface AuthenticationPersonal {
  type: 'personal';
  realName: string;
  papersType: number;
  papersNumber: string;
  address: string;
  attachment: string;
}

export interface AuthenticationEnterprise {
  type: 'enterprise';
  legalPerson: string;
  companyName: string;
  phone: string;
  officeAddress: string;
  papersType: number;
  registrationCode: string;
  papersPictures: string[];
  attachment: string;
  authorizationLetter: string;
}

/** /authentication/form (spec §3 "Enterprise authentication", "Personal authentication"). */
export type AuthenticationForm = AuthenticationPersonal | AuthenticationEnterprise;

/**
 * One submitted authentication and the operator's decision on it (statuses.AUDIT_STATUS: 4 in
 * audit, 2 passed, 1 failed; the console's reviewAuthentication decides).
 */
export type AuthenticationRecord<T extends AuthenticationForm> = T & {
  status: number;
  /** ISO time of the submission. */
  submittedAt: string;
  /** ISO time the operator decided; '' while in review. */
  reviewedAt: string;
  /** Why the operator refused it (status 1), for the user to correct; '' otherwise. */
  reason: string;
  /**
   * Each upload the form names → a short-lived URL of it for its owner (the papers are private
   * uploads: their paths are names, not addresses; the server signs these per reply).
   */
  fileUrls: Record<string, string>;
};

/** What the authentication screens show (spec §9 "Enterprise review within 24 hours"). */
export interface AuthenticationReply {
  personal: AuthenticationRecord<AuthenticationPersonal> | null;
  enterprise: AuthenticationRecord<AuthenticationEnterprise> | null;
}

/** What a private picture is for (ours): authentication papers, or the proof of a bank or offline payment. */
export type PrivateUploadUse = 'papers' | 'proof';

/** uploadPrivateImg: a jpg/png of at most 2 MB (spec §5) kept private to its owner and the console. */
export interface UploadPrivateImgRequest {
  multipartFile: Blob;
  use: PrivateUploadUse;
}

export interface PrivateUploadReply {
  /** What the form sends back (authentication papersPictures, remittance voucherImg). */
  imgPath: string;
  /** A short-lived URL showing the picture to its owner (not a lasting address: never stored). */
  url: string;
}

/** A document upload (spec §5 "documents 5 MB, pdf, doc or docx"), private like every paper. */
export interface UploadFileReply {
  filePath: string;
  /** The name the user's file had (for display only). */
  fileName: string;
}
