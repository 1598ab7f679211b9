// The account log's action column (spec §2 accountAndSecurity/accountLogs): the server sends a
// stable key (statuses.ACCOUNT_LOG_ACTIONS) and the screen says it in the user's language; a key
// this build does not know yet (a newer server) is shown as it came rather than hidden.
import { ACCOUNT_LOG_ACTIONS, type AccountLogAction } from '../../contract/statuses.js';
import type { MessageKey } from '../../i18n/keys.js';

const LABELS: Readonly<Record<AccountLogAction, MessageKey>> = {
  register: 'security.actions.register',
  login: 'security.actions.login',
  logout: 'security.actions.logout',
  qrLogin: 'security.actions.qrLogin',
  changePassword: 'security.actions.changePassword',
  resetPassword: 'security.actions.resetPassword',
  replacePhone: 'security.actions.replacePhone',
  replaceEmail: 'security.actions.replaceEmail',
  removeDevice: 'security.actions.removeDevice',
  lockAccount: 'security.actions.lockAccount',
  cancelAccount: 'security.actions.cancelAccount',
};

const isAction = (s: string): s is AccountLogAction => (ACCOUNT_LOG_ACTIONS as readonly string[]).includes(s);

/** The translated action, or the raw text for an unknown key. */
export function actionLabel(action: string, t: (key: MessageKey) => string): string {
  return isAction(action) ? t(LABELS[action]) : action;
}
