// /<module>/details?serviceId=…&title=…(&esInfoId=… for articles and goods): the generic details
// screen of the ten listing modules (spec §2 "Common details screen", "Recommendation list";
// spec §7 "searchXxxDetailById {serviceId, userId}", articles {esInfoId, serviceId, userId}).
// Changing the serviceId query reloads (spec §4); so do logging in (isFavorite is per user) and
// a language change (the server answers in the metaData language). A logged-in view is recorded
// in the browsing history by the server itself (examples/server/listings/detail.ts).
import { useStore } from '@nanostores/react';
import { useServices } from '../../app/use-shell.js';
import type { YesNo } from '../../contract/types/common.js';
import { FALLBACK_MODULE, MODULES } from '../../modules/registry.js';
import type { ModuleKey } from '../../modules/types.js';
import type { ScreenProps } from '../../routes/route-types.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { useLanguage } from '../kit/price.js';
import { useCall } from '../kit/use-call.js';
import { DETAILS_CSS } from './details-styles.js';
import { DetailsHeader } from './details-header.js';
import { DetailsSkeleton } from './details-skeleton.js';
import { DetailsView } from './details-view.js';
import { detailDataOf, detailRequest } from './read.js';

export default function DetailsScreen({ route, query }: ScreenProps) {
  useKitStyle();
  useStyle('details', DETAILS_CSS);
  const t = useT();
  const lang = useLanguage();
  const { stores } = useServices();
  const userId = useStore(stores.session.userId);
  // spec §2: land is "the default fallback" of the details routes (descriptor detailsFallback).
  const module = MODULES[route.module as ModuleKey] ?? FALLBACK_MODULE;
  const serviceId = (query.get('serviceId') ?? '').trim();
  const esInfoId = (query.get('esInfoId') ?? '').trim();
  const queryTitle = (query.get('title') ?? '').trim();
  const key = `${module.key}|${serviceId}|${esInfoId}|${userId}|${lang}`;
  const call = useCall(module.endpoints.detail, serviceId ? detailRequest(module, serviceId, userId, esInfoId) : null, key);
  const data = call.state.status === 'ok' ? detailDataOf(call.state.data) : null;

  const setFavorite = (isFavorite: YesNo) =>
    call.patch((reply) => ({ ...reply, resultMap: { ...(detailDataOf(reply)?.resultMap ?? {}), isFavorite } }));

  let content;
  if (!serviceId) {
    content = (
      <>
        <DetailsHeader module={module} />
        <div className="mkt-center mkt-dt-state">
          <p>{t('details.missing')}</p>
        </div>
      </>
    );
  } else if (call.state.status === 'loading') {
    content = (
      <>
        <DetailsHeader module={module} />
        <DetailsSkeleton cover={module.commonDetail} />
      </>
    );
  } else if (!data) {
    const message = call.state.status === 'error' ? call.state.message : '';
    content = (
      <>
        <DetailsHeader module={module} />
        <div className="mkt-center mkt-dt-state" role="alert">
          <h1>{t('app.errorTitle')}</h1>
          <p>{message || t('app.errorHint')}</p>
          <button type="button" className="mkt-btn" onClick={call.retry}>{t('app.retry')}</button>
        </div>
      </>
    );
  } else {
    content = (
      <DetailsView
        // A new listing or language starts with its own switch, viewer and reveal state.
        key={key}
        module={module}
        data={data}
        serviceId={serviceId}
        esInfoId={esInfoId}
        queryTitle={queryTitle}
        onFavoriteChange={setFavorite}
      />
    );
  }

  return <div className="mkt-screen mkt-dt">{content}</div>;
}
