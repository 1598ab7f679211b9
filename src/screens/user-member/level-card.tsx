// One membership level as the member centre and the pay pages show it: name, price per period in
// the app language's format, the benefit lines the server wrote in the caller's language, and
// whether it is the caller's level.
import type { ReactNode } from 'react';
import type { MemberBenefit } from '../../contract/types/usercenter.js';
import { useT } from '../../ui/t-context.js';
import { useMoney } from '../kit/money/use-money.js';

const CHECK = 'M5 12.5l4.5 4.5L19 7.5';

export function LevelCard({ level, current, children }: { level: MemberBenefit; current: boolean; children?: ReactNode }) {
  const t = useT();
  const { money } = useMoney();
  const id = `mkt-level-${level.memberLevelId}`;
  return (
    <section className="mkt-mcard" aria-labelledby={id} aria-current={current || undefined} data-level={level.memberLevelId}>
      <div className="mkt-mhead">
        <h2 id={id}>{level.name}</h2>
        {current && <span className="mkt-mbadge" data-tone="ok">{t('money.member.yourLevel')}</span>}
      </div>
      <p className="mkt-money-amount" data-price={level.price}>
        {money(level.price)} <small>{t('money.member.perPeriod', { count: level.validDays })}</small>
      </p>
      <ul className="mkt-benefits" aria-label={t('money.member.benefits')}>
        {level.benefits.map((b) => (
          <li key={b}>
            <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round"><path d={CHECK} /></svg>
            <span>{b}</span>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
