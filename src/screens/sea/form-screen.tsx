// /sea/form "Send a parcel" (spec §2 /sea form): sender and receiver from the address book, the
// drop-off warehouse, the goods and measures (productinfo), a note for the warehouse, the server's
// live price, the carriage agreement (privacy), then createParcel → /sea/pay. Everything typed or
// picked is the draft (parcel-draft.ts), so pickers and reloads lose nothing; it is cleared once the
// parcel exists. A refusal (4422) is shown on the card it is about.
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useServices, useShell } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { EXPRESS } from '../../contract/express-limits.js';
import { AIR_EXPRESS_ENDPOINTS } from '../../contract/endpoints/air-express.js';
import { GOODS_ORDER_ENDPOINTS } from '../../contract/endpoints/goods-orders.js';
import type { ParcelRequest } from '../../contract/types/air-express.js';
import { parcelSchema } from '../../contract/validation/air-express.js';
import { validate } from '../../contract/validation/validate.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame } from '../kit/account-frame.js';
import { ErrorText } from '../kit/form/index.js';
import { useMoney } from '../kit/money/use-money.js';
import { useCall } from '../kit/use-call.js';
import { AddressCard, GoodsCard, WarehouseCard } from './form-cards.js';
import { issuesByCard, parcelRequestOf, quoteRequestOf, type ParcelCard } from './parcel-request.js';
import { useParcelDraft } from './parcel-draft.js';
import { QuoteCard } from './quote-card.js';
import { payHref, pickFromForm, SEA } from './sea-paths.js';
import { useParcelQuote } from './use-parcel-quote.js';

export function ParcelFormScreen({ query: _query }: { query: URLSearchParams }) {
  const t = useT();
  return (
    <AccountFrame title={t('sea.form.title')} fallback={SEA.order} className="mkt-sea mkt-sea-form" loginText={t('sea.form.login')}>
      <ParcelForm />
    </AccountFrame>
  );
}

type Issues = Partial<Record<ParcelCard, string>>;

function ParcelForm() {
  const t = useT();
  const { api } = useServices();
  const { navigate } = useShell();
  const { money } = useMoney();
  const { draft, update, clear } = useParcelDraft();
  const book = useCall(GOODS_ORDER_ENDPOINTS.getAddressList, {}, 'addresses');
  const houses = useCall(AIR_EXPRESS_ENDPOINTS.getWarehouses, {}, 'warehouses');
  const kinds = useCall(AIR_EXPRESS_ENDPOINTS.getParcelCategories, {}, 'parcel-categories');
  const addresses = book.state.status === 'ok' ? book.state.data : [];
  const sender = addresses.find((a) => a.addressId === draft.senderAddressId);
  const receiver = addresses.find((a) => a.addressId === draft.receiverAddressId);
  const warehouse = houses.state.status === 'ok' ? houses.state.data.find((w) => w.warehouseId === draft.warehouseId) : undefined;
  const quote = useParcelQuote(receiver && warehouse ? quoteRequestOf(draft, receiver.areaId) : null);
  const [agreed, setAgreed] = useState(false);
  const [issues, setIssues] = useState<Issues>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  // Each refusal brings its first message into view, once it is drawn.
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused) document.querySelector('.mkt-sea-form .mkt-field-error')?.scrollIntoView({ block: 'center' });
  }, [refused]);

  // An address deleted from the book since it was picked counts as not picked.
  const request = parcelRequestOf({
    ...draft,
    senderAddressId: sender ? draft.senderAddressId : '',
    receiverAddressId: receiver ? draft.receiverAddressId : '',
  }, agreed);

  const submit = async () => {
    setFormError('');
    const checked = validate(parcelSchema, request);
    if (!checked.ok) {
      const found = issuesByCard({ issues: checked.issues });
      setIssues(found);
      setRefused((n) => n + 1);
      return;
    }
    setIssues({});
    setBusy(true);
    const reply = await api.call(AIR_EXPRESS_ENDPOINTS.createParcel, request as ParcelRequest, { inline: [CODE.VALIDATION] });
    setBusy(false);
    if (reply.code === 200 && reply.customData) {
      clear();
      navigate(payHref(reply.customData.parcelNo), { replace: true });
      return;
    }
    const found = issuesByCard(reply.customData);
    setIssues(found);
    setRefused((n) => n + 1);
    if (found[''] !== undefined || Object.keys(found).length === 0) setFormError(reply.message);
  };

  const total = quote.status === 'ok' ? quote.quote.total : null;
  return (
    <>
      <AddressCard id="sender" title="sea.form.sender" href={pickFromForm(SEA.addresses, 'sender')} address={sender} issue={issues.sender} />
      <AddressCard id="receiver" title="sea.form.receiver" href={pickFromForm(SEA.addresses, 'receiver')} address={receiver} issue={issues.receiver} />
      <WarehouseCard href={pickFromForm(SEA.warehouses, '1')} warehouse={warehouse} issue={issues.warehouse} />
      <GoodsCard href={`${SEA.product}?back=${encodeURIComponent(SEA.form)}`} goods={draft.goods} measures={draft.measures}
        categories={kinds.state.status === 'ok' ? kinds.state.data : []} issue={issues.goods} />
      <section className="mkt-mcard mkt-sea-card" data-card="remark">
        <label className="mkt-sg-label" htmlFor="mkt-sea-remark">{t('sea.form.remark')}</label>
        <textarea id="mkt-sea-remark" name="remark" className="mkt-sg-remark" rows={2} maxLength={EXPRESS.remarkMax}
          placeholder={t('sea.form.remarkHint')} value={draft.remark} onInput={(e) => update({ remark: e.currentTarget.value })} />
        {issues.remark && <ErrorText error={{ key: issues.remark }} />}
      </section>
      <QuoteCard state={quote} />
      <label className="mkt-sea-agree">
        <input type="checkbox" name="agreed" checked={agreed}
          onChange={(e) => { setAgreed(e.currentTarget.checked); setIssues(({ agreed: _a, ...rest }) => rest); }} />
        <span>
          {t('sea.form.agree')} <Link href={SEA.privacy} data-action="privacy">{t('sea.form.agreement')}</Link>
        </span>
      </label>
      {issues.agreed && <div className="mkt-sea-agree-error"><ErrorText error={{ key: issues.agreed }} role="alert" /></div>}
      {formError && <p className="mkt-mnote mkt-mnote-bad mkt-sg-error" role="alert">{formError}</p>}
      <div className="mkt-paybar">
        <div>
          <span className="mkt-muted">{t('sea.form.total')}</span>
          <span className="mkt-money-amount">{total === null ? '…' : money(total)}</span>
        </div>
        <button type="button" className="mkt-btn" disabled={busy} aria-busy={busy || undefined} data-action="submit-parcel" onClick={() => void submit()}>
          {busy ? t('sea.form.sending') : t('sea.form.submit')}
        </button>
      </div>
    </>
  );
}
