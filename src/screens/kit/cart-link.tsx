// The cart icon with its count, in the header of a trading module's list and details (spec §2
// shopingcar). The count is also in the label, for screen readers.
import { Link } from 'wouter';
import { useT } from '../../ui/t-context.js';
import { tradePaths } from './trade-paths.js';
import { useCartCount } from './use-cart-count.js';

const CART_ICON = 'M3 4h2l2.4 11h11l2-8H6.2M9 20h.01M17 20h.01';

export function CartLink({ module }: { module: { readonly key: string } }) {
  const t = useT();
  const count = useCartCount();
  return (
    <Link href={tradePaths(module).cart} className="mkt-icon-btn mkt-cart-link" aria-label={t('goodsCart.cartLink', { count })} data-cart-count={count}>
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d={CART_ICON} />
      </svg>
      {count > 0 && <span className="mkt-cart-count" aria-hidden="true">{count > 99 ? '99+' : count}</span>}
    </Link>
  );
}

export const CART_LINK_CSS =
  '.mkt-cart-link{position:relative;color:inherit}' +
  '.mkt-cart-count{position:absolute;top:2px;right:0;min-width:18px;height:18px;padding:0 4px;border-radius:9px;background:#d0312d;color:#fff;font-size:11px;font-weight:700;line-height:18px;text-align:center}';
