// /usercenter/myAssets (spec §2 usercenter myAssets; §6 "memberLevelId decides the publish quota"):
// the membership in force and its expiry, per module how many listings the level lets out without
// a chance (and how many of those are left) and the posting chances bought or redeemed, the
// batches of chances and when they lapse, and the usable coupons; with the ways to get more.
import { Link } from 'wouter';
import { USERCENTER_ENDPOINTS } from '../../contract/endpoints/usercenter.js';
import type { ModuleQuota, MyAssets } from '../../contract/types/usercenter.js';
import type { MessageKey } from '../../i18n/keys.js';
import { identityById } from '../../modules/identities.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame, LoadError } from '../kit/account-frame.js';
import { formatTime } from '../kit/format-time.js';
import { useMoneyStyle } from '../kit/money/money-styles.js';
import { withFrom } from '../kit/money/purchase-origin.js';
import { useLanguage } from '../kit/price.js';
import { useCall } from '../kit/use-call.js';

const HERE = '/usercenter/myAssets';

export function MyAssetsScreen() {
  const t = useT();
  useMoneyStyle();
  return (
    <AccountFrame title={t('money.assets.title')} fallback="/usercenter/userInfo" className="mkt-money mkt-assets">
      <Assets />
    </AccountFrame>
  );
}

function Assets() {
  const t = useT();
  const lang = useLanguage();
  const call = useCall(USERCENTER_ENDPOINTS.getMyAssets, {}, lang);
  if (call.state.status === 'loading') return <p className="mkt-list-foot" role="status">{t('app.loading')}</p>;
  if (call.state.status === 'error') return <LoadError retry={call.retry} />;
  const a = call.state.data;
  return (
    <>
      <Membership a={a} />
      <Quotas modules={a.modules} level={a.memberLevelId} />
      <Batches a={a} />
      <section className="mkt-mcard" aria-labelledby="mkt-assets-coupons" data-usable-coupons={a.usableCoupons}>
        <div className="mkt-mhead">
          <h2 id="mkt-assets-coupons">{t('money.coupons.title')}</h2>
          <span className="mkt-money-amount">{a.usableCoupons}</span>
        </div>
        <p className="mkt-muted">{t('money.assets.couponsText', { count: a.usableCoupons })}</p>
        <div className="mkt-mactions">
          <Link href="/usercenter/coupon" className="mkt-btn mkt-btn-ghost">{t('money.assets.seeCoupons')}</Link>
          <Link href="/usercenter/exchangecode" className="mkt-btn mkt-btn-ghost">{t('money.exchange.title')}</Link>
        </div>
      </section>
    </>
  );
}

function Membership({ a }: { a: MyAssets }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <section className="mkt-mcard" aria-labelledby="mkt-assets-member" data-member-level={a.memberLevelId}>
      <h2 id="mkt-assets-member">{t('money.member.yours')}</h2>
      <p>{a.isMember ? a.memberLevel : t('money.member.none')}</p>
      {a.isMember === 1 && a.expiryTime && <p className="mkt-muted">{t('money.member.validUntil', { date: formatTime(a.expiryTime, lang, false) })}</p>}
      <div className="mkt-mactions">
        <Link href={withFrom(a.isMember ? '/usercenter/menberCenter/renewIndex' : '/usercenter/menberCenter/index', HERE)} className="mkt-btn mkt-btn-ghost">
          {t(a.isMember ? 'money.member.renew' : 'money.member.title')}
        </Link>
      </div>
    </section>
  );
}

function Quotas({ modules, level }: { modules: readonly ModuleQuota[]; level: number }) {
  const t = useT();
  return (
    <section className="mkt-mcard" aria-labelledby="mkt-assets-quota">
      <h2 id="mkt-assets-quota">{t('money.assets.quotaTitle')}</h2>
      <p className="mkt-muted">{t('money.assets.quotaText')}</p>
      <table className="mkt-mtable">
        <thead>
          <tr><th scope="col">{t('money.assets.module')}</th><th scope="col">{t('money.assets.free')}</th><th scope="col">{t('money.assets.chances')}</th></tr>
        </thead>
        <tbody>
          {modules.map((m) => {
            const key = identityById(m.moduleId)?.key;
            return (
              <tr key={m.moduleId} data-module={m.moduleId} data-chances={m.chancesLeft} data-free-left={m.freeLeft}>
                <th scope="row">{key ? t(`listScreen.titles.${key}` as MessageKey) : String(m.moduleId)}</th>
                <td>{t('money.assets.freeOf', { left: m.freeLeft, total: m.freeListings })}</td>
                <td>{m.chancesLeft}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="mkt-mactions">
        <Link href={withFrom(`/usercenter/valueAddedServices/list?memberLevelId=${level}`, HERE)} className="mkt-btn" data-action="buy-package">{t('money.assets.buy')}</Link>
      </div>
    </section>
  );
}

function Batches({ a }: { a: MyAssets }) {
  const t = useT();
  const lang = useLanguage();
  if (a.chances.length === 0) return null;
  return (
    <section className="mkt-mcard" aria-labelledby="mkt-assets-batches">
      <h2 id="mkt-assets-batches">{t('money.assets.batches')}</h2>
      <ul className="mkt-benefits">
        {a.chances.map((b, i) => {
          const key = b.moduleId ? identityById(b.moduleId)?.key : undefined;
          return (
            <li key={`${b.orderNo}-${i}`} data-batch-left={b.quantity - b.used}>
              <span>
                {t('money.assets.batch', {
                  left: b.quantity - b.used, total: b.quantity,
                  where: key ? t(`listScreen.titles.${key}` as MessageKey) : t('money.vas.anyModule'),
                  date: formatTime(b.expiryTime, lang, false),
                })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
