// fillorder's totals and submit, from the server's quote only (goods-context: "quoteCheckout on
// every change; never the app's own sums"): goods and delivery per seller were shown with their
// groups; here the online part, the coupon's part (and the rounding to what the provider takes),
// what is paid now and what is paid in cash on delivery.
import { useT } from '../../ui/t-context.js';
import type { CheckoutQuote } from '../../contract/types/goods-order.js';
import { useMoney } from '../kit/money/use-money.js';

export interface QuoteSummaryProps {
  quote: CheckoutQuote | null;
  busy: boolean;
  disabled: boolean;
  missingAddress: boolean;
  onSubmit(): void;
}

export function QuoteSummary({ quote, busy, disabled, missingAddress, onSubmit }: QuoteSummaryProps) {
  const t = useT();
  const { money, discount } = useMoney();
  return (
    <>
      {quote && (
        <section className="mkt-mcard" aria-labelledby="mkt-sg-sum">
          <h2 id="mkt-sg-sum">{t('goodsCart.summary')}</h2>
          <dl className="mkt-dl">
            {quote.onlineAmount > 0 && (<><dt>{t('goodsCart.online')}</dt><dd>{money(quote.onlineAmount)}</dd></>)}
            {quote.discount > 0 && (<><dt>{t('money.pay.discount')}</dt><dd data-discount={quote.discount}>{discount(quote.discount)}</dd></>)}
            {quote.onDeliveryAmount > 0 && (<><dt>{t('goodsCart.onDelivery')}</dt><dd data-on-delivery={quote.onDeliveryAmount}>{money(quote.onDeliveryAmount)}</dd></>)}
            <dt className="mkt-dl-total">{t('goodsCart.payNow')}</dt>
            <dd className="mkt-dl-total" data-pay-amount={quote.payAmount}>{money(quote.payAmount)}</dd>
          </dl>
        </section>
      )}
      <div className="mkt-paybar">
        <div>
          <span className="mkt-muted">{missingAddress ? t('goodsCart.addressNeeded') : t('goodsCart.payNow')}</span>
          <span className="mkt-money-amount">{quote ? money(quote.payAmount) : '…'}</span>
        </div>
        <button type="button" className="mkt-btn" disabled={disabled} aria-busy={busy || undefined} data-action="submit-order" onClick={onSubmit}>
          {busy ? t('goodsCart.ordering') : t('goodsCart.placeOrder')}
        </button>
      </div>
    </>
  );
}
