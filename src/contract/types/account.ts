// Login, registration, password reset, QR login and the stored session (spec §3 "Session user",
// §4 "Login", §5 "Accounts", §7 "Login", "Register", "Reset").
import type { AreaId, LanguageCode, UserId } from './common.js';
import type { ProofOfWork } from '../proof-of-work.js';
import type { QrLoginState } from '../statuses.js';

/** 'mobile' tab or e-mail ('account') tab (spec §7). */
export type LoginType = 'mobile' | 'account';

export interface LoginData {
  mobileCode?: string;
  phone?: string;
  /** E-mail on the account tab. */
  username?: string;
  /** SHA-256 hex of the typed password (spec §5). */
  password: string;
  /** Asked for by a 4429 carrying a ProofChallenge after repeated wrong passwords (proof-of-work.ts). */
  proof?: ProofOfWork;
}

/** Same payload for the check and the login call (spec §7). */
export interface LoginRequest {
  type: LoginType;
  loginData: LoginData;
}

/** Reply of the login check: code 4036 carries a message to confirm (spec §8). Shape not shown in spec §7; ours. */
export type LoginCheckReply = null;

/** Login result (spec §3), plus refreshToken which our server adds for silent regeneration (spec §8 4006). */
export interface LoginResult {
  areaId: AreaId;
  Authorization: string;
  userId: UserId;
  languageId: LanguageCode;
  refreshToken: string;
}

/** Token regeneration after 4006. Shape not shown in spec §7; ours. */
export interface GenerateTokenRequest {
  refreshToken: string;
}
export interface GenerateTokenReply {
  Authorization: string;
  refreshToken: string;
}

/** Shape not shown in spec §7; ours. */
export interface LoginStatusReply {
  loggedIn: boolean;
}

export interface PhoneCodeRequest {
  mobileCode: string;
  phone: string;
}

export interface CheckPhoneCodeRequest extends PhoneCodeRequest {
  validCode: string;
}

/** E-mail code (spec §7 "{mail, type 1}"): type 1 = reset password; 2 = bind / replace e-mail is ours. */
export interface MailCodeRequest {
  mail: string;
  type: 1 | 2;
}

export interface CheckMailCodeRequest {
  mail: string;
  validCode: string;
}

/** validMail: is the address well-formed and free? Shape not shown in spec §7; ours. */
export interface ValidMailRequest {
  mail: string;
}
export interface ValidMailReply {
  registered: boolean;
}

export interface RegisterRequest {
  phone: string;
  mobileCode: string;
  areaId: AreaId;
  languageId: LanguageCode;
  /** SHA-256 hex. */
  password: string;
  validCode: string;
}

export interface ResetByPhoneRequest {
  mobileCode: string;
  /** The phone number. */
  username: string;
  password: string;
  validCode: string;
}

export interface ResetByEmailRequest {
  /** The e-mail address. */
  username: string;
  password: string;
  validCode: string;
}

/** QR login (spec §2, §4). Shapes not shown in spec §7; ours. */
export interface QrCodeImgReply {
  qrCodeId: string;
  /** Data URL of the QR image. */
  qrCodeImg: string;
  /** Epoch ms after which the code must be rescanned. */
  expireTime: number;
  /**
   * What the picture encodes, printed under it too: an app whose camera cannot scan (a WebView
   * without a scanner, a desktop) types it in. It can confirm nothing by itself: only a
   * logged-in user's confirm does.
   */
  scanCode: string;
}
export interface QrCodeRequest {
  qrCodeId: string;
}
export interface QrStatusReply {
  state: QrLoginState;
  /** Present once confirmed on the phone. */
  login?: LoginResult;
}

export interface UserInfo {
  avatarPath: string;
  mail: string;
  mobileCode: string;
  petName: string;
  phone: string;
}

export interface LevelRelated {
  moduleId: number;
  /** Publish chances left for that module. */
  releaseNum: number;
}

/** Full account info (spec §3 userAllInfo "... and similar"). */
export interface UserAllInfo {
  userId: UserId;
  avatarPath: string;
  areaId: AreaId;
  petName: string;
  entName: string;
  accountType: number;
  /** Authentication level (statuses.AUTHENTICATION). */
  authentication: number;
  isMember: 0 | 1;
  expiryTime: string;
  memberLevel: string;
  memberLevelId: number;
  levelRelatedVOS: LevelRelated[];
  releaseAreaNum: number;
  levelPath: string;
  languageId: LanguageCode;
  mail: string;
  mobileCode: string;
  phone: string;
  focusAreaIds: AreaId[];
  focusIndustryIds: number[];
  /** ISO time the account deletion was asked for; '' when none is pending (spec §4: within 7 working days). */
  cancelRequestedAt?: string;
}

/** What the app stores after login (spec §3 "Session user"). */
export interface SessionUser {
  userId: UserId;
  authorization: string;
  refreshToken: string;
  /** Default "CIV". */
  areaId: AreaId;
  language: LanguageCode;
  userInfo: UserInfo;
  userAllInfo?: UserAllInfo;
}
