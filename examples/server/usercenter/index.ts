// The user-centre domain (issue 6; spec §2 "User centre"): account info and personal information,
// account security (log, devices, password, phone, e-mail, lock, deletion), help, followed
// countries and industries, authentication and feedback. One file per idea; this is the table.
import type { HandlerTable } from '../http/handler.js';
import { getAccountLog } from './account-log.js';
import { cancelAccount, lockAccount } from './account-status.js';
import { getAuthentication, submitAuthentication } from './authentication.js';
import { changePassword } from './change-password.js';
import { getDevices, removeDevice } from './devices.js';
import { insertUserFeedback } from './feedback.js';
import { getFocusCountry, getFocusIndustry, updateFocusCountry, updateFocusIndustry } from './focus.js';
import { getHelpMenu, getProblemDetail, getProblemList } from './help.js';
import { getMineIndex } from './mine-index.js';
import { updateUserInfo, uploadAvatar } from './profile.js';
import { replaceEmail, replacePhone } from './replace-contact.js';
import { uploadFile } from './upload-file.js';
import { uploadPrivateImg } from '../private-files/private-picture.js';
import { getUserInfo } from './user-info.js';

/** Boundary cast: each handler answers its endpoint's reply type (the contract cases check the shapes). */
export const USERCENTER_HANDLERS = {
  getUserInfo, updateUserInfo, uploadAvatar, getAccountLog, getDevices, removeDevice, changePassword, replacePhone,
  replaceEmail, lockAccount, cancelAccount, getHelpMenu, getProblemList, getProblemDetail, getFocusCountry,
  updateFocusCountry, getFocusIndustry, updateFocusIndustry, submitAuthentication, getAuthentication, uploadFile,
  uploadPrivateImg, insertUserFeedback, getMineIndex,
} as HandlerTable;

export { logAccount } from './account-log.js';
