// The button under a level (member-rules.ts): buy, renew or upgrade leads to the level's pay page
// (with where the purchase started); a lower level is disabled with spec §8's message; an
// enterprise level without the authentication it needs asks first and leads to the
// authentication screen (spec §6, §8 "first personal").
import { useShell } from '../../app/use-shell.js';
import type { MemberBenefit } from '../../contract/types/usercenter.js';
import type { MessageKey } from '../../i18n/keys.js';
import { useT } from '../../ui/t-context.js';
import { withFrom } from '../kit/money/purchase-origin.js';
import { actionFor, AUTH_ROUTE, authNeedFor, buyHref, type CurrentLevel, type InfoLike, type LevelAction } from './member-rules.js';

const LABELS: Readonly<Record<LevelAction, MessageKey>> = {
  buy: 'money.member.buy',
  renew: 'money.member.renew',
  upgrade: 'money.member.upgrade',
  lower: 'money.member.buy',
};

/** The prompt of a missing authentication (spec §8 "first personal"; the enterprise one is ours). */
export const AUTH_PROMPT = { personal: 'validation.firstPersonal', enterprise: 'money.member.enterpriseAuthNeeded' } as const satisfies Record<string, MessageKey>;

export function LevelButton({ level, current, info, from }: { level: MemberBenefit; current: CurrentLevel; info: InfoLike | null; from: string }) {
  const t = useT();
  const { navigate, dialogs } = useShell();
  const action = actionFor(level, current);
  if (action === 'lower') {
    return (
      <div className="mkt-mactions">
        <button type="button" className="mkt-btn" disabled aria-describedby={`mkt-lower-${level.memberLevelId}`} data-action="buy">{t(LABELS.buy)}</button>
        <p id={`mkt-lower-${level.memberLevelId}`} className="mkt-mnote" role="note">{t('errors.membershipLower')}</p>
      </div>
    );
  }
  const open = async () => {
    const need = authNeedFor(level, info);
    if (need !== 'none') {
      if (await dialogs.confirm(t(AUTH_PROMPT[need]), { cancel: true })) navigate(AUTH_ROUTE[need]);
      return;
    }
    navigate(withFrom(buyHref(level), from));
  };
  return (
    <div className="mkt-mactions">
      <button type="button" className="mkt-btn" data-action={action} onClick={() => void open()}>{t(LABELS[action])}</button>
    </div>
  );
}
