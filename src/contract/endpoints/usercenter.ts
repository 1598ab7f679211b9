// User centre (spec §2 "User centre"; §7 "user centre (mine index, info, avatar, account log,
// member benefits, bills, help and service, commodities and prices)", "focus country/industry",
// "show me info", /authentication/form). Only /authentication/form is shown; the rest are ours.
import { endpoint } from '../endpoint.js';
import type { Empty, PageRequest, SearchReply, UserRef } from '../types/common.js';
import type { UserAllInfo } from '../types/account.js';
import type {
  AccountLog, AuthenticationForm, AuthenticationReply, Bill, ChangePasswordRequest, Commodity, CommodityListRequest, Coupon,
  CouponListRequest, Device, FocusCountryRequest, FocusIndustryRequest, HelpMenu, MemberBenefit, MineIndex, MyAssets,
  Problem, ProblemListRequest, ReplaceEmailRequest, ReplacePhoneRequest, ShowMeInfo, UpdateUserInfoRequest, UploadFileReply,
  PrivateUploadReply, UploadPrivateImgRequest,
} from '../types/usercenter.js';

export const USERCENTER_ENDPOINTS = {
  getMineIndex: endpoint<UserRef, MineIndex>()('/user/v1/mine/getMineIndex', { origin: 'ours', auth: true }),
  showMeInfo: endpoint<UserRef, ShowMeInfo>()('/user/v1/mine/showMeInfo', { origin: 'ours' }),
  getUserInfo: endpoint<Empty, UserAllInfo>()('/user/v1/userInfo/getUserInfo', { origin: 'ours', auth: true }),
  updateUserInfo: endpoint<UpdateUserInfoRequest, UserAllInfo>()('/user/v1/userInfo/updateUserInfo', { origin: 'ours', auth: true }),
  uploadAvatar: endpoint<{ multipartFile: Blob }, { imgPath: string }>()('/user/v1/userInfo/uploadAvatar', { origin: 'ours', transport: 'multipart', auth: true }),
  getAccountLog: endpoint<PageRequest, SearchReply<AccountLog>>()('/user/v1/userInfo/getAccountLog', { origin: 'ours', list: true, auth: true }),
  getDevices: endpoint<Empty, Device[]>()('/user/v1/userInfo/getDevices', { origin: 'ours', auth: true }),
  removeDevice: endpoint<{ deviceId: string }, null>()('/user/v1/userInfo/removeDevice', { origin: 'ours', auth: true }),
  changePassword: endpoint<ChangePasswordRequest, null>()('/user/v1/userInfo/changePassword', { origin: 'ours', auth: true }),
  replacePhone: endpoint<ReplacePhoneRequest, null>()('/user/v1/userInfo/replacePhone', { origin: 'ours', auth: true }),
  replaceEmail: endpoint<ReplaceEmailRequest, null>()('/user/v1/userInfo/replaceEmail', { origin: 'ours', auth: true }),
  /** Logs the user out; undone by logging in again (spec §4). */
  lockAccount: endpoint<Empty, null>()('/user/v1/userInfo/lockAccount', { origin: 'ours', auth: true }),
  /** Takes effect within 7 working days (spec §4). */
  cancelAccount: endpoint<Empty, null>()('/user/v1/userInfo/cancelAccount', { origin: 'ours', auth: true }),

  getMemberBenefits: endpoint<Empty, MemberBenefit[]>()('/user/v1/member/getMemberBenefits', { origin: 'ours' }),
  getBillList: endpoint<PageRequest, SearchReply<Bill>>()('/user/v1/bill/getBillList', { origin: 'ours', list: true, auth: true }),
  getBillDetail: endpoint<{ billId: string }, Bill>()('/user/v1/bill/getBillDetail', { origin: 'ours', auth: true }),
  getHelpMenu: endpoint<Empty, HelpMenu[]>()('/user/v1/help/getHelpMenu', { origin: 'ours' }),
  getProblemList: endpoint<ProblemListRequest, SearchReply<Problem>>()('/user/v1/help/getProblemList', { origin: 'ours', list: true }),
  getProblemDetail: endpoint<{ id: number }, Problem>()('/user/v1/help/getProblemDetail', { origin: 'ours' }),
  getCommodityList: endpoint<CommodityListRequest, Commodity[]>()('/user/v1/commodity/getCommodityList', { origin: 'ours' }),
  getCommodityDetail: endpoint<{ commodityId: number }, Commodity>()('/user/v1/commodity/getCommodityDetail', { origin: 'ours' }),
  getCouponList: endpoint<CouponListRequest, SearchReply<Coupon>>()('/user/v1/coupon/getCouponList', { origin: 'ours', list: true, auth: true }),
  getMyAssets: endpoint<Empty, MyAssets>()('/user/v1/asset/getMyAssets', { origin: 'ours', auth: true }),

  getFocusCountry: endpoint<Empty, FocusCountryRequest>()('/user/v1/focus/getFocusCountry', { origin: 'ours', auth: true }),
  updateFocusCountry: endpoint<FocusCountryRequest, null>()('/user/v1/focus/updateFocusCountry', { origin: 'ours', auth: true }),
  getFocusIndustry: endpoint<Empty, FocusIndustryRequest>()('/user/v1/focus/getFocusIndustry', { origin: 'ours', auth: true }),
  updateFocusIndustry: endpoint<FocusIndustryRequest, null>()('/user/v1/focus/updateFocusIndustry', { origin: 'ours', auth: true }),

  /** Personal or enterprise authentication; enterprise refused before personal ("first personal", spec §5). */
  submitAuthentication: endpoint<AuthenticationForm, null>()('/authentication/form', { auth: true }),
  /** The caller's submissions and their review status (ours: the screens show "in review"). */
  getAuthentication: endpoint<Empty, AuthenticationReply>()('/authentication/getAuthentication', { origin: 'ours', auth: true }),
  /** Authentication documents: pdf, doc or docx up to 5 MB, sniffed by their bytes (spec §5, §9). */
  uploadFile: endpoint<{ multipartFile: Blob }, UploadFileReply>()('/user/v1/upload/uploadFile', { origin: 'ours', transport: 'multipart', auth: true }),
  /** Papers pictures and remittance proofs: stored private, shown to their owner through the signed `url`. */
  uploadPrivateImg: endpoint<UploadPrivateImgRequest, PrivateUploadReply>()('/user/v1/upload/uploadPrivateImg', { origin: 'ours', transport: 'multipart', auth: true }),
} as const;
