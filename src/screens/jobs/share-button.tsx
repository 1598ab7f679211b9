// Sharing a job (the issue: "favourite, share"): the system share sheet where the browser has one
// (phones), else the link is copied and a toast says so. The link is the job on the marketplace's
// own page (links/public-url.ts), not the page's address: embedded, that is the partner's page.
import { useShell } from '../../app/use-shell.js';
import { publicAppUrl } from '../../links/public-url.js';
import { useT } from '../../ui/t-context.js';
import { jobDetailsHref } from '../jobs-user/paths.js';

const SHARE_ICON = 'M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13';

export function ShareButton({ title, recruitingInfoId }: { title: string; recruitingInfoId: string }) {
  const t = useT();
  const { dialogs, services } = useShell();
  const share = async () => {
    const url = publicAppUrl(jobDetailsHref(recruitingInfoId), services?.site, window.location.href);
    if (typeof navigator.share === 'function') {
      // A dismissed sheet rejects (AbortError): nothing to say then.
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      dialogs.toast(t('jobs.browse.details.linkCopied'));
    } catch {
      // No clipboard (insecure context): the address is shown so it can be copied by hand.
      dialogs.toast(url);
    }
  };
  return (
    <button type="button" className="mkt-jobs-bar-btn mkt-jobs-bar-icon" aria-label={t('jobs.browse.details.share')} onClick={() => void share()}>
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d={SHARE_ICON} />
      </svg>
    </button>
  );
}
