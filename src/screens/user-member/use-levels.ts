// The levels for sale (getMemberBenefits, in the interface language; asked again when it changes)
// and the caller's account info (stored copy first, refreshed from the server: a membership just
// bought shows at once).
import { USERCENTER_ENDPOINTS } from '../../contract/endpoints/usercenter.js';
import { useLanguage } from '../kit/price.js';
import { useCall } from '../kit/use-call.js';
import { useUserInfo } from '../kit/use-user-info.js';
import { currentLevelOf } from './member-rules.js';

export function useLevels() {
  const lang = useLanguage();
  const call = useCall(USERCENTER_ENDPOINTS.getMemberBenefits, {}, lang);
  const { info } = useUserInfo();
  const levels = call.state.status === 'ok' ? call.state.data : [];
  return { call, levels, info, current: currentLevelOf(info, levels) };
}
