// /saleGoods/shopingcar (spec §2; issue "the cart: grouped by seller, quantities bounded by stock,
// items that changed price or sold out flagged, select / select all, total in the locale's format").
// The server's flags are shown as they come: a changed price strikes the old one, a sold-out or
// withdrawn line is greyed and cannot be ticked, a short line says how many are left. "Checkout"
// takes the ticked lines to fillorder, which asks the server for the real prices (a visitor logs in
// first: the local cart is merged on login).
import { useState } from 'react';
import { useShell } from '../../app/use-shell.js';
import type { CartLine } from '../../contract/types/goods-order.js';
import { LOGIN_PATH } from '../../features/favourite.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame, LoadError } from '../kit/account-frame.js';
import { Img } from '../kit/img.js';
import { useMoney } from '../kit/money/use-money.js';
import { QuantityStepper } from '../kit/quantity-stepper.js';
import { cartCheckoutHref, type TradePaths } from '../kit/trade-paths.js';
import {
  allSelected, groupBySeller, isSelectable, maxOf, selectedTotal, toggleMany, toggleOne, validSelection, type SellerGroup,
} from './cart-model.js';
import { useCart, type CartApi } from './use-cart.js';

export function CartScreen({ paths, listPath }: { paths: TradePaths; listPath: string }) {
  const t = useT();
  const cart = useCart();
  return (
    <AccountFrame title={t('goodsCart.title')} fallback={listPath} className="mkt-sg mkt-cart" needsLogin={false}>
      {cart.state.status === 'loading' && <p className="mkt-center mkt-muted" aria-busy="true">{t('goodsCart.loading')}</p>}
      {cart.state.status === 'error' && <LoadError retry={cart.retry} />}
      {cart.state.status === 'ok' && (cart.state.data.length === 0
        ? <Empty listPath={listPath} />
        : <Lines lines={cart.state.data} cart={cart} paths={paths} />)}
    </AccountFrame>
  );
}

function Empty({ listPath }: { listPath: string }) {
  const t = useT();
  const { navigate } = useShell();
  return (
    <div className="mkt-center" data-cart-empty="true">
      <p>{t('goodsCart.empty')}</p>
      <button type="button" className="mkt-btn" onClick={() => navigate(listPath)}>{t('goodsCart.browse')}</button>
    </div>
  );
}

function Lines({ lines, cart, paths }: { lines: CartLine[]; cart: CartApi; paths: TradePaths }) {
  const t = useT();
  const { money } = useMoney();
  const { dialogs, navigate } = useShell();
  // Every orderable line is ticked at first, as on Jiji and Taobao.
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set(lines.filter(isSelectable).map((l) => l.unusedItemId)));
  const selected = validSelection(lines, picked);
  const total = selectedTotal(lines, selected);
  const groups = groupBySeller(lines);

  const remove = async (ids: string[]) => {
    if (!(await dialogs.confirm(t('goodsCart.removeConfirm', { count: ids.length }), { cancel: true }))) return;
    await cart.remove(ids);
  };
  const checkout = async () => {
    if (!cart.signedIn) {
      if (await dialogs.confirm(t('errors.notLoggedIn'), { cancel: true })) navigate(LOGIN_PATH);
      return;
    }
    navigate(cartCheckoutHref(paths, [...selected]));
  };

  return (
    <>
      <ul className="mkt-sg-groups">
        {groups.map((g) => (
          <Group key={g.sellerId} group={g} selected={selected} cart={cart} onPick={setPicked} onRemove={(ids) => void remove(ids)} />
        ))}
      </ul>
      <div className="mkt-sg-bar">
        <label className="mkt-sg-check">
          <input type="checkbox" checked={allSelected(lines, selected)} onChange={() => setPicked(toggleMany(lines, selected))} data-select="all" />
          {t('goodsCart.selectAll')}
        </label>
        <div className="mkt-sg-total">
          <span className="mkt-muted">{t('goodsCart.total')}</span>
          <strong data-total={total.amount}>{money(total.amount)}</strong>
        </div>
        <button type="button" className="mkt-btn" data-action="checkout" disabled={selected.size === 0 || cart.busy !== ''} onClick={() => void checkout()}>
          {t('goodsCart.checkout', { count: selected.size })}
        </button>
      </div>
    </>
  );
}

