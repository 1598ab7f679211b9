// /jobAndRecruit/jobWanted/jobDetails?serviceId=… (or ?recruitingInfoId=…: advert links pass the
// job id under its own name, spec §2 "Ad link jumping ... other recruit ids go to jobDetails with
// recruitingInfoId"). The job comes from the module's details call (jobs are listings, DESIGN.md
// §3), the employer and the viewer's application from getJobApplyInfo. A new id, logging in (the
// favourite and the application are per user) or a language change reloads both (spec §4).
import { useStore } from '@nanostores/react';
import { useServices } from '../../app/use-shell.js';
import { JOB_ENDPOINTS } from '../../contract/endpoints/jobs.js';
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';
import { DetailsPending } from '../details/details-pending.js';
import { DETAILS_CSS } from '../details/details-styles.js';
import { useDetailsReply } from '../details/use-details-reply.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { useLanguage } from '../kit/price.js';
import { useCall } from '../kit/use-call.js';
import { JobDetailsView } from './job-details-view.js';
import { JOBS_CSS } from './jobs-styles.js';

/** The job's id: serviceId, else the advert links' recruitingInfoId. */
export const jobIdOf = (query: URLSearchParams): string =>
  (query.get('serviceId') ?? '').trim() || (query.get('recruitingInfoId') ?? '').trim();

export function JobDetailsScreen({ module: m, query }: { module: ListingModule; query: URLSearchParams }) {
  useKitStyle();
  useStyle('details', DETAILS_CSS);
  useStyle('jobs', JOBS_CSS);
  const t = useT();
  const lang = useLanguage();
  const { stores } = useServices();
  const userId = useStore(stores.session.userId);
  const serviceId = jobIdOf(query);
  const key = `${serviceId}|${userId}|${lang}`;
  const { body, call, data, setFavorite } = useDetailsReply(m, { serviceId, esInfoId: '', userId }, key);
  const info = useCall(JOB_ENDPOINTS.getJobApplyInfo, body, key);

  return (
    <div className="mkt-screen mkt-dt mkt-jobs-dt">
      {!serviceId || !data ? (
        <DetailsPending
          module={m}
          state={serviceId ? call.state : null}
          missing={t('jobs.browse.details.missing')}
          cover={false}
          onRetry={call.retry}
        />
      ) : (
        <JobDetailsView
          key={key}
          module={m}
          data={data}
          serviceId={serviceId}
          queryTitle={(query.get('title') ?? '').trim()}
          userId={userId}
          info={info.state.status === 'ok' ? info.state.data : null}
          onInfo={info.patch}
          onFavoriteChange={setFavorite}
        />
      )}
    </div>
  );
}
