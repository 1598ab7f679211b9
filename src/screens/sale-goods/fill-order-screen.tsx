// /saleGoods/fillorder?lines=id,id | ?item=id&number=n [&address=id] (spec §2 fillorder; issue
// "address, quantity, message to the seller, delivery method, coupon, total → pay, or pay on
// delivery where the seller allows it"). What is ordered comes from the cart (the ticked lines) or
// from "Buy now" on the details. Every change asks the server for its quote (quoteCheckout): the
// amounts shown are the server's, never the app's sums. Submit makes one order per seller
// (checkout); the online part is one payment order, paid through the payments flow (orderListPayment
// → the provider's page → /common/payConfirmReal → the buyer's orders). A refusal names the line
// (stock short…): it is shown there, and nothing typed is lost.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { GOODS_ORDER_ENDPOINTS } from '../../contract/endpoints/goods-orders.js';
import { PAYMENT_ENDPOINTS } from '../../contract/endpoints/payment.js';
import type { CartLine, CheckoutQuote } from '../../contract/types/goods-order.js';
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import { itemDetailRequest, itemOfReply } from '../kit/trade-item.js';
import { AccountFrame, LoadError } from '../kit/account-frame.js';
import { CouponChoice } from '../kit/money/coupon-choice.js';
import { MethodChoice } from '../kit/money/method-choice.js';
import { DEFAULT_PAY_TYPE } from '../kit/money/pay-methods.js';
import { returnPageOf, returnPathOf } from '../kit/money/purchase-origin.js';
import { bumpCart } from '../kit/cart-version.js';
import { BUYER_ORDERS_PATH, type TradePaths } from '../kit/trade-paths.js';
import { useCall } from '../kit/use-call.js';
import { AddressBlock } from './address-block.js';
import { fromLocal } from './cart-model.js';
import { checkoutRequest, fallbackChoices, fitChoices, groupLines, lineIssues, needsAddress, quoteKeyOf, type Choices } from './checkout-model.js';
import { OrderGroup } from './order-group.js';
import { QuoteSummary } from './quote-summary.js';

export function FillOrderScreen({ module, paths, query }: { module: ListingModule; paths: TradePaths; query: URLSearchParams }) {
  const t = useT();
  return (
    <AccountFrame title={t('goodsCart.fillTitle')} fallback={paths.cart} className="mkt-sg mkt-fill" loginText={t('goodsCart.loginToOrder')}>
      <OrderLines module={module} paths={paths} query={query} />
    </AccountFrame>
  );
}

