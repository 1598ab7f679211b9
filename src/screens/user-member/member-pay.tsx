// /usercenter/menberCenter/buyMenber/personalMenberPay and entMenberPay?memberLevelId=N (spec §2
// buyMenber): the level, its price per period and benefits, then the shared pay panel. A lower level
// than the one in force cannot be bought (spec §5, §8); an enterprise level needs the enterprise
// authentication, which needs the personal one (spec §6): the panel says so and leads there
// instead of offering to pay. The server checks both again.
import { Link } from 'wouter';
import { useT } from '../../ui/t-context.js';
import { AccountFrame, LoadError } from '../kit/account-frame.js';
import { useMoneyStyle } from '../kit/money/money-styles.js';
import { PayPanel } from '../kit/money/pay-panel.js';
import { safeFrom, withFrom } from '../kit/money/purchase-origin.js';
import { AUTH_PROMPT } from './level-action.js';
import { LevelCard } from './level-card.js';
import { actionFor, AUTH_ROUTE, authNeedFor } from './member-rules.js';
import { useLevels } from './use-levels.js';

export function MemberPayScreen({ query, tier }: { query: URLSearchParams; tier: 'personal' | 'enterprise' }) {
  const t = useT();
  useMoneyStyle();
  const from = safeFrom(query.get('from'));
  return (
    <AccountFrame title={t(tier === 'enterprise' ? 'money.member.entPayTitle' : 'money.member.payTitle')}
      fallback={withFrom('/usercenter/menberCenter/index', from)} className="mkt-money mkt-member-pay">
      <Pay query={query} tier={tier} from={from} />
    </AccountFrame>
  );
}

function Pay({ query, tier, from }: { query: URLSearchParams; tier: 'personal' | 'enterprise'; from: string }) {
  const t = useT();
  const { call, levels, info, current } = useLevels();
  const raw = (query.get('memberLevelId') ?? '').trim();
  // Without a level in the link: the first (cheapest) level of the page's tier.
  const level = /^\d{1,3}$/.test(raw) ? levels.find((l) => l.memberLevelId === Number(raw)) : levels.find((l) => l.tier === tier);
  if (call.state.status === 'loading') return <p className="mkt-list-foot" role="status">{t('app.loading')}</p>;
  if (call.state.status === 'error') return <LoadError retry={call.retry} />;
  if (!level) {
    return (
      <div className="mkt-result" data-outcome="missing" role="alert">
        <h1>{t('money.member.missing')}</h1>
        <Link href="/usercenter/menberCenter/index" className="mkt-btn">{t('money.member.allLevels')}</Link>
      </div>
    );
  }
  const action = actionFor(level, current);
  const need = authNeedFor(level, info);
  const blocked = action === 'lower' ? <span>{t('errors.membershipLower')}</span>
    : need !== 'none' ? (
      <span className="mkt-choice-text">
        <span data-auth-need={need}>{t(AUTH_PROMPT[need])}</span>
        <Link href={AUTH_ROUTE[need]} className="mkt-btn" data-action="authenticate">{t(need === 'personal' ? 'money.member.toPersonalAuth' : 'money.member.toEnterpriseAuth')}</Link>
      </span>
    ) : null;
  return (
    <>
      <LevelCard level={level} current={level.memberLevelId === current.levelId}>
        <p className="mkt-muted">{t(action === 'renew' ? 'money.member.renewNote' : action === 'upgrade' ? 'money.member.upgradeNote' : 'money.member.startNote', { count: level.validDays })}</p>
      </LevelCard>
      <PayPanel
        purchase={{ endpoint: 'payment', body: { memberLevelId: level.memberLevelId }, kind: 'membership', name: level.name, listAmount: level.price }}
        from={from}
        blocked={blocked}
      />
    </>
  );
}
