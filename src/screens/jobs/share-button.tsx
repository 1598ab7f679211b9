// Sharing a job (the issue: "favourite, share"): the native shell's or the browser's share sheet,
// else the link is copied and a toast says so (kit/share-out.ts). The link is the job on the
// marketplace's own page (links/public-url.ts), not the page's address.
import { useT } from '../../ui/t-context.js';
import { useShareOut } from '../kit/share-out.js';
import { jobDetailsHref } from '../jobs-user/paths.js';
import { Icon, ICONS } from '../details/icons.js';

export function ShareButton({ title, recruitingInfoId }: { title: string; recruitingInfoId: string }) {
  const t = useT();
  const share = useShareOut(t('jobs.browse.details.linkCopied'));
  return (
    <button type="button" className="mkt-jobs-bar-btn mkt-jobs-bar-icon" aria-label={t('jobs.browse.details.share')}
      onClick={() => void share({ title, text: title, route: jobDetailsHref(recruitingInfoId) })}>
      <Icon d={ICONS.share} />
    </button>
  );
}
