// /common/weixinpay (spec §2 "Common"): the QR-code page of the WeChat-like method (spec §4 method
// 2). The marketplace does not offer that method (kit/money/pay-methods.ts: nobody pays that way
// in Ivory Coast, and no provider stands behind it), so an old link or a bookmark lands on an
// explanation and the way back, never on a QR code that could not be paid.
import { Link } from 'wouter';
import { useT } from '../../ui/t-context.js';
import { AccountFrame } from '../kit/account-frame.js';
import { useMoneyStyle } from '../kit/money/money-styles.js';
import { safeFrom } from '../kit/money/purchase-origin.js';
import { ResultIcon } from './result-icons.js';

export function WeixinPayScreen({ query }: { query: URLSearchParams }) {
  const t = useT();
  useMoneyStyle();
  const orderNo = (query.get('orderNo') ?? '').trim();
  const back = safeFrom(query.get('from')) || '/usercenter/order/ibuy';
  return (
    <AccountFrame title={t('money.weixin.title')} fallback={back} className="mkt-money" needsLogin={false}>
      <div className="mkt-result" data-tone="wait" data-outcome="not-offered">
        <ResultIcon kind="wait" />
        <h1>{t('money.weixin.heading')}</h1>
        <p>{t('money.weixin.text')}</p>
        {/^[a-z]{2,3}[0-9A-Za-z]{4,40}$/.test(orderNo) && (
          <Link href={`/usercenter/order/details?orderNo=${encodeURIComponent(orderNo)}`} className="mkt-btn">{t('money.weixin.otherMethod')}</Link>
        )}
        <Link href={back} className="mkt-btn mkt-btn-ghost">{t('money.weixin.back')}</Link>
      </div>
    </AccountFrame>
  );
}
