// /usercenter/menberCenter/index and renewIndex (spec §2 menberCenter; §9 "Membership tiers:
// individual and enterprise"): the caller's membership and its expiry, then the levels of one tier
// at a time (tabs) with their price per period and benefits, each with what the caller may do
// (level-action.tsx). renewIndex puts the level in force first, with its renewal; without one it
// says so and shows the levels like the index.
import { useState } from 'react';
import { Link } from 'wouter';
import type { MemberTier } from '../../contract/types/usercenter.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame, LoadError } from '../kit/account-frame.js';
import { Tabs } from '../kit/form/index.js';
import { formatTime } from '../kit/format-time.js';
import { useMoneyStyle } from '../kit/money/money-styles.js';
import { safeFrom, withFrom } from '../kit/money/purchase-origin.js';
import { useLanguage } from '../kit/price.js';
import { LevelButton } from './level-action.js';
import { LevelCard } from './level-card.js';
import { useLevels } from './use-levels.js';

const TIERS: readonly MemberTier[] = ['personal', 'enterprise'];

export function MemberCentreScreen({ query, renew }: { query: URLSearchParams; renew: boolean }) {
  const t = useT();
  useMoneyStyle();
  return (
    <AccountFrame title={t(renew ? 'money.member.renewTitle' : 'money.member.title')} fallback="/usercenter/userInfo" className="mkt-money mkt-member">
      <Centre query={query} renew={renew} />
    </AccountFrame>
  );
}

function Centre({ query, renew }: { query: URLSearchParams; renew: boolean }) {
  const t = useT();
  const lang = useLanguage();
  const { call, levels, info, current } = useLevels();
  const from = safeFrom(query.get('from'));
  const asked = query.get('tier');
  const currentLevel = levels.find((l) => l.memberLevelId === current.levelId);
  // The tab picked, else the link's ?tier=, else the tier of the level in force, else individual.
  const [tier, setTier] = useState<MemberTier | null>(null);
  const shownTier: MemberTier = tier ?? (asked === 'enterprise' || asked === 'personal' ? asked : currentLevel?.tier ?? 'personal');
  if (call.state.status === 'loading') return <p className="mkt-list-foot" role="status">{t('app.loading')}</p>;
  if (call.state.status === 'error') return <LoadError retry={call.retry} />;
  const expiry = current.expiryTime ? formatTime(current.expiryTime, lang, false) : '';
  return (
    <>
      <section className="mkt-mcard" aria-labelledby="mkt-my-level" data-current-level={current.levelId}>
        <h2 id="mkt-my-level">{t('money.member.yours')}</h2>
        <p>{currentLevel ? currentLevel.name : t('money.member.none')}</p>
        {currentLevel && expiry && <p className="mkt-muted">{t('money.member.validUntil', { date: expiry })}</p>}
        {!currentLevel && <p className="mkt-muted">{t('money.member.noneHint')}</p>}
      </section>
      {renew && currentLevel && (
        <>
          <LevelCard level={currentLevel} current>
            <p className="mkt-muted">{t('money.member.renewNote')}</p>
            <LevelButton level={currentLevel} current={current} info={info} from={from} />
          </LevelCard>
          <p className="mkt-mlinks">
            <Link href={withFrom('/usercenter/menberCenter/index', from)}>{t('money.member.allLevels')}</Link>
          </p>
        </>
      )}
      {renew && !currentLevel && <p className="mkt-mnote mkt-mpad" role="note">{t('money.member.nothingToRenew')}</p>}
      {(!renew || !currentLevel) && (
        <>
          <div className="mkt-mtabs">
            <Tabs tabs={TIERS.map((k) => ({ key: k, label: t(`money.member.tier.${k}`) }))} current={shownTier} onChange={setTier} label={t('money.member.tiers')} />
          </div>
          <div role="tabpanel" aria-label={t(`money.member.tier.${shownTier}`)}>
            {shownTier === 'enterprise' && <p className="mkt-muted mkt-mpad">{t('money.member.enterpriseHint')}</p>}
            {levels.filter((l) => l.tier === shownTier).map((l) => (
              <LevelCard key={l.memberLevelId} level={l} current={l.memberLevelId === current.levelId}>
                <LevelButton level={l} current={current} info={info} from={from} />
              </LevelCard>
            ))}
          </div>
        </>
      )}
      <p className="mkt-mlinks">
        <Link href={withFrom('/usercenter/valueAddedServices/list', from)}>{t('money.member.toServices')}</Link>
      </p>
    </>
  );
}
