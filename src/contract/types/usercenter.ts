// User centre (spec §2 "User centre", §7 "user centre ... calls"). Shapes not shown in spec §7; ours,
// sized for what the screens of spec §2 display.
import type { AreaId, LanguageCode, PageRequest, UserId } from './common.js';
import type { UserAllInfo } from './account.js';
import type { AccountLogAction } from '../statuses.js';

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

export interface MemberBenefit {
  memberLevelId: number;
  name: string;
  levelPath: string;
  /** 'personal' | 'enterprise' (spec §9 membership tiers). */
  tier: 'personal' | 'enterprise';
  price: number;
  priceFlag: string;
  validDays: number;
  releaseAreaNum: number;
  benefits: string[];
}

export interface Bill {
  billId: string;
  orderNo: string;
  title: string;
  amount: number;
  priceFlag: string;
  payType: number;
  payState: number;
  createTime: string;
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

/** Value-added service / package for sale (spec §2 valueAddedServices). */
export interface Commodity {
  commodityId: number;
  name: string;
  moduleId: number;
  price: number;
  priceFlag: string;
  /** Publish chances the package adds. */
  releaseNum: number;
  validDays: number;
  description: string;
}

export interface CommodityListRequest {
  moduleId?: number;
  memberLevelId?: number;
}

export interface Coupon {
  couponId: string;
  name: string;
  amount: number;
  priceFlag: string;
  expiryTime: string;
  /** statuses.COUPON_FILTER 1..3. */
  state: number;
}

export interface CouponListRequest extends PageRequest {
  /** statuses.COUPON_FILTER. */
  type: number;
}

export interface Asset {
  moduleId: number;
  releaseNum: number;
  expiryTime: string;
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

/** One submitted authentication and its review (statuses.AUDIT_STATUS: 4 in audit, 2 passed). */
export type AuthenticationRecord<T extends AuthenticationForm> = T & {
  status: number;
  /** ISO time of the submission. */
  submittedAt: string;
  /** ISO time the review passed; '' while in review. */
  reviewedAt: string;
};

/** What the authentication screens show (spec §9 "Enterprise review within 24 hours"). */
export interface AuthenticationReply {
  personal: AuthenticationRecord<AuthenticationPersonal> | null;
  enterprise: AuthenticationRecord<AuthenticationEnterprise> | null;
}

/** A document upload (spec §5 "documents 5 MB, pdf, doc or docx"). */
export interface UploadFileReply {
  filePath: string;
  /** The name the user's file had (for display only). */
  fileName: string;
}
