// /usercenter/valueAddedServices/details?commodityId=N[&serviceId=…&moduleId=…][&from=…] (spec §2
// valueAddedServices details): what the package gives, how long it lasts, its price, and the shared
// pay panel. TOP, refresh and single publish are bought for one of the caller's listings (picked
// here, or named by the link); posting chances for the account. Visitors see the package and a
// login button instead of paying.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useServices } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { USERCENTER_ENDPOINTS } from '../../contract/endpoints/usercenter.js';
import type { Commodity } from '../../contract/types/usercenter.js';
import type { MessageKey } from '../../i18n/keys.js';
import { IDENTITIES } from '../../modules/identities.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame, LoadError } from '../kit/account-frame.js';
import { useMoneyStyle } from '../kit/money/money-styles.js';
import { PayPanel } from '../kit/money/pay-panel.js';
import { safeFrom, withFrom } from '../kit/money/purchase-origin.js';
import { useMoney } from '../kit/money/use-money.js';
import { useLanguage } from '../kit/price.js';
import { useCall } from '../kit/use-call.js';
import { GIVES, givesValues, KIND_TITLES, LISTING_STATUS } from './commodity-text.js';
import { ListingPicker, type PickedListing } from './listing-picker.js';

const INLINE: readonly number[] = [CODE.NOT_FOUND, CODE.VALIDATION];

export function VasDetailsScreen({ query }: { query: URLSearchParams }) {
  const t = useT();
  useMoneyStyle();
  const from = safeFrom(query.get('from'));
  const raw = (query.get('commodityId') ?? '').trim();
  const id = /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
  return (
    <AccountFrame title={t('money.vas.detailsTitle')} fallback={withFrom('/usercenter/valueAddedServices/list', from)} className="mkt-money mkt-vas" needsLogin={false}>
      {id === null ? <Missing from={from} /> : <Details key={id} id={id} query={query} from={from} />}
    </AccountFrame>
  );
}

function Missing({ from }: { from: string }) {
  const t = useT();
  return (
    <div className="mkt-result" data-outcome="missing" role="alert">
      <h1>{t('money.vas.missing')}</h1>
      <Link href={withFrom('/usercenter/valueAddedServices/list', from)} className="mkt-btn">{t('money.vas.title')}</Link>
    </div>
  );
}

/** The listing a link named (?serviceId=&moduleId=), when it names a publishing module. */
function linkedListing(query: URLSearchParams): PickedListing {
  const serviceId = (query.get('serviceId') ?? '').trim();
  const moduleId = Number((query.get('moduleId') ?? '').trim());
  const known = Object.values(IDENTITIES).some((m) => m.moduleId === moduleId);
  return known && /^\d{1,19}$/.test(serviceId) ? { moduleId, serviceId } : { moduleId: known ? moduleId : 0, serviceId: '' };
}

function Details({ id, query, from }: { id: number; query: URLSearchParams; from: string }) {
  const t = useT();
  const lang = useLanguage();
  const call = useCall(USERCENTER_ENDPOINTS.getCommodityDetail, { commodityId: id }, `${id}:${lang}`, INLINE);
  if (call.state.status === 'loading') return <p className="mkt-list-foot" role="status">{t('app.loading')}</p>;
  if (call.state.status === 'error') return INLINE.includes(call.state.code) ? <Missing from={from} /> : <LoadError retry={call.retry} />;
  return <Package c={call.state.data} linked={linkedListing(query)} from={from} />;
}

function Package({ c, linked, from }: { c: Commodity; linked: PickedListing; from: string }) {
  const t = useT();
  const { money } = useMoney();
  const { stores } = useServices();
  const userId = useStore(stores.session.userId);
  const status = LISTING_STATUS[c.kind];
  const [listing, setListing] = useState<PickedListing>(c.moduleId ? { moduleId: c.moduleId, serviceId: linked.moduleId === c.moduleId ? linked.serviceId : '' } : linked);
  const needsListing = status !== undefined;
  const moduleKey = c.moduleId ? Object.values(IDENTITIES).find((m) => m.moduleId === c.moduleId)?.key : undefined;
  const body = needsListing ? { commodityId: c.commodityId, serviceId: listing.serviceId, moduleId: listing.moduleId } : { commodityId: c.commodityId };
  return (
    <>
      <section className="mkt-mcard" aria-labelledby="mkt-vas-name" data-commodity={c.commodityId} data-kind={c.kind}>
        <span className="mkt-mbadge">{t(KIND_TITLES[c.kind])}</span>
        <h2 id="mkt-vas-name">{c.name}</h2>
        <p>{c.description}</p>
        <dl className="mkt-dl">
          <dt>{t('money.vas.gives.title')}</dt>
          <dd>{t(GIVES[c.kind], givesValues(c))}</dd>
          {c.kind === 'chances' && (<><dt>{t('money.vas.validity')}</dt><dd>{t('money.vas.days', { count: c.validDays })}</dd></>)}
          <dt>{t('money.vas.where')}</dt>
          <dd>{moduleKey ? t(`listScreen.titles.${moduleKey}` as MessageKey) : t('money.vas.anyModule')}</dd>
          <dt className="mkt-dl-total">{t('money.vas.price')}</dt>
          <dd className="mkt-dl-total" data-price={c.price}>{money(c.price)}</dd>
        </dl>
        {c.memberLevelId > 0 && <p className="mkt-muted">{t('money.vas.memberPriceNote')}</p>}
      </section>
      {!userId ? (
        <section className="mkt-mcard" data-login-needed="true">
          <p>{t('money.vas.loginToBuy')}</p>
          <Link href="/login" className="mkt-btn">{t('account.login')}</Link>
        </section>
      ) : (
        <>
          {needsListing && (
            <section className="mkt-mcard">
              <ListingPicker status={status} value={listing} onChange={setListing} {...(c.moduleId ? { onlyModule: c.moduleId } : {})} />
            </section>
          )}
          <PayPanel
            purchase={{ endpoint: 'payment', body, kind: 'commodity', name: c.name, listAmount: c.price }}
            from={from}
            blocked={needsListing && !listing.serviceId ? <span>{t('money.vas.pickFirst')}</span> : null}
          />
        </>
      )}
    </>
  );
}
