// One goods order in ibuy / isale (spec §2 usercenter/order; §4 trade order states): a card with
// the other side's name (the seller on ibuy, the buyer on isale), the state, the lines (picture,
// title, unit price × number), the total, and the buttons of the moves the caller's side can make
// now (trade-view.ts moveButtons). The card leads to the order's details.
import { Link } from 'wouter';
import type { TradeMove } from '../../contract/trade-moves.js';
import type { TradeOrder } from '../../contract/types/goods-order.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';
import { Img } from '../kit/img.js';
import { useMoney } from '../kit/money/use-money.js';
import { orderDetailsHref } from './order-links.js';
import { moveButtons, tradeStateView } from './trade-view.js';
import type { TradeMoves } from './use-trade-moves.js';

export const TRADE_CARD_CSS =
  '.mkt-torder{margin:12px 12px 0;border-radius:12px;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.05)}' +
  '.mkt-torder-main{display:block;padding:12px 16px 8px;color:inherit;text-decoration:none}' +
  '.mkt-torder-party{font-weight:600;font-size:15px;overflow-wrap:anywhere}' +
  '.mkt-tlines{margin:0;padding:0;list-style:none;display:flex;flex-direction:column;gap:8px}' +
  '.mkt-tline{display:flex;gap:10px;align-items:flex-start}' +
  '.mkt-tline .mkt-img{flex:none;width:64px;border-radius:8px;overflow:hidden;background:#f0f0f3}' +
  '.mkt-tline-body{flex:1;min-width:0;display:flex;flex-direction:column;gap:2px}' +
  '.mkt-tline-title{font-size:14px;line-height:1.35;overflow-wrap:anywhere;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}' +
  '.mkt-torder-total{display:flex;flex-wrap:wrap;justify-content:flex-end;align-items:baseline;gap:4px 8px;margin:8px 0 0;font-size:14px}' +
  '.mkt-torder-total strong{color:#c2410c;font-size:16px;white-space:nowrap}' +
  '.mkt-torder .mkt-morder-actions{padding:0 16px 12px}' +
  '.mkt-morder-actions .mkt-btn[data-move=cancel],.mkt-morder-actions .mkt-btn[data-move=close],.mkt-morder-actions .mkt-btn[data-move=dispute]{color:#b3261e}';

export const useTradeCardStyle = (): void => useStyle('trade-card', TRADE_CARD_CSS);

export function TradeLines({ order }: { order: TradeOrder }) {
  const { money } = useMoney();
  return (
    <ul className="mkt-tlines">
      {order.lines.map((l) => (
        <li key={l.unusedItemId} className="mkt-tline" data-item={l.unusedItemId}>
          <Img src={l.imgPath} alt="" ratio="1" thumb />
          <span className="mkt-tline-body">
            <span className="mkt-tline-title">{l.title}</span>
            {/* Unit price × number: symbols every language reads alike. */}
            <span className="mkt-muted" data-line-price>{money(l.price)} × {l.number}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function TradeStateBadge({ order }: { order: Pick<TradeOrder, 'state' | 'dispute'> }) {
  const t = useT();
  const view = tradeStateView(order);
  return <span className="mkt-mbadge" data-tone={view.tone} data-state={order.state}>{t(view.label)}</span>;
}

/** Buttons of the caller's moves on `order` (the card's and the details' bar; the details pay in their own section). */
export function TradeMoveBar({ order, moves, without }: { order: TradeOrder; moves: TradeMoves; without?: TradeMove }) {
  const t = useT();
  const buttons = moveButtons(order.side, order).filter((b) => b.move !== without);
  if (buttons.length === 0) return null;
  const busy = moves.busy === order.orderNo;
  return (
    <div className="mkt-morder-actions">
      {buttons.map((b) => (
        <button key={b.move} type="button" className={b.primary ? 'mkt-btn' : 'mkt-btn mkt-btn-ghost'} data-move={b.move}
          disabled={busy} aria-busy={busy || undefined} onClick={() => void moves.run(b, order)}>
          {t(b.label)}
        </button>
      ))}
    </div>
  );
}

export function TradeCard({ order, moves }: { order: TradeOrder; moves: TradeMoves }) {
  const t = useT();
  const { money } = useMoney();
  useTradeCardStyle();
  const count = order.lines.reduce((n, l) => n + l.number, 0);
  return (
    <article className="mkt-torder" data-order={order.orderNo} data-state={order.state}>
      <Link href={orderDetailsHref(order.orderNo)} className="mkt-torder-main" data-order-no={order.orderNo}>
        <span className="mkt-mhead">
          <span className="mkt-torder-party">{order.side === 'buy' ? order.sellerName : order.buyerName}</span>
          <TradeStateBadge order={order} />
        </span>
        <TradeLines order={order} />
        <p className="mkt-torder-total">
          <span className="mkt-muted">{t('tradeOrder.totalOf', { count })}</span>
          <strong data-total={order.total}>{money(order.total)}</strong>
        </p>
      </Link>
      <TradeMoveBar order={order} moves={moves} />
    </article>
  );
}
