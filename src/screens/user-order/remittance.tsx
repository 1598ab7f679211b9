// /usercenter/order/remittance?orderNo=…[&from=…] (spec §2 usercenter/order remittance; §4 methods 4
// bank and 8 offline): the proof of a bank transfer or offline payment — a picture of the receipt
// (jpg or png; above 2 MB it is compressed in the worker first, spec §5) and an optional note —
// sent for an operator to confirm. The order is paid only when the operator confirms it. The
// proof is a private upload (uploadPrivateImg): shown through the short-lived URL the server signs
// for the payer, never at its path.
import { useRef, useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { USERCENTER_ENDPOINTS } from '../../contract/endpoints/usercenter.js';
import { PAYMENT_ENDPOINTS } from '../../contract/endpoints/payment.js';
import { ORDER_STATE } from '../../contract/statuses.js';
import type { Order } from '../../contract/types/payment.js';
import { ORDER_NO_PATTERN } from '../../contract/validation/money-reads.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame } from '../kit/account-frame.js';
import { Img } from '../kit/img.js';
import { useMoneyStyle } from '../kit/money/money-styles.js';
import { safeFrom } from '../kit/money/purchase-origin.js';
import { acceptOf, PICTURE_RULE, usePreparePicture } from '../kit/upload/index.js';
import { useUploadStyle } from '../kit/upload/upload-styles.js';
import { Missing, OrderLoader, paidByProof } from './order-loader.js';
import { orderDetailsHref } from './order-links.js';
import { RemittanceInfo } from './remittance-info.js';

const UPLOAD_INLINE: readonly number[] = [CODE.BAD_FILE, CODE.VALIDATION];
/** Remarks as free input (spec §5 "free input at most 250"). */
const REMARK_MAX = 250;

export function RemittanceScreen({ query }: { query: URLSearchParams }) {
  const t = useT();
  useMoneyStyle();
  const orderNo = (query.get('orderNo') ?? '').trim();
  const from = safeFrom(query.get('from'));
  return (
    <AccountFrame title={t('money.remit.title')} fallback={ORDER_NO_PATTERN.test(orderNo) ? orderDetailsHref(orderNo, from) : '/usercenter/order/ibuy'} className="mkt-money mkt-remit">
      {ORDER_NO_PATTERN.test(orderNo) ? <Remit key={orderNo} orderNo={orderNo} from={from} /> : <Missing />}
    </AccountFrame>
  );
}

function Remit({ orderNo, from }: { orderNo: string; from: string }) {
  return <OrderLoader orderNo={orderNo}>{(order) => <RemitView order={order} from={from} />}</OrderLoader>;
}

function RemitView({ order, from }: { order: Order; from: string }) {
  const t = useT();
  if (order.state !== ORDER_STATE.waitPay || !paidByProof(order.payType) || order.remittance?.status === 'confirmed') {
    return <p className="mkt-mnote mkt-mpad" role="note" data-remit="closed">{t('money.remit.notNeeded')}</p>;
  }
  return (
    <>
      <RemittanceInfo payType={order.payType} amount={order.amount} orderNo={order.orderNo} />
      <ProofForm order={order} from={from} />
    </>
  );
}

function ProofForm({ order, from }: { order: Order; from: string }) {
  const t = useT();
  useUploadStyle();
  const { api } = useServices();
  const { navigate, dialogs } = useShell();
  const prepare = usePreparePicture();
  const input = useRef<HTMLInputElement>(null);
  const kept = order.remittance?.status === 'rejected' ? null : order.remittance;
  const [path, setPath] = useState(kept?.voucherImg ?? '');
  const [shown, setShown] = useState(kept?.voucherUrl ?? '');
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState<'' | 'upload' | 'send'>('');

  const pick = async (file: File) => {
    setProblem('');
    setBusy('upload');
    try {
      const picture = await prepare(file);
      if (!picture.ok) {
        setProblem(picture.problem);
        return;
      }
      const reply = await api.upload(USERCENTER_ENDPOINTS.uploadPrivateImg, { use: 'proof' }, picture.file, picture.name, { inline: UPLOAD_INLINE });
      const uploaded = reply.code === 200 ? reply.customData : null;
      if (uploaded) {
        setPath(uploaded.imgPath);
        setShown(uploaded.url);
      } else setProblem(reply.message || t('errors.uploadFailed'));
    } finally {
      setBusy('');
    }
  };

  const send = async () => {
    if (!path) {
      setProblem(t('money.remit.pictureNeeded'));
      return;
    }
    setBusy('send');
    const reply = await api.call(PAYMENT_ENDPOINTS.submitRemittance, { orderNo: order.orderNo, voucherImg: path, ...(remark.trim() ? { remark: remark.trim() } : {}) });
    setBusy('');
    if (reply.code !== 200) return;
    dialogs.toast(t('money.remit.sent'));
    navigate(orderDetailsHref(order.orderNo, from), { replace: true });
  };

  return (
    <section className="mkt-mcard mkt-form" aria-labelledby="mkt-remit-proof">
      <h2 id="mkt-remit-proof">{t('money.remit.proof')}</h2>
      {order.remittance?.status === 'rejected' && <p className="mkt-mnote mkt-mnote-bad" role="note">{t('money.remit.rejectedAgain', { reason: order.remittance.reason })}</p>}
      <p className="mkt-muted">{t('money.remit.pictureHint')}</p>
      <input ref={input} type="file" hidden accept={acceptOf(PICTURE_RULE)} data-field="voucher"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void pick(file);
        }} />
      {path && <div className="mkt-remit-pic"><Img src={shown} alt={t('money.remit.proof')} ratio="4/3" saver="load" /></div>}
      <button type="button" className="mkt-btn mkt-btn-ghost" disabled={busy !== ''} aria-busy={busy === 'upload' || undefined} data-action="pick-proof"
        onClick={() => input.current?.click()}>
        {busy === 'upload' ? t('auth.uploading') : t(path ? 'money.remit.changePicture' : 'money.remit.addPicture')}
      </button>
      {problem && <p className="mkt-field-error" role="alert">{problem}</p>}
      <div className="mkt-field">
        <label htmlFor="mkt-remit-remark">{t('money.remit.remark')}</label>
        <div className="mkt-input-row">
          <textarea id="mkt-remit-remark" maxLength={REMARK_MAX} value={remark} placeholder={t('money.remit.remarkHint')} onInput={(e) => setRemark(e.currentTarget.value)} />
        </div>
      </div>
      <button type="button" className="mkt-btn mkt-submit" disabled={busy !== ''} aria-busy={busy === 'send' || undefined} data-action="send-proof" onClick={() => void send()}>
        {t('money.remit.send')}
      </button>
    </section>
  );
}
