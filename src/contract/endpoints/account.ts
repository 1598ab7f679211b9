// Login, QR login, tokens, registration, password reset and verification codes (spec §7 "Login",
// "Register", "Reset", "Also defined"). No path of this file is shown by the spec: all are ours,
// under /user/v1/login|register|resetPassword|code/: 'named' where spec §7 names the call, else 'ours'.
import { GENERATE_TOKEN_PATH } from '../constants.js';
import { endpoint } from '../endpoint.js';
import type { Empty } from '../types/common.js';
import type {
  CheckMailCodeRequest, CheckPhoneCodeRequest, GenerateTokenReply, GenerateTokenRequest, LoginCheckReply,
  LoginRequest, LoginResult, LoginStatusReply, MailCodeRequest, PhoneCodeRequest, QrCodeImgReply, QrCodeRequest,
  QrStatusReply, RegisterRequest, ResetByEmailRequest, ResetByPhoneRequest, ValidMailReply, ValidMailRequest,
} from '../types/account.js';

export const ACCOUNT_ENDPOINTS = {
  /** Code 4036 asks the user to confirm the server message before login (spec §4, §8). */
  loginCheck: endpoint<LoginRequest, LoginCheckReply>()('/user/v1/login/checkLogin', { origin: 'ours' }),
  login: endpoint<LoginRequest, LoginResult>()('/user/v1/login/login', { origin: 'ours' }),
  logout: endpoint<Empty, null>()('/user/v1/login/logout', { origin: 'named', auth: true }),
  checkLoginStatus: endpoint<Empty, LoginStatusReply>()('/user/v1/login/checkLoginStatus', { origin: 'named' }),
  /** Silent regeneration after 4006 (spec §8); needs no valid Authorization, only the refresh token. */
  generateToken: endpoint<GenerateTokenRequest, GenerateTokenReply>()(GENERATE_TOKEN_PATH, { origin: 'named' }),
  qrCodeImg: endpoint<Empty, QrCodeImgReply>()('/user/v1/login/qrCodeImg', { origin: 'named' }),
  checkQrCodeLoginStatus: endpoint<QrCodeRequest, QrStatusReply>()('/user/v1/login/checkQrCodeLoginStatus', { origin: 'named' }),
  /** The logged-in phone scanned the code (state scanned). */
  scanQrCode: endpoint<QrCodeRequest, null>()('/user/v1/login/scanQrCode', { origin: 'ours', auth: true }),
  /** Confirm on the phone (spec §2 "QR-code login ... with a confirm-on-phone step"). */
  confirmQrCodeLogin: endpoint<QrCodeRequest, null>()('/user/v1/login/confirmQrCodeLogin', { origin: 'ours', auth: true }),

  sendRegisterCode: endpoint<PhoneCodeRequest, null>()('/user/v1/register/sendPhoneCode', { origin: 'ours' }),
  checkRegisterCode: endpoint<CheckPhoneCodeRequest, null>()('/user/v1/register/checkPhoneCode', { origin: 'ours' }),
  register: endpoint<RegisterRequest, LoginResult>()('/user/v1/register/register', { origin: 'ours' }),

  sendResetPhoneCode: endpoint<PhoneCodeRequest, null>()('/user/v1/resetPassword/sendPhoneCode', { origin: 'ours' }),
  sendResetMailCode: endpoint<MailCodeRequest, null>()('/user/v1/resetPassword/sendMailCode', { origin: 'ours' }),
  checkResetCode: endpoint<CheckPhoneCodeRequest | CheckMailCodeRequest, null>()('/user/v1/resetPassword/checkCode', { origin: 'ours' }),
  resetByPhone: endpoint<ResetByPhoneRequest, null>()('/user/v1/resetPassword/resetByPhone', { origin: 'ours' }),
  resetByEmail: endpoint<ResetByEmailRequest, null>()('/user/v1/resetPassword/resetByEmail', { origin: 'ours' }),

  /** General phone / mail code calls (replace phone or e-mail in account security). */
  sendPhoneCode: endpoint<PhoneCodeRequest, null>()('/user/v1/code/sendPhoneCode', { origin: 'ours', auth: true }),
  checkPhoneCode: endpoint<CheckPhoneCodeRequest, null>()('/user/v1/code/checkPhoneCode', { origin: 'ours', auth: true }),
  sendMailCode: endpoint<MailCodeRequest, null>()('/user/v1/code/sendMailCode', { origin: 'ours', auth: true }),
  checkMailCode: endpoint<CheckMailCodeRequest, null>()('/user/v1/code/checkMailCode', { origin: 'ours', auth: true }),
  /** E-mail checked on blur (spec §5). */
  validMail: endpoint<ValidMailRequest, ValidMailReply>()('/user/v1/code/validMail', { origin: 'named' }),
} as const;
