// /common/publishPay?serviceId=…&moduleId=…[&type=republish|refresh][&from=…] (spec §2 "Common";
// §4 status 0 "not paid" and order actions): pay for one of the caller's listings — its publish
// (the default: publish management's "pay" on a status-0 listing), publishing it again after a
// take-down, or a refresh — with the shared pay panel. The listing must be the caller's and in
// the right state: the server checks both and says why not.
import { Link } from 'wouter';
import { USERCENTER_ENDPOINTS } from '../../contract/endpoints/usercenter.js';
import { identityById } from '../../modules/identities.js';
import type { MessageKey } from '../../i18n/keys.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame, LoadError } from '../kit/account-frame.js';
import { useMoneyStyle } from '../kit/money/money-styles.js';
import { PayPanel, type Purchase } from '../kit/money/pay-panel.js';
import { safeFrom } from '../kit/money/purchase-origin.js';
import { useCall } from '../kit/use-call.js';
import { useLanguage } from '../kit/price.js';
import { listingPackage } from './listing-price.js';

type PayKind = 'publish' | 'republish' | 'refresh';

/** Each kind of listing payment as data: the paying call, the package it is priced by, the words. */
const KINDS: Readonly<Record<PayKind, { endpoint: Purchase['endpoint']; pkg: 'publish' | 'refresh'; title: MessageKey; text: MessageKey }>> = {
  publish: { endpoint: 'payment', pkg: 'publish', title: 'money.publishPay.publishTitle', text: 'money.publishPay.publishText' },
  republish: { endpoint: 'republishPayment', pkg: 'publish', title: 'money.publishPay.republishTitle', text: 'money.publishPay.republishText' },
  refresh: { endpoint: 'refreshPayment', pkg: 'refresh', title: 'money.publishPay.refreshTitle', text: 'money.publishPay.refreshText' },
};

const kindOf = (raw: string | null): PayKind => (raw === 'republish' || raw === 'refresh' ? raw : 'publish');

export function PublishPayScreen({ query }: { query: URLSearchParams }) {
  const t = useT();
  useMoneyStyle();
  const serviceId = (query.get('serviceId') ?? '').trim();
  const rawModule = (query.get('moduleId') ?? '').trim();
  const module = /^\d{1,3}$/.test(rawModule) ? identityById(Number(rawModule)) : undefined;
  const kind = kindOf(query.get('type'));
  const manage = module ? `/common/publishManage?moduleId=${module.moduleId}` : '/usercenter/userInfo';
  const from = safeFrom(query.get('from')) || manage;
  const valid = module !== undefined && /^\d{1,19}$/.test(serviceId);
  return (
    <AccountFrame title={t(KINDS[kind].title)} fallback={manage} className="mkt-money mkt-publish-pay">
      {valid ? <ListingPay serviceId={serviceId} moduleId={module.moduleId} moduleKey={module.key} kind={kind} from={from} /> : (
        <div className="mkt-result" data-outcome="missing" role="alert">
          <h1>{t('money.publishPay.missing')}</h1>
          <Link href={manage} className="mkt-btn">{t('money.publishPay.toManage')}</Link>
        </div>
      )}
    </AccountFrame>
  );
}

function ListingPay({ serviceId, moduleId, moduleKey, kind, from }: { serviceId: string; moduleId: number; moduleKey: string; kind: PayKind; from: string }) {
  const t = useT();
  const lang = useLanguage();
  const spec = KINDS[kind];
  const call = useCall(USERCENTER_ENDPOINTS.getCommodityList, { moduleId }, `${moduleId}:${lang}`);
  if (call.state.status === 'loading') return <p className="mkt-list-foot" role="status">{t('app.loading')}</p>;
  if (call.state.status === 'error') return <LoadError retry={call.retry} />;
  const pkg = listingPackage(call.state.data, spec.pkg, moduleId);
  const purchase: Purchase | null = pkg ? {
    endpoint: spec.endpoint, body: { serviceId, moduleId }, kind, name: pkg.name, listAmount: pkg.price,
  } : null;
  return (
    <>
      <section className="mkt-mcard" aria-label={t(spec.title)}>
        <p>{t(spec.text)}</p>
        <dl className="mkt-dl">
          <dt>{t('money.publishPay.module')}</dt>
          <dd>{t(`listScreen.titles.${moduleKey}` as MessageKey)}</dd>
          <dt>{t('money.publishPay.listing')}</dt>
          <dd data-service-id={serviceId}>{t('money.publishPay.listingNo', { id: serviceId })}</dd>
        </dl>
      </section>
      {purchase ? <PayPanel purchase={purchase} from={from} /> : <p className="mkt-empty" role="alert">{t('errors.noProduct')}</p>}
    </>
  );
}
