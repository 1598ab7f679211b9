// /jobAndRecruit/jobWanted/jobDetails?serviceId=… (or ?recruitingInfoId=…: advert links pass the
// job id under its own name, spec §2 "Ad link jumping ... other recruit ids go to jobDetails with
// recruitingInfoId"). The job comes from the module's details call (jobs are listings, DESIGN.md
// §3), the employer and the viewer's application from getJobApplyInfo. A new id, logging in (the
// favourite and the application are per user) or a language change reloads both (spec §4).
import { useStore } from '@nanostores/react';
import { useServices } from '../../app/use-shell.js';
import { JOB_ENDPOINTS } from '../../contract/endpoints/jobs.js';
import type { YesNo } from '../../contract/types/common.js';
import type { ListingModule } from '../../modules/types.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';
import { DetailsHeader } from '../details/details-header.js';
import { DetailsSkeleton } from '../details/details-skeleton.js';
import { DETAILS_CSS } from '../details/details-styles.js';
import { detailDataOf, detailRequest } from '../details/read.js';
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
  const body = serviceId ? detailRequest(m, serviceId, userId, '') : null;
  const call = useCall(m.endpoints.detail, body, key);
  const info = useCall(JOB_ENDPOINTS.getJobApplyInfo, body, key);
  const data = call.state.status === 'ok' ? detailDataOf(call.state.data) : null;

  const setFavorite = (isFavorite: YesNo) =>
    call.patch((reply) => ({ ...reply, resultMap: { ...(detailDataOf(reply)?.resultMap ?? {}), isFavorite } }));

  let content;
  if (!serviceId || call.state.status === 'loading' || !data) {
    const failed = call.state.status === 'error' || (call.state.status === 'ok' && !data);
    content = (
      <>
        <DetailsHeader module={m} />
        {!serviceId ? (
          <div className="mkt-center mkt-dt-state">
            <p>{t('jobs.browse.details.missing')}</p>
          </div>
        ) : failed ? (
          <div className="mkt-center mkt-dt-state" role="alert">
            <h1>{t('app.errorTitle')}</h1>
            <p>{(call.state.status === 'error' && call.state.message) || t('app.errorHint')}</p>
            <button type="button" className="mkt-btn" onClick={call.retry}>{t('app.retry')}</button>
          </div>
        ) : (
          <DetailsSkeleton cover={false} />
        )}
      </>
    );
  } else {
    content = (
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
    );
  }
  return <div className="mkt-screen mkt-dt mkt-jobs-dt">{content}</div>;
}
