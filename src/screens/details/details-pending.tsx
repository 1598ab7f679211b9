// A details page before its listing shows (spec §4 "Lists"/details: loading, error with retry):
// no id in the URL, the skeleton while the call runs, or the failure with the server's message and
// a retry. The header (back, share) is there in every case. Shared by the generic details screen
// and the job details screen (jobs/job-details-screen.tsx). A listing that is gone (4404: removed,
// sold, not published) says so with a way on to the module's list: a shared link outlives its
// listing (issue: Beyond the spec, "Share a listing").
import { Link } from 'wouter';
import { CODE } from '../../contract/codes.js';
import { modulePath } from '../../modules/identities.js';
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import type { CallState } from '../kit/use-call.js';
import { DetailsHeader } from './details-header.js';
import { DetailsSkeleton } from './details-skeleton.js';

interface DetailsPendingProps {
  module: ListingModule;
  /** The details call; null when the URL names no listing. A 200 without a listing is a failure. */
  state: CallState<unknown> | null;
  /** What to say when the URL names no listing. */
  missing: string;
  /** Whether the skeleton has the cover picture (modules that open on one). */
  cover: boolean;
  onRetry(): void;
}

export function DetailsPending({ module, state, missing, cover, onRetry }: DetailsPendingProps) {
  const t = useT();
  return (
    <>
      <DetailsHeader module={module} />
      {state === null ? (
        <div className="mkt-center mkt-dt-state">
          <p>{missing}</p>
        </div>
      ) : state.status === 'loading' ? (
        <DetailsSkeleton cover={cover} />
      ) : state.status === 'error' && state.code === CODE.NOT_FOUND ? (
        <div className="mkt-center mkt-dt-state" role="alert">
          <h1>{t('shareListing.goneTitle')}</h1>
          <p>{t('shareListing.goneHint')}</p>
          <Link href={modulePath(module, 'list')} className="mkt-btn">{t('shareListing.goneList')}</Link>
        </div>
      ) : (
        <div className="mkt-center mkt-dt-state" role="alert">
          <h1>{t('app.errorTitle')}</h1>
          <p>{(state.status === 'error' && state.message) || t('app.errorHint')}</p>
          <button type="button" className="mkt-btn" onClick={onRetry}>{t('app.retry')}</button>
        </div>
      )}
    </>
  );
}
