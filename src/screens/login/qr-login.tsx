// QR-code login (spec §2 "QR-code login exists with a confirm-on-phone step and expiry/rescan";
// §4 "scan, confirm on phone, expiry and rescan"; §8 "QR code expired"). This browser shows the
// code and polls; a logged-in app scans it (user centre, "Scan to log in") and confirms.
import { useEffect, useState } from 'react';
import { useServices } from '../../app/use-shell.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import { QR_LOGIN_STATE } from '../../contract/statuses.js';
import type { QrCodeImgReply } from '../../contract/types/account.js';
import { useT } from '../../ui/t-context.js';
import { useLoginSuccess } from './use-login-success.js';

/** The printed scan code in groups of five, easier to read out and type (the server ignores spaces). */
const groupCode = (code: string): string => code.replace(/(.{5})(?=.)/g, '$1 ');

/** How often the waiting browser asks (ms): quick enough to feel instant after the confirm. */
export const QR_POLL_MS = 2000;

type View = { step: 'loading' } | { step: 'failed' } | { step: 'expired' } | { step: 'shown'; qr: QrCodeImgReply; scanned: boolean };

export function QrLogin() {
  const t = useT();
  const { api } = useServices();
  const done = useLoginSuccess();
  const [view, setView] = useState<View>({ step: 'loading' });
  const [round, setRound] = useState(0);

  // A new picture per round (first show and every rescan).
  useEffect(() => {
    const abort = new AbortController();
    setView({ step: 'loading' });
    void api.call(ENDPOINTS.qrCodeImg, {}, { signal: abort.signal }).then((r) => {
      if (!abort.signal.aborted) setView(r.code === 200 && r.customData ? { step: 'shown', qr: r.customData, scanned: false } : { step: 'failed' });
    });
    return () => abort.abort();
  }, [api, round]);

  // Poll while shown; stop at expiry (the server says so, or the clock passes expireTime).
  const qr = view.step === 'shown' ? view.qr : null;
  useEffect(() => {
    if (!qr) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      if (Date.now() >= qr.expireTime) return setView({ step: 'expired' });
      const r = await api.call(ENDPOINTS.checkQrCodeLoginStatus, { qrCodeId: qr.qrCodeId }, { silent: true });
      if (stopped) return;
      const state = r.code === 200 ? r.customData?.state : undefined;
      if (state === QR_LOGIN_STATE.expired) return setView({ step: 'expired' });
      if (state === QR_LOGIN_STATE.confirmed && r.customData?.login) return done(r.customData.login);
      if (state === QR_LOGIN_STATE.scanned) setView((v) => (v.step === 'shown' && !v.scanned ? { ...v, scanned: true } : v));
      timer = setTimeout(() => void poll(), QR_POLL_MS);
    };
    timer = setTimeout(() => void poll(), QR_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, qr]);

  const rescan = <button type="button" className="mkt-btn" onClick={() => setRound((n) => n + 1)}>{t('account.qrRescan')}</button>;
  return (
    <section className="mkt-qr" role="tabpanel" aria-live="polite">
      {view.step === 'loading' && <div className="mkt-qr-box mkt-skel" aria-label={t('app.loading')} />}
      {view.step === 'failed' && <><p>{t('account.qrFailed')}</p>{rescan}</>}
      {view.step === 'expired' && <><div className="mkt-qr-box mkt-qr-dead"><p role="alert">{t('errors.qrExpired')}</p></div>{rescan}</>}
      {view.step === 'shown' && (
        <>
          <img className="mkt-qr-box" src={view.qr.qrCodeImg} alt={t('account.qrAlt')} width="220" height="220" />
          {view.scanned
            ? <p className="mkt-qr-state" role="status">{t('account.qrScanned')}</p>
            : <p className="mkt-qr-state">{t('account.qrHint')}</p>}
          {view.qr.scanCode && <p className="mkt-qr-code">{t('account.qrCodeText')} <code>{groupCode(view.qr.scanCode)}</code></p>}
        </>
      )}
    </section>
  );
}