/** The lines to order: the ticked cart lines, or the one "Buy now" item read from its details. */
function OrderLines({ module, paths, query }: { module: ListingModule; paths: TradePaths; query: URLSearchParams }) {
  const { stores } = useServices();
  const userId = useStore(stores.session.userId);
  const item = (query.get('item') ?? '').trim();
  const number = Math.max(1, Math.floor(Number(query.get('number') ?? '1')) || 1);
  const ids = (query.get('lines') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const detail = useCall(module.endpoints.detail, item ? itemDetailRequest(item, userId) : null, `item|${item}`);
  const cart = useCall(GOODS_ORDER_ENDPOINTS.getCart, item ? null : {}, `lines|${ids.join(',')}`);
  const call = item ? detail : cart;
  if (call.state.status === 'loading') return <p className="mkt-center mkt-muted" aria-busy="true">…</p>;
  if (call.state.status === 'error') return <LoadError retry={call.retry} />;
  let lines: CartLine[] = [];
  if (item && detail.state.status === 'ok') {
    const found = itemOfReply(detail.state.data, item);
    if (found) lines = [fromLocal({ ...found, quantity: number })];
  } else if (cart.state.status === 'ok') {
    lines = cart.state.data.lines.filter((l) => ids.includes(l.unusedItemId));
  }
  return lines.length === 0 ? <Nothing paths={paths} /> : <OrderForm lines={lines} paths={paths} query={query} />;
}

function Nothing({ paths }: { paths: TradePaths }) {
  const t = useT();
  const { navigate } = useShell();
  return (
    <div className="mkt-center" data-fill-empty="true">
      <p>{t('goodsCart.nothingToOrder')}</p>
      <button type="button" className="mkt-btn" onClick={() => navigate(paths.cart)}>{t('goodsCart.toCart')}</button>
    </div>
  );
}

/** The issues of a 4422 reply ({issues: [{path, key}]}). */
const issuesOf = (customData: unknown): { path?: string; key?: string }[] => {
  const issues = (customData as { issues?: unknown } | null)?.issues;
  return Array.isArray(issues) ? (issues as { path?: string; key?: string }[]) : [];
};

type Quote = { status: 'loading' } | { status: 'ok'; quote: CheckoutQuote } | { status: 'error'; message: string };

function OrderForm({ lines, paths, query }: { lines: CartLine[]; paths: TradePaths; query: URLSearchParams }) {
  const t = useT();
  const { api, media } = useServices();
  const { navigate } = useShell();
  const groups = groupLines(lines);
  const [choices, setChoices] = useState<Choices>({});
  const [addressId, setAddressId] = useState((query.get('address') ?? '').trim());
  const [couponId, setCouponId] = useState('');
  const [payType, setPayType] = useState<number>(DEFAULT_PAY_TYPE);
  const [quote, setQuote] = useState<Quote>({ status: 'loading' });
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const request = checkoutRequest(groups, choices, addressId, couponId);
  const quoteKey = quoteKeyOf(request);
  useEffect(() => {
    const abort = new AbortController();
    setQuote((q) => (q.status === 'ok' ? q : { status: 'loading' }));
    void api.call(GOODS_ORDER_ENDPOINTS.quoteCheckout, request, { signal: abort.signal, inline: [CODE.VALIDATION] }).then((reply) => {
      if (abort.signal.aborted) return;
      if (reply.code !== 200 || !reply.customData) {
        const refused = issuesOf(reply.customData);
        // A method this seller does not offer: take the one it does and ask again (checkout-model.ts).
        const fallback = fallbackChoices(groups, choices, refused);
        if (fallback !== choices) {
          setChoices(fallback);
          return;
        }
        setQuote({ status: 'error', message: reply.message });
        setIssues(lineIssues(request, refused));
        return;
      }
      const fitted = fitChoices(groups, choices, reply.customData);
      if (fitted !== choices) setChoices(fitted);
      setQuote({ status: 'ok', quote: reply.customData });
      setIssues({});
    });
    return () => abort.abort();
    // The quote depends on the request only (quoteKey); choices are read when it is sent.
  }, [api, quoteKey]);

  const q = quote.status === 'ok' ? quote.quote : null;
  const missingAddress = needsAddress(groups, choices) && !addressId;

  const submit = async () => {
    setBusy(true);
    const reply = await api.call(GOODS_ORDER_ENDPOINTS.checkout, request, { inline: [CODE.VALIDATION] });
    if (reply.code !== 200 || !reply.customData) {
      setBusy(false);
      setIssues(lineIssues(request, issuesOf(reply.customData)));
      setQuote({ status: 'error', message: reply.message });
      return;
    }
    bumpCart();
    const made = reply.customData;
    if (!made.paymentOrderNo) {
      navigate(BUYER_ORDERS_PATH, { replace: true });
      return;
    }
    // The online part: the payments flow, back to the buyer's orders afterwards (purchase-origin.ts).
    const paid = await api.call(PAYMENT_ENDPOINTS.orderListPayment, {
      orderNos: [made.paymentOrderNo], payType, returnUrl: media(returnPathOf(returnPageOf('goods'), BUYER_ORDERS_PATH)),
    });
    setBusy(false);
    if (paid.code === 200 && paid.customData?.payUrl) window.location.assign(paid.customData.payUrl);
    // Bank transfer or offline: the payment order's details say how to pay.
    else navigate(`/usercenter/order/details?orderNo=${encodeURIComponent(made.paymentOrderNo)}`, { replace: true });
  };

  const online = q ? q.onlineAmount > 0 : groups.some((g) => (choices[g.sellerId]?.payMode ?? 'online') === 'online');
  return (
    <>
      <AddressBlock paths={paths} query={query} value={addressId} onChange={setAddressId} needed={needsAddress(groups, choices)} />
      <ul className="mkt-sg-groups">
        {groups.map((g) => (
          <OrderGroup key={g.sellerId} group={g} quote={q?.groups.find((x) => x.sellerId === g.sellerId)} choices={choices}
            issues={issues} onChange={(c) => setChoices((old) => ({ ...old, [g.sellerId]: c }))} />
        ))}
      </ul>
      {online && (
        <section className="mkt-mcard mkt-sg-pay" aria-labelledby="mkt-sg-pay">
          <h2 id="mkt-sg-pay">{t('goodsCart.payOnline')}</h2>
          <MethodChoice value={payType} onChange={setPayType} />
          {q && <CouponChoice listAmount={q.onlineAmount} value={couponId} onChange={(id) => setCouponId(id)} />}
        </section>
      )}
      {quote.status === 'error' && <p className="mkt-mnote mkt-mnote-bad mkt-sg-error" role="alert">{quote.message || t('goodsCart.quoteFailed')}</p>}
      <QuoteSummary quote={q} busy={busy} disabled={!q || missingAddress || busy} missingAddress={missingAddress} onSubmit={() => void submit()} />
    </>
  );
}
