// One seller's part of fillorder (goods-context "One trade order per seller"): its lines, how the
// parcel comes (delivery with the seller's fee, or pickup) and how it is paid (online, or cash on
// delivery when every line allows it) — only what the server's quote says is allowed — the message
// to the seller, and the part's total as the server computed it.
import { useId } from 'react';
import { TRADE } from '../../contract/constants.js';
import type { CheckoutQuoteGroup, DeliveryMethod, TradePayMode } from '../../contract/types/goods-order.js';
import type { MessageKey } from '../../i18n/keys.js';
import { useT } from '../../ui/t-context.js';
import { Img } from '../kit/img.js';
import { useMoney } from '../kit/money/use-money.js';
import type { SellerGroup } from './cart-model.js';
import { choiceOf, type Choices, type SellerChoice } from './checkout-model.js';

const DELIVERY_LABEL: Readonly<Record<DeliveryMethod, MessageKey>> = { delivery: 'goodsCart.delivery', pickup: 'goodsCart.pickup' };
const PAY_LABEL: Readonly<Record<TradePayMode, MessageKey>> = { online: 'goodsCart.online', onDelivery: 'goodsCart.onDelivery' };

export interface OrderGroupProps {
  group: SellerGroup;
  quote: CheckoutQuoteGroup | undefined;
  choices: Choices;
  /** Item id → locale key of what the server refused about that line. */
  issues: Readonly<Record<string, string>>;
  onChange(choice: SellerChoice): void;
}

export function OrderGroup({ group, quote, choices, issues, onChange }: OrderGroupProps) {
  const t = useT();
  const { money } = useMoney();
  const remarkId = useId();
  const c = choiceOf(choices, group.sellerId);
  const deliveries: DeliveryMethod[] = quote?.deliveryMethods ?? [c.delivery];
  const payModes: TradePayMode[] = quote?.payModes ?? [c.payMode];
  return (
    <li className="mkt-sg-group" data-seller={group.sellerId}>
      <p className="mkt-sg-seller">{group.sellerName || t('goodsCart.seller')}</p>
      <ul className="mkt-sg-lines">
        {group.lines.map((l) => (
          <li key={l.unusedItemId} className="mkt-sg-line" data-line={l.unusedItemId}>
            <Img src={l.imgPath} alt="" ratio="1" className="mkt-sg-img" thumb />
            <div className="mkt-sg-body">
              <p className="mkt-sg-title">{l.title}</p>
              <p className="mkt-sg-price"><strong>{money(l.price)}</strong> <span className="mkt-muted">× {l.number}</span></p>
              {issues[l.unusedItemId] && (
                <p className="mkt-sg-flag" role="alert" data-flag="issue">{t(issues[l.unusedItemId] as MessageKey, { count: l.stock })}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
      <fieldset className="mkt-sg-options" data-field="delivery">
        <legend>{t('goodsCart.deliveryMethod')}</legend>
        {deliveries.map((d) => (
          <label key={d} className="mkt-sg-check" data-delivery={d}>
            <input type="radio" name={`delivery-${group.sellerId}`} checked={c.delivery === d} onChange={() => onChange({ ...c, delivery: d })} />
            {t(DELIVERY_LABEL[d])}
            {d === 'delivery' && quote && <span className="mkt-muted"> ({money(quote.deliveryFee > 0 || c.delivery === 'delivery' ? quote.deliveryFee : 0)})</span>}
          </label>
        ))}
      </fieldset>
      <fieldset className="mkt-sg-options" data-field="payMode">
        <legend>{t('goodsCart.payMode')}</legend>
        {payModes.map((p) => (
          <label key={p} className="mkt-sg-check" data-pay-mode={p}>
            <input type="radio" name={`pay-${group.sellerId}`} checked={c.payMode === p} onChange={() => onChange({ ...c, payMode: p })} />
            {t(PAY_LABEL[p])}
          </label>
        ))}
      </fieldset>
      <div className="mkt-field">
        <label htmlFor={remarkId}>{t('goodsCart.remark')}</label>
        <textarea id={remarkId} className="mkt-sg-remark" maxLength={TRADE.remarkMax} rows={2} value={c.remark}
          placeholder={t('goodsCart.remarkHint')} onInput={(e) => onChange({ ...c, remark: e.currentTarget.value })} />
      </div>
      {quote && (
        <p className="mkt-sg-subtotal" data-group-total={quote.total}>
          <span className="mkt-muted">{t('goodsCart.subtotal')}</span> <strong>{money(quote.total)}</strong>
        </p>
      )}
    </li>
  );
}
