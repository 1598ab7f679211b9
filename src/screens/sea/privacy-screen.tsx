// /sea/privacy (spec §2 /sea privacy): the carriage and privacy terms of air express — what may
// not be sent, declared value and customs, insurance, the charged weight, what personal data goes
// to customs and couriers and why, how long it is kept. It is one of the marketplace's agreements
// (spec §3 Agreement; seed data/agreements.ts id 5), read in the user's language like the others:
// its page is fetched and shown through the kit's sanitizer, with a link to the page itself.
import { useEffect, useState } from 'react';
import { useServices } from '../../app/use-shell.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import { useT } from '../../ui/t-context.js';
import { AccountFrame, LoadError } from '../kit/account-frame.js';
import { HtmlContent } from '../kit/html-content.js';
import { useCall } from '../kit/use-call.js';
import { SEA } from './sea-paths.js';

/** The air-express carriage and privacy terms among the agreements. */
export const PARCEL_AGREEMENT_ID = 5;

/** The page without its <h1> (shown above it, whole, as the header may cut it). */
const withoutHeading = (html: string): string => html.replace(/<h1[^>]*>[\s\S]*?<\/h1>/i, '');

type Page = { status: 'loading' } | { status: 'ok'; html: string } | { status: 'error' };

export function PrivacyScreen() {
  const t = useT();
  const { media } = useServices();
  const call = useCall(ENDPOINTS.getAgreements, { agreementIds: [PARCEL_AGREEMENT_ID] }, 'agreement-parcel');
  const agreement = call.state.status === 'ok' ? call.state.data[0] : undefined;
  const [page, setPage] = useState<Page>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!agreement) return;
    const abort = new AbortController();
    setPage({ status: 'loading' });
    fetch(media(agreement.filePath), { signal: abort.signal })
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
      .then((html) => setPage({ status: 'ok', html }), () => { if (!abort.signal.aborted) setPage({ status: 'error' }); });
    return () => abort.abort();
  }, [agreement?.filePath, attempt]);
  const failed = call.state.status === 'error' || page.status === 'error' || (call.state.status === 'ok' && !agreement);
  return (
    <AccountFrame title={agreement?.title ?? t('sea.privacy.title')} fallback={SEA.form} className="mkt-sea mkt-sea-privacy" needsLogin={false}>
      {failed && <LoadError retry={() => { call.retry(); setAttempt((n) => n + 1); }} />}
      {!failed && page.status === 'loading' && <p className="mkt-center mkt-muted" aria-busy="true">…</p>}
      {page.status === 'ok' && agreement && (
        <article className="mkt-sea-legal" data-agreement={agreement.agreementId}>
          {/* The page's own heading is dropped by the sanitizer's allow-list; the title is ours. */}
          <h2 className="mkt-sea-legal-title">{agreement.title}</h2>
          <HtmlContent html={withoutHeading(page.html)} />
          <p><a href={media(agreement.filePath)} target="_blank" rel="noopener noreferrer">{t('sea.privacy.open')}</a></p>
        </article>
      )}
    </AccountFrame>
  );
}
