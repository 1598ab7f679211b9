// What userInfo's authentication entries say on their right (issue 6 "review status shown"): not
// submitted, in review, verified or refused, from getAuthentication. Nothing while it loads or if
// the call fails (spec §8: other calls act only on 200); the entry still leads to its screen.
import type { MessageKey } from '../../i18n/keys.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import { useT } from '../../ui/t-context.js';
import { reviewState, type ReviewState } from '../kit/review-state.js';
import { useCall } from '../kit/use-call.js';
import type { EntryValue } from './entries.js';

export interface ValueText {
  text: string;
  warn: boolean;
}

const TEXT: Readonly<Record<ReviewState | 'none', MessageKey>> = {
  none: 'usercenter.auth.none', review: 'usercenter.auth.review', passed: 'usercenter.auth.passed', failed: 'usercenter.auth.failed',
};

export function useAuthValues(): Partial<Record<EntryValue, ValueText>> {
  const t = useT();
  const call = useCall(ENDPOINTS.getAuthentication, {}, 'userInfo-auth');
  if (call.state.status !== 'ok') return {};
  const of = (record: { status: number } | null): ValueText => {
    const state = record ? reviewState(record.status) : 'none';
    return { text: t(TEXT[state]), warn: state === 'failed' };
  };
  return { personalAuth: of(call.state.data.personal), enterpriseAuth: of(call.state.data.enterprise) };
}
