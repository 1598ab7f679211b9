// The pay chunk (spec §2 "Common": publishPay, weixinpay, payConfirmReal, payConfirmVirtual): paying
// for a listing, and the pages the payment provider sends payers back to.
import type { ScreenProps } from '../../routes/route-types.js';
import { PayConfirmScreen } from './pay-confirm.js';
import { PublishPayScreen } from './publish-pay.js';
import { WeixinPayScreen } from './weixin-pay.js';

export default function PayScreen({ route, query }: ScreenProps) {
  switch (route.path) {
    case '/common/publishPay': return <PublishPayScreen query={query} />;
    case '/common/weixinpay': return <WeixinPayScreen query={query} />;
    case '/common/payConfirmReal': return <PayConfirmScreen query={query} page="real" />;
    default: return <PayConfirmScreen query={query} page="virtual" />;
  }
}
