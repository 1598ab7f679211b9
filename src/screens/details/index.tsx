// /<module>/details?serviceId=…&title=…(&esInfoId=… for articles and goods): the generic details
// screen of the ten listing modules (spec §2 "Common details screen", "Recommendation list";
// spec §7 "searchXxxDetailById {serviceId, userId}", articles {esInfoId, serviceId, userId}).
// Changing the serviceId query reloads (spec §4); so do logging in (isFavorite is per user) and
// a language change (the server answers in the metaData language). A logged-in view is recorded
// in the browsing history by the server itself (examples/server/listings/detail.ts).
import { useStore } from '@nanostores/react';
import { useServices } from '../../app/use-shell.js';
import { FALLBACK_MODULE, MODULES } from '../../modules/registry.js';
import type { ModuleKey } from '../../modules/types.js';
import type { ScreenProps } from '../../routes/route-types.js';
import { useT } from '../../ui/t-context.js';
import { useStyle } from '../../ui/use-style.js';
import { useKitStyle } from '../kit/kit-styles.js';
import { useLanguage } from '../kit/price.js';
import { DETAILS_CSS } from './details-styles.js';
import { DetailsPending } from './details-pending.js';
import { DetailsView } from './details-view.js';
import { CART_LINK_CSS } from '../kit/cart-link.js';
import { STEPPER_CSS } from '../kit/quantity-stepper.js';
import { TRADE_BAR_CSS } from './trade-bar.js';
import { useDetailsReply } from './use-details-reply.js';

export default function DetailsScreen({ route, query }: ScreenProps) {
  useKitStyle();
  useStyle('details', DETAILS_CSS);
  useStyle('cart-link', CART_LINK_CSS);
  useStyle('details-trade', STEPPER_CSS + TRADE_BAR_CSS);
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
  const { call, data, setFavorite } = useDetailsReply(module, { serviceId, esInfoId, userId }, key);

  return (
    <div className="mkt-screen mkt-dt">
      {!serviceId || !data ? (
        <DetailsPending
          module={module}
          state={serviceId ? call.state : null}
          missing={t('details.missing')}
          cover={module.commonDetail}
          onRetry={call.retry}
        />
      ) : (
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
      )}
    </div>
  );
}
