// The buy bar of a trading module's details (spec §2 /saleGoods shopingcar, fillorder): a quantity
// bounded by the stock, "Add to cart" and "Buy now". Sold out, one's own goods or a price not in
// FCFA: a clear line instead of the buttons (goods-context decisions "Stock"). A visitor's cart is
// the local store; "Buy now" asks a visitor to log in first, like the favourite star (spec §4
// "Logged out: a confirm dialog (login first) leads to /login").
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { GOODS_ORDER_ENDPOINTS } from '../../contract/endpoints/goods-orders.js';
import { LOGIN_PATH } from '../../features/favourite.js';
import type { MessageKey } from '../../i18n/keys.js';
import type { ListingModule, TradeDescriptor } from '../../modules/types.js';
import { lineMax, visitorCartOf } from '../../stores/sale-goods.js';
import { useT } from '../../ui/t-context.js';
import { bumpCart } from '../kit/cart-version.js';
import { QuantityStepper } from '../kit/quantity-stepper.js';
import { buyNowHref, tradePaths } from '../kit/trade-paths.js';
import type { Detail } from './read.js';
import { tradeBlockOf, tradeItemOf, type TradeBlock } from '../kit/trade-item.js';

const BLOCK_TEXT: Readonly<Record<TradeBlock, MessageKey>> = {
  soldOut: 'goodsCart.block.soldOut',
  ownGoods: 'goodsCart.block.ownGoods',
  notFcfa: 'goodsCart.block.notFcfa',
};

export interface TradeBarProps {
  module: ListingModule;
  trade: TradeDescriptor;
  detail: Detail;
  serviceId: string;
  cover: string;
}

export function TradeBar({ module, trade, detail, serviceId, cover }: TradeBarProps) {
  const t = useT();
  const { api, stores } = useServices();
  const { dialogs, navigate } = useShell();
  const userId = useStore(stores.session.userId);
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const block = tradeBlockOf(detail, trade, userId);
  if (block) {
    return (
      <div className="mkt-trade-bar" data-trade-block={block}>
        <p className="mkt-trade-block" role="note">{t(BLOCK_TEXT[block])}</p>
      </div>
    );
  }
  const item = tradeItemOf(detail, serviceId, cover);
  const max = lineMax(item.stock);

  const addToCart = async () => {
    if (!userId) {
      visitorCartOf(stores).add(item, quantity);
      dialogs.toast(t('goodsCart.added'));
      return;
    }
    setBusy(true);
    // mergeCart adds to a line already there (bounded by stock); setCartLine would replace it.
    const reply = await api.call(GOODS_ORDER_ENDPOINTS.mergeCart, { lines: [{ unusedItemId: item.unusedItemId, number: quantity }] });
    setBusy(false);
    if (reply.code !== 200) return;
    bumpCart();
    dialogs.toast(t('goodsCart.added'));
  };

  const buyNow = async () => {
    if (!userId) {
      if (await dialogs.confirm(t('errors.notLoggedIn'), { cancel: true })) navigate(LOGIN_PATH);
      return;
    }
    navigate(buyNowHref(tradePaths(module), item.unusedItemId, quantity));
  };

  return (
    <div className="mkt-trade-bar" data-trade="open">
      <div className="mkt-trade-qty">
        <QuantityStepper value={quantity} max={max} label={item.title} onChange={setQuantity} />
        <span className="mkt-muted">{t('goodsCart.inStock', { count: item.stock })}</span>
      </div>
      <div className="mkt-trade-actions">
        <button type="button" className="mkt-btn mkt-btn-ghost" data-action="add-to-cart" disabled={busy} aria-busy={busy || undefined} onClick={() => void addToCart()}>
          {t('goodsCart.addToCart')}
        </button>
        <button type="button" className="mkt-btn" data-action="buy-now" onClick={() => void buyNow()}>
          {t('goodsCart.buyNow')}
        </button>
      </div>
    </div>
  );
}

export const TRADE_BAR_CSS =
  '.mkt-trade-bar{position:sticky;bottom:0;z-index:2;display:flex;flex-direction:column;gap:8px;padding:10px 16px calc(10px + env(safe-area-inset-bottom));background:#fff;border-top:1px solid #e4e4ea}' +
  '.mkt-trade-qty{display:flex;align-items:center;gap:12px;flex-wrap:wrap}' +
  '.mkt-trade-actions{display:flex;gap:8px}' +
  '.mkt-trade-actions .mkt-btn{flex:1;min-height:44px;padding:0 8px}' +
  '.mkt-trade-block{margin:0;font-weight:600;color:#8a1c17}';