function Group({ group, selected, cart, onPick, onRemove }: {
  group: SellerGroup;
  selected: ReadonlySet<string>;
  cart: CartApi;
  onPick(next: Set<string>): void;
  onRemove(ids: string[]): void;
}) {
  const t = useT();
  const anySelectable = group.lines.some(isSelectable);
  return (
    <li className="mkt-sg-group" data-seller={group.sellerId}>
      <label className="mkt-sg-check mkt-sg-seller">
        <input type="checkbox" disabled={!anySelectable} checked={allSelected(group.lines, selected)}
          onChange={() => onPick(toggleMany(group.lines, selected))} data-select="seller" />
        <span>{group.sellerName || t('goodsCart.seller')}</span>
      </label>
      <ul className="mkt-sg-lines">
        {group.lines.map((l) => (
          <Line key={l.unusedItemId} line={l} checked={selected.has(l.unusedItemId)} busy={cart.busy === l.unusedItemId || cart.busy === '*'}
            onToggle={() => onPick(toggleOne(selected, l.unusedItemId))}
            onNumber={(n) => void cart.setNumber(l.unusedItemId, n)}
            onRemove={() => onRemove([l.unusedItemId])} />
        ))}
      </ul>
    </li>
  );
}

function Line({ line, checked, busy, onToggle, onNumber, onRemove }: {
  line: CartLine;
  checked: boolean;
  busy: boolean;
  onToggle(): void;
  onNumber(n: number): void;
  onRemove(): void;
}) {
  const t = useT();
  const { money } = useMoney();
  const ok = isSelectable(line);
  const max = maxOf(line);
  const changed = line.addedPrice !== line.price;
  return (
    <li className={ok ? 'mkt-sg-line' : 'mkt-sg-line mkt-sg-off'} data-line={line.unusedItemId} data-issue={line.issue ?? ''}>
      <input type="checkbox" className="mkt-sg-tick" aria-label={t('goodsCart.selectLine', { title: line.title })} disabled={!ok}
        checked={ok && checked} onChange={onToggle} />
      <Img src={line.imgPath} alt="" ratio="1" className="mkt-sg-img" thumb />
      <div className="mkt-sg-body">
        <p className="mkt-sg-title">{line.title}</p>
        <p className="mkt-sg-price">
          <strong>{money(line.price)}</strong>
          {changed && <s className="mkt-muted" aria-label={t('goodsCart.oldPrice', { price: money(line.addedPrice) })}>{money(line.addedPrice)}</s>}
        </p>
        {changed && <p className="mkt-sg-flag" data-flag="price">{t('goodsCart.priceChanged')}</p>}
        {line.issue === 'soldOut' && <p className="mkt-sg-flag" data-flag="soldOut">{t('goodsCart.soldOut')}</p>}
        {line.issue === 'unavailable' && <p className="mkt-sg-flag" data-flag="unavailable">{t('goodsCart.unavailable')}</p>}
        {line.issue === 'ownGoods' && <p className="mkt-sg-flag" data-flag="ownGoods">{t('goodsCart.block.ownGoods')}</p>}
        {line.issue === 'stockShort' && <p className="mkt-sg-flag" data-flag="stockShort">{t('goodsCart.onlyLeft', { count: line.stock })}</p>}
        <div className="mkt-sg-row">
          {ok ? <QuantityStepper value={Math.min(line.number, max)} max={max} disabled={busy} label={line.title} onChange={onNumber} /> : <span />}
          <button type="button" className="mkt-btn mkt-btn-ghost mkt-sg-remove" data-action="remove" disabled={busy} onClick={onRemove}>
            {t('goodsCart.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
