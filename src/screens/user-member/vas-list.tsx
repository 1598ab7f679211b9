// /usercenter/valueAddedServices/list?memberLevelId=N[&moduleId=M][&from=…] (spec §2
// valueAddedServices; §8 the quota dialog's "buy a package"): the packages for sale grouped by what
// they give (posting chances, TOP, refresh, single publish), each with its price in the app
// language's format; a member sees the member prices (the server answers the caller's own price
// list; memberLevelId previews a level's list for visitors). Each leads to its details, carrying
// where the purchase started.
import { Link } from 'wouter';
import { USERCENTER_ENDPOINTS } from '../../contract/endpoints/usercenter.js';
import type { Commodity } from '../../contract/types/usercenter.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame, LoadError } from '../kit/account-frame.js';
import { useMoneyStyle } from '../kit/money/money-styles.js';
import { safeFrom, withFrom } from '../kit/money/purchase-origin.js';
import { useMoney } from '../kit/money/use-money.js';
import { useLanguage } from '../kit/price.js';
import { useCall } from '../kit/use-call.js';
import { GIVES, givesValues, KIND_ORDER, KIND_TITLES } from './commodity-text.js';

const smallId = (raw: string | null): number | undefined => (raw && /^\d{1,3}$/.test(raw.trim()) ? Number(raw.trim()) : undefined);

export function VasListScreen({ query }: { query: URLSearchParams }) {
  const t = useT();
  useMoneyStyle();
  const from = safeFrom(query.get('from'));
  return (
    <AccountFrame title={t('money.vas.title')} fallback={from || '/usercenter/userInfo'} className="mkt-money mkt-vas" needsLogin={false}>
      <Packages memberLevelId={smallId(query.get('memberLevelId'))} moduleId={smallId(query.get('moduleId'))} from={from} />
    </AccountFrame>
  );
}

function Packages({ memberLevelId, moduleId, from }: { memberLevelId: number | undefined; moduleId: number | undefined; from: string }) {
  const t = useT();
  const lang = useLanguage();
  const body = { ...(memberLevelId !== undefined ? { memberLevelId } : {}), ...(moduleId !== undefined ? { moduleId } : {}) };
  const call = useCall(USERCENTER_ENDPOINTS.getCommodityList, body, `${memberLevelId}:${moduleId}:${lang}`);
  if (call.state.status === 'loading') return <p className="mkt-list-foot" role="status">{t('app.loading')}</p>;
  if (call.state.status === 'error') return <LoadError retry={call.retry} />;
  const list = call.state.data;
  const memberPrices = list.some((c) => c.memberLevelId > 0);
  return (
    <>
      <p className="mkt-mnote mkt-mnote-ok mkt-mpad" role="note">
        {t(memberPrices ? 'money.vas.memberPrices' : 'money.vas.intro')}{' '}
        {!memberPrices && <Link href={withFrom('/usercenter/menberCenter/index', from)}>{t('money.vas.toMembers')}</Link>}
      </p>
      {list.length === 0 && <p className="mkt-empty">{t('money.vas.empty')}</p>}
      {KIND_ORDER.map((kind) => {
        const rows = list.filter((c) => c.kind === kind);
        if (rows.length === 0) return null;
        return (
          <section key={kind} aria-labelledby={`mkt-vas-${kind}`} data-kind={kind}>
            <h2 id={`mkt-vas-${kind}`} className="mkt-mtitle">{t(KIND_TITLES[kind])}</h2>
            {rows.map((c) => <PackageCard key={c.commodityId} c={c} from={from} />)}
          </section>
        );
      })}
    </>
  );
}

function PackageCard({ c, from }: { c: Commodity; from: string }) {
  const t = useT();
  const { money } = useMoney();
  return (
    <Link href={withFrom(`/usercenter/valueAddedServices/details?commodityId=${c.commodityId}`, from)} className="mkt-mcard mkt-mcard-link" data-commodity={c.commodityId}>
      <div className="mkt-mhead">
        <h3 className="mkt-pkg-name">{c.name}</h3>
        <span className="mkt-money-amount" data-price={c.price}>{money(c.price)}</span>
      </div>
      <p className="mkt-muted">{t(GIVES[c.kind], givesValues(c))}</p>
      {c.memberLevelId > 0 && <span className="mkt-mbadge" data-tone="ok">{t('money.vas.memberPrice')}</span>}
    </Link>
  );
}
