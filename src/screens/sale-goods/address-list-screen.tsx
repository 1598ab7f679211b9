// /saleGoods/shippingaddress[?pick=1&back=<fillorder>] (spec §2 shippingaddress): the address
// book, the default first with its badge; set default, edit, delete (after a confirm), add. In
// pick mode (from fillorder, or the parcel form: pick-mode.ts) tapping an address returns it.
import { Link } from 'wouter';
import { useServices, useShell } from '../../app/use-shell.js';
import { TRADE } from '../../contract/constants.js';
import { GOODS_ORDER_ENDPOINTS } from '../../contract/endpoints/goods-orders.js';
import type { ShippingAddress } from '../../contract/types/goods-order.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame, LoadError } from '../kit/account-frame.js';
import { useCall } from '../kit/use-call.js';
import { addressWhere, addressWho } from './address-text.js';
import type { AddressBook } from './pick-mode.js';

export function AddressListScreen({ book, query }: { book: AddressBook; query: URLSearchParams }) {
  const t = useT();
  const back = query.get('pick') ? book.backOf(query) : '';
  const call = useCall(GOODS_ORDER_ENDPOINTS.getAddressList, {}, 'addresses');
  return (
    <AccountFrame title={t(back ? 'goodsCart.pickAddress' : 'goodsCart.addresses')} fallback={back || book.home} className="mkt-sg mkt-addresses">
      {call.state.status === 'loading' && <p className="mkt-center mkt-muted" aria-busy="true">…</p>}
      {call.state.status === 'error' && <LoadError retry={call.retry} />}
      {call.state.status === 'ok' && <Book list={call.state.data} book={book} query={query} back={back} reload={call.retry} />}
    </AccountFrame>
  );
}

function Book({ list, book, query, back, reload }: { list: ShippingAddress[]; book: AddressBook; query: URLSearchParams; back: string; reload(): void }) {
  const t = useT();
  const { api } = useServices();
  const { dialogs, navigate } = useShell();
  // The server answers the default first; kept so even if an older reply did not.
  const sorted = [...list].sort((a, b) => b.isDefault - a.isDefault);
  const formHref = (id?: string) => {
    const q = new URLSearchParams();
    if (id) q.set('addressId', id);
    if (back) {
      // The form returns the same way (a new address is the chosen one).
      q.set('pick', query.get('pick') ?? '');
      q.set('back', back);
    }
    const s = q.toString();
    return s ? `${book.addressForm}?${s}` : book.addressForm;
  };
  const setDefault = async (a: ShippingAddress) => {
    const { addressId, cityName: _name, ...rest } = a;
    const reply = await api.call(GOODS_ORDER_ENDPOINTS.saveAddress, { ...rest, addressId, isDefault: 1 });
    if (reply.code === 200) reload();
  };
  const remove = async (a: ShippingAddress) => {
    if (!(await dialogs.confirm(t('goodsCart.deleteAddressConfirm'), { cancel: true }))) return;
    const reply = await api.call(GOODS_ORDER_ENDPOINTS.deleteAddress, { addressId: a.addressId });
    if (reply.code === 200) reload();
  };
  return (
    <>
      {sorted.length === 0 && <p className="mkt-center mkt-muted" data-addresses="0">{t('goodsCart.noAddress')}</p>}
      <ul className="mkt-sg-book">
        {sorted.map((a) => (
          <li key={a.addressId} className="mkt-mcard mkt-sg-addr" data-address={a.addressId} data-default={a.isDefault}>
            {back ? (
              <button type="button" className="mkt-sg-pick" data-action="pick" onClick={() => navigate(book.choose(back, a.addressId, query), { replace: true })}>
                <Lines a={a} />
              </button>
            ) : <Lines a={a} />}
            <div className="mkt-sg-addr-actions">
              {a.isDefault !== 1 && (
                <button type="button" className="mkt-btn mkt-btn-ghost mkt-sg-small" data-action="set-default" onClick={() => void setDefault(a)}>{t('goodsCart.setDefault')}</button>
              )}
              <Link href={formHref(a.addressId)} className="mkt-btn mkt-btn-ghost mkt-sg-small" data-action="edit">{t('goodsCart.edit')}</Link>
              <button type="button" className="mkt-btn mkt-btn-ghost mkt-sg-small mkt-sg-danger" data-action="delete" onClick={() => void remove(a)}>{t('goodsCart.delete')}</button>
            </div>
          </li>
        ))}
      </ul>
      {sorted.length < TRADE.addressesMax && (
        <div className="mkt-mactions mkt-mpad">
          <Link href={formHref()} className="mkt-btn" data-action="add-address">{t('goodsCart.addAddress')}</Link>
        </div>
      )}
    </>
  );
}

function Lines({ a }: { a: ShippingAddress }) {
  const t = useT();
  return (
    <span className="mkt-sg-addr-text">
      <span className="mkt-sg-who">
        {addressWho(a)}
        {a.isDefault === 1 && <span className="mkt-mbadge" data-tone="ok">{t('goodsCart.default')}</span>}
      </span>
      <span className="mkt-muted">{addressWhere(a)}</span>
    </span>
  );
}
