// /saleGoods/filladdresss[?addressId=…][&back=<fillorder>] (spec §2 filladdresss; issue "name,
// phone with the shared phone rule, country, city, district, street, landmark — addresses in
// Abidjan are described by landmarks"). The shared schema (contract/validation/goods-order.ts)
// checks it here and on the server; the country and city are the publish form's pickers. Saved
// from fillorder (or the parcel form: pick-mode.ts), the new address goes back to it.
import { useMemo, useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { TRADE, LIMITS } from '../../contract/constants.js';
import { GOODS_ORDER_ENDPOINTS } from '../../contract/endpoints/goods-orders.js';
import type { SaveAddressRequest, ShippingAddress } from '../../contract/types/goods-order.js';
import { saveAddressSchema } from '../../contract/validation/goods-order.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame, LoadError } from '../kit/account-frame.js';
import { ErrorText, fieldOfIssue, PhoneField, TextField, useForm, type Form } from '../kit/form/index.js';
import { CityPicker, CountryPicker } from '../kit/pickers/index.js';
import { useCall } from '../kit/use-call.js';
import type { AddressBook } from './pick-mode.js';

type AddressValues = {
  name: string;
  mobileCode: string;
  phone: string;
  areaId: string;
  areaName: string;
  cityId: number | null;
  cityName: string;
  district: string;
  street: string;
  landmark: string;
  isDefault: 0 | 1;
};

/** Ivory Coast first (spec §9 default area code +225). */
const EMPTY: AddressValues = {
  name: '', mobileCode: '225', phone: '', areaId: '', areaName: '', cityId: null, cityName: '', district: '', street: '', landmark: '', isDefault: 0,
};

const valuesOf = (a: ShippingAddress): AddressValues => ({
  name: a.name, mobileCode: a.mobileCode, phone: a.phone, areaId: a.areaId, areaName: a.areaId, cityId: a.cityId as number,
  cityName: a.cityName ?? '', district: a.district, street: a.street, landmark: a.landmark, isDefault: a.isDefault,
});

/** The request the schema reads (the shown names stay in the form). */
const requestOf = (v: AddressValues, addressId: string): SaveAddressRequest => ({
  ...(addressId ? { addressId } : {}),
  name: v.name.trim(), mobileCode: v.mobileCode, phone: v.phone.trim(), areaId: v.areaId, cityId: v.cityId as number,
  district: v.district.trim(), street: v.street.trim(), landmark: v.landmark.trim(), isDefault: v.isDefault,
});

export function AddressFormScreen({ book, query }: { book: AddressBook; query: URLSearchParams }) {
  const t = useT();
  const addressId = (query.get('addressId') ?? '').trim();
  const back = book.backOf(query);
  const call = useCall(GOODS_ORDER_ENDPOINTS.getAddressList, addressId ? {} : null, `address|${addressId}`);
  const found = call.state.status === 'ok' ? call.state.data.find((a) => a.addressId === addressId) : undefined;
  return (
    <AccountFrame title={t(addressId ? 'goodsCart.editAddress' : 'goodsCart.newAddress')} fallback={back || book.addresses} className="mkt-sg mkt-address-form">
      {!addressId && <AddressForm initial={EMPTY} addressId="" book={book} query={query} back={back} />}
      {addressId && call.state.status === 'loading' && <p className="mkt-center mkt-muted" aria-busy="true">…</p>}
      {addressId && call.state.status === 'error' && <LoadError retry={call.retry} />}
      {addressId && call.state.status === 'ok' && (found
        ? <AddressForm initial={valuesOf(found)} addressId={addressId} book={book} query={query} back={back} />
        : <p className="mkt-center">{t('goodsCart.addressMissing')}</p>)}
    </AccountFrame>
  );
}

function AddressForm({ initial, addressId, book, query, back }: { initial: AddressValues; addressId: string; book: AddressBook; query: URLSearchParams; back: string }) {
  const t = useT();
  const { api } = useServices();
  const { dialogs, navigate } = useShell();
  const form = useForm<AddressValues>(saveAddressSchema, initial, { input: (v) => requestOf(v, addressId) });
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!form.check()) {
      const first = form.invalidFields()[0];
      if (first) (document.querySelector(`[data-field="${first}"]`) ?? document.querySelector(`[name="${first}"]`))?.scrollIntoView({ block: 'center' });
      return;
    }
    setBusy(true);
    const reply = await api.call(GOODS_ORDER_ENDPOINTS.saveAddress, requestOf(form.values, addressId), { inline: [CODE.VALIDATION] });
    setBusy(false);
    if (reply.code === 200 && reply.customData) {
      dialogs.toast(t('goodsCart.addressSaved'));
      navigate(back ? book.choose(back, reply.customData.addressId, query) : book.addresses, { replace: true });
    } else {
      form.fail(fieldOfIssue(reply.customData), { text: reply.message });
    }
  };

  return (
    <form className="mkt-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <TextField form={form} name="name" label={t(book.nameLabel)} autoComplete="name" maxLength={TRADE.nameMax} />
      <PhoneField form={form} codeName="mobileCode" name="phone" />
      <PlaceFields form={form} />
      <TextField form={form} name="district" label={t('goodsCart.district')} placeholder={t('goodsCart.districtHint')} maxLength={LIMITS.freeInputMax} />
      <TextField form={form} name="street" label={t('goodsCart.street')} autoComplete="street-address" maxLength={LIMITS.freeInputMax} />
      <TextField form={form} name="landmark" label={t('goodsCart.landmark')} placeholder={t('goodsCart.landmarkHint')} maxLength={LIMITS.freeInputMax} />
      <label className="mkt-sg-check mkt-sg-default">
        <input type="checkbox" name="isDefault" checked={form.values.isDefault === 1} onChange={(e) => form.set('isDefault', e.currentTarget.checked ? 1 : 0)} />
        {t('goodsCart.makeDefault')}
      </label>
      <ErrorText error={form.formError} role="alert" />
      <button type="submit" className="mkt-btn mkt-submit" disabled={busy} aria-busy={busy || undefined} data-action="save-address">
        {busy ? t('goodsCart.saving') : t('goodsCart.saveAddress')}
      </button>
    </form>
  );
}

