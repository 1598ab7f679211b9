// User centre (spec §2 "User centre"; §7 "user centre (mine index, info, avatar, account log,
// member benefits, bills, help and service, commodities and prices)", "focus country/industry",
// "show me info", /authentication/form). Only /authentication/form is shown; the rest are ours.
import { endpoint } from '../endpoint.js';
import type { Empty, PageRequest, SearchReply, UserRef } from '../types/common.js';
import type { UserAllInfo } from '../types/account.js';
import type {
  AccountLog, Asset, AuthenticationForm, AuthenticationReply, Bill, ChangePasswordRequest, Commodity, CommodityListRequest, Coupon,
  CouponListRequest, Device, FocusCountryRequest, FocusIndustryRequest, HelpMenu, MemberBenefit, MineIndex,
  Problem, ProblemListRequest, ReplaceEmailRequest, ReplacePhoneRequest, ShowMeInfo, UpdateUserInfoRequest, UploadFileReply,
} from '../types/usercenter.js';

export const USERCENTER_ENDPOINTS = {
  getMineIndex: endpoint<UserRef, MineIndex>()('/user/v1/mine/getMineIndex', { auth: true }),
  showMeInfo: endpoint<UserRef, ShowMeInfo>()('/user/v1/mine/showMeInfo'),
  getUserInfo: endpoint<Empty, UserAllInfo>()('/user/v1/userInfo/getUserInfo', { auth: true }),
  updateUserInfo: endpoint<UpdateUserInfoRequest, UserAllInfo>()('/user/v1/userInfo/updateUserInfo', { auth: true }),
  uploadAvatar: endpoint<{ multipartFile: Blob }, { imgPath: string }>()('/user/v1/userInfo/uploadAvatar', { transport: 'multipart', auth: true }),
  getAccountLog: endpoint<PageRequest, SearchReply<AccountLog>>()('/user/v1/userInfo/getAccountLog', { list: true, auth: true }),
  getDevices: endpoint<Empty, Device[]>()('/user/v1/userInfo/getDevices', { auth: true }),
  removeDevice: endpoint<{ deviceId: string }, null>()('/user/v1/userInfo/removeDevice', { auth: true }),
  changePassword: endpoint<ChangePasswordRequest, null>()('/user/v1/userInfo/changePassword', { auth: true }),
  replacePhone: endpoint<ReplacePhoneRequest, null>()('/user/v1/userInfo/replacePhone', { auth: true }),
  replaceEmail: endpoint<ReplaceEmailRequest, null>()('/user/v1/userInfo/replaceEmail', { auth: true }),
  /** Logs the user out; undone by logging in again (spec §4). */
  lockAccount: endpoint<Empty, null>()('/user/v1/userInfo/lockAccount', { auth: true }),
  /** Takes effect within 7 working days (spec §4). */
  cancelAccount: endpoint<Empty, null>()('/user/v1/userInfo/cancelAccount', { auth: true }),

  getMemberBenefits: endpoint<Empty, MemberBenefit[]>()('/user/v1/member/getMemberBenefits'),
  getBillList: endpoint<PageRequest, SearchReply<Bill>>()('/user/v1/bill/getBillList', { list: true, auth: true }),
  getBillDetail: endpoint<{ billId: string }, Bill>()('/user/v1/bill/getBillDetail', { auth: true }),
  getHelpMenu: endpoint<Empty, HelpMenu[]>()('/user/v1/help/getHelpMenu'),
  getProblemList: endpoint<ProblemListRequest, SearchReply<Problem>>()('/user/v1/help/getProblemList', { list: true }),
  getProblemDetail: endpoint<{ id: number }, Problem>()('/user/v1/help/getProblemDetail'),
  getCommodityList: endpoint<CommodityListRequest, Commodity[]>()('/user/v1/commodity/getCommodityList'),
  getCommodityDetail: endpoint<{ commodityId: number }, Commodity>()('/user/v1/commodity/getCommodityDetail'),
  getCouponList: endpoint<CouponListRequest, SearchReply<Coupon>>()('/user/v1/coupon/getCouponList', { list: true, auth: true }),
  getMyAssets: endpoint<Empty, Asset[]>()('/user/v1/asset/getMyAssets', { auth: true }),

  getFocusCountry: endpoint<Empty, FocusCountryRequest>()('/user/v1/focus/getFocusCountry', { auth: true }),
  updateFocusCountry: endpoint<FocusCountryRequest, null>()('/user/v1/focus/updateFocusCountry', { auth: true }),
  getFocusIndustry: endpoint<Empty, FocusIndustryRequest>()('/user/v1/focus/getFocusIndustry', { auth: true }),
  updateFocusIndustry: endpoint<FocusIndustryRequest, null>()('/user/v1/focus/updateFocusIndustry', { auth: true }),

  /** Personal or enterprise authentication; enterprise refused before personal ("first personal", spec §5). */
  submitAuthentication: endpoint<AuthenticationForm, null>()('/authentication/form', { auth: true }),
  /** The caller's submissions and their review status (ours: the screens show "in review"). */
  getAuthentication: endpoint<Empty, AuthenticationReply>()('/authentication/getAuthentication', { auth: true }),
  /** Authentication documents: pdf, doc or docx up to 5 MB, sniffed by their bytes (spec §5, §9). */
  uploadFile: endpoint<{ multipartFile: Blob }, UploadFileReply>()('/user/v1/upload/uploadFile', { transport: 'multipart', auth: true }),
} as const;
