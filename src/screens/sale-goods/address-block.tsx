// fillorder's address (spec §2 fillorder, shippingaddress): the one picked, else the default, else
// "add an address". "Change" opens the address book in pick mode; it comes back with ?address=.
import { useEffect } from 'react';
import { Link } from 'wouter';
import { GOODS_ORDER_ENDPOINTS } from '../../contract/endpoints/goods-orders.js';
import { useT } from '../../ui/t-context.js';
import type { TradePaths } from '../kit/trade-paths.js';
import { useCall } from '../kit/use-call.js';
import { addressWhere, addressWho } from './address-text.js';
import { pickHref } from './pick-mode.js';

export interface AddressBlockProps {
  paths: TradePaths;
  query: URLSearchParams;
  value: string;
  onChange(addressId: string): void;
  /** A delivered group needs one; pickup only: the block says none is needed. */
  needed: boolean;
}

export function AddressBlock({ paths, query, value, onChange, needed }: AddressBlockProps) {
  const t = useT();
  const call = useCall(GOODS_ORDER_ENDPOINTS.getAddressList, {}, 'addresses');
  const list = call.state.status === 'ok' ? call.state.data : [];
  const chosen = list.find((a) => a.addressId === value) ?? list.find((a) => a.isDefault === 1) ?? list[0];
  useEffect(() => {
    if (chosen && chosen.addressId !== value) onChange(chosen.addressId);
  }, [chosen?.addressId]);
  const back = `${paths.fillOrder}?${query.toString()}`;
  return (
    <section className="mkt-mcard mkt-sg-address" aria-labelledby="mkt-sg-address" data-address={chosen?.addressId ?? ''}>
      <div className="mkt-mhead">
        <h2 id="mkt-sg-address">{t('goodsCart.address')}</h2>
        {chosen && <Link href={pickHref(paths, back)} className="mkt-btn mkt-btn-ghost mkt-sg-small" data-action="change-address">{t('goodsCart.changeAddress')}</Link>}
      </div>
      {call.state.status === 'loading' && <p className="mkt-muted" aria-busy="true">…</p>}
      {chosen ? (
        <>
          <p className="mkt-sg-who">{addressWho(chosen)}</p>
          <p className="mkt-muted">{addressWhere(chosen)}</p>
        </>
      ) : call.state.status === 'ok' && (
        <>
          <p className={needed ? 'mkt-sg-flag' : 'mkt-muted'}>{t(needed ? 'goodsCart.addressNeeded' : 'goodsCart.noAddressPickup')}</p>
          <Link href={`${paths.addressForm}?back=${encodeURIComponent(back)}`} className="mkt-btn" data-action="add-address">{t('goodsCart.addAddress')}</Link>
        </>
      )}
    </section>
  );
}