/** Country, then its city (spec §5 "City needs a country first"): the kit's pickers, as on the publish form. */
function PlaceFields({ form }: { form: Form<AddressValues> }) {
  const t = useT();
  const { dialogs } = useShell();
  const [open, setOpen] = useState<'country' | 'city' | null>(null);
  const v = form.values;
  const rows = useMemo(() => [
    { name: 'areaId' as const, label: t('goodsCart.country'), text: v.areaName, open: () => setOpen('country') },
    {
      name: 'cityId' as const, label: t('goodsCart.city'), text: v.cityName,
      open: () => {
        if (!v.areaId) {
          dialogs.toast(t('validation.selectCountry'));
          return;
        }
        setOpen('city');
      },
    },
  ], [v.areaName, v.cityName, v.areaId, t]);
  return (
    <>
      {rows.map((r) => {
        const error = form.error(r.name);
        return (
          <div key={r.name} className="mkt-field" data-field={r.name}>
            <span className="mkt-sg-label" id={`mkt-sg-${r.name}`}>{r.label}</span>
            <div className={error ? 'mkt-input-row mkt-invalid' : 'mkt-input-row'}>
              <button type="button" className="mkt-sg-pickrow" aria-haspopup="dialog" aria-labelledby={`mkt-sg-${r.name} mkt-sg-${r.name}-v`} onClick={r.open}>
                <span id={`mkt-sg-${r.name}-v`} className={r.text ? undefined : 'mkt-muted'}>{r.text || t('publish.placeholders.choose')}</span>
                <svg viewBox="0 0 24 24" aria-hidden="true" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2"><path d="M9 6l6 6-6 6" /></svg>
              </button>
            </div>
            <ErrorText error={error} />
          </div>
        );
      })}
      <CountryPicker open={open === 'country'} value={v.areaId} onClose={() => setOpen(null)}
        onSelect={(c) => {
          // A new country resets the city (spec §4).
          form.patch(c.id === v.areaId ? {} : { areaId: c.id, areaName: c.name, cityId: null, cityName: '' });
          form.blur('areaId');
          setOpen(null);
        }} />
      <CityPicker open={open === 'city'} areaId={v.areaId} value={v.cityId ?? undefined} onClose={() => setOpen(null)}
        onSelect={(c) => {
          form.patch({ cityId: c.id, cityName: c.name });
          form.blur('cityId');
          setOpen(null);
        }} />
    </>
  );
}
