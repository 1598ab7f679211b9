// The phone side of QR login (spec §2 /login "QR-code login exists with a confirm-on-phone step
// and expiry/rescan"; §7 native "QR scan"): this logged-in app reads the code another device shows
// on its /login QR tab, tells the server it was scanned (that device then says "scanned"), and
// logs that device in only when the user confirms here. Reading the code: the native scanner in a
// WebView, the browser's QR detector on a photo elsewhere, or typing the code printed under the
// picture (always offered: many cheap phones' browsers have no detector).
import { useEffect, useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import { qrScanFormSchema } from '../../contract/validation/account.js';
import { useT } from '../../ui/t-context.js';
import { ErrorText, TextField, useForm, useFormStyle } from '../kit/form/index.js';
import { PickerSheet } from '../../ui/picker/picker-sheet.js';

/** Refusals shown under the code: expired or unknown (4404), another account's (4403), malformed. */
const INLINE: readonly number[] = [CODE.NOT_FOUND, CODE.FORBIDDEN, CODE.VALIDATION, CODE.RATE_LIMITED];
const EMPTY = { qrCodeId: '' };

type Step = 'read' | 'confirm';


export function QrLoginSheet({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useT();
  return (
    <PickerSheet open={open} title={t('usercenter.qr.title')} onClose={onClose}>
      <QrLogin onClose={onClose} />
    </PickerSheet>
  );
}

function QrLogin({ onClose }: { onClose(): void }) {
  const t = useT();
  useFormStyle();
  const { api, native } = useServices();
  const { dialogs } = useShell();
  const form = useForm(qrScanFormSchema, EMPTY);
  const [step, setStep] = useState<Step>('read');
  const [busy, setBusy] = useState(false);
  const [scanner, setScanner] = useState(false);

  // Load the bridge now, so the scan button can call it inside the tap (the web fallback opens a
  // file picker, which browsers allow only during a user gesture).
  useEffect(() => {
    let live = true;
    // A native scanner, or a browser QR detector (bridge/qr-image.ts); else only typing is offered.
    if (!native.inShell() && !('BarcodeDetector' in window)) return undefined;
    native.get().then(() => live && setScanner(true), () => undefined);
    return () => { live = false; };
  }, [native]);

  const send = async (code: string, endpoint: typeof ENDPOINTS.scanQrCode): Promise<boolean> => {
    setBusy(true);
    try {
      const reply = await api.call(endpoint, { qrCodeId: code.trim() }, { inline: INLINE });
      if (reply.code === 200) return true;
      if (INLINE.includes(reply.code)) {
        setStep('read');
        form.fail('qrCodeId', { text: reply.message });
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  const read = async (code: string) => {
    form.set('qrCodeId', code);
    if (await send(code, ENDPOINTS.scanQrCode)) setStep('confirm');
  };

  const scan = async () => {
    const client = native.current;
    if (!client) return;
    try {
      const { code } = await client.call('scanQrCode');
      await read(code);
    } catch (e) {
      // Cancelled by the user: nothing to say. Anything else: the scanner cannot help; typing can.
      const code = (e as { code?: string }).code;
      if (code !== 'CANCELLED') form.fail('qrCodeId', { text: t('usercenter.qr.scanFailed') });
    }
  };

  const confirm = async () => {
    if (!(await send(form.values.qrCodeId, ENDPOINTS.confirmQrCodeLogin))) return;
    dialogs.toast(t('usercenter.qr.done'));
    onClose();
  };

  if (step === 'confirm') {
    return (
      <div className="mkt-uc-qr" role="group" aria-label={t('usercenter.qr.confirmTitle')}>
        <p><strong>{t('usercenter.qr.confirmTitle')}</strong></p>
        <p>{t('usercenter.qr.confirmText')}</p>
        <ErrorText error={form.error('qrCodeId')} role="alert" />
        <button type="button" className="mkt-btn" disabled={busy} onClick={() => void confirm()}>{t('usercenter.qr.confirm')}</button>
        <button type="button" className="mkt-btn mkt-btn-ghost" onClick={onClose}>{t('dialog.cancel')}</button>
      </div>
    );
  }
  return (
    <form className="mkt-uc-qr" noValidate onSubmit={(e) => { e.preventDefault(); if (form.check()) void read(form.values.qrCodeId); }}>
      <p>{t('usercenter.qr.intro')}</p>
      {scanner && (
        <>
          <button type="button" className="mkt-btn" disabled={busy} onClick={() => void scan()}>{t('usercenter.qr.scan')}</button>
          <p className="mkt-uc-qr-or">{t('usercenter.qr.or')}</p>
        </>
      )}
      <TextField form={form} name="qrCodeId" label={t('usercenter.qr.codeLabel')} autoComplete="off" autoCapitalize="characters" maxLength={128} />
      <button type="submit" className="mkt-btn mkt-btn-ghost" disabled={busy}>{t('usercenter.qr.continue')}</button>
    </form>
  );
}
